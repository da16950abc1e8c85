import { expect, test } from "vitest";
import { fit, median, percentileInc, sampleStdev, sortedCopy } from "./stats.ts";

test("quartiles interpolate between ranks as QUARTILE.INC does", () => {
  const sorted = sortedCopy(Float64Array.from([7, 1, 3, 5, 9, 11]));
  expect(percentileInc(sorted, 0.25)).toBe(3.5);
  expect(percentileInc(sorted, 0.75)).toBe(8.5);
  expect(median(sorted)).toBe(6);
  expect(percentileInc(sorted, 0)).toBe(1);
  expect(percentileInc(sorted, 1)).toBe(11);
});

test("the sample standard deviation divides by n − 1", () => {
  expect(sampleStdev([2, 4, 4, 4, 5, 5, 7, 9], 5)).toBeCloseTo(2.138089935, 9);
  expect(sampleStdev([3], 3)).toBeNull();
});

test("Pearson's r and the least-squares line", () => {
  expect(fit([1, 2, 3, 4], [2, 4, 6, 8])).toEqual({ r: 1, slope: 2, intercept: 0 });
  expect(fit([1, 2, 3, 4], [8, 6, 4, 2]).r).toBeCloseTo(-1, 12);
  expect(fit([1, 1, 1], [1, 2, 3])).toEqual({ r: null, slope: null, intercept: null });
});
