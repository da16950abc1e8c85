import type { Table } from "../inputs/table.ts";

/** Where the table sits on the user's sheet, so formulas name the user's own cells. */
export interface Place {
  /** "'Sales 2024'!" for a workbook's sheet, "" otherwise. */
  prefix: string;
  headerRow: number;
  firstRow: number;
  lastRow: number;
  /** The 0-based sheet column of the table's first column. */
  firstColumn: number;
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetter(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * A sheet name as a reference writes it: bare when it is a plain word that cannot be taken for a cell (Sales!),
 * quoted otherwise ('Sales 2024'!, 'Q1'!), with quotes inside doubled.
 */
export function sheetPrefix(name: string | undefined): string {
  if (!name) return "";
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name) &&
    !/^R\d*C\d*$/i.test(name) && !/^(?:TRUE|FALSE)$/i.test(name);
  return plain ? `${name}!` : `'${name.replaceAll("'", "''")}'!`;
}

export function placeOf(table: Table): Place {
  return {
    prefix: sheetPrefix(table.sheet),
    headerRow: table.origin.row,
    firstRow: table.origin.row + 1,
    lastRow: table.origin.row + Math.max(1, table.rowCount),
    firstColumn: table.origin.column - 1,
  };
}

/** The sheet column letter of a table column. */
export const letterOf = (place: Place, column: number) => columnLetter(place.firstColumn + column);

/** A column's data cells, fixed so the formula can be copied: 'Sales 2024'!$D$2:$D$121. */
export function columnRange(place: Place, column: number): string {
  const letter = letterOf(place, column);
  return `${place.prefix}$${letter}$${place.firstRow}:$${letter}$${place.lastRow}`;
}

/** A column as someone selects it, header included: D1:D121. */
export function columnSelection(place: Place, column: number): string {
  const letter = letterOf(place, column);
  return `${letter}${place.headerRow}:${letter}${place.lastRow}`;
}

/** The whole table, header included, as a pivot table or QUERY reads it: 'Sales 2024'!A1:D121. */
export function tableRange(place: Place, columns: number, withSheet = true): string {
  const first = columnLetter(place.firstColumn);
  const last = columnLetter(place.firstColumn + columns - 1);
  return `${withSheet ? place.prefix : ""}${first}${place.headerRow}:${last}${place.lastRow}`;
}

/** The sheet row a data row sits on. */
export const sheetRow = (place: Place, row: number) => place.firstRow + row;
