import { describe, expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";

const staff = toTable({
  columns: ["Employee", "Dept", "Salary (USD)", "Rating (1-5)"],
  rows: [
    ["Ana", "Finance", 72_000, 4],
    ["Raj", "Sales", 58_000, 3],
    ["Li", "Finance", 91_000, 5],
    ["Tom", "Sales", 64_000, 2],
  ],
});
const lacks = (question: string) => readQuestion(staff, question, describeColumns(staff, profileTable(staff))).lacks;
const columns = " Its number columns are Salary (USD) and Rating (1-5).";

describe("what the table lacks, said instead of a figure from another column", () => {
  test("a measure of another kind than the column it would be read from", () => {
    expect(lacks("average age of our employees?")).toBe(
      `The table has no age column: Salary (USD) is an amount of money, not an age.${columns}`,
    );
    expect(lacks("average income of the Sales team")).toBeUndefined();
  });

  test("profit with no cost to work it out from, and amounts in a currency the table does not hold", () => {
    expect(lacks("what was our total profit?")).toBe(
      `The table has no profit column, and no cost to work it out from.${columns}`,
    );
    expect(lacks("total salary in euros")).toBe(
      `The table has no amounts in euros: Salary (USD) is in dollars, and the table holds no exchange rate.${columns}`,
    );
    expect(lacks("total salary in dollars")).toBeUndefined();
  });

  test("nothing is lacking where the column measures what was asked, or a value of the table is named", () => {
    expect(lacks("average salary in Finance")).toBeUndefined();
    expect(lacks("average rating score")).toBeUndefined();
    expect(lacks("average rating for everyone outside Sales")).toBeUndefined();
  });

  test("the analysis is that sentence alone: no figure, no steps", () => {
    const plan = planAnalysis(staff, "average age of our employees?");
    expect(plan.draft.analysis).toBe(lacks("average age of our employees?"));
    expect(plan.draft.figures).toEqual([]);
    expect(plan.draft.steps).toEqual([]);
  });

  test("its explanation says what was read, not how a figure it does not show would have been worked out", () => {
    const plan = planAnalysis(staff, "total profit in Finance by employee");
    expect(plan.draft.analysis).toMatch(/^The table has no profit column/);
    expect(plan.draft.explanation).toBe(
      "Read 4 rows and 4 columns: Employee (text), Dept (text), Salary (USD) (number) and Rating (1-5) (number).",
    );
  });
});

test("a value of the table that is also a measure's word ('outside Sales') is read as the value, not a measure asked", () => {
  const question = readQuestion(
    staff,
    "average salary for everyone outside Sales",
    describeColumns(staff, profileTable(staff)),
  );
  expect(question.readings.filter((reading) => reading.startsWith("No column is called"))).toEqual([]);
});
