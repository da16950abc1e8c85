import { expect, test } from "vitest";
import { findExceptSheets, findSheetMentions } from "./request-sheets.ts";

const roles = (text: string) => findSheetMentions(text).map(({ name, role }) => `${name}:${role}`);

test.each([
  ["copy every row where column F says Closed to the sheet 'Archive'", ["Archive:target"]],
  ["rows need to go to a tab called Paid Invoices and be removed from the Invoices sheet", [
    "Paid Invoices:target",
    "Invoices:source",
  ]],
  ["look through col C on Data, copy the row to the Cancelled sheet then delete it from Data", [
    "Data:source",
    "Cancelled:target",
    "Data:source",
  ]],
  ["takes every old row and puts it on the 'Old' tab, then deletes it off 'Current'", ["Old:target", "Current:source"]],
  ["cut rows older than 90 days from Log and paste them into Log Archive", ["Log:source", "Log Archive:target"]],
  ["protect only the sheets Jan, Feb and Mar", ["Jan:source", "Feb:source", "Mar:source"]],
  ["print the Summary and Charts sheets into one pdf", ["Summary:source", "Charts:source"]],
  ["add a new sheet called Summary", ["Summary:new"]],
  ["delete the Old Data sheet", ["Old Data:source"]],
  ["csv export of A1:H200 on the Export sheet", ["Export:source"]],
  ["macro to export sheet 'Data' to CSV", ["Data:target"]],
  ["autofit the rows on Notes", ["Notes:source"]],
  ["combine all sheets into one called Combined", ["Combined:target"]],
  // Names without the word sheet: after "on", after a place in a sheet, after a verb that acts on a sheet.
  ["On Report, autofit columns A to F", ["Report:source"]],
  ["remove duplicate rows on Customers based on column A", ["Customers:source"]],
  ["list all the sheet names in column A of Index", ["Index:source"]],
  ["Sort Sales by column B, newest first", ["Sales:source"]],
  ["Create sheets from the names listed in column A of Setup", ["Setup:source"]],
  ["hide the sheets called Lookup and Config", ["Lookup:source", "Config:source"]],
  ["Use 'Archive 2024' as the target tab: copy over rows where column G is Closed", ["Archive 2024:target"]],
  ["unhide Calc and Lists", ["Calc:source", "Lists:source"]],
  ["Colour row 1 of Summary dark blue", ["Summary:source"]],
  ["send the report on Friday", []],
  ["highlight duplicates in column A on Google Sheets", []],
  ["cut every Shipped row from Orders and paste it at the bottom of Shipped Orders", [
    "Orders:source",
    "Shipped Orders:target",
  ]],
  ["add them to the end of Log", ["Log:target"]],
  ["i open the file, go to the Export sheet and copy the rows into my own workbook on sheet Pending", [
    "Export:source",
    "Pending:target",
  ]],
  ["then go to the Input sheet and clear it", ["Input:source"]],
  ["grab F20 on the Totals sheet. list the file name and the value on my Summary sheet", [
    "Totals:source",
    "Summary:target",
  ]],
  ["on sheet Sales 2024 copy every big row to Big Orders", ["Sales 2024:source", "Big Orders:target"]],
  ["delete the rows where status is Void, sheet is Orders", ["Orders:source"]],
  ["the sheet: Budget needs sorting", ["Budget:source"]],
])("%j names the sheets %j", (text, expected) => {
  expect(roles(text)).toEqual(expected);
});

test("words that only describe a sheet are no names", () => {
  expect(findSheetMentions("split the data into separate sheets, one sheet per department")).toEqual([]);
  expect(findSheetMentions("merge all worksheets into a master sheet")).toEqual([]);
  expect(findSheetMentions("add 12 sheets named Jan through Dec").map(({ name }) => name)).toEqual(["Jan"]);
});

test.each([
  ["merge every sheet except Summary and Lookup into Master", ["Summary", "Lookup"]],
  ["save each one as a pdf, except the one called Settings", ["Settings"]],
  ["hide all the sheets except Dashboard", ["Dashboard"]],
  ["on every sheet except Calc, hardcode the formulas", ["Calc"]],
  ["delete all sheets", []],
])("%j leaves out %j", (text, expected) => {
  expect(findExceptSheets(text)).toEqual(expected);
});
