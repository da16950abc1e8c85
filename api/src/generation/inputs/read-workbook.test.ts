import * as XLSX from "xlsx";
import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { makeXls, makeXlsx } from "../../../test/data-fixtures.ts";
import { hugeDimensionWorkbook } from "../../../test/hostile-uploads.ts";
import { readWorkbook } from "./read-workbook.ts";
import type { Table } from "./table.ts";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const rows = (table: Table) =>
  Array.from({ length: table.rowCount }, (_, row) => table.columns.map((column) => column.values[row]));
const header = (table: Table) => table.columns.map(({ name, type }) => `${name}:${type}`);

const sales = [
  ["Date", "Region", "Amount", "Paid", "Total"],
  [day("2024-03-31"), "North", 1234.5, true, { formula: "C2*2", cached: 2469 }],
  [day("2024-04-01"), "South", -200, false, { formula: "C3*2", cached: -400 }],
];

for (const [kind, make] of [["xlsx", makeXlsx], ["xls", makeXls]] as const) {
  test(`${kind}: typed cells, dates in UTC, formulas by their cached values`, () => {
    const table = readWorkbook(make(sales));
    expect(header(table)).toEqual(["Date:date", "Region:text", "Amount:number", "Paid:boolean", "Total:number"]);
    expect(rows(table)).toEqual([
      [day("2024-03-31").getTime(), "North", 1234.5, true, 2469],
      [day("2024-04-01").getTime(), "South", -200, false, -400],
    ]);
    expect(table).toMatchObject({ sheet: "Data", otherSheets: [], origin: { row: 1, column: 1 } });
  });

  test(`${kind}: the first sheet with data is read from where its used range starts; the others are named`, () => {
    const table = readWorkbook(make(sales, {
      sheetName: "Sales 2024",
      start: "B3",
      sheetsBefore: { Cover: [] },
      sheetsAfter: { Notes: [["Written by Ann"]] },
    }));
    expect(table.sheet).toBe("Sales 2024");
    expect(table.otherSheets).toEqual(["Cover", "Notes"]);
    expect(table.origin).toEqual({ row: 3, column: 2 });
    expect(table.rowCount).toBe(2);
  });
}

test("a hidden sheet is passed over for a visible one with data", () => {
  const table = readWorkbook(makeXlsx(sales, { sheetsBefore: { Lookup: [["Code"], [1]] }, hidden: ["Lookup"] }));
  expect(table.sheet).toBe("Data");
  expect(table.otherSheets).toEqual(["Lookup"]);
});

test("error cells are left empty and counted in the notes", () => {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([["Item", "Ratio"], ["a", 0.5], ["b", 0.25], ["c", 0]]);
  sheet.B4 = { t: "e", v: 7 };
  XLSX.utils.book_append_sheet(book, sheet, "Data");
  const table = readWorkbook(new Uint8Array(XLSX.write(book, { type: "array", bookType: "xlsx" })));
  expect(table.columns[1].values).toEqual([0.5, 0.25, null]);
  expect(table.notes).toEqual(["1 cell holds an error value (#N/A, #DIV/0!…) and was left empty."]);
});

test("a damaged, encrypted or foreign file is refused with 422", () => {
  const truncated = makeXlsx(sales).slice(0, 400);
  const cfb = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(cfb, "EncryptionInfo", new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
  XLSX.CFB.utils.cfb_add(cfb, "EncryptedPackage", new Uint8Array(64));
  const encrypted = new Uint8Array(XLSX.CFB.write(cfb, { type: "array" }) as ArrayLike<number>);
  const notAWorkbook = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(notAWorkbook, "Something", new Uint8Array(16));
  const foreign = new Uint8Array(XLSX.CFB.write(notAWorkbook, { type: "array", fileType: "zip" }) as ArrayLike<number>);
  for (const bytes of [truncated, encrypted, foreign]) {
    expect(() => readWorkbook(bytes)).toThrow(dataMessages.unreadableWorkbook);
  }
});

test("a workbook whose sheets are all empty has no rows (422)", () => {
  expect(() => readWorkbook(makeXlsx([], { sheetsAfter: { Other: [[""]] } }))).toThrow(dataMessages.noRows);
});

test("a sheet that declares A1:XFD1048576 is read by the cells it really has", () => {
  const started = performance.now();
  const table = readWorkbook(hugeDimensionWorkbook());
  expect(header(table)).toEqual(["Region:text", "Sales:number"]);
  expect(rows(table)).toEqual([["East", 1200], ["West", 800]]);
  expect(performance.now() - started).toBeLessThan(1000);
});

test("filled cells scattered over the whole sheet are refused (422) with the area they span, not read cell by cell", () => {
  const started = performance.now();
  expect(() => readWorkbook(hugeDimensionWorkbook({ farCell: true }))).toThrow(
    dataMessages.sheetTooSpread(7, "A1:XFD1048576"),
  );
  expect(performance.now() - started).toBeLessThan(2000);
});
