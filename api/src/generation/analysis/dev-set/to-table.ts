import type { ColumnType } from "../../../../contract/data.ts";
import type { Cell, Column, Table } from "../../inputs/table.ts";

/** A table as the dev set writes it: header names, then rows of JSON cells (dates as "YYYY-MM-DD"). */
export interface JsonTable {
  columns: string[];
  rows: (string | number | boolean | null)[][];
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC epoch ms of an ISO date, or undefined for anything else (2023-02-30 included). */
function dateMs(text: string): number | undefined {
  const match = isoDate.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : undefined;
}

/** A column's type from its non-empty cells: all numbers, all ISO dates, all booleans, else text. */
function typeOf(cells: Cell[]): ColumnType {
  const present = cells.filter((cell) => cell !== null && cell !== "");
  if (present.length === 0) return "text";
  if (present.every((cell) => typeof cell === "number")) return "number";
  if (present.every((cell) => typeof cell === "string" && dateMs(cell) !== undefined)) return "date";
  if (present.every((cell) => typeof cell === "boolean")) return "boolean";
  return "text";
}

function convert(cell: Cell, type: ColumnType): Cell {
  if (cell === null || cell === "") return null;
  if (type === "date") return dateMs(cell as string)!;
  if (type === "text") return String(cell);
  return cell;
}

/** The dev set's JSON table as the reader would hand it over: typed columns, origin at A1, no sheet, no notes. */
export function toTable(json: JsonTable): Table {
  const columns: Column[] = json.columns.map((name, index) => {
    const cells = json.rows.map((row) => row[index] ?? null);
    const type = typeOf(cells);
    return { name, type, values: cells.map((cell) => convert(cell, type)) };
  });
  return { columns, rowCount: json.rows.length, origin: { row: 1, column: 1 }, notes: [] };
}
