import { dataMessages } from "../../../contract/data-messages.ts";
import type { ColumnType } from "../../../contract/data.ts";
import { detectColumn, isEmptyCell, isValueCell, type RawCell, type RawRows } from "./detect-column.ts";
import { type Column, DataError, type Table } from "./table.ts";

export type { RawCell, RawRows } from "./detect-column.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const typeWords: Record<Exclude<ColumnType, "text">, string> = {
  number: "numbers",
  date: "dates",
  boolean: "TRUE or FALSE",
};

/**
 * Where the filled rows begin and end, how many there are, and which columns hold something. Once every column has
 * been seen filled, a row only needs one filled cell: most rows are decided by their first.
 */
function filledArea(rows: RawRows) {
  const used: boolean[] = [];
  let unused = 0;
  let firstRow = -1;
  let lastRow = -1;
  let filledRows = 0;
  for (let row = 0; row < rows.length; row++) {
    const cells = rows[row];
    let filled = false;
    for (let column = 0; column < cells.length; column++) {
      if (filled && unused === 0 && column < used.length) {
        column = used.length - 1;
        continue;
      }
      if (isEmptyCell(cells[column])) {
        if (column >= used.length) {
          used[column] = false;
          unused++;
        }
        continue;
      }
      filled = true;
      if (!used[column]) {
        if (column < used.length) unused--;
        used[column] = true;
      }
    }
    if (!filled) continue;
    if (firstRow < 0) firstRow = row;
    lastRow = row;
    filledRows++;
  }
  // Inside the table nothing is dropped: the steps' formulas name the user's own cells, so row and column k of the
  // table must stay row and column k of the sheet. Empty ones there are read as empty cells.
  const firstColumn = used.indexOf(true);
  const columns: number[] = [];
  for (let column = firstColumn; firstColumn >= 0 && column <= used.lastIndexOf(true); column++) columns.push(column);
  const rowCount = firstRow < 0 ? 0 : lastRow - firstRow + 1;
  return { firstRow, rowCount, innerEmptyRows: rowCount - filledRows, columns, used };
}

/** The area's cells column by column: one pass over its rows in their order, then each column is read straight. */
function byColumn(rows: RawRows, firstRow: number, rowCount: number, columns: number[]): RawCell[][] {
  const grid = columns.map(() => new Array<RawCell>(rowCount));
  for (let index = 0; index < rowCount; index++) {
    const cells = rows[firstRow + index];
    for (let column = 0; column < columns.length; column++) grid[column][index] = cells[columns[column]];
  }
  return grid;
}

/** Header names as people would say them: blank ones get their position, repeated ones a count. */
function columnNames(header: RawCell[] | undefined, count: number, notes: string[]): string[] {
  const names: string[] = [];
  const taken = new Set<string>();
  for (let index = 0; index < count; index++) {
    const written = header ? String(header[index] ?? "").replace(/\s+/g, " ").trim() : "";
    let name = written || `Column ${index + 1}`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${written || `Column ${index + 1}`} (${copy})`;
    if (written && name !== written) {
      notes.push(`Two columns are named "${written}"; the later one is called "${name}".`);
    }
    taken.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/**
 * Whether the first filled row names the columns: all its cells are text, and either a column below it holds
 * numbers, dates or booleans under a name, or (a table of text only) its names are all there and all different.
 */
function isHeader(first: RawCell[], types: ColumnType[]): boolean {
  if (first.some(isValueCell) || first.every(isEmptyCell)) return false;
  if (first.some((cell, index) => !isEmptyCell(cell) && types[index] !== "text")) return true;
  const names = first.map((cell) => String(cell ?? "").trim().toLowerCase());
  return names.every(Boolean) && new Set(names).size === names.length;
}

/**
 * Builds the Table from a grid of cells as read (text from CSV, the clipboard or OCR; typed values from a
 * workbook): drops the empty rows and columns around it (keeping those inside), finds the header, and gives each
 * column the type that at least 90 % of its cells read as (the others become null, and a note says so). `start` is
 * where the grid's first cell sits on the user's sheet. Refuses (422) a grid without a header and at least one row of
 * values.
 */
export function buildTable(rows: RawRows, notes: string[] = [], start = { row: 1, column: 1 }): Table {
  const { firstRow, rowCount, columns, innerEmptyRows, used } = filledArea(rows);
  if (rowCount === 0) throw new DataError(422, dataMessages.noRows);
  const grid = byColumn(rows, firstRow, rowCount, columns);
  const first = grid.map((cells) => cells[0]);
  let detected = grid.map((cells) => detectColumn(cells, 1));
  const header = rowCount > 1 && isHeader(first, detected.map((column) => column.type));
  if (!header) {
    if (rowCount === 1 && !first.some(isValueCell)) throw new DataError(422, dataMessages.noRows);
    detected = grid.map((cells) => detectColumn(cells, 0));
  }

  if (innerEmptyRows) {
    notes.push(
      `${plural(innerEmptyRows, "empty row", "empty rows")} inside the table ${
        innerEmptyRows === 1 ? "is" : "are"
      } read as empty cells.`,
    );
  }
  const innerColumns = columns.filter((column) => !used[column]).length;
  if (innerColumns) {
    notes.push(
      `${plural(innerColumns, "empty column", "empty columns")} inside the table ${
        innerColumns === 1 ? "is" : "are"
      } read as empty cells.`,
    );
  }
  if (!header) {
    notes.push("The first row holds values, not column names, so the columns are called Column 1, Column 2 and so on.");
  }
  const names = columnNames(header ? first : undefined, columns.length, notes);

  const tableColumns: Column[] = detected.map(({ type, values, rejected, decimalComma, dayFirst }, index) => {
    const name = names[index];
    if (decimalComma) notes.push(`"${name}" is written with decimal commas: 1.234,50 is read as 1234.5.`);
    if (dayFirst) notes.push(`The dates in "${name}" are read day first (31/03/2024).`);
    if (rejected && type !== "text") {
      notes.push(
        `In "${name}", ${plural(rejected, "cell", "cells")} that ${rejected === 1 ? "is" : "are"} not ${
          typeWords[type]
        } ${rejected === 1 ? "was" : "were"} left empty.`,
      );
    }
    return { name, type, values };
  });
  return {
    columns: tableColumns,
    rowCount: header ? rowCount - 1 : rowCount,
    origin: { row: start.row + firstRow - (header ? 0 : 1), column: start.column + columns[0] },
    notes,
  };
}
