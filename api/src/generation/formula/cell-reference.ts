/**
 * A reference as a formula wrote it, with 0-based bounds. A bound is undefined where the reference is open:
 * whole columns (A:A) have no rows, whole rows (1:1) have no columns, and Sheets' A2:A has no last row.
 */
export interface Reference {
  text: string;
  sheet?: string;
  kind: "cell" | "range" | "columns" | "rows";
  firstColumn?: number;
  lastColumn?: number;
  firstRow?: number;
  lastRow?: number;
}

const part = /^\$?([A-Za-z]{0,3})\$?(\d*)$/;

/** "A" → 0, "Z" → 25, "AA" → 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

function splitSheet(text: string): { sheet?: string; address: string } {
  const bang = text.lastIndexOf("!");
  if (bang < 0) return { address: text };
  const raw = text.slice(0, bang);
  const sheet = raw.startsWith("'") ? raw.slice(1, -1).replaceAll("''", "'") : raw;
  return { sheet, address: text.slice(bang + 1) };
}

function bounds(first?: number, last?: number): [number | undefined, number | undefined] {
  if (first === undefined || last === undefined) return [first, last];
  return [Math.min(first, last), Math.max(first, last)];
}

/** Reads a reference token's text (as the tokenizer recognised it) into its sheet and bounds. */
export function parseReference(text: string): Reference {
  const { sheet, address } = splitSheet(text);
  const [from, to = from] = address.split(":").map((side) => {
    const [, letters, digits] = part.exec(side) ?? [];
    return {
      column: letters ? columnIndex(letters) : undefined,
      row: digits ? Number(digits) - 1 : undefined,
    };
  });
  const [firstColumn, lastColumn] = bounds(from.column, to.column);
  const [firstRow, lastRow] = bounds(from.row, to.row);
  const kind = !address.includes(":")
    ? "cell"
    : firstRow === undefined
    ? "columns"
    : firstColumn === undefined
    ? "rows"
    : "range";
  return { text, ...(sheet === undefined ? {} : { sheet }), kind, firstColumn, lastColumn, firstRow, lastRow };
}
