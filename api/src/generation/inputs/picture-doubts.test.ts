import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { buildTable } from "./build-table.ts";
import { pictureDoubt } from "./picture-doubts.ts";

test("two columns read as one (a word and a number in most cells) are doubted, naming the column and a cell", () => {
  const cells = [["Region Revenue", "Units"], ["North 1,200", "4"], ["South 980.50", "7"], ["East 2,310", "1"]];
  expect(pictureDoubt(buildTable(cells))).toBe(dataMessages.pictureColumnsMerged(1, "Region Revenue", "North 1,200"));
});

test("two numbers in one cell are two columns too", () => {
  const cells = [["Item", "Units Cost"], ["Desk", "3 120.00"], ["Lamp", "5 30.00"], ["Pen", "40 2.50"]];
  expect(pictureDoubt(buildTable(cells))).toBe(dataMessages.pictureColumnsMerged(2, "Units Cost", "3 120.00"));
});

test("a number column with too many cells OCR could not read as numbers is doubted, with how many", () => {
  const cells = [["Name", "Score"], ["Ann", "12"], ["Bo", "1S"], ["Cy", "7"], ["Di", "B0"], ["Ed", "44"]];
  expect(pictureDoubt(buildTable(cells))).toBe(dataMessages.pictureNumbersUnread(2, "Score", 2, 5));
});

test("a clean table, and text that only holds digits (codes, addresses), are not doubted", () => {
  const cells = [
    ["Order", "Ship to", "City", "Total"],
    ["SKU-1001", "12 High Street", "New York", "1,200.00"],
    ["SKU-1002", "4 Elm Road", "San Jose", "99.50"],
    ["SKU-1003", "77 Bay Avenue", "Leeds", "(12.00)"],
  ];
  expect(pictureDoubt(buildTable(cells))).toBeUndefined();
});

test("lot numbers with a letter after them are written so, not misread: the column is not doubted", () => {
  const lots = ["114", "127", "22", "120A", "310", "273A", "87", "39A", "54"].map((lot, at) => [lot, `£${at + 1}0`]);
  expect(pictureDoubt(buildTable([["Lot", "Hammer"], ...lots]))).toBeUndefined();
});

test("labels that end in a number (weeks, stores, quarters) are one column", () => {
  const cells = [
    ["Week", "Store name", "Quarter", "Sales"],
    ["Week 1", "Store 12", "Q1 2024", "120"],
    ["Week 2", "Store 12", "Q1 2024", "80"],
    ["Week 3", "Store 4", "Q2 2024", "95"],
    ["Week 4", "Store 4", "Q2 2024", "60"],
  ];
  expect(pictureDoubt(buildTable(cells))).toBeUndefined();
});
