import { expect, test } from "vitest";
import { readRequest } from "./request-params.ts";

test.each([
  ["delete blank rows on Sheet2", "Sheet2"],
  ["delete blank rows on sheet 3", "Sheet3"],
  ["sort the data in the Sales sheet", "Sales"],
  ["sort the data in the sales sheet", "sales"],
  ['clear the "Q1 Data" sheet', "Q1 Data"],
  ["protect the sheet named Budget", "Budget"],
  ["unprotect sheet Data", "Data"],
  ["protect sheet with a password", undefined],
  ["clear sheet", undefined],
  ["add a new sheet called Summary", undefined],
])("%j names the sheet %j", (request, sheet) => {
  expect(readRequest(request).sheet).toBe(sheet);
});

test.each([
  ["highlight column C", { letter: "C" }],
  ["highlight col aa", { letter: "AA" }],
  ["highlight column 3", { letter: "C" }],
  ["split by the Region column", { header: "Region" }],
  ['filter the "Order Status" column', { header: "Order Status" }],
  ["sort by Date, newest first", { header: "Date" }],
  ["delete rows where status is Closed", { header: "status" }],
  ["fit column widths", undefined],
  ["delete rows where the value is 0", undefined],
])("%j names the column %j", (request, column) => {
  expect(readRequest(request).column).toEqual(column);
});

test.each([
  ["above 100", { kind: "compare", op: ">", value: 100 }],
  ["at least 1,500.50", { kind: "compare", op: ">=", value: 1500.5 }],
  ["no more than 20", { kind: "compare", op: "<=", value: 20 }],
  ["below -5", { kind: "compare", op: "<", value: -5 }],
  ["that are negative", { kind: "compare", op: "<", value: 0 }],
  ["where column E is 0", { kind: "compare", op: "=", value: 0 }],
  ["that contain zero", { kind: "compare", op: "=", value: 0 }],
  ["where status is Closed", { kind: "equals", text: "Closed" }],
  ["where city is New York", { kind: "equals", text: "New York" }],
  ["where status is not Done", { kind: "notEquals", text: "Done" }],
  ["containing 'ltd'", { kind: "contains", text: "ltd" }],
  ["show only North", { kind: "equals", text: "North" }],
  ["that are blank", { kind: "blank" }],
  ["that are not empty", { kind: "notBlank" }],
  ["duplicates", { kind: "duplicate" }],
  ["above 1e400", undefined],
])("%j reads as the condition %j", (request, condition) => {
  expect(readRequest(`highlight cells ${request}`).condition).toEqual(condition);
});

test("colours, ranges, cells, names and order are read from the words", () => {
  expect(readRequest("fill A1:d20 in Light Green").colour?.rgb).toEqual([198, 239, 206]);
  expect(readRequest("fill A1:d20 in Light Green").range).toBe("A1:D20");
  expect(readRequest("put a timestamp in cell b2").cell).toBe("B2");
  expect(readRequest("save as pdf called Monthly Report.pdf").fileName).toBe("Report");
  expect(readRequest("save as pdf called 'Monthly Report.pdf'").fileName).toBe("Monthly Report");
  expect(readRequest("copy Sheet1 and name it Backup").newName).toBe("Backup");
  expect(readRequest("rename Sheet1 to Sales 2024").newName).toBe("Sales 2024");
  expect(readRequest("rename Sheet2 Expenses").newName).toBe("Expenses");
  expect(readRequest("need to rename Sheet5 Invoices 2025, cheers").newName).toBe("Invoices 2025");
  expect(readRequest("replace N/A with 0 in all sheets").replace).toEqual({ find: "N/A", with: "0" });
  expect(readRequest("show a message box saying Well done!").message).toBe("Well done");
  expect(readRequest("sort by amount largest first").descending).toBe(true);
  expect(readRequest("protect every sheet").allSheets).toBe(true);
  expect(readRequest("hilight dupliactes").text).toBe("highlight duplicates");
});

test.each([
  ["unlock all my sheets", true],
  ["protect every single tab", true],
  ["hide each of the sheets except Dashboard", true],
  ["protect all of the worksheets", true],
  ["sort all our tabs", true],
  ["protect the sheet", false],
])("%j is about every sheet: %j", (request, every) => {
  expect(readRequest(request).allSheets).toBe(every);
});

test("a place rows land, a file name that is still to come and a misspelt except are read for what they are", () => {
  expect(readRequest('move it when col H is "Done"; rows go to the next empty row on Archive').condition).toEqual({
    kind: "equals",
    text: "Done",
  });
  expect(readRequest("copy rows to the first blank row of Log where col B is Late").condition).toEqual({
    kind: "equals",
    text: "Late",
  });
  expect(readRequest("file name should be the invoice number in H3").fileName).toBeUndefined();
  expect(readRequest("the file name will be Report").fileName).toBe("Report");
  expect(readRequest("hide all the sheets exept Dashboard").exceptSheets).toEqual(["Dashboard"]);
  expect(readRequest("delete all sheets excpet Main and Setup").exceptSheets).toEqual(["Main", "Setup"]);
  expect(readRequest("change all the dates in col B to show as dd-mmm-yyyy").replace).toBeUndefined();
  expect(readRequest("change the values in col B to display as currency").replace).toBeUndefined();
});
