import { expect, test } from "vitest";
import { doubtfulNumbers } from "./doubtful-numbers.ts";

const table = [
  ["Item", "Units", "Revenue"],
  ["Lamp", "3", "100.00"],
  ["Desk", "114", "2,362.57"],
  ["Stool", "151", "3,493.86"],
  ["Chair", "a7", "1,231.29"],
  ["Desk", "114", "4625.14"],
  ["Pen", "12", "12,544.14"],
  ["Clip", "9", "11.412.86"],
  ["Tape", "40", "421214"],
];

test("cells with digits that are not numbers, and long numbers that lost their separators, are read again", () => {
  const found = doubtfulNumbers(table).map(({ row, column }) => [row, column]);
  expect(found).toEqual([[4, 1], [5, 2], [7, 2], [8, 2]]);
});

test("a second reading replaces the first only when it keeps its digits and the column's decimals", () => {
  const byCell = new Map(doubtfulNumbers(table).map((cell) => [`${cell.row},${cell.column}`, cell.accepts]));
  expect(byCell.get("4,1")!("47")).toBe(true);
  expect(byCell.get("4,1")!("417")).toBe(false);
  expect(byCell.get("5,2")!("4,625.14")).toBe(true);
  expect(byCell.get("5,2")!("4,625.74")).toBe(false);
  expect(byCell.get("7,2")!("11,412.86")).toBe(true);
  expect(byCell.get("7,2")!("11,412.56")).toBe(false);
  expect(byCell.get("7,2")!("1141286")).toBe(false);
  expect(byCell.get("8,2")!("4,212.14")).toBe(true);
  expect(byCell.get("8,2")!("not a number")).toBe(false);
});

test("columns of text are left alone", () => {
  expect(doubtfulNumbers([["Code"], ["A1"], ["B2"], ["C3"]])).toEqual([]);
});
