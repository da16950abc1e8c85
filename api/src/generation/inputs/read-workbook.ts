import * as XLSX from "xlsx";
import { dataMessages } from "../../../contract/data-messages.ts";
import { buildTable, type RawCell } from "./build-table.ts";
import { DataError, type Table } from "./table.ts";

/**
 * Cached formula results are the values; formulas, rich text and formatted text are not needed, and skipping them
 * saves time and memory on big sheets.
 */
const readOptions: XLSX.ParsingOptions = {
  type: "array",
  cellDates: true,
  dense: true,
  cellFormula: false,
  cellHTML: false,
  cellText: false,
};

function open(bytes: Uint8Array): XLSX.WorkBook {
  try {
    return XLSX.read(bytes, readOptions);
  } catch {
    throw new DataError(422, dataMessages.unreadableWorkbook);
  }
}

const isFilled = (cell: XLSX.CellObject | undefined) => cell !== undefined && cell.t !== "z" && cell.v !== "";

/**
 * The area the sheet's filled cells really cover, found from the cells themselves: the declared range
 * (`<dimension>`) is the file's word, and a damaged or hostile file may claim A1:XFD1048576 for a handful of cells.
 */
function filledRange(data: XLSX.CellObject[][]): { range: XLSX.Range; filled: number } {
  const range = { s: { r: Infinity, c: Infinity }, e: { r: -1, c: -1 } };
  let filled = 0;
  // forEach passes over the holes of a sparse array: a row far down costs one step, not a million.
  data.forEach((row, r) =>
    row?.forEach((cell, c) => {
      if (!isFilled(cell)) return;
      filled++;
      range.s.r = Math.min(range.s.r, r);
      range.e.r = Math.max(range.e.r, r);
      range.s.c = Math.min(range.s.c, c);
      range.e.c = Math.max(range.e.c, c);
    })
  );
  return { range, filled };
}

/**
 * The grid to read may hold this many times as many cells as are filled (a table has gaps), and any table of up to
 * this many cells is read however sparse: past both, the filled cells are scattered, not a table, and the grid
 * (every cell of which the table builder visits) would cost memory and time no upload should.
 */
const sparseness = 4;
const anyGridCells = 1_000_000;

/**
 * The sheet's cells as a grid over the area its filled cells cover, typed as the workbook typed them, with where that
 * area starts on the sheet. Cells spread too thinly over too large an area are refused (422) with the area named.
 */
function grid(sheet: XLSX.WorkSheet): { rows: RawCell[][]; start: { row: number; column: number }; errors: number } {
  const data: XLSX.CellObject[][] = sheet["!data"] ?? [];
  const { range, filled } = filledRange(data);
  const area = (range.e.r - range.s.r + 1) * (range.e.c - range.s.c + 1);
  if (area > anyGridCells && area > filled * sparseness) {
    throw new DataError(422, dataMessages.sheetTooSpread(filled, XLSX.utils.encode_range(range)));
  }
  const rows: RawCell[][] = [];
  let errors = 0;
  for (let r = range.s.r; r <= range.e.r; r++) {
    const source = data[r] ?? [];
    const row: RawCell[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) {
      const cell = source[c];
      if (cell?.t === "e") errors++;
      row.push(cell === undefined || cell.t === "e" || cell.t === "z" ? null : cell.v as RawCell);
    }
    rows.push(row);
  }
  return { rows, start: { row: range.s.r + 1, column: range.s.c + 1 }, errors };
}

const hasData = (sheet: XLSX.WorkSheet | undefined) => (sheet?.["!data"] ?? []).some((row) => row?.some(isFilled));

/**
 * Reads an Excel workbook (xlsx or xls): the first visible sheet that has data (a hidden one only when no visible one
 * has), with typed cells — numbers, dates (UTC), booleans, formulas by their cached values — from where its used
 * range starts. A file SheetJS cannot open (damaged, encrypted) is refused with 422.
 */
export function readWorkbook(bytes: Uint8Array): Table {
  const workbook = open(bytes);
  const names = workbook.SheetNames;
  const hidden = new Set(
    (workbook.Workbook?.Sheets ?? []).filter((sheet) => sheet.Hidden).map((sheet) => sheet.name),
  );
  const withData = names.filter((name) => hasData(workbook.Sheets[name]));
  const chosen = withData.find((name) => !hidden.has(name)) ?? withData[0];
  if (chosen === undefined) throw new DataError(422, dataMessages.noRows);

  const { rows, start, errors } = grid(workbook.Sheets[chosen]);
  const notes: string[] = [];
  if (errors) {
    notes.push(
      `${errors} ${errors === 1 ? "cell holds an error value" : "cells hold error values"} (#N/A, #DIV/0!…) and ${
        errors === 1 ? "was" : "were"
      } left empty.`,
    );
  }
  const table = buildTable(rows, notes, start);
  return { ...table, sheet: chosen, otherSheets: names.filter((name) => name !== chosen) };
}
