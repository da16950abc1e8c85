import { expect, test } from "vitest";
import type { Criterion } from "./conditions.ts";
import { comparison, criteriaArg, describeCriterion } from "./criteria.ts";
import { findRefs } from "./references.ts";

const refs = findRefs("H7");
const text = (op: Criterion["op"], s: string): Criterion => ({ op, value: { kind: "text", s } });
const july = { kind: "date", date: { y: 2023, m: 7, d: 1, length: 0 } } as const;

test("criteria arguments quote text, prefix operators and join cells and dates with &", () => {
  expect(criteriaArg(text("=", 'Say "hi"'), refs)).toBe('"Say ""hi"""');
  expect(criteriaArg({ op: "=", value: { kind: "number", n: 5, percent: false } }, refs)).toBe("5");
  expect(criteriaArg({ op: ">", value: { kind: "ref", index: 0 } }, refs)).toBe('">"&H7');
  expect(criteriaArg({ op: "contains", value: { kind: "ref", index: 0 } }, refs)).toBe('"*"&H7&"*"');
  expect(criteriaArg({ op: "<", value: july }, refs)).toBe('"<"&DATE(2023,7,1)');
  expect(criteriaArg(text("=", ">=10"), refs)).toBe('">=10"');
});

test("comparisons for IF test one cell", () => {
  expect(comparison("C2", text("contains", "Ltd"), refs)).toBe('ISNUMBER(SEARCH("Ltd",C2))');
  expect(comparison("C2", { op: "blank", value: { kind: "none" } }, refs)).toBe('C2=""');
  expect(comparison("C2", { op: ">=", value: july }, refs)).toBe("C2>=DATE(2023,7,1)");
});

test("criteria read as plain words for the explanation", () => {
  expect(describeCriterion({ op: "<", value: july }, refs)).toBe("before 2023-07-01");
  expect(describeCriterion({ op: ">", value: { kind: "number", n: 0.5, percent: true } }, refs)).toBe(
    "greater than 50%",
  );
  expect(describeCriterion(text("<>", "Closed"), refs)).toBe('not equal to "Closed"');
});
