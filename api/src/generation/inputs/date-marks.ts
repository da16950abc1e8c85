/**
 * A numeric date's slash is thin: OCR loses it ("11/1125" for 11/11/25) or reads it as a 1 or a 7 ("19/3725" for
 * 19/3/25). The parts of a date only take a few values, and a column writes its dates one way, so where exactly one
 * reading of such a cell makes a date written as its column writes them, that is the date.
 */

const numericDate = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
/** A column writes numeric dates when this share of its filled cells are such dates, at least this many. */
const mostCells = 0.6;
const leastCells = 4;
/** What OCR reads a thin slash as. */
const slashLike = new Set(["1", "7"]);

interface DateWay {
  mark: string;
  yearDigits: number;
  /** Which part is the day, when some date of the column shows it by being over 12. */
  dayFirst?: boolean;
}

/** How the column writes its dates, or undefined when it does not write numeric dates one way. */
function dateWay(cells: string[]): DateWay | undefined {
  const dates = cells.map((cell) => numericDate.exec(cell)).filter((match) => match !== null);
  if (dates.length < leastCells || dates.length < mostCells * cells.length) return undefined;
  const marks = new Set(dates.map((match) => match[2]));
  const years = new Set(dates.map((match) => match[4].length));
  if (marks.size !== 1 || years.size !== 1) return undefined;
  const dayFirst = dates.some((match) => Number(match[1]) > 12)
    ? true
    : dates.some((match) => Number(match[3]) > 12)
    ? false
    : undefined;
  return { mark: [...marks][0], yearDigits: [...years][0], dayFirst };
}

function isDate(text: string, way: DateWay): boolean {
  const match = numericDate.exec(text);
  if (!match || match[2] !== way.mark || match[4].length !== way.yearDigits) return false;
  const [first, second] = [Number(match[1]), Number(match[3])];
  const [day, month] = way.dayFirst === false ? [second, first] : [first, second];
  const fits = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;
  return way.dayFirst === undefined ? fits(first, second) || fits(second, first) : fits(day, month);
}

/** The one date a slip away from the cell: a lost mark put back, else a mark read as 1 or 7 put back. */
function asDate(cell: string, way: DateWay): string | undefined {
  const inserted = new Set<string>();
  const replaced = new Set<string>();
  for (let at = 1; at < cell.length; at++) {
    inserted.add(cell.slice(0, at) + way.mark + cell.slice(at));
    if (slashLike.has(cell[at])) replaced.add(cell.slice(0, at) + way.mark + cell.slice(at + 1));
  }
  for (const readings of [inserted, replaced]) {
    const dates = [...readings].filter((reading) => isDate(reading, way));
    if (dates.length) return dates.length === 1 ? dates[0] : undefined;
  }
  return undefined;
}

/** An ISO timestamp whose T between date and time was read as a 7 ("2025-04-13712:47"). */
const isoWithSevenForT = /^(\d{4}-\d{2}-\d{2})7(\d{2}:\d{2}(?::\d{2})?)$/;

/** A date whose month is written in Roman numerals ("8.II.2014", the way of herbaria and seed banks). */
const romanDate = /^(\d{1,2})([./ -])([IVX]{1,4})\2(\d{2}|\d{4})$/;
const romanMonths = new Set(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]);
/** Such a date as OCR reads it: an I as 1, l, L or |, a V or X small ("8.11.2014", "27.VIIL.2002", "17.1v.2022"). */
const misreadRomanDate = /^(\d{1,2})([./ -])([IVXivxlL1|]{1,4})\2(\d{2}|\d{4})$/;
/** A column writes Roman months when this share of its filled cells, at least `leastCells`, are read as such dates. */
const romanShare = 1 / 3;

/** The cell's date with its Roman month read back, or undefined when the cell is no such date. */
function asRomanDate(cell: string): string | undefined {
  const match = misreadRomanDate.exec(cell);
  if (!match) return undefined;
  const month = match[3].replace(/[lL1|]/g, "I").toUpperCase();
  return romanMonths.has(month) ? `${match[1]}${match[2]}${month}${match[2]}${match[4]}` : undefined;
}

function restoreRomanMonths(cells: string[][], column: number, filled: string[]) {
  const roman = filled.filter((cell) => romanMonths.has(romanDate.exec(cell)?.[3] ?? ""));
  if (roman.length < leastCells || roman.length < romanShare * filled.length) return;
  for (const row of cells.slice(1)) {
    const date = asRomanDate((row[column] ?? "").trim());
    if (date) row[column] = date;
  }
}

/**
 * Rewrites, in place, each cell below the header that a lost or misread mark kept from its column's dates, and each
 * Roman month read as digits or small letters in a column that writes its months so.
 */
export function restoreDateMarks(cells: string[][]): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (const row of cells.slice(1)) {
    row.forEach((cell, column) => row[column] = cell.replace(isoWithSevenForT, "$1T$2"));
  }
  for (let column = 0; column < width; column++) {
    const filled = cells.slice(1).map((row) => (row[column] ?? "").trim()).filter(Boolean);
    restoreRomanMonths(cells, column, filled);
    const way = dateWay(filled);
    if (!way) continue;
    for (const row of cells.slice(1)) {
      const cell = (row[column] ?? "").trim();
      const marks = [...cell].filter((char) => char === way.mark).length;
      if (!/^[\d/.-]+$/.test(cell) || marks !== 1 || numericDate.test(cell)) continue;
      const date = asDate(cell, way);
      if (date) row[column] = date;
    }
  }
}
