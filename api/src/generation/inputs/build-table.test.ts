import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { buildTable } from "./build-table.ts";
import { DataError, type Table } from "./table.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const shape = (table: Table) => table.columns.map(({ name, type }) => `${name}:${type}`);
const column = (table: Table, name: string) => table.columns.find((candidate) => candidate.name === name)!.values;

test("a header of text over typed columns names them; each column gets the type of its cells", () => {
  const table = buildTable([
    ["Date", "Region", "Amount", "Share", "Paid"],
    ["2024-03-31", "North", "$1,234.50", "12%", "TRUE"],
    ["2024-04-01", "South", "(200)", "7.5%", "no"],
  ]);
  expect(shape(table)).toEqual(["Date:date", "Region:text", "Amount:number", "Share:number", "Paid:boolean"]);
  expect(column(table, "Date")).toEqual([day("2024-03-31"), day("2024-04-01")]);
  expect(column(table, "Amount")).toEqual([1234.5, -200]);
  expect(column(table, "Share")).toEqual([0.12, 0.075]);
  expect(column(table, "Paid")).toEqual([true, false]);
  expect(table).toMatchObject({ rowCount: 2, origin: { row: 1, column: 1 }, notes: [] });
});

test("empty rows and columns around the table are dropped, the inner ones kept empty; origin is the header's cell", () => {
  const table = buildTable(
    [
      [],
      ["", "", "", "", ""],
      ["", "Name", "", "Score", " "],
      ["", "Ann", "", "3", ""],
      ["", "", "", "", ""],
      ["", "Bo", "", "4", ""],
    ],
    [],
    { row: 3, column: 2 },
  );
  // Column k and row k of the table stay column and row k on the sheet, so formulas name the right cells.
  expect(shape(table)).toEqual(["Name:text", "Column 2:text", "Score:number"]);
  expect(table.rowCount).toBe(3);
  expect(column(table, "Name")).toEqual(["Ann", null, "Bo"]);
  expect(column(table, "Score")).toEqual([3, null, 4]);
  expect(table.origin).toEqual({ row: 5, column: 3 });
  expect(table.notes).toEqual([
    "1 empty row inside the table is read as empty cells.",
    "1 empty column inside the table is read as empty cells.",
  ]);
});

test("a first row of values is data: the columns are called Column 1, Column 2…", () => {
  const table = buildTable([["Widget", "12", "3.5"], ["Gadget", "7", "1.25"]]);
  expect(shape(table)).toEqual(["Column 1:text", "Column 2:number", "Column 3:number"]);
  expect(table.rowCount).toBe(2);
  expect(column(table, "Column 2")).toEqual([12, 7]);
  // The row above the first data row, so firstRow = origin.row + 1 stays true.
  expect(table.origin).toEqual({ row: 0, column: 1 });
  expect(table.notes[0]).toMatch(/first row holds values/);
});

test("a table of text only takes its first row as the header when the names are all there and all different", () => {
  expect(shape(buildTable([["Name"], ["Alice"], ["Bob"]]))).toEqual(["Name:text"]);
  expect(shape(buildTable([["City", "Country"], ["Paris", "France"]]))).toEqual(["City:text", "Country:text"]);
});

test("blank and repeated header names are made unique", () => {
  const table = buildTable([["Amount", "", "amount", "Amount"], ["1", "2", "3", "4"]]);
  expect(table.columns.map((candidate) => candidate.name)).toEqual([
    "Amount",
    "Column 2",
    "amount (2)",
    "Amount (3)",
  ]);
  expect(table.notes).toHaveLength(2);
});

test("a column is a number when 90 % of its filled cells are; the others become null and a note says so", () => {
  const values = Array.from({ length: 18 }, (_, index) => [String(index + 1)]);
  const table = buildTable([["Units", "Note"], ...values, ["n/a", "x"], ["", "y"], ["twenty", "z"]]);
  expect(table.columns[0].type).toBe("number");
  expect(table.columns[0].values.slice(-4)).toEqual([18, null, null, null]);
  expect(table.notes).toEqual(['In "Units", 1 cell that is not numbers was left empty.']);
  const mixed = buildTable([["Units"], ...values.slice(0, 8), ["n/a"], ["none"]]);
  expect(mixed.columns[0].type).toBe("text");
  expect(mixed.columns[0].values[0]).toBe("1");
});

test("a dash or n/a in a column of numbers is an empty value, as spreadsheets write one", () => {
  const fees = ["£499", "-", "£999", "–", "£250", "N/A", "£0", "-"].map((fee) => [fee]);
  const table = buildTable([["Broker Fee"], ...fees]);
  expect(table.columns[0].type).toBe("number");
  expect(table.columns[0].values).toEqual([499, null, 999, null, 250, null, 0, null]);
  expect(table.notes).toEqual([]);
});

test("decimal commas are used when the column consistently writes them", () => {
  const european = buildTable([["Betrag"], ["1.234,50"], ["12,5"], ["3"]]);
  expect(european.columns[0].values).toEqual([1234.5, 12.5, 3]);
  expect(european.notes[0]).toMatch(/decimal commas/);
  // "1,234" alone reads both ways: the common reading (thousands) wins.
  expect(buildTable([["Amount"], ["1,234"], ["5,678"]]).columns[0].values).toEqual([1234, 5678]);
});

test("slash dates are day-first when some first part is over 12", () => {
  const dayFirst = buildTable([["When"], ["04/03/2024"], ["31/03/2024"]]);
  expect(dayFirst.columns[0].values).toEqual([day("2024-03-04"), day("2024-03-31")]);
  expect(dayFirst.notes[0]).toMatch(/day first/);
  const monthFirst = buildTable([["When"], ["04/03/2024"], ["03/31/2024"]]);
  expect(monthFirst.columns[0].values).toEqual([day("2024-04-03"), day("2024-03-31")]);
});

test("typed cells from a workbook are kept as they are, not parsed again", () => {
  const table = buildTable([
    ["Date", "Amount", "Done", "Note"],
    [new Date(day("2024-03-31")), 12.5, true, 7],
    [new Date(day("2024-04-01")), -3, false, "seven"],
  ]);
  expect(shape(table)).toEqual(["Date:date", "Amount:number", "Done:boolean", "Note:text"]);
  expect(column(table, "Date")).toEqual([day("2024-03-31"), day("2024-04-01")]);
  expect(column(table, "Note")).toEqual(["7", "seven"]);
});

test("without a header and a row of values there is nothing to read (422)", () => {
  for (const rows of [[], [[""], [" "]], [["Region", "Sales"]], [["Region", "Sales"], ["", ""]]]) {
    expect(() => buildTable(rows)).toThrow(new DataError(422, dataMessages.noRows));
    try {
      buildTable(rows);
    } catch (error) {
      expect((error as DataError).status).toBe(422);
    }
  }
});
