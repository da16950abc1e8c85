import { dataMessages } from "../../../contract/data-messages.ts";
import { parseNumber } from "./parse-number.ts";
import type { Table } from "./table.ts";

/** A cell that holds a word and then a number ("North 1,200"), or two numbers: two columns' cells read as one. */
const twoCells =
  /^((?:\p{L}[\p{L}\p{N}.'&-]*(?: \p{L}[\p{L}.'&-]*)*|[-+$€£(]?\d[\d,.]*%?\)?)) ([-+$€£(]?\d[\d,.]*%?\)?)$/u;
/** A number written as an amount: separators, decimals, a currency or a percent, which labels ("Week 3") lack. */
const amount = /[.,$€£%()]/;
/** Share of a column's filled cells that must look so before the picture is doubted. */
const mostCells = 0.6;
/** A text column this much of which reads as numbers is a number column OCR misread in the rest. */
const mostlyNumbers = 0.5;

/**
 * Whether cells of a word and a number are two columns' values rather than labels such as "Week 3", "Store 12" or
 * "Q1 2024": their numbers are amounts, or the header names two things and both parts vary down the column.
 */
function looksLikeTwoColumns(cells: string[], header: string): boolean {
  const parts = cells.map((cell) => cell.match(twoCells)!.slice(1, 3));
  if (parts.filter(([, number]) => amount.test(number)).length > cells.length / 2) return true;
  const distinct = (at: number) => new Set(parts.map((part) => part[at].toLowerCase())).size;
  return header.trim().split(/\s+/).length >= 2 && distinct(0) >= 2 && distinct(1) >= cells.length / 2;
}

/** Letters OCR reads for digits, each with the digit. */
const digitLike: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  l: "1",
  I: "1",
  "|": "1",
  S: "5",
  s: "5",
  B: "8",
  Z: "2",
};

/**
 * Whether a cell that is not a number is one OCR misread: with letters it reads for digits put back, and stray
 * spaces or marks taken out, it is. A lot number such as "120A" is written so, and is no doubt.
 */
function isMisreadNumber(cell: string): boolean {
  if (!Number.isNaN(parseNumber(cell))) return false;
  const mended = [...cell.trim()].map((char) => digitLike[char] ?? char).join("").replace(/[\s'‘’"`_~]/g, "");
  return !Number.isNaN(parseNumber(mended));
}

const filledText = (values: Table["columns"][number]["values"]) =>
  values.filter((value): value is string => typeof value === "string" && value.trim() !== "");

/**
 * Why a table read from a picture should not be analysed, or undefined when nothing looks wrong: two columns read
 * as one (most cells of a column hold a word and a number, or two numbers), or a column whose cells are mostly
 * numbers but too many of them could not be read as numbers for it to be a number column. An analysis of such a
 * table would answer from garbage; the person can instead see what was read and send something clearer.
 */
export function pictureDoubt(table: Table): string | undefined {
  for (const [index, column] of table.columns.entries()) {
    if (column.type !== "text") continue;
    const cells = filledText(column.values);
    if (cells.length === 0) continue;
    const merged = cells.map((cell) => cell.trim().replace(/\s+/g, " ")).filter((cell) => twoCells.test(cell));
    if (merged.length >= mostCells * cells.length && looksLikeTwoColumns(merged, column.name)) {
      return dataMessages.pictureColumnsMerged(index + 1, column.name, merged[0]);
    }
    const numbers = cells.filter((cell) => !Number.isNaN(parseNumber(cell))).length;
    if (numbers >= mostlyNumbers * cells.length && cells.some(isMisreadNumber)) {
      return dataMessages.pictureNumbersUnread(index + 1, column.name, cells.length - numbers, cells.length);
    }
  }
  return undefined;
}
