import type { RawCellContent } from "hyperformula";

/** A value of a sample or dev-set table: ISO dates ("2023-07-01", "2023-07-01 09:30") stand for real dates. */
export type TableValue = string | number | boolean | null | Date;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const msPerDay = 86_400_000;
// Excel's and Sheets' day zero; HyperFormula uses the same by default, so serials agree with both.
const dayZero = Date.UTC(1899, 11, 30);

/** Days since 1899-12-30 (the serial both platforms show for a date), or undefined for anything not an ISO date. */
export function isoDateToSerial(text: string): number | undefined {
  const match = isoDate.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  const parsed = new Date(time);
  // Date.UTC rolls 2023-02-30 over to March; a rolled date is a typo, not a date.
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return undefined;
  }
  return (time - dayZero) / msPerDay;
}

/**
 * What HyperFormula should store for a table value. Text stays text: the leading apostrophe stops HyperFormula from
 * reading "=x" as a formula or "10%" as a number, which the table's author did not mean.
 */
export function toCellContent(value: TableValue): RawCellContent {
  if (value instanceof Date) return (value.getTime() - dayZero) / msPerDay;
  if (typeof value !== "string") return value;
  return isoDateToSerial(value) ?? (value === "" ? null : `'${value}`);
}
