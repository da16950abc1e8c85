import { expect, test } from "vitest";
import { normaliseFormula, sameValue } from "./compare.ts";

test("numbers match within a relative 1e-9, not beyond", () => {
  expect(sameValue({ value: 0.1 + 0.2 }, { value: 0.3 })).toBe(true);
  expect(sameValue({ value: 1e12 + 1e-3 }, { value: 1e12 })).toBe(true);
  expect(sameValue({ value: 100.001 }, { value: 100 })).toBe(false);
  expect(sameValue({ value: 0 }, { value: 0 })).toBe(true);
});

test("text and booleans match exactly, and never across types", () => {
  expect(sameValue({ value: "North" }, { value: "North" })).toBe(true);
  expect(sameValue({ value: "north" }, { value: "North" })).toBe(false);
  expect(sameValue({ value: true }, { value: true })).toBe(true);
  expect(sameValue({ value: 1 }, { value: true })).toBe(false);
  expect(sameValue({ value: "1" }, { value: 1 })).toBe(false);
});

test("an error never matches, not even the same error", () => {
  expect(sameValue({ error: "#N/A" }, { error: "#N/A" })).toBe(false);
  expect(sameValue({ error: "#N/A" }, { value: 1 })).toBe(false);
});

test("spilled arrays match cell by cell with the same shape", () => {
  const three = { value: 3, array: [[3], [2], [1]] };
  expect(sameValue(three, { value: 3, array: [[3], [2], [1]] })).toBe(true);
  expect(sameValue(three, { value: 3, array: [[3, 2, 1]] })).toBe(false);
  expect(sameValue(three, { value: 3 })).toBe(false);
});

test("formula text ignores =, spaces, $ and name case outside string literals", () => {
  expect(normaliseFormula("=rank.eq( b2, $B$2:$B$40 )")).toBe(normaliseFormula("RANK.EQ(B2,B2:B40)"));
  expect(normaliseFormula('=TEXTBEFORE(A2," ")')).not.toBe(normaliseFormula('=TEXTBEFORE(A2,"")'));
  expect(normaliseFormula('=IF(A1="a $b","X",  "y")')).toBe('IF(A1="a $b","X","y")');
});
