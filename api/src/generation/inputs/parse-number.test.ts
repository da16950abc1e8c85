import { expect, test } from "vitest";
import { parseNumber } from "./parse-number.ts";

test("numbers as people type them", () => {
  const cases: [string, number][] = [
    ["1234.5", 1234.5],
    ["  42 ", 42],
    ["1,234.50", 1234.5],
    ["1 234 567.25", 1234567.25],
    ["1'234.5", 1234.5],
    ["$1,234", 1234],
    ["-$5.25", -5.25],
    ["$-5", -5],
    ["12 €", 12],
    ["£0.99", 0.99],
    ["¥1,000", 1000],
    ["(1,200)", -1200],
    ["12%", 0.12],
    ["-7.5 %", -0.075],
    ["+3", 3],
    ["1.5e3", 1500],
    ["2E-2", 0.02],
    [".5", 0.5],
    ["0.1", 0.1],
    ["1234567890123456789", 1234567890123456789],
  ];
  for (const [text, value] of cases) expect(parseNumber(text), text).toBe(value);
});

test("decimal commas when the column writes them", () => {
  const cases: [string, number][] = [["1.234,50", 1234.5], ["1 234,50", 1234.5], ["12,5", 12.5], ["€ 3,99", 3.99]];
  for (const [text, value] of cases) expect(parseNumber(text, true), text).toBe(value);
  expect(parseNumber("12,5")).toBeNaN();
  expect(parseNumber("12.5", true)).toBeNaN();
});

test("text that is not a number", () => {
  for (
    const text of [
      "",
      " ",
      "-",
      "$",
      "abc",
      "12abc",
      "1,23",
      "1,2345",
      "12.5.3",
      "2024-03-31",
      "3/31/2024",
      "0x10",
      "Infinity",
      "1e",
      "12,",
    ]
  ) {
    expect(parseNumber(text), text).toBeNaN();
  }
});
