import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

// Sheets' SORTN example: two test scores per student.
const table = [
  ["Student", "Test 1", "Test 2", "Bonus"],
  ["Alice", 100, 90, 5],
  ["Bob", 75, 85, null],
  ["Carol", 80, 85, 2],
  ["Devon", 100, 95, null],
  ["Eloise", 80, 90, 9],
];
const sortn = (formulas: string[]) => evaluateFormulas(table, formulas, { platform: "sheets" });
const rows = (...names: string[]) => {
  const array = names.map((name) => table.find((row) => row[0] === name)!.slice(0, 3));
  return { value: array[0][0], array };
};

test("SORTN as in Sheets' examples: the first n rows, and each way of showing ties", () => {
  expect(sortn([
    "=SORTN(A2:C6)",
    "=SORTN(A2:C6,2)",
    "=SORTN(A2:C6,3,0,B2:B6,FALSE)",
    "=SORTN(A2:C6,3,1,B2:B6,FALSE)",
    "=SORTN(A2:C6,3,2,B2:B6,FALSE)",
    "=SORTN(A2:C6,3,3,B2:B6,FALSE)",
    "=SORTN(A2:C6,3,3,2,FALSE,3,FALSE)",
  ])).toEqual([
    rows("Alice"),
    rows("Alice", "Bob"),
    rows("Alice", "Devon", "Carol"),
    rows("Alice", "Devon", "Carol", "Eloise"),
    rows("Alice", "Carol", "Bob"),
    rows("Alice", "Devon", "Carol", "Eloise", "Bob"),
    rows("Devon", "Alice", "Eloise"),
  ]);
});

test("SORTN sorts by a column number, ascending unless FALSE, with empty cells last either way", () => {
  expect(sortn(["=SORTN(B2:B6,2)", "=SORTN(A2:D6,2,0,3,TRUE)", "=SORTN(D2:D6,5,0,1,FALSE)", "=SORTN(D2:D6,5)"]))
    .toEqual([
      { value: 75, array: [[75], [80]] },
      { value: "Bob", array: [["Bob", 75, 85, null], ["Carol", 80, 85, 2]] },
      { value: 9, array: [[9], [5], [2], [null], [null]] },
      { value: 2, array: [[2], [5], [9], [null], [null]] },
    ]);
});

test("n below 1 or an unknown ties mode is #NUM!, a column outside the range #VALUE!; Excel has no SORTN", () => {
  const [none, mode, column] = sortn(["=SORTN(A2:C6,0)", "=SORTN(A2:C6,2,4)", "=SORTN(A2:C6,2,0,4,TRUE)"]);
  expect(none).toMatchObject({ error: "#NUM!" });
  expect(mode).toMatchObject({ error: "#NUM!" });
  expect(column).toMatchObject({ error: "#VALUE!" });
  expect(evaluateFormulas(table, ["=SORTN(A2:C6,2)"], { platform: "excel" })).toEqual([{ error: "#NAME?" }]);
});
