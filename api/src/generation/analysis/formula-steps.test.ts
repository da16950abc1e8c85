import { describe, expect, test } from "vitest";
import type { Table } from "../inputs/table.ts";
import { planAnalysis } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";
import { evaluateChecks } from "./formula-check.ts";

const base = toTable({
  columns: ["Date", "Region", "Product", "Units", "Revenue", "Paid"],
  rows: [
    ["2024-01-05", "East", "Laptop", 2, 1800, true],
    ["2024-01-20", "West", "Mouse", 10, 250, false],
    ["2024-02-03", "East", "Monitor", 3, 750, true],
    ["2024-02-18", "North", "Laptop", 1, 900, true],
    ["2024-03-09", "West", "Laptop", 2, 1800, false],
    ["2024-03-22", "North", "Mouse", 8, 200, true],
    ["2024-04-02", "East", "Mouse", 12, 300, true],
    ["2024-04-30", "West", "Monitor", 4, 1000, false],
    ["2024-05-14", "East", "Laptop", 3, 2700, true],
    ["2024-06-01", "North", "Monitor", 1, 15000, true],
  ],
});
// The same table as a workbook sheet would hold it: header on row 3, first column C, on a sheet with a space.
const placed: Table = { ...base, origin: { row: 3, column: 3 }, sheet: "Sales 2024", otherSheets: ["Notes"] };

const questions = [
  "total revenue by region",
  "which region sold the most",
  "average units per product",
  "how many orders per region",
  "top 3 products by revenue",
  "the 2 smallest orders by revenue",
  "monthly revenue",
  "how much did revenue grow from Jan to Jun",
  "what share of revenue comes from each product",
  "correlation between units and revenue",
  "any outliers in revenue",
  "outliers in revenue more than 3 standard deviations from the mean",
  "distribution of units",
  "total revenue",
  "median revenue in the East",
  "how many orders over 1000",
  "revenue of paid orders",
  "what was the largest order",
  "how many different products",
  "revenue in March",
  "summarize this data",
  "standard deviation of revenue by region",
  "median units per region",
  "top 2 orders by revenue in the West",
  "total revenue by day of the week",
  "revenue minus units",
  "max and min revenue per region",
  "which day of the week has the highest average revenue",
  "revenue by region and product",
  "what percentage of orders are paid",
  "what % of revenue came in March",
  "average revenue weighted by units",
  "revenue per unit by region",
];

describe.each([["at A1", base], ["on 'Sales 2024' at C3", placed]])("every formula in the steps, %s", (_, table) => {
  test.each(questions)("%s: gives its figure on the table and uses only the platform's functions", (question) => {
    const plan = planAnalysis(table, question);
    const outcomes = evaluateChecks(table, plan.checks);
    const wrong = outcomes.filter((outcome) => outcome.status === "differs" || outcome.status === "invalid");
    expect(wrong.map((outcome) => [outcome.check.formula, outcome.got, outcome.check.expected])).toEqual([]);
    // Every answer but one about rows that cannot be grouped has at least one formula checked against a figure.
    expect(outcomes.some((outcome) => outcome.status === "agrees")).toBe(true);
    // The figure a formula is checked against is one the answer states.
    const figures = plan.draft.figures.map((figure) => figure.value);
    for (const outcome of outcomes) {
      if (outcome.status === "agrees" && typeof outcome.check.expected === "number") {
        expect(
          figures.some((value) =>
            typeof value === "number" &&
            Math.abs(value - (outcome.check.expected as number)) < 1e-9 * Math.max(1, Math.abs(value))
          ),
        ).toBe(true);
      }
    }
  });
});

test("formulas on a workbook's sheet name it, quoted, and point at the table where it sits", () => {
  const plan = planAnalysis(placed, "total revenue by region");
  expect(plan.draft.steps.join("\n")).toContain(`=SUMIFS('Sales 2024'!$G$4:$G$13,'Sales 2024'!$D$4:$D$13,"East")`);
  expect(plan.draft.steps.join("\n")).toContain("'Sales 2024'!C3:H13");
});

test("Excel and Sheets get their own formula where they differ", () => {
  const steps = planAnalysis(base, "median revenue of laptops in the East").draft.steps;
  expect(steps).toContain(
    'In Excel, type =MEDIAN(FILTER($E$2:$E$11,($C$2:$C$11="Laptop")*($B$2:$B$11="East"))) in an empty cell: it gives 2,250 (median Revenue).',
  );
  expect(steps).toContain(
    'In Google Sheets, type =MEDIAN(FILTER($E$2:$E$11,($C$2:$C$11="Laptop"),($B$2:$B$11="East"))) in an empty cell: it gives 2,250 (median Revenue).',
  );
  const distinct = planAnalysis(base, "how many different products").draft.steps;
  expect(distinct.some((step) => step.startsWith("In Google Sheets") && step.includes("=COUNTUNIQUE($C$2:$C$11)")))
    .toBe(true);
  expect(distinct.some((step) => step.startsWith("In Excel") && step.includes("UNIQUE(FILTER("))).toBe(true);
});

test("group-bys also get pivot-table steps for both platforms", () => {
  const steps = planAnalysis(base, "average units per product").draft.steps;
  expect(steps.some((step) => step.startsWith("In Excel: select A1:F11, then Insert > PivotTable"))).toBe(true);
  expect(steps.some((step) => step.startsWith("In Google Sheets: select A1:F11, then Insert > Pivot table"))).toBe(
    true,
  );
});

test("values that look like wildcards, comparisons or quotes are matched exactly", () => {
  const odd = toTable({
    columns: ["Item", "Cost"],
    rows: [["A*?", -5], ["B'~", 10], ["=C", 3], ["A*?", 7], ['Say "hi"', 2], [">5 kg", 4]],
  });
  for (
    const question of ["cost by item", "share of cost by item", "max and min cost per item", "how many rows per item"]
  ) {
    const wrong = evaluateChecks(odd, planAnalysis(odd, question).checks).filter((outcome) =>
      outcome.status === "differs" || outcome.status === "invalid"
    );
    expect(wrong.map((outcome) => outcome.check.formula), question).toEqual([]);
  }
});
