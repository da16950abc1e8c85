import { describe, expect, it } from "vitest";
import { chooseChartKind } from "./chart-kind.ts";

describe("chooseChartKind", () => {
  it.each([
    ["Bar Chart", "bar"],
    ["Line Chart", "line"],
    ["Pie Chart", "pie"],
    ["Donut Chart", "donut"],
    ["Doughnut chart", "donut"],
    ["Area Chart", "area"],
    ["Combo Chart", "combo"],
    ["Composed Chart", "combo"],
    ["Stacked Area Chart", "area"],
    ["Combo Chart (Columns and Line)", "combo"],
    ["Histogram", "bar"],
    ["", "bar"],
  ])("draws %j as %s, from the text alone (the spec's rule)", (chartType, kind) => {
    expect(chooseChartKind(chartType)).toBe(kind);
  });

  it("draws upright columns when the family says column and the text falls back to bars", () => {
    expect(chooseChartKind("Column Chart", "column")).toBe("column");
    expect(chooseChartKind("Clustered Bar Chart", "column")).toBe("column");
    expect(chooseChartKind("Column Chart")).toBe("bar");
  });

  it("draws points when the family says scatter", () => {
    expect(chooseChartKind("Scatter Plot", "scatter")).toBe("scatter");
    expect(chooseChartKind("Scatter Plot")).toBe("bar");
  });

  it("follows the text over any other family", () => {
    expect(chooseChartKind("Line Chart", "bar")).toBe("line");
    expect(chooseChartKind("Pie Chart", "donut")).toBe("pie");
  });
});
