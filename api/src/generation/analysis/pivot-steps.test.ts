import { expect, test } from "vitest";
import { pivotSteps } from "./pivot-steps.ts";

test("pivot tables for both platforms, with dates grouped, filters and shares of the total", () => {
  const [excel, sheets] = pivotSteps({
    range: "'Sales 2024'!A1:D121",
    rows: "Date",
    rowsCell: "A2",
    values: "Sales",
    aggregate: "average",
    period: "month",
    filters: ["Region (East)"],
    showAs: "percent",
  });
  expect(excel.text).toBe(
    "In Excel: select 'Sales 2024'!A1:D121, then Insert > PivotTable > OK. Drag Date to Rows and Sales to Values, " +
      "then Value Field Settings > Average. Right-click a date in the PivotTable > Group > Months and Years. " +
      "Drag Region (East) to Filters and keep only that. Right-click a value > Show Values As > % of Grand Total.",
  );
  expect(sheets.text).toContain("add Date under Rows and Sales under Values, summarised by AVERAGE");
  expect(sheets.text).toContain("Create pivot date group > Year-Month");
});

test("no Excel pivot table for a median, and none at all for a measure the question derives", () => {
  const median = pivotSteps({
    range: "A1:B9",
    rows: "Team",
    rowsCell: "A2",
    values: "Score",
    aggregate: "median",
    filters: [],
  });
  expect(median.map((step) => step.text.slice(0, 16))).toEqual(["In Google Sheets"]);
  expect(pivotSteps(undefined)).toEqual([]);
});
