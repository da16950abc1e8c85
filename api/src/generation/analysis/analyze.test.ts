import { describe, expect, test } from "vitest";
import type { Table } from "../inputs/table.ts";
import { analyzeTable } from "./analyze.ts";
import { toTable } from "./dev-set/to-table.ts";

const sales = toTable({
  columns: ["Date", "Region", "Revenue"],
  rows: [
    ["2024-01-05", "East", 1200],
    ["2024-01-09", "West", 800],
    ["2024-02-11", "East", 400.5],
    ["2024-02-20", null, 100],
    ["2024-03-02", "West", 1500],
  ],
});
const numbers = (draft: ReturnType<typeof analyzeTable>) =>
  draft.figures.map((figure) => figure.value).filter((value) => typeof value === "number");

describe("analyzeTable", () => {
  test("states the computed figures in words and lists each with its exact value", () => {
    const draft = analyzeTable(sales, "What are total sales by region?");
    // Revenue has cents, so every amount of it is said to the cent.
    expect(draft.analysis).toContain("East 1,600.50");
    expect(draft.analysis).toContain("West 2,300.00");
    expect(numbers(draft)).toEqual(expect.arrayContaining([1600.5, 2300, 4000.5]));
    expect(draft.figures).toContainEqual({ label: "Total Revenue — East", value: 1600.5 });
    expect(draft.explanation).toContain("1 row with no Region was left out");
    expect(draft.steps.length).toBeGreaterThan(2);
  });

  test("says what was read: rows, columns, the sheet, the sheets not read and the reader's notes", () => {
    const table: Table = {
      ...sales,
      sheet: "Q1 Sales",
      otherSheets: ["Returns", "Notes"],
      notes: ["2 empty rows were skipped."],
    };
    const { explanation } = analyzeTable(table, "total revenue");
    expect(explanation).toContain(
      'Read 5 rows and 3 columns from the sheet "Q1 Sales": Date (date), Region (text) and Revenue (number).',
    );
    expect(explanation).toContain("other sheets (Returns and Notes) were not read");
    expect(explanation).toContain("2 empty rows were skipped.");
  });

  test("filters are said with how many rows they kept", () => {
    const draft = analyzeTable(sales, "total revenue for the West");
    expect(draft.analysis).toBe("Total Revenue where Region is West: 2,300.00.");
    expect(draft.explanation).toContain("Only the 2 rows where Region is West were used.");
    expect(draft.figures).toContainEqual({ label: "Rows used", value: 2 });
  });

  test("a filter that keeps nothing is said plainly; a period the data does not reach, as what the table lacks", () => {
    const draft = analyzeTable(sales, "average revenue in the West for March 2023");
    expect(draft.analysis).toMatch(/^The table has no rows in March 2023: its \w+ runs from \d{4}-\d{2}-\d{2} to /);
    expect(draft.steps).toEqual([]);
  });

  test("is deterministic", () => {
    expect(analyzeTable(sales, "monthly revenue trend")).toEqual(analyzeTable(sales, "monthly revenue trend"));
  });

  test("numbers are readable in the sentence and exact in the figures", () => {
    const draft = analyzeTable(sales, "average revenue");
    expect(draft.analysis).toBe("Average Revenue: 800.10.");
    expect(draft.figures).toContainEqual({ label: "Average Revenue", value: 4000.5 / 5 });
  });

  test("sentences round each figure to its size while the figures keep every digit", () => {
    const readings = toTable({
      columns: ["Site", "Flow", "Share"],
      rows: [["A", 1234567.891, 0.012345], ["B", 12.3456, 0.0123]],
    });
    const flow = analyzeTable(readings, "total flow by site");
    expect(flow.analysis).toContain("A 1,234,568; B 12.35");
    expect(flow.figures).toContainEqual({ label: "Flow — A", value: 1234567.891 });
    expect(flow.figures).toContainEqual({ label: "Flow — B", value: 12.3456 });
    const share = analyzeTable(readings, "average share");
    expect(share.analysis).toBe("Average Share: 0.0123.");
    expect(share.figures).toContainEqual({ label: "Average Share", value: (0.012345 + 0.0123) / 2 });
  });

  test("a trend gives every period, the direction, the change and the best and worst period", () => {
    const draft = analyzeTable(sales, "monthly revenue trend");
    expect(draft.analysis).toContain("2024-01 2,000.00; 2024-02 500.50; 2024-03 1,500.00");
    expect(draft.analysis).toContain("went from 2,000.00 in 2024-01 to 1,500.00 in 2024-03: -500.00 (-25%)");
    expect(draft.analysis).toContain("Highest month: 2024-01 (2,000.00); lowest: 2024-02 (500.50)");
    expect(numbers(draft)).toEqual(expect.arrayContaining([2000, 500.5, 1500, -500, -25, -0.25]));
  });

  test("a correlation is given as r with words for its strength and direction", () => {
    const table = toTable({ columns: ["Spend", "Sales"], rows: [[1, 10], [2, 21], [3, 29], [4, 41], [5, 48]] });
    const draft = analyzeTable(table, "is there a relationship between spend and sales?");
    expect(draft.analysis).toMatch(
      /^Spend and Sales have a strong positive correlation: r = 1\.00 \(r² = 0\.99\) over 5 pairs/,
    );
    expect(draft.explanation).toContain("not that one causes the other");
  });

  test("outliers are listed by their row on the sheet and their label", () => {
    const table = toTable({
      columns: ["Order", "Amount"],
      rows: [["A1", 10], ["A2", 12], ["A3", 11], ["A4", 13], ["A5", 400], ["A6", 12], ["A7", 9]],
    });
    const draft = analyzeTable(table, "any unusual amounts?");
    expect(draft.analysis).toContain("row 6 (A5): 400");
    expect(draft.figures).toContainEqual({ label: "Outlier — row 6 (A5)", value: 400 });
  });

  test("tables without numbers, or with one row, still get an answer", () => {
    const text = toTable({ columns: ["Name", "Team"], rows: [["Ana", "Red"], ["Bo", "Blue"], ["Cy", "Red"]] });
    expect(analyzeTable(text, "summarize").analysis).toContain("Team: 2 different values, most common Red (2)");
    expect(analyzeTable(text, "how many people per team").figures).toContainEqual({
      label: "Number of people — Red",
      value: 2,
    });
    const one = toTable({ columns: ["Item", "Price"], rows: [["Tea", 3.5]] });
    expect(analyzeTable(one, "average price").analysis).toBe("Average Price: 3.50.");
  });
});

test("a ranking lists its groups in one sentence, and groups' totals are added up together", () => {
  const shop = toTable({
    columns: ["Store", "Sales"],
    rows: [["Leeds", 100], ["York", 300], ["Hull", 50], ["Leeds", 20], ["Bath", 80]],
  });
  const bottom = analyzeTable(shop, "bottom 2 stores by sales - what do they add up to between them?");
  expect(bottom.analysis).toMatch(/^Bottom 2 Store by total Sales: Hull 50; Bath 80 \(together 130\)\./);
  expect(bottom.figures).toContainEqual({ label: "Bottom 2 Store by total Sales, together", value: 130 });
  // The top one's figure stands in the first sentence, not after a "1." that would end it.
  expect(analyzeTable(shop, "top store by total sales - how much?").analysis).toMatch(
    /^Top 1 Store by total Sales: York 300\./,
  );
});
