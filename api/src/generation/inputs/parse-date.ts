import { monthNames } from "../month-names.ts";
/** Which part of 03/04/2024 is the month: decided once per column (see buildTable). */
export type DateOrder = "mdy" | "dmy";

const time = String
  .raw`(?:[T ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?\s*([AaPp][Mm])?\s*(Z|[+-]\d{2}:?\d{2})?)?`;
const isoDate = new RegExp(String.raw`^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})${time}$`);
const numericDate = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${time}$`);
const yearMonth = /^(\d{4})[-/](\d{1,2})$/;
const namedMonthFirst = /^([A-Za-z]{3,9})\.?[ -](\d{1,2})(?:st|nd|rd|th)?,?[ -](\d{4})$/;
const namedDayFirst = /^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9})\.?,?[ -](\d{4}|\d{2})$/;
const namedMonthYear = /^([A-Za-z]{3,9})\.?[ -](\d{4})$/;

const monthNumbers = new Map<string, number>();
monthNames.forEach((name, index) => {
  monthNumbers.set(name, index + 1);
  monthNumbers.set(name.slice(0, 3), index + 1);
});
monthNumbers.set("sept", 9);

// No array literal here: it is called for every date cell of a million-row upload.
const daysIn = (year: number, month: number) =>
  month === 2
    ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28)
    : month === 4 || month === 6 || month === 9 || month === 11
    ? 30
    : 31;

/** Excel's pivot for two-digit years: 00–29 are 2000–2029, 30–99 are 1930–1999. */
const fullYear = (digits: string) =>
  digits.length === 2 ? (Number(digits) < 30 ? 2000 : 1900) + Number(digits) : Number(digits);

function utc(year: number, month: number, day: number): number {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return NaN;
  return Date.UTC(year, month - 1, day);
}

/** Adds a time of day (groups 5–10 of the date patterns) to a day's midnight; NaN when it is not a time. */
function withTime(midnight: number, match: RegExpExecArray, first: number): number {
  if (match[first] === undefined || Number.isNaN(midnight)) return midnight;
  let hours = Number(match[first]);
  const minutes = Number(match[first + 1]);
  const seconds = Number(match[first + 2] ?? 0);
  const millis = Number((match[first + 3] ?? "0").padEnd(3, "0"));
  const meridiem = match[first + 4]?.toLowerCase();
  if (meridiem) {
    if (hours < 1 || hours > 12) return NaN;
    hours = (hours % 12) + (meridiem === "pm" ? 12 : 0);
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return NaN;
  let ms = midnight + ((hours * 60 + minutes) * 60 + seconds) * 1000 + millis;
  const zone = match[first + 5];
  if (zone && zone !== "Z") {
    const sign = zone[0] === "-" ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return ms;
}

const digit = (text: string, at: number) => {
  const code = text.charCodeAt(at) - 48;
  return code >= 0 && code <= 9 ? code : -100_000;
};

/** 2024-03-31 without a regular expression: machine-written files have a million of them. */
function plainIsoDate(text: string): number {
  const year = digit(text, 0) * 1000 + digit(text, 1) * 100 + digit(text, 2) * 10 + digit(text, 3);
  const month = digit(text, 5) * 10 + digit(text, 6);
  const day = digit(text, 8) * 10 + digit(text, 9);
  return year < 0 || month < 0 || day < 0 ? NaN : utc(year, month, day);
}

/**
 * A date as people write it in a cell, as UTC epoch milliseconds, or NaN: 2024-03-31 (with a time), 3/31/2024 or
 * 31/03/2024 as `order` says, 31.03.2024, Mar 31, 2024, 31 Mar 2024, 31-Mar-24, March 2024 and 2024-03 (the first
 * of the month). Times without a zone are taken as they are written.
 */
export function parseDate(text: string, order: DateOrder = "mdy"): number {
  const code = text.charCodeAt(0);
  if (code >= 48 && code <= 57) {
    const separator = text.charCodeAt(4);
    const yearFirst = digit(text, 1) >= 0 && digit(text, 2) >= 0 && digit(text, 3) >= 0;
    if (yearFirst && (separator === 45 || separator === 47 || separator === 46)) {
      if (text.length === 10 && separator === 45 && text.charCodeAt(7) === 45) return plainIsoDate(text);
      let match = isoDate.exec(text);
      if (match) return withTime(utc(Number(match[1]), Number(match[3]), Number(match[4])), match, 5);
      match = yearMonth.exec(text);
      return match ? utc(Number(match[1]), Number(match[2]), 1) : NaN;
    }
    const numeric = numericDate.exec(text);
    if (numeric) {
      const [first, second] = [Number(numeric[1]), Number(numeric[3])];
      const dayFirst = order === "dmy" || numeric[2] === ".";
      const midnight = utc(fullYear(numeric[4]), dayFirst ? second : first, dayFirst ? first : second);
      return withTime(midnight, numeric, 5);
    }
    const named = namedDayFirst.exec(text);
    return named ? utc(fullYear(named[3]), monthNumbers.get(named[2].toLowerCase()) ?? 0, Number(named[1])) : NaN;
  }
  let named = namedMonthFirst.exec(text);
  if (named) return utc(Number(named[3]), monthNumbers.get(named[1].toLowerCase()) ?? 0, Number(named[2]));
  named = namedMonthYear.exec(text);
  return named ? utc(Number(named[2]), monthNumbers.get(named[1].toLowerCase()) ?? 0, 1) : NaN;
}
