import { expect, test } from "vitest";
import { absolute, columnOf, findRefs, firstCell, maskRefs, twoCells } from "./references.ts";

const texts = (s: string) => findRefs(s).map((r) => r.text);

test("explicit ranges, columns and cells are found in reading order, the user's $ anchors kept", () => {
  expect(texts("sum b2:b50 where D2:D50 is Closed")).toEqual(["B2:B50", "D2:D50"]);
  expect(texts("total of column E and the D column")).toEqual(["E:E", "D:D"]);
  expect(texts("look up H7 in A:C")).toEqual(["H7", "A:C"]);
  expect(texts("columns A to C")).toEqual(["A:C"]);
  expect(texts("$B$2:$B$9")).toEqual(["$B$2:$B$9"]);
});

test("rows of a column and cell-to-cell spans become ranges", () => {
  expect(texts("rows 3 to 40 of column D")).toEqual(["D3:D40"]);
  expect(texts("column E from row 2 to row 40")).toEqual(["E2:E40"]);
  expect(texts("from C2 through C21")).toEqual(["C2:C21"]);
  expect(texts("H2 down to H100")).toEqual(["H2:H100"]);
});

test("words that look like columns are not references", () => {
  expect(texts("count a column and the values in a list")).toEqual([]);
  expect(texts("column and row")).toEqual([]);
});

test("references are masked so later parsers never read B2 as a word or number", () => {
  const text = "sum B2:B9 if A2:A9 > 5";
  expect(maskRefs(text, findRefs(text))).toBe("sum ⟦0⟧ if ⟦1⟧ > 5");
});

test("range helpers give the first cell, the absolute form and table columns", () => {
  const [range, column] = findRefs("B2:B50 and column D");
  expect(firstCell(range)).toBe("B2");
  expect(firstCell(column)).toBe("D2");
  expect(absolute(range)).toBe("$B$2:$B$50");
  expect(columnOf(findRefs("A2:C100")[0], 3)).toBe("C2:C100");
  expect(twoCells(findRefs("from b5 to c5"))).toEqual(["B5", "C5"]);
  expect(twoCells(findRefs("B2:B50"))).toBeNull();
});
