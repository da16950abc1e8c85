import { columnLetter, columnNumber } from "./column-letters.ts";
import { squeeze, stringLiterals, withoutStrings } from "./live-code.ts";
import type { MacroRequest } from "./request-params.ts";

/** A cell as a reference inside a string: "D2", "$D$2", "D2:D50", "=$D2>100"; not the D of "Done" or "ID2". */
const refersToCell = (text: string, letters: string, row: string) =>
  new RegExp(String.raw`(?<![A-Za-z$_])\$?${letters}\$?${row}(?!\d)`, "i").test(text);

/** A whole column inside a string: "D", "D:D", "D2:D", "A:D", "=$D2", or inside a span of whole columns ("B:E"). */
const refersToColumn = (text: string, letter: string) => {
  if (new RegExp(String.raw`(?<![A-Za-z$_])\$?${letter}\$?(?:\d|:|$)`, "i").test(text)) return true;
  const span = /^\s*\$?([A-Z]{1,3}):\$?([A-Z]{1,3})\s*$/i.exec(text);
  const at = columnNumber(letter);
  return Boolean(span && columnNumber(span[1]) <= at && at <= columnNumber(span[2]));
};

/**
 * Whether the code refers to a column: by its letter in a string (Range("D2"), Columns("D")), by its number
 * (Cells(r, 4), Field:=4), or by the heading the request gave it. A small number is in most macros for other
 * reasons, so columns A, B, C… are seldom found ignored: a missed finding leaves a macro as it was, a false one would
 * refuse a right macro.
 */
const usesColumn = (literals: string[], bare: string, live: string, letter: string, header?: string) =>
  literals.some((literal) => refersToColumn(literal, letter)) ||
  new RegExp(String.raw`(?<![\w.])${columnNumber(letter)}(?![\w.])`).test(bare) ||
  Boolean(header && squeeze(header) && squeeze(live).includes(squeeze(header)));

// "after column C", "to the left of col D": a column named as a place next to which the work happens.
const besideColumn = (original: string, letter: string) =>
  new RegExp(
    String
      .raw`\b(?:after|before|right of|left of|next to|beside|behind|in front of)\s+(?:the\s+)?(?:col(?:umn)?s?\.?\s+)?${letter}\b`,
    "i",
  ).test(original);

/** Whether the code refers to a cell: in a string ("C3", "$C$3"), or as Cells(3, 3) or Cells(3, "C"). */
const usesCell = (literals: string[], live: string, cell: string) => {
  const [, letters, row] = /^\$?([A-Z]{1,3})\$?(\d{1,7})$/i.exec(cell) ?? [];
  if (!letters) return true;
  return literals.some((literal) => refersToCell(literal, letters, row)) ||
    new RegExp(String.raw`\bCells\(\s*${row}\s*,\s*(?:${columnNumber(letters)}|"${letters}")\s*\)`, "i").test(live);
};

// "cell C3", "cells C3, C5, C7 and C9": cells the request names as cells (a bare "Q3" may be a quarter).
const namedCells = (original: string) =>
  [
    ...original.matchAll(
      /\bcells?\s+(\$?[A-Z]{1,2}\$?\d{1,7}(?:(?:\s*,\s*|\s*,?\s+(?:and|&)\s+)\$?[A-Z]{1,2}\$?\d{1,7})*)(?![\w:])/gi,
    ),
  ].flatMap((match) =>
    match[1].split(/\s*,\s*|\s*,?\s+(?:and|&)\s+/).map((cell) => cell.replaceAll("$", "").toUpperCase())
  );

/** A column the request names: by its letter, with the heading it gave, or as one end of a span ("columns C to F"). */
interface NamedColumn {
  letter: string;
  header?: string;
  span?: boolean;
}

/**
 * The columns, ranges and cells the request names that the code never refers to, as a sentence names them
 * ("column D", "B2:B20", "cell C3"). A column reached by an offset from another named column that the code uses
 * ("put the date in column C" as cell.Offset(0, 1) of a change in column B) counts as used. A range counts as used
 * once its first cell is: "B2:B" & lastRow grows with the data, as the user would want.
 */
export const placesIgnored = (live: string, request: MacroRequest): string[] => {
  const literals = stringLiterals(live);
  const bare = withoutStrings(live);
  const offsets = [...bare.matchAll(/\.Offset\(\s*[^,()]*,\s*(-?\d{1,3})\s*\)/gi)].map((match) => Number(match[1]));
  const columns = request.columns.flatMap((mention): NamedColumn[] =>
    mention.letter
      ? mention.to
        ? [{ letter: mention.letter, span: true }, { letter: mention.to, span: true }]
        : [{ letter: mention.letter, header: mention.header }]
      : []
  );
  // "the data is in columns A to H": a macro that works on all the data (its current region, the used range) covers
  // a span, whichever letters it writes.
  const onAllData = /\b(?:CurrentRegion|UsedRange)\b/i.test(bare);
  const used = ({ letter, header, span }: NamedColumn) =>
    usesColumn(literals, bare, live, letter, header) || Boolean(span && onAllData) ||
    // "insert two columns after column C" inserts at D: a column named as a place beside it may be reached next door.
    (besideColumn(request.original, letter) &&
      [-1, 1].map((step) => columnNumber(letter) + step).some((next) =>
        next > 0 && usesColumn(literals, bare, live, columnLetter(next))
      ));
  const ignored = new Set<string>();
  for (const column of columns) {
    if (used(column)) continue;
    const reached = columns.some((other) =>
      other.letter !== column.letter && used(other) &&
      offsets.includes(columnNumber(column.letter) - columnNumber(other.letter))
    );
    if (!reached) ignored.add(`column ${column.letter}`);
  }
  for (const range of request.ranges) {
    if (!usesCell(literals, live, range.split(":")[0])) ignored.add(range);
  }
  for (const cell of namedCells(request.original)) {
    if (!usesCell(literals, live, cell)) ignored.add(`cell ${cell}`);
  }
  return [...ignored];
};
