/**
 * A value of two words in a monospaced font ("2d 6h") can be set so far apart that the layout makes its second word a
 * column of its own, with no header above it. A column without a header, whose every filled cell is one short word
 * following a filled cell of the named column to its left, is that column's second words, and goes back into it.
 */

/** A value's second word: short, one word ("6h", "LR"); a column of notes or names is no such thing. */
const secondWord = /^[\p{L}\p{N}.%]{1,6}$/u;

/** The cells with each such headerless column joined to the column on its left. */
export function joinHeaderlessColumns(cells: string[][]): string[][] {
  const [header] = cells;
  if (!header || cells.length < 3) return cells;
  for (let column = header.length - 1; column > 0; column--) {
    const body = cells.slice(1);
    const filled = body.filter((row) => (row[column] ?? "").trim());
    const isSecondWords = !(header[column] ?? "").trim() && (header[column - 1] ?? "").trim() && filled.length >= 2 &&
      filled.every((row) => (row[column - 1] ?? "").trim() && secondWord.test(row[column].trim()));
    if (!isSecondWords) continue;
    cells = cells.map((row, index) => {
      const joined = index === 0 ? row[column - 1] : [row[column - 1], row[column]].filter((part) => part?.trim())
        .join(" ");
      return [...row.slice(0, column - 1), joined ?? "", ...row.slice(column + 1)];
    });
  }
  return cells;
}
