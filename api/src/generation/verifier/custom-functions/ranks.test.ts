import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

// Excel's RANK example (numbers in A2:A6) and RANK.AVG example (temperatures in B2:B8), text and blanks in C2:C6.
const table = [
  ["Numbers", "Temperature", "Mixed"],
  [7, 89, 10],
  [3.5, 88, "n/a"],
  [3.5, 92, null],
  [1, 101, 30],
  [2, 94, 20],
  [null, 97],
  [null, 95],
];

test("RANK and RANK.EQ put the largest first, with order 1 the smallest; ties share the best rank", () => {
  const results = evaluateFormulas(table, [
    "=RANK(A3,A2:A6,1)",
    "=RANK(A2,A2:A6,1)",
    "=RANK.EQ(A6,A2:A6)",
    "=RANK.EQ(A3,A2:A6)",
    "=RANK(A4,A2:A6,0)",
    "=_xlfn.RANK.EQ(A5,A2:A6)",
  ]);
  expect(results).toEqual([{ value: 3 }, { value: 5 }, { value: 4 }, { value: 2 }, { value: 2 }, { value: 5 }]);
});

test("RANK.AVG gives tied values the average of the ranks they take", () => {
  const results = evaluateFormulas(table, ["=RANK.AVG(94,B2:B8)", "=RANK.AVG(A3,A2:A6)", "=RANK.AVG(A3,A2:A6,1)"]);
  expect(results).toEqual([{ value: 4 }, { value: 2.5 }, { value: 3.5 }]);
});

test("text and empty cells of the list are not ranked", () => {
  expect(evaluateFormulas(table, ["=RANK(20,C2:C6)", "=RANK(10,C2:C6,1)"])).toEqual([{ value: 2 }, { value: 1 }]);
});

test("a value missing from the list is #N/A, text #VALUE!, an error in the list the answer", () => {
  const [missing, text, error] = evaluateFormulas(table, [
    "=RANK(6,A2:A6)",
    '=RANK("seven",A2:A6)',
    "=RANK(7,A2:A6/(A2:A6<>1))",
  ], { platform: "sheets" });
  expect(missing).toMatchObject({ error: "#N/A" });
  expect(text).toMatchObject({ error: "#VALUE!" });
  expect(error).toMatchObject({ error: "#DIV/0!" });
});

test("Sheets' is_ascending TRUE ranks the smallest first, FALSE the largest", () => {
  const results = evaluateFormulas(
    table,
    ["=RANK(A3,A2:A6,TRUE)", "=RANK(A3,A2:A6,FALSE)", "=RANK.AVG(A3,A2:A6,TRUE)"],
    {
      platform: "sheets",
    },
  );
  expect(results).toEqual([{ value: 3 }, { value: 2 }, { value: 3.5 }]);
});

test("a range of values gives each one's rank, as Excel 365 spills it", () => {
  expect(evaluateFormulas(table, ["=RANK(A2:A4,A2:A6)"])).toEqual([{ value: 1, array: [[1], [2], [2]] }]);
});
