import { expect, test } from "vitest";
import { dropSheetHeadings } from "./sheet-headings.ts";

test("an Excel screenshot's column letters and row numbers are not data", () => {
  const cells = [
    ["", "A", "B", "C"],
    ["1", "Region", "Units", "Revenue"],
    ["2", "North", "12", "1,200.00"],
    ["3", "South", "7", "980.50"],
  ];
  expect(dropSheetHeadings(cells)).toEqual([["Region", "Units", "Revenue"], ["North", "12", "1,200.00"], [
    "South",
    "7",
    "980.50",
  ]]);
});

test("a sheet scrolled to other columns and rows, with a letter and a number OCR missed, is still recognised", () => {
  const cells = [
    ["", "D", "", "F"],
    ["14", "Item", "Cost", "Paid"],
    ["", "Desk", "120", "yes"],
    ["16", "Lamp", "30", "no"],
    ["17", "Pen", "2", "yes"],
    ["18", "Ink", "5", "no"],
  ];
  expect(dropSheetHeadings(cells).map((row) => row[0])).toEqual(["Item", "Desk", "Lamp", "Pen", "Ink"]);
});

test("a table whose first column counts its rows keeps it: its header is a word, not a number", () => {
  const cells = [["#", "Name"], ["1", "Ann"], ["2", "Bo"], ["3", "Cy"]];
  expect(dropSheetHeadings(cells)).toEqual(cells);
});

test("a header row of letters that do not follow each other is data", () => {
  const cells = [["Q", "X", "B"], ["1", "2", "3"]];
  expect(dropSheetHeadings(cells)).toEqual(cells);
});

test("numbers that skip are data, not row numbers", () => {
  const cells = [["1", "Start"], ["5", "Mid"], ["9", "End"]];
  expect(dropSheetHeadings(cells)).toEqual(cells);
});

test("a letter OCR read with a ghost of itself, or as another letter, still leaves the row recognised", () => {
  const cells = [["", "A", "B", "Cc", "D"], ["1", "Region", "Units", "Cost", "Paid"], ["2", "North", "4", "12", "yes"]];
  expect(dropSheetHeadings(cells)).toEqual([["Region", "Units", "Cost", "Paid"], ["North", "4", "12", "yes"]]);
  const misread = [["", "A", "8", "C"], ["1", "Item", "Cost", "Paid"], ["2", "Desk", "12", "no"]];
  expect(dropSheetHeadings(misread)[0]).toEqual(["Item", "Cost", "Paid"]);
});

test("a row number OCR misread does not keep the column of row numbers in the table", () => {
  const cells = [["", "A", "B"], ["1", "Site", "Cost"], ["2", "Depot", "12"], ["5", "HQ", "40"], ["4", "Plant", "7"], [
    "5",
    "Depot",
    "3",
  ], ["6", "HQ", "9"]];
  expect(dropSheetHeadings(cells).map((row) => row[0])).toEqual(["Site", "Depot", "HQ", "Plant", "Depot", "HQ"]);
  const letter = [
    ["1", "Ep"],
    ["2", "S2E10"],
    ["3", "S5E02"],
    ["4", "S6E10"],
    ["5", "S4E12"],
    ["6", "S4E02"],
    [
      "7",
      "S2E21",
    ],
    ["B", "S5E23"],
    ["9", "S4E07"],
    ["10", "S2E14"],
  ];
  expect(dropSheetHeadings(letter).map((row) => row[0])).toEqual(letter.map((row) => row[1]));
});
