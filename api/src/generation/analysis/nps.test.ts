import { describe, expect, test } from "vitest";
import { checkedAnalysis } from "../../../test/checked-analysis.ts";
import { planAnalysis } from "./analyze.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { npsScale } from "./nps.ts";
import { profileTable } from "./profile.ts";

// Ten answers: Pro has promoters 10, 9 and 9, a passive 8 and a detractor 3 (NPS 40); Basic has a promoter 9, a passive
// 7 and detractors 6, 2 and 0 (NPS −40). Overall: 4 promoters, 4 detractors of 10, NPS 0.
const survey = toTable({
  columns: ["Resp ID", "Date", "Plan", "Region", "Tenure (mths)", "Recommend score (0-10)"],
  rows: [
    ["R1", "2024-01-05", "Pro", "North", 30, 10],
    ["R2", "2024-01-09", "Pro", "South", 12, 9],
    ["R3", "2024-02-11", "Pro", "North", 40, 9],
    ["R4", "2024-02-20", "Pro", "South", 8, 8],
    ["R5", "2024-03-02", "Pro", "North", 5, 3],
    ["R6", "2024-03-08", "Basic", "North", 26, 9],
    ["R7", "2024-03-15", "Basic", "South", 3, 7],
    ["R8", "2024-04-01", "Basic", "North", 14, 6],
    ["R9", "2024-04-12", "Basic", "North", 2, 2],
    ["R10", "2024-04-30", "Basic", "South", 9, 0],
  ],
});

describe("the Net Promoter Score from a column of 0–10 answers", () => {
  test("the 0–10 column is the one whose whole-number answers reach 9, named for recommending", () => {
    const infos = describeColumns(survey, profileTable(survey));
    expect(npsScale(survey, infos)).toBe(5);
  });

  test("'What's our NPS?' adds the helper column, whose average is the score, and its step gives each row's points", () => {
    const plan = checkedAnalysis(survey, "What's our NPS?");
    expect(plan.draft.analysis).toMatch(/^Average NPS: 0\./);
    expect(plan.draft.steps[0]).toMatch(/^Add a helper column: in G1 type NPS, in G2 type =IF\(F2="","",IF\(F2>=9,100/);
    expect(plan.draft.explanation).toContain("the Net Promoter Score");
  });

  test("per plan, and how many points one plan's is above another's", () => {
    expect(checkedAnalysis(survey, "nps for Pro plan customers").draft.analysis).toMatch(
      /^Average NPS where Plan is Pro: 40\./,
    );
    const higher = checkedAnalysis(survey, "How many points higher is the NPS for Pro than for Basic?").draft;
    expect(higher.analysis).toMatch(/^Average NPS: Pro is 80 more than Basic/);
    expect(higher.explanation).not.toContain('No column is called "points"');
  });

  test("promoters, detractors and passives are the rows whose answer puts them in that group", () => {
    expect(checkedAnalysis(survey, "how many detractors in the North?").draft.analysis).toMatch(
      /^Number of detractors where Recommend score \(0-10\) at most 6 and Region is North: 3\./,
    );
    expect(checkedAnalysis(survey, "median tenure of promoters").draft.analysis).toMatch(
      /^Median Tenure \(mths\) where Recommend score \(0-10\) at least 9: 28\./,
    );
    expect(checkedAnalysis(survey, "how many passives?").draft.analysis).toMatch(/: 2\./);
  });

  test("a table with no 0–10 answers has no NPS to give", () => {
    const ratings = toTable({
      columns: ["Store", "Rating (1-5)"],
      rows: [["York", 4], ["Leeds", 5], ["York", 2]],
    });
    expect(planAnalysis(ratings, "what's our NPS?").draft.analysis).toMatch(/NPS/);
    expect(planAnalysis(ratings, "what's our NPS?").draft.figures).toEqual([]);
  });

  test("a quarter the data does not reach, named without a year, is said to be lacking", () => {
    expect(planAnalysis(survey, "nps in Q4").draft.analysis).toBe(
      "The table has no rows in Q4 2024: its Date runs from 2024-01-05 to 2024-04-30.",
    );
  });
});
