import { expect, test } from "vitest";
import { checkedAnalysis } from "../../../test/checked-analysis.ts";
import { planAnalysis } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";

const repairs = toTable({
  columns: ["Job #", "Category", "Priority", "Date Raised", "Cost (£)", "Plan"],
  rows: [
    ["J1", "Plumbing", "High", "2024-03-02", 120, "Free"],
    ["J2", "Heating", "Urgent", "2024-04-11", 300, "Pro"],
    ["J3", "Electrical", "Low", "2024-04-20", 80, "Pro"],
    ["J4", "Plumbing", "Urgent", "2024-05-03", 45.5, "Pro"],
    ["J5", "Heating", "High", "2024-05-09", 210, "Free"],
    ["J6", "Appliance", "High", "2024-06-01", 99, "Pro"],
  ],
});

const answer = (question: string) => checkedAnalysis(repairs, question);

test("two values of one column, where nothing asks for them one by one, are one figure first", () => {
  const plan = answer("Total spent on plumbing and heating jobs raised since April");
  expect(plan.question.ask).toMatchObject({ kind: "grouped", only: ["Plumbing", "Heating"], together: true });
  expect(plan.draft.analysis).toMatch(
    /^Total Cost \(£\) where Category is Plumbing or Heating and Date Raised from April 2024: £555\.50\. /,
  );
  expect(plan.draft.steps.join(" ")).toContain("SUMPRODUCT(SUMIFS(");
});

test("a count of rows in either of two groups, with another filter", () => {
  const plan = answer("How many High or Urgent priority jobs weren't on the Free plan?");
  expect(plan.draft.analysis).toMatch(/^Number of jobs where Priority is High or Urgent and Plan is not Free: 3\./);
});

test("each of them, or the two compared, stay a list or a difference", () => {
  expect(planAnalysis(repairs, "total cost for plumbing and heating, each").question.ask).not.toHaveProperty(
    "together",
  );
  expect(planAnalysis(repairs, "how much more on heating than plumbing?").question.ask).toMatchObject({
    difference: true,
  });
  expect(planAnalysis(repairs, "which of plumbing or heating cost more").question.ask).not.toHaveProperty("together");
});

test("one value named twice is one group, never counted twice", () => {
  const plan = answer("total cost of heating jobs for the heating contractor");
  expect(plan.question.ask).not.toHaveProperty("together");
  expect(plan.draft.analysis).toMatch(/£510/);
});
