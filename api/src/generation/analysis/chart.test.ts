import { describe, expect, test } from "vitest";
import type { Table } from "../inputs/table.ts";
import { recommendChart } from "./chart.ts";
import { toTable } from "./dev-set/to-table.ts";

const sales = toTable({
  columns: ["Date", "Region", "Product", "Units", "Revenue", "Ad Spend"],
  rows: [
    ["2024-01-05", "East", "Laptop", 2, 1800, 100],
    ["2024-01-20", "West", "Mouse", 10, 250, 20],
    ["2024-02-03", "East", "Monitor", 3, 750, 60],
    ["2024-02-18", "North", "Laptop", 1, 900, 70],
    ["2024-03-09", "West", "Laptop", 2, 1800, 140],
    ["2024-03-22", "North", "Mouse", 8, 200, 15],
  ],
});

/** A table with `n` categories, category i holding i + 1 in two rows. */
function categories(n: number, label = (i: number) => `C${i}`): Table {
  const rows = Array.from({ length: n }, (_, i) => [[label(i), i + 1], [label(i), i + 1]]).flat();
  return toTable({ columns: ["Category", "Amount"], rows });
}

describe("the chart type", () => {
  test.each([
    ["monthly revenue", "line", "Line Chart"],
    ["revenue over time", "line", "Line Chart"],
    ["cumulative revenue over time", "area", "Area Chart"],
    ["total revenue by region", "column", "Column Chart"],
    ["what share of revenue comes from each region", "pie", "Pie Chart"],
    ["revenue and units by month", "combo", "Combo Chart"],
    ["is there a relationship between ad spend and revenue", "scatter", "Scatter Chart"],
    ["top 2 products by revenue", "bar", "Bar Chart"],
    ["distribution of revenue", "column", "Column Chart"],
  ])("%s → %s", (question, family, chartType) => {
    const draft = recommendChart(sales, question);
    expect(draft.family).toBe(family);
    expect(draft.chartType).toBe(chartType);
  });

  test("many categories, or long names, read better as horizontal bars", () => {
    expect(recommendChart(categories(10), "amount by category").family).toBe("bar");
    expect(recommendChart(categories(3, (i) => `A rather long category name ${i}`), "amount by category").family).toBe(
      "bar",
    );
    expect(recommendChart(categories(3), "amount by category").family).toBe("column");
  });

  test("parts of a whole: a pie up to six parts, bars beyond", () => {
    expect(recommendChart(categories(6), "share of amount by category").family).toBe("pie");
    expect(recommendChart(categories(7), "share of amount by category").family).toBe("bar");
  });

  test("a chart type asked by name wins when the data allows it", () => {
    expect(recommendChart(sales, "revenue by region as a donut chart").family).toBe("donut");
    expect(recommendChart(sales, "bar chart of monthly revenue").family).toBe("bar");
    expect(recommendChart(sales, "pie chart of revenue by product").family).toBe("pie");
  });

  test("and gives way, saying why, when it does not", () => {
    const averages = recommendChart(sales, "pie chart of average revenue by region");
    expect(averages.family).toBe("column");
    expect(averages.explanation).toContain("You asked for a pie chart, but");
    const oneMeasure = toTable({ columns: ["Region", "Sales"], rows: [["East", 1], ["West", 2]] });
    expect(recommendChart(oneMeasure, "scatter plot of sales").family).not.toBe("scatter");
  });
});

describe("the chart's data", () => {
  test("repeated categories are added up, or averaged when asked, with exact values", () => {
    expect(recommendChart(sales, "total revenue by region").chartData).toEqual([
      { name: "East", value: 2550 },
      { name: "West", value: 2050 },
      { name: "North", value: 1100 },
    ]);
    expect(recommendChart(sales, "average revenue by region").chartData).toEqual([
      { name: "East", value: 1275 },
      { name: "West", value: 1025 },
      { name: "North", value: 550 },
    ]);
  });

  test("axes name the columns", () => {
    expect(recommendChart(sales, "total revenue by region").axes).toEqual({ name: "Region", value: "Revenue" });
    expect(recommendChart(sales, "revenue and units by month").axes).toEqual({
      name: "Date (month)",
      value: "Revenue",
      uv: "Units",
    });
  });

  test("a time series has one point per period; a combo adds the second measure and the rows per point", () => {
    expect(recommendChart(sales, "monthly revenue").chartData).toEqual([
      { name: "2024-01", value: 2050 },
      { name: "2024-02", value: 1650 },
      { name: "2024-03", value: 2000 },
    ]);
    expect(recommendChart(sales, "revenue and units by month").chartData[0]).toEqual({
      name: "2024-01",
      value: 2050,
      uv: 12,
      cnt: 2,
    });
    expect(recommendChart(sales, "running total of revenue by month").chartData.map((d) => d.value)).toEqual([
      2050,
      3700,
      5700,
    ]);
  });

  test("a scatter gives x and value per row", () => {
    const data = recommendChart(sales, "plot revenue against ad spend").chartData;
    expect(data).toHaveLength(6);
    // Each point is named by the row's label (the first text column).
    expect(data[0]).toEqual({ name: "East", x: 100, value: 1800 });
  });

  test("long series are summarised: coarser periods past 50 points, the largest categories plus Other", () => {
    const days = Array.from(
      { length: 400 },
      (_, i) => [new Date(Date.UTC(2023, 0, 1) + i * 86_400_000).toISOString().slice(0, 10), 1],
    );
    const daily = toTable({ columns: ["Day", "Visits"], rows: days });
    const weekly = recommendChart(daily, "daily visits");
    expect(weekly.chartData.length).toBeLessThanOrEqual(50);
    expect(weekly.chartData.reduce((total, d) => total + d.value, 0)).toBe(400);
    expect(weekly.explanation).toContain("more than 50 days");

    const many = recommendChart(categories(30), "amount by category");
    expect(many.chartData).toHaveLength(20);
    expect(many.chartData.at(-1)).toEqual({ name: "Other", value: 2 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 11) });
    expect(many.chartData[0]).toEqual({ name: "C29", value: 60 });

    const pie = recommendChart(categories(9), "pie chart of amount by category");
    expect(pie.chartData.map((d) => d.name)).toEqual(["C8", "C7", "C6", "C5", "C4", "Other"]);
    expect(pie.chartData.at(-1)!.value).toBe(2 * (1 + 2 + 3 + 4));
  });

  test("an average for Other is the average of its rows", () => {
    const rows = Array.from({ length: 25 }, (_, i) => [[`C${i}`, i], [`C${i}`, i + 10]]).flat();
    const table = toTable({ columns: ["Category", "Score"], rows });
    const other = recommendChart(table, "average score by category").chartData.at(-1)!;
    const rest = Array.from({ length: 6 }, (_, i) => [i, i + 10]).flat();
    expect(other).toEqual({ name: "Other", value: rest.reduce((a, b) => a + b, 0) / rest.length });
  });

  test("big scatters keep every k-th row", () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [i, 2 * i + (i % 7)]);
    const data = recommendChart(toTable({ columns: ["X", "Y"], rows }), "correlation between x and y").chartData;
    expect(data.length).toBeLessThanOrEqual(200);
    expect(data[1]).toEqual({ name: "Row 7", x: 5, value: 10 + 5 });
  });
});

describe("the steps", () => {
  test("name the user's own cells, and the sheet", () => {
    const placed: Table = { ...sales, sheet: "Sales 2024", origin: { row: 2, column: 2 } };
    const [excel, sheets] = recommendChart(placed, "plot revenue against ad spend").steps;
    expect(excel).toBe(
      'In Excel: select G2:G8 and F2:F8 on the sheet "Sales 2024" (hold Ctrl, or Cmd on a Mac, to add the next range), then Insert > Charts > Insert Scatter (X, Y) or Bubble Chart > Scatter.',
    );
    expect(sheets).toContain("Insert > Chart, and in the Chart editor > Setup > Chart type choose Scatter chart.");
  });

  test("summarise first when rows must be added up", () => {
    const [excel, sheets] = recommendChart(sales, "monthly revenue").steps;
    expect(excel).toContain("Insert > PivotChart");
    expect(excel).toContain("Group > Months and Years");
    expect(sheets).toContain("Create pivot date group > Year-Month");
    expect(sheets).toContain("Line chart");
  });
});

describe("charts of the other shapes", () => {
  const orders = toTable({
    columns: ["Date", "Customer", "Qty", "Price", "Paid"],
    rows: [
      ["2024-01-01", "Ann", 2, 10, true],
      ["2024-01-02", "Bob", 1, 30, false],
      ["2024-01-08", "Ann", 3, 10, true],
      ["2024-01-09", "Cat", 5, 5, true],
      ["2024-01-16", "Bob", 2, 30, false],
      ["2024-01-17", "Ann", 1, 10, true],
    ],
  });

  test("a share of the rows a filter keeps is a pie of those rows and the rest", () => {
    const draft = recommendChart(orders, "what percentage of orders are paid");
    expect(draft.family).toBe("pie");
    expect(draft.chartData).toEqual([{ name: "Paid is TRUE", value: 4 }, { name: "The rest", value: 2 }]);
  });

  test("one figure for a value is drawn beside the other values", () => {
    const draft = recommendChart(orders, "how many orders did Ann place");
    expect(draft.chartData).toEqual([{ name: "Ann", value: 3 }, { name: "Bob", value: 2 }, { name: "Cat", value: 1 }]);
    expect(draft.explanation).toContain("Ann among them");
  });

  test("a measure worked out row by row is charted from a helper column", () => {
    const draft = recommendChart(orders, "revenue by customer");
    expect(draft.chartData).toEqual([{ name: "Ann", value: 60 }, { name: "Bob", value: 90 }, {
      name: "Cat",
      value: 25,
    }]);
    expect(draft.steps[0]).toBe(
      "In Excel or Google Sheets, head an empty column Revenue and type =C2*D2 in F2, then fill it down.",
    );
  });

  test("days of the week are categories: columns, Monday first", () => {
    const draft = recommendChart(orders, "orders by day of the week");
    expect(draft.family).toBe("column");
    // 2024-01-01 was a Monday.
    expect(draft.chartData).toEqual([
      { name: "Monday", value: 2 },
      { name: "Tuesday", value: 3 },
      { name: "Wednesday", value: 1 },
    ]);
    expect(draft.axes.name).toBe("Day of the week");
  });

  test("a wide table's columns: a line when they are periods, columns otherwise", () => {
    const quarters = toTable({ columns: ["Product", "Q1", "Q2", "Q3"], rows: [["A", 1, 2, 3], ["B", 4, 5, 6]] });
    const line = recommendChart(quarters, "total sales per quarter");
    expect(line.family).toBe("line");
    expect(line.chartData).toEqual([{ name: "Q1", value: 5 }, { name: "Q2", value: 7 }, { name: "Q3", value: 9 }]);
    const subjects = toTable({ columns: ["Student", "Math", "Art"], rows: [["A", 70, 90], ["B", 80, 60]] });
    expect(recommendChart(subjects, "average score in each subject")).toMatchObject({
      family: "column",
      chartData: [{ name: "Math", value: 75 }, { name: "Art", value: 75 }],
    });
  });
});
