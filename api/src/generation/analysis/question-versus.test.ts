import { describe, expect, test } from "vitest";
import { planAnalysis } from "./analyze.ts";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { evaluateChecks } from "./formula-check.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";

const stock = toTable({
  columns: ["SKU", "Warehouse", "On Hand", "Reorder Lvl", "Unit Cost (€)"],
  rows: [
    ["A-1", "Leeds", 4, 10, 2.5],
    ["A-2", "Leeds", 30, 12, 4.25],
    ["A-3", "Bristol", 6, 8, 1.75],
    ["A-4", "Bristol", 15, 15, 9.5],
    ["A-5", "Leeds", 2, 5, 3],
  ],
});

const shipments = toTable({
  columns: ["Shipment", "Carrier", "Promised", "Delivered", "Freight ($)"],
  rows: [
    ["S-1", "DHL", "2024-03-01", "2024-03-03", 120],
    ["S-2", "UPS", "2024-03-02", "2024-03-02", 80],
    ["S-3", "DHL", "2024-03-04", "2024-03-06", 95],
    ["S-4", "UPS", "2024-03-05", "2024-03-04", 60],
  ],
});

const read = (table: typeof stock, question: string) =>
  readQuestion(table, question, describeColumns(table, profileTable(table)));

describe("rows kept by comparing two of their own columns", () => {
  test("'below their reorder level' holds the only other count against Reorder Lvl", () => {
    const question = read(stock, "How many SKUs are below their reorder level?");
    expect(question.filters).toEqual([{ kind: "versus", column: 2, operator: "<", other: 3 }]);
    expect(question.ask).toMatchObject({ kind: "overall", metrics: [{ aggregate: "count" }] });
  });

  test("a date said by its verb ('delivered after the promised date') is that date column", () => {
    const question = read(shipments, "how many shipments were delivered after the promised date?");
    expect(question.filters).toEqual([{ kind: "versus", column: 3, operator: ">", other: 2 }]);
  });

  test("a number or a value after the comparator is no column comparison", () => {
    expect(read(stock, "how many SKUs have more than 10 on hand?").filters).not.toContainEqual(
      expect.objectContaining({ kind: "versus" }),
    );
    expect(read(stock, "by how much did on hand exceed the reorder level?").filters).toEqual([]);
  });

  test("the figure is computed on the kept rows, and the steps' formulas give it on the sheet", () => {
    for (
      const [table, question, figure] of [
        [stock, "How many SKUs are below their reorder level?", 3],
        [stock, "total unit cost of items under their reorder level in Leeds", 5.5],
        [shipments, "what % of shipments were delivered after the promised date?", 50],
        [shipments, "total freight by carrier for shipments delivered after the promised date", 215],
      ] as const
    ) {
      const plan = planAnalysis(table, question);
      expect(plan.draft.analysis, question).toContain(String(figure));
      const outcomes = evaluateChecks(table, plan.checks);
      expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid"), question).toEqual([]);
      expect(outcomes.some((o) => o.status === "agrees"), question).toBe(true);
    }
  });
});

test("'handed in late' is the date it was done after the date it was due", () => {
  const homework = toTable({
    columns: ["Pupil", "Set", "Due", "Handed In", "Mark (/20)"],
    rows: [
      ["Amelia", "2024-09-10", "2024-09-20", "2024-09-15", 18],
      ["Finn", "2024-09-10", "2024-09-20", "2024-09-22", 12],
      ["Isla", "2024-09-17", "2024-09-27", "2024-09-30", 15],
      ["Leo", "2024-09-17", "2024-09-27", null, null],
    ],
  });
  const plan = planAnalysis(homework, "How many homeworks were handed in late?");
  expect(plan.question.filters).toEqual([{ kind: "versus", column: 3, operator: ">", other: 2 }]);
  expect(plan.draft.analysis).toMatch(/^Number of homeworks where Handed In after Due: 2\./);
  const outcomes = evaluateChecks(plan.sheet, plan.checks);
  expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid")).toEqual([]);
});

test("'came back after the due date' is the date done after the date due", () => {
  const loans = toTable({
    columns: ["Loan ID", "Date Out", "Due Back", "Returned"],
    rows: [
      ["L1", "2024-01-03", "2024-01-17", "2024-01-10"],
      ["L2", "2024-01-04", "2024-01-18", "2024-01-25"],
      ["L3", "2024-01-09", "2024-01-23", null],
    ],
  });
  expect(planAnalysis(loans, "How many loans came back after the due date?").draft.analysis).toMatch(
    /^Number of loans where Returned after Due Back: 1\./,
  );
});
