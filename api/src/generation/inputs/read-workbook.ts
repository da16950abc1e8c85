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

/**
 * The sheet's cells as a grid from the used range's first cell, typed as the workbook typed them. The range is
 * bounded by the cells that exist: a damaged or hostile file may claim A1:XFD1048576 for a handful of cells.
 */
function grid(sheet: XLSX.WorkSheet): { rows: RawCell[][]; start: { row: number; column: number }; errors: number } {
  const data: XLSX.CellObject[][] = sheet["!data"] ?? [];
  const range = XLSX.utils.decode_range(sheet["!ref"] ?? "A1");
  const rows: RawCell[][] = [];
  let errors = 0;
  const lastRow = Math.min(range.e.r, data.length - 1);
  for (let r = range.s.r; r <= lastRow; r++) {
    const source = data[r] ?? [];
    const lastColumn = Math.min(range.e.c, source.length - 1);
    const row: RawCell[] = [];
    for (let c = range.s.c; c <= lastColumn; c++) {
      const cell = source[c];
      if (cell?.t === "e") errors++;
      row.push(cell === undefined || cell.t === "e" || cell.t === "z" ? null : cell.v as RawCell);
    }
    rows.push(row);
  }
  return { rows, start: { row: range.s.r + 1, column: range.s.c + 1 }, errors };
}

const hasData = (sheet: XLSX.WorkSheet | undefined) =>
  (sheet?.["!data"] ?? []).some((row) => row?.some((cell) => cell && cell.t !== "z" && cell.v !== ""));

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
