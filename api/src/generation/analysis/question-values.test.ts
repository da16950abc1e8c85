import { expect, test } from "vitest";
import { findThresholds } from "./question-values.ts";

test("comparisons with numbers, in words and symbols, with thousands and currency", () => {
  expect(findThresholds("orders over $1,500")).toEqual([{ operator: ">", value: 1500, word: 2, percent: false }]);
  expect(findThresholds("at least 3 units")).toEqual([{ operator: ">=", value: 3, word: 2, percent: false }]);
  expect(findThresholds("scores below 50")).toEqual([{ operator: "<", value: 50, word: 2, percent: false }]);
  expect(findThresholds("deals of 2k or more")).toEqual([{ operator: ">=", value: 2000, word: 2, percent: false }]);
  expect(findThresholds("margin > 20%")).toEqual([{ operator: ">", value: 20, word: 1, percent: true }]);
  expect(findThresholds("prices between 10 and 20")).toEqual([
    { operator: ">=", value: 10, word: 2, percent: false },
    { operator: "<=", value: 20, word: 3, percent: false },
  ]);
  expect(findThresholds("top 5 products")).toEqual([]);
});
