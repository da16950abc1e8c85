import { expect, test } from "vitest";
import { checkedAnalysis } from "../../../test/checked-analysis.ts";
import { planAnalysis } from "./analyze.ts";
import { firstSentence } from "./dev-set/first-sentence.ts";
import { toTable } from "./dev-set/to-table.ts";

const orders = toTable({
  columns: ["Customer", "Month", "Amount ($)"],
  rows: [
    ["Acme", "Jan", 300],
    ["Acme", "Feb", 250],
    ["Bolt", "Jan", 450],
    ["Cora", "Feb", 600],
    ["Bolt", "Feb", 20],
  ],
});

const school = toTable({
  columns: ["Student", "Term", "Sess Poss", "Sess Att"],
  rows: [
    ["Amira", "Autumn", 100, 95],
    ["Amira", "Spring", 100, 80],
    ["Ben", "Autumn", 100, 85],
    ["Ben", "Spring", 100, 86],
    ["Cy", "Autumn", 100, 99],
    ["Cy", "Spring", 100, 98],
  ],
});

const answer = checkedAnalysis;

test("groups whose total passes a number are counted: 'how many customers spent over $500 in total'", () => {
  const plan = answer(orders, "how many customers spent over $500 in total?");
  expect(plan.question.ask).toMatchObject({ kind: "grouped", having: { operator: ">", value: 500 } });
  expect(plan.question.filters).toEqual([]);
  expect(firstSentence(plan.draft.analysis)).toBe(
    "2 of 3 Customer values have total Amount ($) greater than $500.",
  );
});

test("a percentage said of a count is its rate, per group, within the rows kept", () => {
  // Spring: Amira 80%, Ben 86%, Cy 98%.
  const spring = answer(school, "How many students were below 90% attendance in the Spring term?");
  expect(firstSentence(spring.draft.analysis)).toBe(
    "2 of 3 Student values have Sess Att as a % of Sess Poss less than 90%.",
  );
  // The year: Amira 87.5%, Ben 85.5%, Cy 98.5%.
  expect(firstSentence(answer(school, "How many students are under 88% attendance for the whole year?").draft.analysis))
    .toMatch(/^2 of 3 Student values/);
});

test("a number said of each row stays a filter on rows", () => {
  const plan = planAnalysis(orders, "how many orders were over $400?");
  expect(plan.question.ask).not.toHaveProperty("having");
  expect(firstSentence(plan.draft.analysis)).toMatch(/: 2\.$/);
});

test("'won more than 2 deals' compares each group's count of rows", () => {
  const calls = toTable({
    columns: ["Rep", "Outcome", "Deal Value ($)"],
    rows: [
      ["Ana", "Won", 100],
      ["Ana", "Won", 200],
      ["Ana", "Won", 50],
      ["Ben", "Won", 900],
      ["Ben", "Lost", null],
      ["Cy", "Won", 10],
    ],
  });
  const plan = answer(calls, "how many reps won more than 2 deals?");
  expect(plan.question.ask).toMatchObject({ metrics: [{ aggregate: "count" }], having: { operator: ">", value: 2 } });
  expect(firstSentence(plan.draft.analysis)).toBe("1 of 3 Rep values has number of deals greater than 2.");
});

test("'win rate', 'readmission rate': the rows a value or a yes names, as a share of the rest", () => {
  const calls = toTable({
    columns: ["Call Type", "Outcome", "Readmitted (Y/N)"],
    rows: [["Cold", "Won", "N"], ["Cold", "Lost", "Y"], ["Cold", "Lost", "N"], ["Demo", "Won", "N"]],
  });
  expect(firstSentence(planAnalysis(calls, "win rate on cold calls?").draft.analysis)).toMatch(/33\.3%/);
  expect(firstSentence(planAnalysis(calls, "readmitted rate for cold calls").draft.analysis)).toBe(
    "Number of calls where Readmitted (Y/N) is Y and Call Type is Cold: 1 of 3, that is 33.3%.",
  );
});
