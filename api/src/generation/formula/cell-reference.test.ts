import { expect, test } from "vitest";
import { columnIndex, parseReference } from "./cell-reference.ts";

test("column letters become 0-based indexes", () => {
  for (const [letters, index] of [["A", 0], ["Z", 25], ["AA", 26], ["AZ", 51], ["XFD", 16383]] as const) {
    expect(columnIndex(letters)).toBe(index);
  }
  expect(columnIndex("xfd")).toBe(16383);
});

test("a reversed range is stored in order", () => {
  expect(parseReference("$C$9:A2")).toMatchObject({
    kind: "range",
    firstColumn: 0,
    lastColumn: 2,
    firstRow: 1,
    lastRow: 8,
  });
});

test("whole rows have rows and no columns", () => {
  expect(parseReference("Data!2:4")).toEqual({
    text: "Data!2:4",
    sheet: "Data",
    kind: "rows",
    firstColumn: undefined,
    lastColumn: undefined,
    firstRow: 1,
    lastRow: 3,
  });
});
