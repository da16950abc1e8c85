import { expect, test } from "vitest";
import { readSheetLayout } from "./sheet-layout.ts";

const headers = (text: string) => readSheetLayout(text)?.columns.map((c) => `${c.letter} ${c.header}`);

test.each([
  ["A Date, B Region, C Sales", ["A Date", "B Region", "C Sales"]],
  ["A: Date; B: Region; E: Amount", ["A Date", "B Region", "E Amount"]],
  ["col A region, col B rep, col E amount", ["A region", "B rep", "E amount"]],
  ["Customer is C, Amount is E, Date is G", ["C Customer", "E Amount", "G Date"]],
  ["Region\tRep\t\tAmount", ["A Region", "B Rep", "D Amount"]],
  ["Region, Rep, Customer", ["A Region", "B Rep", "C Customer"]],
  ["Task | Start | End", ["A Task", "B Start", "C End"]],
  ["Product / Category / Price", ["A Product", "B Category", "C Price"]],
  ["Item / Price/unit / Qty", ["A Item", "B Price/unit", "C Qty"]],
])("%j reads as its columns", (text, expected) => {
  expect(headers(text)).toEqual(expected);
});

test("the rows the data fills are read when said, and assumed to be 2 to 100 when not", () => {
  expect(readSheetLayout("Deal, Value (rows 2-50)")).toMatchObject({ firstRow: 2, lastRow: 50 });
  expect(readSheetLayout("Region\tAmount\n(99 rows of data under the header)")).toMatchObject({ lastRow: 100 });
  expect(readSheetLayout("Region, Amount")).toMatchObject({ firstRow: 2, lastRow: 100 });
});

test("nothing that reads as a column is no layout", () => {
  expect(readSheetLayout(undefined)).toBeNull();
  expect(readSheetLayout("   ")).toBeNull();
});

test("headers and their letters either side of an arrow pair up in order", () => {
  expect(readSheetLayout("Score | Attendance  => B | D")?.columns).toEqual([
    { letter: "B", header: "Score" },
    { letter: "D", header: "Attendance" },
  ]);
  expect(readSheetLayout("Region, Amount -> A, E")?.columns).toEqual([
    { letter: "A", header: "Region" },
    { letter: "E", header: "Amount" },
  ]);
});

test("'Header=Letter' pairs, with or without commas between them", () => {
  expect(headers("Hours=D Owner=E")).toEqual(["D Hours", "E Owner"]);
  expect(headers("Product=D, Quantity=H")).toEqual(["D Product", "H Quantity"]);
});

test("a header row with its letters said in brackets takes the letters said", () => {
  expect(headers("Rep | Amount | Status  (Rep is B, Amount E, Status F)")).toEqual(["B Rep", "E Amount", "F Status"]);
});

test("'Letter=Header' pairs with only spaces between them", () => {
  expect(headers("D=Salary E=Department")).toEqual(["D Salary", "E Department"]);
});

test("headers with their letters listed in brackets after them", () => {
  expect(headers("Salary | Department  (D and E)")).toEqual(["D Salary", "E Department"]);
});
