/**
 * A screenshot of Excel or Sheets shows the sheet's own headings around the data: a row of column letters above it
 * and a column of row numbers at its left. They are not data, and the table is read without them.
 */

const columnLetters = /^[A-Z]{1,3}$/;
const rowNumber = /^\d{1,7}$/;

const letterIndex = (letters: string) => [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

/** OCR reads a lone capital with a ghost of itself ("Cc", "Dd"): the capital is what was there. */
const headingLetters = (cell: string) => cell.replace(/^([A-Z])[a-z]$/, "$1");

/**
 * Whether a row is the column letters: every filled cell a short token (the corner cell may hold anything OCR made
 * of the select-all triangle), and at least two of them, and most, column names that follow each other by position
 * (OCR may misread or miss a letter).
 */
function isLetterRow(row: string[]): boolean {
  const cells = row.map((cell) => headingLetters(cell.trim()));
  const filled = cells.flatMap((cell, index) => cell && index > 0 ? [{ cell, index }] : []);
  if (filled.length < 2 || filled.some(({ cell }) => cell.length > 3)) return false;
  const letters = filled.filter(({ cell }) => columnLetters.test(cell));
  const start = (letter: { cell: string; index: number }) => letterIndex(letter.cell) - letter.index;
  const starts = new Map<number, number>();
  for (const letter of letters) starts.set(start(letter), (starts.get(start(letter)) ?? 0) + 1);
  const agreeing = Math.max(0, ...starts.values());
  return agreeing >= 2 && agreeing > filled.length / 2;
}

/**
 * Whether the first column is the row numbers: four in five of them whole numbers counting up one a row from where the
 * others say the count starts (OCR may miss one, or misread it: "B" for 8), the header row's cell a number too, which
 * no column of data has.
 */
function isNumberColumn(rows: string[][]): boolean {
  const cells = rows.map((row) => (row[0] ?? "").trim());
  if (rows.length < 2 || !rowNumber.test(cells[0] ?? "")) return false;
  const starts = new Map<number, number>();
  for (const [index, cell] of cells.entries()) {
    if (rowNumber.test(cell)) starts.set(Number(cell) - index, (starts.get(Number(cell) - index) ?? 0) + 1);
  }
  return Math.max(...starts.values()) >= 0.8 * rows.length;
}

/** The cells without the sheet's column letters and row numbers, when the picture shows them. */
export function dropSheetHeadings(cells: string[][]): string[][] {
  const rows = cells.length > 1 && isLetterRow(cells[0]) ? cells.slice(1) : cells;
  return isNumberColumn(rows) ? rows.map((row) => row.slice(1)) : rows;
}
