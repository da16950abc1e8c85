/**
 * A filled header's corners and border ends come back from OCR as a letter or two ("HB", "B") beside the header, in a
 * column of their own that no other row fills. A column at either edge with nothing below a header that short is such
 * a speck, not a column of the table, and goes.
 */
const speckLength = 2;

const isSpeckColumn = (cells: string[][], column: number) =>
  (cells[0]?.[column] ?? "").trim().length <= speckLength &&
  cells.slice(1).every((row) => !(row[column] ?? "").trim());

/**
 * The table's corner comes back as a quote mark or a bar before the first header ("\"Till", "‘Wait (min)"): a header
 * that opens with one it never closes.
 */
const headerSpeck = /^\s*[‘’'"`|[](?=\p{L})(?!.*[’'"`\]]$)/u;

/** The cells without speck columns at their left and right edges, nor specks before their headers. */
export function dropEdgeSpecks(read: string[][]): string[][] {
  if (read.length < 2) return read;
  const cells = [read[0].map((header) => header.replace(headerSpeck, "")), ...read.slice(1)];
  const width = Math.max(...cells.map((row) => row.length));
  let first = 0;
  let last = width - 1;
  while (first < last && isSpeckColumn(cells, first)) first++;
  while (last > first && isSpeckColumn(cells, last)) last--;
  return first === 0 && last === width - 1 ? cells : cells.map((row) => row.slice(first, last + 1));
}
