import { expect, test } from "vitest";
import { joinHeaderlessColumns } from "./headerless-columns.ts";

test("a headerless column of second words goes back into the named column on its left", () => {
  const cells = [["Key", "Estimate", ""], ["PLAT-1", "n/a", ""], ["DATA-2", "2d", "6h"], ["DATA-3", "0d", "4h"]];
  expect(joinHeaderlessColumns(cells)).toEqual([["Key", "Estimate"], ["PLAT-1", "n/a"], ["DATA-2", "2d 6h"], [
    "DATA-3",
    "0d 4h",
  ]]);
});

test("a headerless column with values where its left neighbour has none, or the first column, stays", () => {
  const apart = [["Key", "Estimate", ""], ["A", "", "x"], ["B", "2d", "y"], ["C", "1d", "z"]];
  expect(joinHeaderlessColumns(apart)).toEqual(apart);
  const first = [["", "Region"], ["1", "North"], ["2", "South"]];
  expect(joinHeaderlessColumns(first)).toEqual(first);
});
