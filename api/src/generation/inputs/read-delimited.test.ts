import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { decodeText } from "./decode-text.ts";
import { detectDelimiter, readDelimited } from "./read-delimited.ts";
import type { Table } from "./table.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const rows = (table: Table) =>
  Array.from({ length: table.rowCount }, (_, row) => table.columns.map((column) => column.values[row]));
const header = (table: Table) => table.columns.map(({ name, type }) => `${name}:${type}`);

test("a UTF-8 CSV with a BOM, quoted fields holding commas, quotes and line breaks", () => {
  const bytes = new TextEncoder().encode(
    '\ufeffCustomer,Address,Total\n"Smith, John","12 Main St\nApt 4","1,200.50"\n"Ann ""Nan"" Lee",Oak Rd,300\n',
  );
  const table = readDelimited(decodeText(bytes));
  expect(header(table)).toEqual(["Customer:text", "Address:text", "Total:number"]);
  expect(rows(table)).toEqual([["Smith, John", "12 Main St\nApt 4", 1200.5], ['Ann "Nan" Lee', "Oak Rd", 300]]);
});

test("European CSV: ';' between fields, decimal commas, day-first dates, windows-1252 text", () => {
  const text = "Date;Région;Montant\n31/03/2024;Île-de-France;1.234,50\n01/04/2024;Bretagne;12,5\n";
  const bytes = Uint8Array.from(text, (char) => char === "é" ? 0xe9 : char === "Î" ? 0xce : char.charCodeAt(0));
  const table = readDelimited(decodeText(bytes));
  expect(header(table)).toEqual(["Date:date", "Région:text", "Montant:number"]);
  expect(rows(table)).toEqual([
    [day("2024-03-31"), "Île-de-France", 1234.5],
    [day("2024-04-01"), "Bretagne", 12.5],
  ]);
});

test("blank lines around the table are dropped, those inside kept as empty rows, and origin is the header's row", () => {
  const table = readDelimited('\n\nName,Sales\nAnn,"1,200"\n\n\nBo,300\n\n');
  expect(rows(table)).toEqual([["Ann", 1200], [null, null], [null, null], ["Bo", 300]]);
  expect(table.origin).toEqual({ row: 3, column: 1 });
});

test("dates in several formats, a currency column and thousands separators", () => {
  const table = readDelimited(
    [
      "Ordered,Shipped,Month,Price,Quantity",
      '2024-03-31,Mar 31 2024,March 2024,$1.50,"1,000"',
      "2024-04-01 09:30,1 Apr 2024,2024-04,€2.25,2 500",
      '2024-04-02T17:00:00Z,"Apr 2, 2024",May 2024,£10,12',
    ].join("\n"),
  );
  expect(header(table)).toEqual([
    "Ordered:date",
    "Shipped:date",
    "Month:date",
    "Price:number",
    "Quantity:number",
  ]);
  expect(rows(table)).toEqual([
    [day("2024-03-31"), day("2024-03-31"), day("2024-03-01"), 1.5, 1000],
    [day("2024-04-01") + 9.5 * 3_600_000, day("2024-04-01"), day("2024-04-01"), 2.25, 2500],
    [day("2024-04-02") + 17 * 3_600_000, day("2024-04-02"), day("2024-05-01"), 10, 12],
  ]);
});

test("a header-less CSV is read with generated names", () => {
  const table = readDelimited("Widget,12,3.50\nGadget,7,1.25\nGizmo,3,9.99\n");
  expect(header(table)).toEqual(["Column 1:text", "Column 2:number", "Column 3:number"]);
  expect(table.rowCount).toBe(3);
});

test("cells copied from Excel or Google Sheets: tab-separated, CRLF, a trailing tab and newline", () => {
  const fromExcel = readDelimited("Region\tSales\tGrowth\r\nNorth\t1,234.50\t5%\r\nSouth, East\t987\t-2%\r\n");
  expect(header(fromExcel)).toEqual(["Region:text", "Sales:number", "Growth:number"]);
  expect(rows(fromExcel)).toEqual([["North", 1234.5, 0.05], ["South, East", 987, -0.02]]);
  const fromSheets = readDelimited("Name\tScore\t\nAnn\t3\t\nBo\t4\t\n");
  expect(rows(fromSheets)).toEqual([["Ann", 3], ["Bo", 4]]);
});

test("a single column of text is a table too", () => {
  const table = readDelimited("Name\nAlice\nBob\n");
  expect(header(table)).toEqual(["Name:text"]);
  expect(rows(table)).toEqual([["Alice"], ["Bob"]]);
});

test("the delimiter is the candidate found evenly in every record", () => {
  expect(detectDelimiter("a;b\n1,5;2\n3;4,25\n")).toBe(";");
  expect(detectDelimiter("a\tb\n1,000\t2\n")).toBe("\t");
  expect(detectDelimiter('a,b\n"x;y",2\n')).toBe(",");
  expect(detectDelimiter("a|b|c\n1|2|3\n")).toBe("|");
  expect(detectDelimiter("just one column\n")).toBe(",");
});

test("only a header, or nothing at all, is refused with 422", () => {
  for (const text of ["", "\n\n", "Region,Sales\n", ",,,\n,,\n"]) {
    expect(() => readDelimited(text), JSON.stringify(text)).toThrow(dataMessages.noRows);
  }
});
