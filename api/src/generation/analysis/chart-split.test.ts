import { describe, expect, test } from "vitest";
import { recommendChart } from "./chart.ts";
import { toTable } from "./dev-set/to-table.ts";

type Row = (string | number | null)[];

/** Six months of revenue in three categories: Toys the largest, Books the smallest, each growing by one a month. */
function monthly(order: (rows: Row[]) => Row[] = (rows) => rows): ReturnType<typeof toTable> {
  const rows: Row[] = [];
  for (let month = 1; month <= 6; month++) {
    ["Books", "Games", "Toys"].forEach((category, i) => {
      rows.push([`2024-0${month}-1${i}`, category, 100 * (i + 1) + month, 2 + i]);
    });
  }
  return toTable({ columns: ["Date", "Category", "Revenue", "Units"], rows: order(rows) });
}

const months = ["2024-01", "2024-02", "2024-03", "2024-04", "2024-05", "2024-06"];

describe("time × category: a series per category over time", () => {
  test.each([
    "monthly revenue over time, split by category",
    "revenue over time by category",
    "monthly revenue per category",
    "revenue for each category over the months",
    "revenue by month and category",
  ])("%s → a line per category, months in order", (question) => {
    const chart = recommendChart(monthly(), question);
    expect(chart).toMatchObject({ family: "line", chartType: "Line Chart" });
    expect(chart.series).toEqual({
      by: "Category",
      names: ["Toys", "Games", "Books"],
      stacking: "none",
      total: "Total Revenue",
    });
    expect(chart.axes).toEqual({ name: "Date (month)", value: "Revenue" });
    expect(chart.chartData.map((datum) => datum.name)).toEqual(months);
  });

  test("each point keeps name and value (the month's total) and gains each category's value", () => {
    const [january] = recommendChart(monthly(), "monthly revenue over time, split by category").chartData;
    expect(january).toEqual({ name: "2024-01", value: 603, series: { Toys: 301, Games: 201, Books: 101 } });
  });

  test("asked stacked, or as a composition, the categories stack in columns", () => {
    for (const question of ["stacked revenue by category over time", "composition of monthly revenue by category"]) {
      const chart = recommendChart(monthly(), question);
      expect(chart).toMatchObject({ family: "column", chartType: "Stacked Column Chart" });
      expect(chart.series?.stacking).toBe("stacked");
    }
    const area = recommendChart(monthly(), "stacked area chart of revenue by category over time");
    expect(area).toMatchObject({ family: "area", chartType: "Stacked Area Chart", series: { stacking: "stacked" } });
  });

  test("quarters are bucketed from the dates when the question says so", () => {
    const chart = recommendChart(monthly(), "quarterly revenue by category");
    expect(chart.chartData).toEqual([
      { name: "2024-Q1", value: 1818, series: { Toys: 906, Games: 606, Books: 306 } },
      { name: "2024-Q2", value: 1845, series: { Toys: 915, Games: 615, Books: 315 } },
    ]);
  });

  test("a date column named for its period is not named twice", () => {
    const table = monthly();
    const named = { ...table, columns: table.columns.map((c, i) => (i === 0 ? { ...c, name: "Month" } : c)) };
    const chart = recommendChart(named, "revenue over time by category");
    expect(chart.axes.name).toBe("Month");
    expect(chart.explanation).toContain("Each point is one month, with a line for each Category.");
  });

  test("the steps build a pivot with the category as its series, in Excel and in Sheets", () => {
    const [excel, sheets] = recommendChart(monthly(), "monthly revenue over time, split by category").steps;
    expect(excel).toBe(
      "In Excel: select A1:D19, then Insert > PivotChart > OK. Drag Date to Axis (Categories), Category to Legend " +
        "(Series) and Revenue to Values. Right-click a date on the axis > Group > Months and Years. Right-click the " +
        "chart > Change Chart Type > Line.",
    );
    expect(sheets).toContain("add Date under Rows (right-click a date > Create pivot date group > Year-Month)");
    expect(sheets).toContain("Category under Columns and Revenue under Values summarised by Sum");
    expect(sheets).toContain("untick Show totals");
    expect(sheets).toMatch(/Chart type choose Line chart\.$/);
  });
});

describe("stacked shares: 100% stacked columns", () => {
  test.each([
    "share of each category per month",
    "percentage breakdown of revenue by category each quarter",
  ])("%s", (question) => {
    const chart = recommendChart(monthly(), question);
    expect(chart).toMatchObject({ family: "column", chartType: "100% Stacked Column Chart" });
    expect(chart.series?.stacking).toBe("percent");
    // The values stay the figures; the preview and the spreadsheet turn them into shares.
    const first = chart.chartData[0];
    expect(Object.values(first.series!).reduce((a, b) => a! + b!, 0)).toBe(first.value);
    expect(chart.steps.join(" ")).toContain("100% Stacked Column");
    expect(chart.steps.join(" ")).toContain("100% stacked column chart");
  });
});

describe("two measures", () => {
  const costs = toTable({
    columns: ["Date", "Region", "Revenue", "Cost", "Units"],
    rows: ["East", "West", "North"].flatMap((region, i) =>
      [1, 2, 3].map((month) => [`2024-0${month}-0${i + 1}`, region, 1000 * (i + 1) + month, 600 * (i + 1), 4 + i])
    ),
  });

  test("on one scale across categories: clustered columns, a series per measure", () => {
    const chart = recommendChart(costs, "compare cost and revenue per region");
    expect(chart).toMatchObject({ family: "column", chartType: "Clustered Column Chart" });
    expect(chart.series).toEqual({ by: "Measure", names: ["Cost", "Revenue"], stacking: "none" });
    expect(chart.chartData[0]).toEqual({ name: "East", value: 1800, series: { Cost: 1800, Revenue: 3006 } });
  });

  test("on one scale over time: a line each", () => {
    const chart = recommendChart(costs, "revenue and cost by month");
    expect(chart.family).toBe("line");
    expect(chart.series?.names).toEqual(["Revenue", "Cost"]);
  });

  test("on different scales, or asked on two axes: a combo with uv and cnt", () => {
    const combo = recommendChart(costs, "revenue and units by month");
    expect(combo.family).toBe("combo");
    expect(combo.series).toBeUndefined();
    expect(combo.chartData[0]).toMatchObject({ uv: 15, cnt: 3 });
    expect(recommendChart(costs, "revenue and cost by month on two axes").family).toBe("combo");
  });
});

describe("fallbacks keep today's single series", () => {
  test("no time asked: one bar per category", () => {
    const chart = recommendChart(monthly(), "revenue by category");
    expect(chart.family).toBe("column");
    expect(chart.series).toBeUndefined();
    expect(chart.chartData[0]).toEqual({ name: "Books", value: 621 });
  });

  test("a pie asked by name is a pie of the totals", () => {
    const chart = recommendChart(monthly(), "pie chart of monthly revenue by category");
    expect(chart.family).toBe("pie");
    expect(chart.series).toBeUndefined();
  });

  test("time with no category is one line", () => {
    expect(recommendChart(monthly(), "monthly revenue").series).toBeUndefined();
  });

  test("dates within a single period give no split", () => {
    const one = toTable({
      columns: ["Date", "Category", "Revenue"],
      rows: [["2024-03-01", "A", 1], ["2024-03-02", "B", 2], ["2024-03-03", "A", 3]],
    });
    expect(recommendChart(one, "yearly revenue by category").series).toBeUndefined();
  });

  test("averages do not stack: asked stacked, they stand side by side, and the explanation says why", () => {
    const chart = recommendChart(monthly(), "stacked average revenue by category per month");
    expect(chart).toMatchObject({ chartType: "Clustered Column Chart", series: { stacking: "none" } });
    expect(chart.explanation).toContain("rather than stacked");
  });
});

describe("the data", () => {
  test("many categories: the seven largest and Other, Other recomputed from its rows each month", () => {
    const rows: Row[] = [];
    for (let month = 1; month <= 3; month++) {
      for (let i = 0; i < 12; i++) rows.push([`2024-0${month}-0${1 + (i % 9)}`, `C${i}`, (i + 1) * 10 + month]);
    }
    const chart = recommendChart(
      toTable({ columns: ["Date", "Category", "Sales"], rows }),
      "monthly sales per category",
    );
    expect(chart.series?.names).toEqual(["C11", "C10", "C9", "C8", "C7", "C6", "C5", "Other"]);
    expect(chart.explanation).toContain('The 5 smallest Category values are drawn together as "Other"');
    const [january] = chart.chartData;
    expect(january.series!.Other).toBe(11 + 21 + 31 + 41 + 51);
    expect(january.value).toBe(Array.from({ length: 12 }, (_, i) => (i + 1) * 10 + 1).reduce((a, b) => a + b, 0));
    expect(chart.steps.join(" ")).toContain("Value Filters > Top 10 and show the top 7");
  });

  test("unsorted dates come out in time order, with the same figures", () => {
    const shuffled = recommendChart(monthly((rows) => [...rows].reverse()), "revenue over time by category");
    expect(shuffled.chartData.map((datum) => datum.name)).toEqual(months);
    expect(shuffled.chartData).toEqual(recommendChart(monthly(), "revenue over time by category").chartData);
  });

  test("missing values: empty cells are left out, a month without rows is 0 for a total and a gap for an average", () => {
    const table = toTable({
      columns: ["Date", "Category", "Revenue"],
      rows: [
        ["2024-01-05", "A", 10],
        ["2024-01-06", "B", 20],
        ["2024-02-05", "A", null],
        ["2024-02-06", null, 50],
        [null, "B", 70],
        ["2024-03-05", "A", 30],
        ["2024-03-06", "B", 40],
      ],
    });
    const totals = recommendChart(table, "monthly revenue by category");
    expect(totals.chartData).toEqual([
      { name: "2024-01", value: 30, series: { B: 20, A: 10 } },
      { name: "2024-02", value: 0, series: { B: 0, A: 0 } },
      { name: "2024-03", value: 70, series: { B: 40, A: 30 } },
    ]);
    expect(totals.explanation).toContain("2 rows have no Date or no Category and are left out.");

    const averages = recommendChart(table, "average revenue by category per month");
    expect(averages.chartData[1]).toEqual({ name: "2024-02", value: 0, series: { B: null, A: null } });
    expect(averages.explanation).toContain("its line has a gap");
  });
});
