import { expect, test } from "vitest";
import { formatMeasure, formatNumber, formatPercent } from "./format.ts";

test("numbers read at a glance: separators, two decimals, small ones by significant digits", () => {
  expect([1234567, 1234.5678, -0.5, 0.000345, 0].map(formatNumber)).toEqual([
    "1,234,567",
    "1,234.57",
    "-0.5",
    "0.000345",
    "0",
  ]);
});

test("percentages and currencies", () => {
  expect([0.4, 1 / 3, 0.0012, -0.25].map(formatPercent)).toEqual(["40%", "33.3%", "0.12%", "-25%"]);
  expect(formatMeasure(1200, "Revenue ($)")).toBe("$1,200");
  expect(formatMeasure(-3.5, "Cost (€)")).toBe("-€3.5");
  expect(formatMeasure(12, "Units")).toBe("12");
});
