import { isoDay, type Period, periodIndex, periodStart } from "./periods.ts";
import { monthNames } from "../month-names.ts";

/** A stretch of time the question names: "March", "Q2 2024", "2023", "2024-03-05". */
export interface DateRef {
  /** UTC epoch ms, inclusive. */
  start: number;
  /** UTC epoch ms, exclusive. */
  end: number;
  label: string;
  unit: Period;
  /** Where it stands in the text (character offset), to read "from X to Y". */
  at: number;
  length: number;
  /** Set when the question gave no year and one was chosen from the data. */
  yearChosen?: number;
}

/** A filter on dates the question asks for: from `from` (inclusive) up to `to` (exclusive), either may be open. */
export interface DateRange {
  from?: number;
  to?: number;
  label: string;
}

const monthPattern =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?:\s+(?:of\s+)?'?(\d{4}|\d{2}))?\b/gi;
const ordinalQuarter = /\b(first|1st|second|2nd|third|3rd|fourth|4th|last) quarter(?:\s+(?:of\s+)?(\d{4}))?\b/gi;
const quarterNumbers: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: 4,
};
const quarterPattern = /\b(?:q([1-4])(?:\s*(?:of\s+)?(\d{4}))?|(\d{4})\s*-?\s*q([1-4]))\b/gi;
// "the first half of 2021", "second half of the year", "H2 2024": six months from January or July.
const halfPattern =
  /\b(?:(first|1st|second|2nd|last) half(?:\s+of)?(?:\s+(?:the\s+year|(\d{4})))?|h([12])(?:\s*(\d{4}))?)\b/gi;
// Days people name by their holiday: month (from 0) and day.
const holidays: Record<string, [number, number]> = {
  christmasday: [11, 25],
  christmas: [11, 25],
  xmas: [11, 25],
  xmasday: [11, 25],
  christmaseve: [11, 24],
  boxingday: [11, 26],
  newyearsday: [0, 1],
  newyearseve: [11, 31],
  valentinesday: [1, 14],
  halloween: [9, 31],
};
const holidayPattern =
  /\b(christmas day|christmas eve|christmas|xmas day|xmas|boxing day|new year'?s day|new year'?s eve|valentine'?s day|halloween)(?:,?\s+(\d{4}))?\b/gi;
const isoPattern = /\b(\d{4})-(\d{2})(?:-(\d{2}))?\b/g;
const monthWord =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
// "1 May 2024", "15th of March", "May 1st, 2024", "March 3": one day, written out.
const dayMonthPattern = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthWord}\\.?(?:,?\\s+(\\d{4}))?\\b`,
  "gi",
);
const monthDayPattern = new RegExp(
  `\\b${monthWord}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d)(?:,?\\s+(\\d{4}))?\\b`,
  "gi",
);
const yearPattern = /\b(19\d{2}|20\d{2})\b/g;
// "may" is a month only where a month can stand: written May, or after a word that introduces one.
const mayAsMonth =
  /(?:\b(?:in|of|during|from|to|since|until|till|through|and|between|vs|versus|for|before|after)\s+)$/i;

const monthName = (month: number) => monthNames[month][0].toUpperCase() + monthNames[month].slice(1);

/** The data's span of years, to give "March" its year: the latest year the data covers that month in. */
export interface DataSpan {
  first: number;
  last: number;
}

function yearFor(month: number, span: DataSpan | undefined): number | undefined {
  if (!span) return undefined;
  const lastYear = new Date(span.last).getUTCFullYear();
  const firstYear = new Date(span.first).getUTCFullYear();
  for (let year = lastYear; year >= firstYear; year--) {
    if (Date.UTC(year, month, 1) <= span.last && Date.UTC(year, month + 1, 1) > span.first) return year;
  }
  return undefined;
}

const amountLead = /(?:[$£€]|\b(?:over|above|under|below|than|least|most|exceeding|exactly|top|bottom)\s+)$/i;
const coversYear = (span: DataSpan, year: number) =>
  Date.UTC(year, 0, 1) <= span.last && Date.UTC(year + 1, 0, 1) > span.first;

const periodLead = /\b(?:in|during|for|from|since|before|after|until|till|through|between)\s+$/i;

const fullYear = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));

function overlaps(refs: DateRef[], at: number, length: number): boolean {
  return refs.some((ref) => at < ref.at + ref.length && ref.at < at + length);
}

/** Every date, month, quarter and year the text names, in the order it names them. */
export function findDateRefs(text: string, span?: DataSpan): DateRef[] {
  const refs: DateRef[] = [];
  for (const match of text.matchAll(isoPattern)) {
    const [whole, y, m, d] = match;
    const year = Number(y);
    const month = Number(m) - 1;
    if (month > 11) continue;
    const start = d ? Date.UTC(year, month, Number(d)) : Date.UTC(year, month, 1);
    const end = d ? start + 86_400_000 : Date.UTC(year, month + 1, 1);
    const label = d ? isoDay(start) : `${monthName(month)} ${year}`;
    refs.push({ start, end, label, unit: d ? "day" : "month", at: match.index, length: whole.length });
  }
  const days = [
    ...[...text.matchAll(dayMonthPattern)].map((m) => ({ m, day: m[1], name: m[2], year: m[3] })),
    ...[...text.matchAll(monthDayPattern)].map((m) => ({ m, day: m[2], name: m[1], year: m[3] })),
  ];
  for (const { m, day, name, year: yearText } of days) {
    const date = Number(day);
    if (date < 1 || date > 31 || overlaps(refs, m.index, m[0].length)) continue;
    if (name.toLowerCase() === "may" && name !== "May" && !yearText) continue;
    const month = monthNames.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3)));
    const year = yearText ? Number(yearText) : yearFor(month, span);
    if (year === undefined) continue;
    const start = Date.UTC(year, month, date);
    refs.push({ start, end: start + 86_400_000, label: isoDay(start), unit: "day", at: m.index, length: m[0].length });
  }
  for (const match of text.matchAll(holidayPattern)) {
    if (overlaps(refs, match.index, match[0].length)) continue;
    const [month, date] = holidays[match[1].toLowerCase().replace(/[^a-z]/g, "")];
    const year = match[2] ? Number(match[2]) : yearFor(month, span) ?? (span && new Date(span.last).getUTCFullYear());
    if (year === undefined) continue;
    const start = Date.UTC(year, month, date);
    refs.push({
      start,
      end: start + 86_400_000,
      label: isoDay(start),
      unit: "day",
      at: match.index,
      length: match[0].length,
    });
  }
  for (const match of text.matchAll(monthPattern)) {
    const [whole, name, yearText] = match;
    if (overlaps(refs, match.index, whole.length)) continue;
    if (name.toLowerCase() === "may" && name !== "May" && !mayAsMonth.test(text.slice(0, match.index))) continue;
    const month = monthNames.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3)));
    // "in December" where the data has no December: the data's last year, so the answer says the month is lacking.
    const chosen = yearText ? undefined : yearFor(month, span) ?? (span && new Date(span.last).getUTCFullYear());
    const year = yearText ? fullYear(yearText) : chosen;
    if (year === undefined) continue;
    refs.push({
      start: Date.UTC(year, month, 1),
      end: Date.UTC(year, month + 1, 1),
      label: `${monthName(month)} ${year}`,
      unit: "month",
      at: match.index,
      length: whole.length,
      ...(chosen === undefined ? {} : { yearChosen: chosen }),
    });
  }
  const quarters = [
    ...[...text.matchAll(quarterPattern)].map((m) => ({
      at: m.index,
      whole: m[0],
      number: m[1] ?? m[4],
      given: m[2] ?? m[3],
    })),
    ...[...text.matchAll(ordinalQuarter)].map((m) => ({
      at: m.index,
      whole: m[0],
      number: String(quarterNumbers[m[1].toLowerCase()]),
      given: m[2],
    })),
  ];
  for (const { at, whole, number, given } of quarters) {
    if (overlaps(refs, at, whole.length)) continue;
    const quarter = Number(number) - 1;
    // "in Q4" where the data has no Q4: the data's last year, as for a month, so the answer says it is lacking.
    const chosen = given
      ? undefined
      : yearFor(quarter * 3 + 2, span) ?? yearFor(quarter * 3, span) ?? (span && new Date(span.last).getUTCFullYear());
    const year = given ? Number(given) : chosen;
    if (year === undefined) continue;
    refs.push({
      start: Date.UTC(year, quarter * 3, 1),
      end: Date.UTC(year, quarter * 3 + 3, 1),
      label: `Q${quarter + 1} ${year}`,
      unit: "quarter",
      at,
      length: whole.length,
      ...(chosen === undefined ? {} : { yearChosen: chosen }),
    });
  }
  const halves: DateRef[] = [];
  for (const match of text.matchAll(halfPattern)) {
    const [whole, ordinal, givenYear, number, numberYear] = match;
    if (overlaps(refs, match.index, whole.length)) continue;
    const half = number ? Number(number) - 1 : /^(?:first|1st)$/i.test(ordinal) ? 0 : 1;
    const given = givenYear ?? numberYear;
    const chosen = given
      ? undefined
      : yearFor(half * 6 + 5, span) ?? yearFor(half * 6, span) ?? (span && new Date(span.last).getUTCFullYear());
    const year = given ? Number(given) : chosen;
    if (year === undefined) continue;
    halves.push({
      start: Date.UTC(year, half * 6, 1),
      end: Date.UTC(year, half * 6 + 6, 1),
      label: `H${half + 1} ${year}`,
      // A half year is read as the quarters it spans: two of them.
      unit: "quarter",
      at: match.index,
      length: whole.length,
      ...(chosen === undefined ? {} : { yearChosen: chosen }),
    });
  }
  refs.push(...halves);
  for (const match of text.matchAll(yearPattern)) {
    if (overlaps(refs, match.index, match[0].length)) continue;
    const year = Number(match[1]);
    // "over 2000" and "$2024" are amounts; a year counts where the data has dates in it, or where the words say it is
    // a time ("in 2023"), so that a year the data lacks is answered as lacking rather than dropped.
    const before = text.slice(0, match.index);
    // "travel spend 2022": a year close to the data's own, standing on its own, is one it may lack.
    const near = !!span && year >= new Date(span.first).getUTCFullYear() - 5 &&
      year <= new Date(span.last).getUTCFullYear() + 5 && !/^\s*(?:[a-z%$£€]|\d)/i.test(text.slice(match.index + 4));
    if (amountLead.test(before) || !span || (!coversYear(span, year) && !periodLead.test(before) && !near)) continue;
    refs.push({
      start: Date.UTC(year, 0, 1),
      end: Date.UTC(year + 1, 0, 1),
      label: String(year),
      unit: "year",
      at: match.index,
      length: match[0].length,
    });
  }
  // "the second half of the year (Jul-Dec)": months spelt out just after a half year say it again.
  const again = (ref: DateRef) =>
    halves.some((half) =>
      ref !== half && ref.start >= half.start && ref.end <= half.end && ref.at > half.at &&
      ref.at - (half.at + half.length) <= restated
    );
  return refs.filter((ref) => !again(ref)).sort((a, b) => a.at - b.at);
}

// How far after a half year its months may be spelt out and still only say it again: " (Jul-Dec)", " (July to Dec".
const restated = 10;

const between = (text: string, a: DateRef, b: DateRef) => text.slice(a.at + a.length, b.at).trim().toLowerCase();
const before = (text: string, ref: DateRef) => text.slice(Math.max(0, ref.at - 24), ref.at).toLowerCase();

/** Two refs that bound a stretch: "from Jan to Jun", "between 2022 and 2024", "Jan-Mar", "Q1 through Q3". */
export function rangeOf(text: string, refs: DateRef[]): { from: DateRef; to: DateRef } | undefined {
  for (let i = 0; i + 1 < refs.length; i++) {
    const joint = between(text, refs[i], refs[i + 1]);
    if (/^(?:-|to|till|until|through|thru|and|vs\.?|versus|against|compared? (?:to|with))$/.test(joint)) {
      return { from: refs[i], to: refs[i + 1] };
    }
  }
  return undefined;
}

/**
 * Two dates a question sets against each other: a range it names, or "more in December than (in) November", whose
 * points a growth compares (never a stretch of rows to keep).
 */
export function comparedPair(text: string, refs: DateRef[]): { from: DateRef; to: DateRef } | undefined {
  const range = rangeOf(text, refs);
  if (range || refs.length !== 2) return range;
  return /^than(?: in| during| for| on)?$/.test(between(text, refs[0], refs[1]))
    ? { from: refs[0], to: refs[1] }
    : undefined;
}

/**
 * The dates a question restricts the rows to: a range it names ("from Jan to Mar"), one open on a side ("since
 * 2023", "before May 2024"), or the one stretch it names ("in March", "2023"). Undefined when it names none, or
 * names several it does not join (then they are points to compare, not a filter).
 */
export function dateRangeOf(text: string, refs: DateRef[]): DateRange | undefined {
  const range = rangeOf(text, refs);
  if (range && refs.length === 2) {
    return { from: range.from.start, to: range.to.end, label: `${range.from.label} to ${range.to.label}` };
  }
  const listed = listedRun(text, refs);
  if (listed) return listed;
  if (refs.length !== 1) return undefined;
  const [ref] = refs;
  const lead = before(text, ref);
  if (/\b(?:since|after|from|starting)\s+(?:the\s+)?(?:start of\s+)?$/.test(lead)) {
    const from = /\bafter\s+$/.test(lead) ? ref.end : ref.start;
    return { from, label: `${/\bafter\s+$/.test(lead) ? "after" : "from"} ${ref.label}` };
  }
  if (/\b(?:before|until|till|up to|through)\s+(?:the\s+)?(?:end of\s+)?$/.test(lead)) {
    const to = /\bbefore\s+$/.test(lead) ? ref.start : ref.end;
    return { to, label: `${/\bbefore\s+$/.test(lead) ? "before" : "up to"} ${ref.label}` };
  }
  return { from: ref.start, to: ref.end, label: ref.label };
}

/** "in June, July or August": periods one after another, listed, are the stretch they make together. */
function listedRun(text: string, refs: DateRef[]): DateRange | undefined {
  if (refs.length < 3) return undefined;
  const run = refs.every((ref, i) =>
    i === 0 || ref.unit === refs[0].unit && ref.start === refs[i - 1].end &&
      /^(?:,|or|and|, or|, and)$/.test(between(text, refs[i - 1], ref))
  );
  const [first, last] = [refs[0], refs[refs.length - 1]];
  return run ? { from: first.start, to: last.end, label: `${first.label} to ${last.label}` } : undefined;
}

const recent = /\b(?:last|past|previous|recent|latest|final)\s+(\d+)\s+(day|week|month|quarter|year)s?\b/i;
const latestOne = /\b(?:the\s+)?(?:last|latest|most recent|final|this|current)\s+(day|week|month|quarter|year)\b/i;
const toDate = /\b(?:ytd|year to date|this year so far)\b/i;

/**
 * "The last 3 months", "the latest quarter", "year to date": counted back from the data's last date, never from
 * today, so the answer does not change with the day it is asked.
 */
export function recentRange(text: string, span: DataSpan | undefined): DateRange | undefined {
  if (!span) return undefined;
  const many = recent.exec(text);
  if (many) {
    const period = many[2].toLowerCase() as Period;
    const count = Number(many[1]);
    return {
      from: periodStart(periodIndex(span.last, period) - count + 1, period),
      label: `the last ${count} ${period}s of the data`,
    };
  }
  const one = latestOne.exec(text);
  if (one) {
    const period = one[1].toLowerCase() as Period;
    return { from: periodStart(periodIndex(span.last, period), period), label: `the latest ${period} of the data` };
  }
  if (toDate.test(text)) {
    return { from: periodStart(periodIndex(span.last, "year"), "year"), label: "the latest year of the data" };
  }
  return undefined;
}
