import type { AnalysisResult, ChartResult, TablePreview } from "../../../../api/contract/data.ts";

/** What the server read from the test's sales file: what every result shows under "What was read". */
export const salesTable: TablePreview = {
  columns: [
    { name: "Region", type: "text" },
    { name: "Sales", type: "number" },
  ],
  rows: [
    ["North", 1200],
    ["South", 900],
  ],
  rowCount: 250,
  sheet: "Q1",
  otherSheets: ["Q2"],
};

export function makeAnalysis(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    id: "a-1",
    analysis: "North sold the most: 1,200 of 2,100 in total.",
    explanation: "Sums Sales per Region over the 250 rows of sheet Q1.",
    steps: ["Select A1:B251.", "Insert a pivot table.", "Put Region in Rows and Sales in Values."],
    timestamp: "2026-11-21T11:00:00.000Z",
    platform: "excel",
    figures: [{ label: "Total sales", value: 2100 }, { label: "Best region", value: "North" }],
    table: salesTable,
    provider: "builtin",
    ...overrides,
  };
}

export function makeChart(overrides: Partial<ChartResult> = {}): ChartResult {
  return {
    id: "c-1",
    chartType: "Line Chart",
    family: "line",
    explanation: "A line shows how sales moved month by month.",
    steps: ["Select A1:B13.", "Insert a line chart.", "Title it Monthly sales."],
    timestamp: "2026-11-21T12:00:00.000Z",
    platform: "excel",
    chartData: [
      { name: "January", value: 1200 },
      { name: "February", value: 900 },
    ],
    axes: { name: "Month", value: "Sales" },
    table: salesTable,
    provider: "builtin",
    ...overrides,
  };
}
