/**
 * A screenshot of Excel or Sheets shows the sheet's own headings around the data: a row of column letters above it
 * and a column of row numbers at its left. They are not data, and the table is read without them.
 */

const columnLetters = /^[A-Z]{1,3}$/;
const rowNumber = /^\d{1,7}$/;

const letterIndex = (letters: string) => [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * Whether a row is the column letters: at least two filled cells, every one a column name, each the one after the
 * filled cell before it (OCR may miss a letter, never invent one in order). The corner cell may hold anything OCR
 * made of the select-all triangle.
 */
function isLetterRow(row: string[]): boolean {
  const filled = row.map((cell, index) => ({ cell: cell.trim(), index })).filter(({ cell }) => cell);
  const letters = filled.filter(({ index }) => index > 0 || columnLetters.test(filled[0]?.cell ?? ""));
  if (letters.length < 2 || !letters.every(({ cell }) => columnLetters.test(cell))) return false;
  return letters.every(({ cell, index }, at) =>
    at === 0 || letterIndex(cell) - letterIndex(letters[at - 1].cell) === index - letters[at - 1].index
  );
}

/**
 * Whether the first column is the row numbers: consecutive whole numbers down the rows (a number OCR missed may be
 * blank), in at least four rows out of five, with nothing else in it. The header row's cell is a number too, which
 * no column of data has.
 */
function isNumberColumn(rows: string[][]): boolean {
  const cells = rows.map((row) => (row[0] ?? "").trim());
  if (!rowNumber.test(cells[0] ?? "")) return false;
  const first = Number(cells[0]);
  let numbered = 0;
  for (const [index, cell] of cells.entries()) {
    if (!cell) continue;
    if (!rowNumber.test(cell) || Number(cell) !== first + index) return false;
    numbered++;
  }
  return rows.length >= 2 && numbered >= 0.8 * rows.length;
}

/** The cells without the sheet's column letters and row numbers, when the picture shows them. */
export function dropSheetHeadings(cells: string[][]): string[][] {
  const rows = cells.length > 1 && isLetterRow(cells[0]) ? cells.slice(1) : cells;
  return isNumberColumn(rows) ? rows.map((row) => row.slice(1)) : rows;
}
