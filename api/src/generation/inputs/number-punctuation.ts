/**
 * OCR loses a small comma or point ("24,714.18" read as "2471418") more often than it misreads a digit. Where a
 * column writes its numbers one way — grouped thousands and the same count of decimals in nearly every cell — a cell
 * of the same digits with its punctuation missing or misplaced can only be that number written that way.
 */

const written = /^(-?[$€£]?)(\d{1,3}(?:,\d{3})*)\.(\d+)$/;
const punctuationOnly = /^-?[$€£]?[\d.,]+$/;
const wholeGrouped = /^-?[$€£]?\d{1,3}(?:,\d{3})+$/;
/** A column's way of writing is its own when this share of its filled cells follow it, and at least this many. */
const mostCells = 0.7;
const leastCells = 4;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/** The count of decimals nearly every filled cell of the column shows, or undefined when it has no one way. */
function columnDecimals(cells: string[]): number | undefined {
  const counts = new Map<number, number>();
  for (const cell of cells) {
    const match = cell.match(written);
    if (match) counts.set(match[3].length, (counts.get(match[3].length) ?? 0) + 1);
  }
  for (const [decimals, count] of counts) if (count >= leastCells && count >= mostCells * cells.length) return decimals;
  return undefined;
}

/**
 * Whether the column writes whole numbers grouped in thousands ("108,724"): nearly every filled cell of four digits
 * or more is one.
 */
function groupsWholeNumbers(cells: string[]): boolean {
  const long = cells.filter((cell) => punctuationOnly.test(cell) && cell.replace(/\D/g, "").length >= 4);
  const grouped = long.filter((cell) => wholeGrouped.test(cell)).length;
  return grouped >= leastCells && grouped >= mostCells * long.length;
}

/** A whole number read without its commas, or with a comma read as a point ("10.281"). */
const ungrouped = /^-?[$€£]?(?:\d{4,}|\d{1,3}(?:[.,]\d{3})+)$/;

/**
 * Rewrites, in place, the number cells of `cells` (the header row, row 0, is left alone) that hold a column's digits
 * without its way of writing them, in that way.
 */
export function restoreNumberPunctuation(cells: string[][]): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const filled = cells.slice(1).map((row) => (row[column] ?? "").trim()).filter(Boolean);
    const decimals = columnDecimals(filled);
    if (decimals === undefined) {
      if (groupsWholeNumbers(filled)) regroup(cells, column);
      continue;
    }
    const places = filled.map((cell) => cell.match(written)?.[3].length);
    for (const row of cells.slice(1)) {
      const cell = (row[column] ?? "").trim();
      const own = cell.match(written)?.[3].length;
      // Decimals another cell was written with too are a way of the column's ("150.59" among 4-decimal rates).
      if (!cell || own === decimals || own !== undefined && places.filter((other) => other === own).length >= 2) {
        continue;
      }
      // A well-grouped whole number ("1,200") is a reading of its own, not a lost point.
      if (!punctuationOnly.test(cell) || wholeGrouped.test(cell)) continue;
      const [, sign] = cell.match(/^(-?[$€£]?)/)!;
      const digits = cell.replace(/\D/g, "");
      if (digits.length <= decimals) continue;
      const whole = digits.slice(0, -decimals).replace(/^0+(?=\d)/, "");
      row[column] = `${sign}${grouped(whole)}.${digits.slice(-decimals)}`;
    }
  }
}

/** Writes, in place, the column's whole numbers read without their thousands commas with them. */
function regroup(cells: string[][], column: number): void {
  for (const row of cells.slice(1)) {
    const cell = (row[column] ?? "").trim();
    if (!ungrouped.test(cell) || wholeGrouped.test(cell)) continue;
    const [, sign] = cell.match(/^(-?[$€£]?)/)!;
    row[column] = `${sign}${grouped(cell.replace(/\D/g, ""))}`;
  }
}
