import { expect, test } from "vitest";
import { formatGiven, formatMeasure, formatNumber, formatPercent, measureStyle } from "./format.ts";

test("numbers are rounded by their size: whole from 1,000, two decimals from 1, three significant digits below", () => {
  expect([1234567.891, 1234.5678, 12.3456, 0.012345, 0.000345, 0].map(formatNumber)).toEqual([
    "1,234,568",
    "1,235",
    "12.35",
    "0.0123",
    "0.000345",
    "0",
  ]);
});

test("negatives round like positives, and nothing left after rounding is 0, never -0", () => {
  expect([-1234567.891, -12.3456, -0.5, -0.012345].map(formatNumber)).toEqual([
    "-1,234,568",
    "-12.35",
    "-0.5",
    "-0.0123",
  ]);
  expect(formatNumber(-0)).toBe("0");
  expect(formatNumber(0.1 + 0.2 - 0.3)).toBe("0");
  expect(formatNumber(-(0.1 + 0.2 - 0.3))).toBe("0");
});

test("counts stay whole numbers at any size", () => {
  expect([7, 1_000_000, -42].map(formatNumber)).toEqual(["7", "1,000,000", "-42"]);
});

test("percentages to one decimal; a tiny one keeps one digit rather than read as 0", () => {
  expect([0.4, 1 / 3, 0.0012, -0.25, 0.123456, 0.0000412, -0.0000412, 0].map(formatPercent)).toEqual([
    "40%",
    "33.3%",
    "0.1%",
    "-25%",
    "12.3%",
    "0.004%",
    "-0.004%",
    "0%",
  ]);
});

test("money whose values have cents keeps two decimals at any size; without cents it rounds by size", () => {
  const withCents = measureStyle("Revenue ($)", [1200.5, 30, 0.25]);
  expect(withCents).toEqual({ symbol: "$", cents: true });
  expect([1234567.891, 12.5, 3, -3.5, 0.07].map((value) => formatMeasure(value, withCents))).toEqual([
    "$1,234,567.89",
    "$12.50",
    "$3.00",
    "-$3.50",
    "$0.07",
  ]);
  const wholeEuros = measureStyle("Cost (€)", [1200, 30]);
  expect([1234567.891, 12.3456, -3.5].map((value) => formatMeasure(value, wholeEuros))).toEqual([
    "€1,234,568",
    "€12.35",
    "-€3.5",
  ]);
  // Money named by a word, without a sign.
  expect(formatMeasure(1234.5, measureStyle("Unit Price", [9.99, 12]))).toBe("1,234.50");
});

test("cents are kept for money only, and only when every value is whole cents", () => {
  expect(measureStyle("Rating", [4.5, 3.25])).toEqual({ cents: false });
  expect(measureStyle("Amount", [4.125, 3.25])).toEqual({ cents: false });
  expect(measureStyle("Amount", [4, 3, null, "n/a"])).toEqual({ cents: false });
  expect(formatMeasure(12.3456, measureStyle("Units", [1, 2]))).toBe("12.35");
});

test("a number the person wrote keeps every decimal they gave", () => {
  expect([1234.5, 0.000125, 1500, -2.75].map(formatGiven)).toEqual(["1,234.5", "0.000125", "1,500", "-2.75"]);
});
