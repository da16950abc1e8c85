import { expect, test } from "vitest";
import { isoDateToSerial, toCellContent } from "./cell-content.ts";

test("ISO dates become the serials Excel and Sheets show", () => {
  expect(isoDateToSerial("1900-03-01")).toBe(61);
  expect(isoDateToSerial("2023-07-01")).toBe(45108);
  expect(isoDateToSerial("2023-07-01 12:00")).toBe(45108.5);
  expect(isoDateToSerial("2023-07-01T06:00:00")).toBe(45108.25);
});

test("things that only look like dates stay undefined", () => {
  for (const text of ["2023-02-30", "2023-13-01", "2023-7-1", "1 July 2023", "2023-07-01 25:00", "x2023-07-01"]) {
    expect(isoDateToSerial(text), text).toBeUndefined();
  }
});

test("table values: text is kept as text, empty text is an empty cell", () => {
  expect(toCellContent("=SUM(1)")).toBe("'=SUM(1)");
  expect(toCellContent("")).toBeNull();
  expect(toCellContent(12)).toBe(12);
  expect(toCellContent(false)).toBe(false);
  expect(toCellContent(new Date(Date.UTC(2023, 6, 1, 18)))).toBe(45108.75);
});
