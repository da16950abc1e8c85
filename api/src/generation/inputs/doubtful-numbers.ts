import { parseNumber } from "./parse-number.ts";

/** A cell of an OCR'd table to read again, and which second reading may replace the first. */
export interface DoubtfulCell {
  row: number;
  column: number;
  accepts(text: string): boolean;
}

const digit = /\d/;
/** Four or more digits before the decimal point, written without a thousands separator. */
const longPlain = /^[^\d,]*\d{4,}(?:\.\d+)?\D*$/;
const grouped = /\d,\d{3}/;
const longNumber = /\d{4,}|\d,\d{3}/;
const digitsOf = (text: string) => text.replace(/\D/g, "");
const lettersIn = (text: string) => text.replace(/[^\p{L}]/gu, "").length;

/**
 * Whether the second reading keeps every digit of the first, in order, and adds no more digits than the first had
 * letters ("a7" may become "47"): a second reading that changes a digit is a different guess, not a correction.
 */
function keepsDigits(first: string, second: string): boolean {
  const before = digitsOf(first);
  const after = digitsOf(second);
  if (after.length - before.length > lettersIn(first)) return false;
  let at = 0;
  for (const char of after) if (char === before[at]) at++;
  return at === before.length;
}

const decimals = (text: string) => /\.(\d+)\D*$/.exec(text)?.[1].length ?? 0;

/** The number of decimals nearly all of the column's numbers have, if they agree. */
function usualDecimals(numbers: string[]): number | undefined {
  const counts = new Map<number, number>();
  for (const text of numbers) counts.set(decimals(text), (counts.get(decimals(text)) ?? 0) + 1);
  const [most, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  return count >= 0.8 * numbers.length ? most : undefined;
}

/**
 * The cells of an OCR'd table worth reading again as numbers: in a column where most cells are numbers, a cell with
 * digits that is not one ("a7" for 47), and, in a column that writes thousands separators, a long number without
 * them (Tesseract drops small commas: "4625.14" for 4,625.14, even "421214"). A second reading replaces a cell only
 * when it is a number with the column's usual decimals and the first was not (or was the same number): a reading
 * that loses a decimal point must not turn an unreadable cell into a wrong value, and it keeps the first reading's
 * digits.
 */
export function doubtfulNumbers(cells: string[][]): DoubtfulCell[] {
  const doubtful: DoubtfulCell[] = [];
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const texts = cells.map((row) => row[column] ?? "");
    const filled = texts.filter(Boolean);
    const numbers = filled.filter((text) => !Number.isNaN(parseNumber(text)));
    if (numbers.length < 0.6 * filled.length) continue;
    const long = filled.filter((text) => longNumber.test(text));
    const separated = long.filter((text) => grouped.test(text)).length > long.length / 2;
    const places = usualDecimals(numbers);
    texts.forEach((text, row) => {
      const first = parseNumber(text);
      const notANumber = digit.test(text) && Number.isNaN(first);
      if (!notANumber && !(separated && longPlain.test(text))) return;
      const accepts = (second: string) => {
        const value = parseNumber(second);
        if (Number.isNaN(value) || !keepsDigits(text, second)) return false;
        if (places !== undefined && decimals(second) !== places) return false;
        return Number.isNaN(first) || value === first || (places !== undefined && decimals(text) !== places);
      };
      doubtful.push({ row, column, accepts });
    });
  }
  return doubtful;
}
