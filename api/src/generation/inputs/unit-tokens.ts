import { confusable } from "./read-confusions.ts";

/**
 * Spreadsheets write amounts with units and ordinals stuck to their digits: "5mg", "25yr", "11th". OCR reads a lone
 * digit before letters as the letter it looks like ("Syr" for 5yr, "Smg" for 5mg), loses the t of an ordinal
 * ("28h"), and reads a 1 inside an ordinal as l ("1lth"). The table's other such tokens say which letters are a unit.
 * A comma in text is followed by a space, which bold and small fonts lose ("DURNHAM,Oluwole", "Oct 17,2025").
 */

/** A unit is the table's own when at least this many tokens write it after digits. */
const leastUses = 2;
const token = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?![\p{L}\p{N}])/gu;
const ordinal = (digits: string) => {
  const last = Number(digits) % 10, tens = Math.floor(Number(digits) / 10) % 10;
  return tens === 1 ? "th" : ["th", "st", "nd", "rd"][last] ?? "th";
};

/** How many tokens of the table write each run of small letters straight after digits ("mg" in "10mg"). */
function unitsOf(cells: string[][]): Map<string, number> {
  const units = new Map<string, number>();
  for (const cell of cells.flat()) {
    for (const [found] of cell.matchAll(token)) {
      const unit = /^\d+(\p{Ll}+)$/u.exec(found)?.[1];
      if (unit) units.set(unit, (units.get(unit) ?? 0) + 1);
    }
  }
  return units;
}

/** The token as the table writes its units and ordinals, when one slip away from them. */
function withUnit(found: string, units: Map<string, number>): string {
  const known = (unit: string) => (units.get(unit) ?? 0) >= leastUses;
  const [, head, unit] = /^(\d+|[SOolIBZG])(\p{Ll}+)$/u.exec(found) ?? [];
  if (!head) return found;
  // "28h": the t of an ordinal lost, however many others lost theirs.
  if (unit === "h" && (units.get("th") ?? 0) > (units.get("h") ?? 0) && ordinal(head) === "th") return head + "th";
  if (known(unit) && /^\d/.test(head)) return found;
  // A letter standing for the digit before a unit: the digit OCR confuses it with.
  if (/^\D$/.test(head)) return unit.length >= 2 && known(unit) ? confusable[head][0] + unit : found;
  // "1lth": the l is a 1 when that makes the ordinal the number's own.
  const rest = unit.slice(1);
  if (/^[lI]/.test(unit) && known(rest) && ordinal(head + "1") === rest) return head + "1" + rest;
  return found;
}

/** Rewrites, in place, tokens of digits and a unit that OCR misread, and the spaces lost after commas. */
export function restoreUnitTokens(cells: string[][]): void {
  const units = unitsOf(cells);
  for (const row of cells) {
    row.forEach((cell, column) => {
      row[column] = cell.replace(token, (found) => withUnit(found, units))
        .replace(/(?<=\p{L}),(?=\p{L})/gu, ", ")
        .replace(/(?<=\b\p{L}{3,9}\.? \d{1,2}),(?=\d{4}\b)/gu, ", ");
    });
  }
}
