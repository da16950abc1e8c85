import type { ColumnType } from "../../../contract/data.ts";
import { isBlankText, isPlaceholderText, parseBoolean, trimmed } from "./cell-text.ts";
import { parseDate } from "./parse-date.ts";
import { parseNumber } from "./parse-number.ts";
import type { Cell } from "./table.ts";

/** A cell as a reader hands it over: text to parse, or a value a workbook already typed. */
export type RawCell = Cell | Date | undefined;
export type RawRows = readonly (readonly RawCell[])[];
/** One column's cells, top to bottom. */
export type RawColumn = readonly RawCell[];

/** A column's type once every cell is known, its values, and what had to be decided or left out. */
export interface DetectedColumn {
  type: ColumnType;
  values: Cell[];
  /** Cells that held something the column's type could not read: they are null in `values`. */
  rejected: number;
  decimalComma: boolean;
  dayFirst: boolean;
}

/** A column takes a type when at least this share of its filled cells reads as that type. */
const typeShare = 0.9;
const enum Kind {
  Empty,
  Number,
  Date,
  Boolean,
  Other,
}

const typedKind = (raw: number | boolean | Date) =>
  typeof raw === "number" ? Kind.Number : typeof raw === "boolean" ? Kind.Boolean : Kind.Date;

/** What one cell reads as, alone: for deciding whether a first row is a header. */
export function isValueCell(raw: RawCell): boolean {
  if (raw === null || raw === undefined) return false;
  if (typeof raw !== "string") return true;
  const text = trimmed(raw);
  return !Number.isNaN(parseNumber(text)) || !Number.isNaN(parseNumber(text, true)) ||
    parseBoolean(text) !== undefined || !Number.isNaN(parseDate(text, "mdy")) || !Number.isNaN(parseDate(text, "dmy"));
}

export const isEmptyCell = (raw: RawCell) =>
  raw === null || raw === undefined || (typeof raw === "string" && isBlankText(raw));

/** Whether `hits` of `filled` can still reach the type share with `left` cells to go. */
const canReach = (hits: number, filled: number, left: number) => hits + (1 - typeShare) * left >= typeShare * filled;

/**
 * Reads one column's cells from `start` on into its type and values, in two passes: the first parses each cell as a
 * number, date or boolean, keeps what it found in typed arrays, and stops trying a type once too many cells have
 * refused it; the second writes the values of the type the column takes. The rarer readings (decimal commas,
 * day-first dates) parse their cells again only when the first pass found evidence of them.
 */
export function detectColumn(cells: RawColumn, start: number): DetectedColumn {
  const count = cells.length - start;
  const kinds = new Uint8Array(count);
  const parsed = new Float64Array(count);
  let filled = 0, numbers = 0, dates = 0, booleans = 0, commaMisses = 0, dayFirstOnly = 0;
  let tryNumbers = true, tryDates = true, tryBooleans = true;
  for (let index = 0; index < count; index++) {
    const raw = cells[start + index];
    if (typeof raw !== "string") {
      if (raw === null || raw === undefined) continue;
      filled++;
      const kind = typedKind(raw);
      kinds[index] = kind;
      parsed[index] = typeof raw === "number" ? raw : raw instanceof Date ? raw.getTime() : raw ? 1 : 0;
      if (kind === Kind.Number) numbers++;
      else if (kind === Kind.Date) dates++;
      else booleans++;
      continue;
    }
    if (isBlankText(raw) || isPlaceholderText(raw)) continue;
    filled++;
    const left = count - index - 1;
    if (tryNumbers) {
      const value = parseNumber(raw);
      if (!Number.isNaN(value)) {
        kinds[index] = Kind.Number;
        parsed[index] = value;
        numbers++;
        continue;
      }
      if (raw.includes(",")) commaMisses++;
      tryNumbers = canReach(numbers + commaMisses, filled, left);
    }
    const text = trimmed(raw);
    if (tryBooleans) {
      const truth = parseBoolean(text);
      if (truth !== undefined) {
        kinds[index] = Kind.Boolean;
        parsed[index] = truth ? 1 : 0;
        booleans++;
        continue;
      }
      tryBooleans = canReach(booleans, filled, left);
    }
    if (tryDates) {
      let value = parseDate(text, "mdy");
      if (Number.isNaN(value)) {
        value = parseDate(text, "dmy");
        if (!Number.isNaN(value)) dayFirstOnly++;
      }
      if (!Number.isNaN(value)) {
        kinds[index] = Kind.Date;
        parsed[index] = value;
        dates++;
        continue;
      }
      tryDates = canReach(dates, filled, left);
    }
    kinds[index] = Kind.Other;
  }

  let decimalComma = false;
  if (commaMisses && !canReach(numbers, filled, 0)) {
    decimalComma = rereadNumbers(cells, start, kinds, parsed, numbers);
    if (decimalComma) numbers = countKind(kinds, Kind.Number);
  }
  const type: ColumnType = filled === 0
    ? "text"
    : numbers >= typeShare * filled
    ? "number"
    : dates >= typeShare * filled
    ? "date"
    : booleans >= typeShare * filled
    ? "boolean"
    : "text";
  const dayFirst = type === "date" && dayFirstOnly > 0;
  if (dayFirst) rereadDates(cells, start, kinds, parsed);
  const wanted = type === "number" ? Kind.Number : type === "date" ? Kind.Date : Kind.Boolean;

  const values: Cell[] = new Array(count);
  let rejected = 0;
  for (let index = 0; index < count; index++) {
    const kind = kinds[index];
    if (type === "text") values[index] = kind === Kind.Empty ? null : asText(cells[start + index]);
    else if (kind === wanted) values[index] = type === "boolean" ? parsed[index] === 1 : parsed[index];
    else {
      values[index] = null;
      if (kind !== Kind.Empty) rejected++;
    }
  }
  return { type, values, rejected, decimalComma, dayFirst };
}

function countKind(kinds: Uint8Array, kind: Kind): number {
  let count = 0;
  for (let index = 0; index < kinds.length; index++) if (kinds[index] === kind) count++;
  return count;
}

/**
 * Parses the column's text again with decimal commas (1.234,50) and keeps that reading when more cells read as
 * numbers with it: a column that writes "12,5" or "1.234,50" uses it consistently.
 */
function rereadNumbers(
  cells: RawColumn,
  start: number,
  kinds: Uint8Array,
  parsed: Float64Array,
  usNumbers: number,
): boolean {
  const values = new Float64Array(kinds.length).fill(NaN);
  let numbers = 0;
  for (let index = 0; index < kinds.length; index++) {
    const raw = cells[start + index];
    const value = typeof raw === "number" ? raw : typeof raw === "string" ? parseNumber(raw, true) : NaN;
    values[index] = value;
    if (!Number.isNaN(value)) numbers++;
  }
  if (numbers <= usNumbers) return false;
  for (let index = 0; index < kinds.length; index++) {
    if (!Number.isNaN(values[index])) {
      kinds[index] = Kind.Number;
      parsed[index] = values[index];
    } else if (kinds[index] === Kind.Number) kinds[index] = Kind.Other;
  }
  return true;
}

/** Some cell of the column can only be day-first (31/03/2024), so all of its text dates are read that way. */
function rereadDates(cells: RawColumn, start: number, kinds: Uint8Array, parsed: Float64Array) {
  for (let index = 0; index < kinds.length; index++) {
    const raw = cells[start + index];
    if (kinds[index] !== Kind.Date || typeof raw !== "string") continue;
    const value = parseDate(trimmed(raw), "dmy");
    if (Number.isNaN(value)) kinds[index] = Kind.Other;
    else parsed[index] = value;
  }
}

/** A cell of a text column: text as written, typed workbook values as a spreadsheet shows them. */
function asText(raw: RawCell): string {
  if (typeof raw === "string") return trimmed(raw);
  if (raw instanceof Date) return raw.toISOString().replace("T00:00:00.000Z", "").replace(/\.000Z$|Z$/, "");
  if (typeof raw === "boolean") return raw ? "TRUE" : "FALSE";
  return String(raw);
}
