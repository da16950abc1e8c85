import { expect, test } from "vitest";
import { dropEdgeSpecks } from "./edge-specks.ts";

test("a letter or two OCR made of a filled header's corners, in a column nothing else fills, goes", () => {
  const cells = [["HB", "Page", "Visits", "B"], ["", "/docs", "46,486", ""], ["", "/home", "29,003", ""]];
  expect(dropEdgeSpecks(cells)).toEqual([["Page", "Visits"], ["/docs", "46,486"], ["/home", "29,003"]]);
});

test("an edge column with values, or with a real name over no values, stays", () => {
  const filled = [["ID", "Name"], ["7", "Ann"], ["9", "Bo"]];
  expect(dropEdgeSpecks(filled)).toEqual(filled);
  const named = [["Name", "Notes"], ["Ann", ""], ["Bo", ""]];
  expect(dropEdgeSpecks(named)).toEqual(named);
});

test("a quote mark or bar the table's corner left before a header goes; a quoted header stays", () => {
  const cells = [['"Till', "‘Wait (min)", '"Net"', "'Q1'"], ["T09", "12", "3", "4"]];
  expect(dropEdgeSpecks(cells)[0]).toEqual(["Till", "Wait (min)", '"Net"', "'Q1'"]);
});
