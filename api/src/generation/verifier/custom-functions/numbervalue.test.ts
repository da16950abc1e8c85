import { expect, test } from "vitest";
import { evaluateFormulas } from "../evaluate.ts";

const table = [["Text"], ["1,234.5"], [42], [null]];

test("NUMBERVALUE as in Excel's examples and remarks", () => {
  expect(evaluateFormulas(table, [
    '=NUMBERVALUE("2.500,27",",",".")',
    '=NUMBERVALUE("3.5%")',
    '=NUMBERVALUE("9%%")',
    '=NUMBERVALUE(" 3 000 ")',
    '=NUMBERVALUE("")',
  ])).toEqual([{ value: 2500.27 }, { value: 0.035 }, { value: 0.0009 }, { value: 3000 }, { value: 0 }]);
});

test("en-US separators by default, only the first character of a separator, numbers and empty cells", () => {
  expect(evaluateFormulas(table, [
    "=NUMBERVALUE(A2)",
    '=NUMBERVALUE("1.234,5",",.;",". ")',
    '=NUMBERVALUE("-1,5",",")',
    "=NUMBERVALUE(A3)",
    "=NUMBERVALUE(A4)",
  ])).toEqual([{ value: 1234.5 }, { value: 1234.5 }, { value: -1.5 }, { value: 42 }, { value: 0 }]);
});

test("a second decimal separator, a group separator after it, or other characters are #VALUE!", () => {
  const results = evaluateFormulas(table, [
    '=NUMBERVALUE("1.2.3")',
    '=NUMBERVALUE("1.234,5")',
    '=NUMBERVALUE("12abc")',
    '=NUMBERVALUE("1,5",",",",")',
  ]);
  for (const result of results) expect(result).toMatchObject({ error: "#VALUE!" });
});

test("Sheets has no NUMBERVALUE", () => {
  expect(evaluateFormulas(table, ['=NUMBERVALUE("3.5%")'], { platform: "sheets" })).toEqual([{ error: "#NAME?" }]);
});
