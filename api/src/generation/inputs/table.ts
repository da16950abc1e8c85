import { type ColumnType, previewRowLimit, type TablePreview } from "../../../contract/data.ts";

/**
 * A cell once read: numbers as numbers, dates as UTC epoch milliseconds (the column's type says which), text as
 * text, booleans, and null for an empty cell.
 */
export type Cell = string | number | boolean | null;

export interface Column {
  name: string;
  type: ColumnType;
  /** One value per row, in row order. Stored by column: profiling and aggregating read one column at a time. */
  values: Cell[];
}

/** The one shape every source (CSV, clipboard, workbook, screenshot) is read into. */
export interface Table {
  columns: Column[];
  rowCount: number;
  /**
   * Where the header row sits on the user's sheet (1-based), so formulas can name the user's own cells. A table read
   * without a header row (its first row held values) has the row above its first data row here, so the data still
   * starts at origin.row + 1. Empty rows and columns inside the table are dropped (notes say how many), so past one
   * of them the sheet's rows or columns no longer follow on from origin.
   */
  origin: { row: number; column: number };
  /** The sheet read, for a workbook, and the ones that were not. */
  sheet?: string;
  otherSheets?: string[];
  /** What the reader had to decide or leave out, said in the explanation (e.g. "3 empty rows were skipped"). */
  notes: string[];
}

const isoDate = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19);
};

/** The first rows as the web shows them: dates written out, everything else as read. */
export function toPreview(table: Table, limit = previewRowLimit): TablePreview {
  const shown = Math.min(limit, table.rowCount);
  const rows = Array.from({ length: shown }, (_, row) =>
    table.columns.map((column) => {
      const value = column.values[row];
      return column.type === "date" && typeof value === "number" ? isoDate(value) : value;
    }));
  return {
    columns: table.columns.map(({ name, type }) => ({ name, type })),
    rows,
    rowCount: table.rowCount,
    ...(table.sheet ? { sheet: table.sheet } : {}),
    ...(table.otherSheets?.length ? { otherSheets: table.otherSheets } : {}),
  };
}

/** A refusal about the data itself (not a fault of the server): its status and the words to show. */
export class DataError extends Error {
  /** `read`: the table as it was read, when it is the reason (a picture read doubtfully), so a person can see why. */
  constructor(readonly status: 400 | 413 | 415 | 422 | 503 | 504, message: string, readonly read?: TablePreview) {
    super(message);
  }
}
