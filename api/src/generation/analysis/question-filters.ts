import type { Table } from "../inputs/table.ts";
import { type ColumnInfo, defaultDate, defaultMeasure, isMeasure } from "./columns.ts";
import { holdsMoney } from "./measure-kinds.ts";
import { type DateRange, dateRangeOf, type DateRef, findDateRefs, recentRange } from "./question-dates.ts";
import type { Reading } from "./question-reading.ts";
import type { Word } from "./words.ts";
import { lookUp, measureKinds } from "../understand/lexicon.ts";
import type { Filter } from "./question-types.ts";
import { findThresholds, type Threshold, type ValueMention } from "./question-values.ts";

const negation = /\b(?:not|non|un|never|no|isn't|wasn't|aren't|weren't|didn't|haven't|hasn't)\s*-?\s*$/;

const yesWords = new Set(["yes", "y", "true"]);

const yesNo = new Set(["yes", "no", "y", "n", "true", "false"]);

/** A text column holding only yes/no answers reads like a true/false one ("Shipped": Yes, No). */
export function yesNoValues(table: Table, column: number): { yes?: string; no?: string } | undefined {
  const seen = new Map<string, string>();
  for (const cell of table.columns[column].values) {
    if (typeof cell !== "string" || cell === "") continue;
    const key = cell.toLowerCase();
    if (!yesNo.has(key)) return undefined;
    if (!seen.has(key)) seen.set(key, cell);
  }
  const yes = [...seen].find(([key]) => yesWords.has(key))?.[1];
  const no = [...seen].find(([key]) => !yesWords.has(key))?.[1];
  return seen.size > 0 ? { yes, no } : undefined;
}

/** "not shipped", "unpaid", and "not counting no-shows", "excluding refunded ones": the rows without it. */
const negatedAt = (words: Word[], start: number) =>
  negation.test(`${words.slice(Math.max(0, start - 2), start).map((w) => w.text).join(" ")} `) ||
  /^(?:un|non)/.test(words[start].text) || isExcluded(words, start);

/** "shipped", "not shipped": a true/false (or yes/no) column named outside a grouping is a filter on its value. */
export function flagFilters(reading: Reading): Filter[] {
  const filters: Filter[] = [];
  for (const mention of reading.mentions) {
    const info = reading.infos[mention.column];
    if (reading.cues.some((cue) => cue.column === mention.column)) continue;
    // "gifts" names Gift Aid? by a word that is not its head: the rows, not whether they have Gift Aid.
    if (mention.qualifier) continue;
    // "my earnings" asks for money, not for the rows a Paid Y/N column says were paid.
    const said = reading.words[mention.start];
    if (measureKinds.has(said.text) && !info.words.some((word) => word.stem === said.stem)) continue;
    // "approved or not", "whether or not shipped": both, so no filter.
    const after = reading.words.slice(mention.end, mention.end + 2).map((w) => w.text).join(" ");
    if (/^or (?:not|no)\b/.test(after) || reading.words[mention.start - 1]?.text === "whether") continue;
    // "no-shows" over a No-show column: the "no" is the column's own word, no negation.
    const ownWord = (at: number) => info.words.some((word) => word.text === reading.words[at]?.text);
    const start = ownWord(mention.start - 1) ? mention.start - 1 : mention.start;
    const negated = negatedAt(reading.words, start);
    if (info.type === "boolean") {
      filters.push({ kind: "equals", column: mention.column, value: !negated });
    } else if (info.type === "text") {
      const answers = yesNoValues(reading.table, mention.column);
      const value = answers && (negated ? answers.no : answers.yes);
      if (value) filters.push({ kind: "equals", column: mention.column, value });
    }
  }
  return [...filters, ...flagsByRows(reading, filters), ...noShowFilters(reading)];
}

// Header words of a yes/no column that says whether someone came.
const cameWords = /^(?:attend|attended|attendance|showed|show|arrived|present)$/;

/**
 * "no-shows", "DNA": the rows a yes/no Attended column says no for, where no column is named for them; where the words
 * stand in the question, for a rate to say they are its part.
 */
export function noShows(reading: Reading): { column: number; start: number; end: number } | undefined {
  const { words } = reading;
  for (let at = 0; at < words.length; at++) {
    const two = words[at].text === "no" && /^shows?$/.test(words[at + 1]?.text ?? "");
    if (!two && !/^(?:noshows?|dna|dnas)$/.test(words[at].text)) continue;
    const end = at + (two ? 2 : 1);
    if (reading.mentions.some((m) => m.start < end && at < m.end)) return undefined;
    const info = reading.infos.find((info) =>
      reading.flags.has(info.index) && info.words.length === 1 && cameWords.test(info.words[0].text)
    );
    return info && { column: info.index, start: at, end };
  }
  return undefined;
}

function noShowFilters(reading: Reading): Filter[] {
  const found = noShows(reading);
  if (!found) return [];
  const info = reading.infos[found.column];
  const value = info.type === "boolean" ? false : yesNoValues(reading.table, info.index)?.no;
  if (value === undefined) return [];
  for (let at = found.start; at < found.end; at++) reading.used.add(at);
  return [{ kind: "equals", column: found.column, value }];
}

/**
 * "which source gets the most hires" over a yes/no Hired? column: the rows named by what the column says was done are
 * the ones it says yes for. (Over a Hire Date, "hires" are every row that has one; that is not read here.)
 */
function flagsByRows(reading: Reading, found: Filter[]): Filter[] {
  const filters: Filter[] = [];
  reading.words.forEach((word, at) => {
    if (!/s$/.test(word.text) || word.stem === word.text || reading.mentions.some((m) => m.start <= at && at < m.end)) {
      return;
    }
    const info = reading.infos.find((info) =>
      reading.flags.has(info.index) &&
      info.words.some((part) => part.text === `${word.stem}d` || part.text === `${word.stem}ed`)
    );
    if (!info || [...found, ...filters].some((filter) => filter.column === info.index)) return;
    const negated = negatedAt(reading.words, at);
    const value = info.type === "boolean" ? !negated : yesNoValues(reading.table, info.index)?.[negated ? "no" : "yes"];
    if (value !== undefined) filters.push({ kind: "equals", column: info.index, value });
  });
  return filters;
}

/**
 * "entries with zero errors", "students with no lates": a count of none is a filter on it equal to 0; "no more than"
 * is a bound, read elsewhere.
 */
export function zeroFilters(reading: Reading): Filter[] {
  const { words, infos } = reading;
  return reading.mentions.filter((m) =>
    infos[m.column].type === "number" && /^(?:zero|no|0|nil)$/.test(words[m.start - 1]?.text ?? "") &&
    !/^(?:more|less|fewer|greater|higher|lower)$/.test(words[m.start]?.text ?? "")
  ).map((m): Filter => ({ kind: "equals", column: m.column, value: 0 }));
}

/** The measure a number in the question is about: a measure named within three words of it, else the main one. */
function thresholdColumn(reading: Reading, threshold: Threshold, main: number | undefined): number | undefined {
  // "over £900" compares an amount of money, whatever else is named near it ("days we took over £900" over Staff Hrs).
  const fits = (column: number) => !threshold.money || holdsMoney(reading.infos[column]);
  const near = reading.mentions
    .filter((m) => isMeasure(reading.infos[m.column]) && fits(m.column))
    .map((m) => ({
      column: m.column,
      distance: m.start > threshold.word ? m.start - threshold.word : threshold.word - m.end + 1,
    }))
    .filter(({ distance }) => distance <= 3)
    .sort((a, b) => a.distance - b.distance);
  if (near[0]) return near[0].column;
  // "between 2019 and 2024" with dates or a Year column names years, not amounts.
  const yearLike = Number.isInteger(threshold.value) && threshold.value >= 1900 && threshold.value <= 2100;
  if (yearLike && reading.infos.some((info) => info.type === "date" || info.periodLike)) return undefined;
  if (main === undefined || fits(main)) return main;
  return defaultMeasure(reading.infos.filter((info) => holdsMoney(info))) ?? main;
}

export function thresholdFilters(
  reading: Reading,
  main: number | undefined,
  shares: ReadonlySet<number> = new Set(),
): { filters: Filter[]; subjects: Set<number> } {
  const filters: Filter[] = [];
  const subjects = new Set<number>();
  for (const threshold of findThresholds(reading.text)) {
    if (shares.has(threshold.word)) continue;
    // "at least one module" is any module: no amount of a measure.
    const counts = reading.mentions.find((m) => m.start === threshold.word + 1);
    const any = threshold.operator === ">=" && threshold.value === 1;
    if (any && counts && reading.infos[counts.column].type === "text") continue;
    const column = thresholdColumn(reading, threshold, main);
    if (column === undefined) continue;
    const numbers = reading.infos[column].profile.numbers;
    // "over 20%" against a column of fractions (0.2) means 0.2.
    const fractions = threshold.percent && numbers && numbers.max <= 1 && numbers.min >= -1;
    const value = fractions ? threshold.value / 100 : threshold.value;
    if (fractions) {
      reading.readings.push(
        `${threshold.value}% was read as ${value}, as ${reading.infos[column].name} holds fractions.`,
      );
    }
    filters.push({ kind: "compare", column, operator: threshold.operator, value });
    subjects.add(column);
  }
  for (const { column, value } of levelsNamed(reading)) {
    if (subjects.has(column)) continue;
    filters.push({ kind: "equals", column, value });
    subjects.add(column);
  }
  for (const filter of levelsAtTheEnd(reading)) {
    if (subjects.has(filter.column)) continue;
    filters.push(filter);
    subjects.add(filter.column);
  }
  return { filters, subjects };
}

/** The columns of a few whole numbers (1–5 ratings, 0–10 scores) whose values include every number given. */
function levelColumns(reading: Reading, numbers: number[]): number[] {
  return reading.infos.filter((info) => {
    if (!fewWholeNumbers(info)) return false;
    const present = new Set(reading.table.columns[info.index].values);
    return numbers.every((number) => present.has(number));
  }).map((info) => info.index);
}

/**
 * "5-star ratings", "gave a 9 or 10", "rated 1 or 2": a level said by itself, or the top or bottom two, of the one
 * column of a few whole numbers that holds them.
 */
function levelsAtTheEnd(reading: Reading): Filter[] {
  const found: Filter[] = [];
  const star = /\b(\d{1,2})[- ]stars?\b/.exec(reading.lower);
  if (star) {
    const [column, ...more] = levelColumns(reading, [Number(star[1])]);
    if (column !== undefined && more.length === 0) found.push({ kind: "equals", column, value: Number(star[1]) });
  }
  const pair = /\b(\d{1,2}) or (\d{1,2})\b/.exec(reading.lower);
  if (pair) {
    const [low, high] = [Number(pair[1]), Number(pair[2])].sort((a, b) => a - b);
    const [column, ...more] = levelColumns(reading, [low, high]);
    const stats = column === undefined ? undefined : reading.infos[column].profile.numbers;
    if (column !== undefined && more.length === 0 && stats && high === low + 1) {
      if (high === stats.max) found.push({ kind: "compare", column, operator: ">=", value: low });
      else if (low === stats.min) found.push({ kind: "compare", column, operator: "<=", value: high });
    }
  }
  return found;
}

// A column of a few whole numbers (ratings 1–5, levels, floors) takes its values by name: "a rating of 5".
const maxLevels = 12;
const fewWholeNumbers = (info: ColumnInfo) =>
  info.type === "number" && !!info.profile.numbers && Number.isInteger(info.profile.numbers.sum) &&
  info.profile.distinct <= maxLevels;
const levelLink = new Set(["of", "is", "was", "were", "equal", "equals", "exactly", "at"]);

/** "got a rating of 5", "Rating = 4", "rated 3": one of a few whole numbers a column holds, named after the column. */
function levelsNamed(reading: Reading): { column: number; value: number }[] {
  const found: { column: number; value: number }[] = [];
  for (const mention of reading.mentions) {
    const info = reading.infos[mention.column];
    if (!fewWholeNumbers(info) || info.profile.distinct > info.profile.count / 2) continue;
    const present = new Set(reading.table.columns[mention.column].values);
    let at = mention.end;
    while (at < reading.words.length && levelLink.has(reading.words[at].text)) at++;
    const word = reading.words[at];
    if (!word || at === mention.end || !/^\d+$/.test(word.text) || !present.has(Number(word.text))) continue;
    found.push({ column: mention.column, value: Number(word.text) });
  }
  return found;
}

/** Years named for a number column of years ("sales in 2023" with a Year column). */
export function periodValueFilters(reading: Reading): Filter[] {
  const filters: Filter[] = [];
  for (const info of reading.infos) {
    if (!info.periodLike) continue;
    const present = new Set(reading.table.columns[info.index].values);
    const named = reading.words.filter((word) => /^\d{4}$/.test(word.text) && present.has(Number(word.text)));
    if (named.length === 1) filters.push({ kind: "equals", column: info.index, value: Number(named[0].text) });
  }
  return filters;
}

/** Adds the date filter the question names, unless the dates are the end points of a growth ask. */
export function addDateFilter(reading: Reading, filters: Filter[], skipRange: boolean): void {
  const dates = datesNamed(reading);
  if (!dates) return;
  for (const ref of dates.refs) {
    if (ref.yearChosen !== undefined) {
      reading.readings.push(`${ref.label.split(" ")[0]} was read as ${ref.label}, the latest in the data.`);
    }
  }
  if (dates.range && !skipRange) filters.push({ kind: "dates", column: dates.column, ...dates.range });
}

/** The date column the question's dates are about, the dates it names, and the stretch they make. */
function datesNamed(reading: Reading): { column: number; refs: DateRef[]; range?: DateRange } | undefined {
  const column = reading.mentions.find((m) => reading.infos[m.column].type === "date")?.column ??
    defaultDate(reading.infos);
  if (column === undefined) return undefined;
  const span = reading.infos[column].profile.dates;
  const refs = findDateRefs(reading.text, span);
  const range = dateRangeOf(reading.text, refs) ?? recentRange(reading.text, span);
  return { column, refs, ...(range ? { range } : {}) };
}

/** Whether the question names dates that would keep only some rows. */
export const namesDates = (reading: Reading) => !!datesNamed(reading)?.range;

// How sure the lexicon must be that a word turns a criterion round: "ignore" is (0.6); "no" before a value is more
// often part of it ("no-show") than a negation (0.5).
const surelyNegates = 0.6;
// How far before the value a negation still reaches: "not stored in Leeds".
const exclusionReach = 3;

/**
 * Whether the word at `at` is a negation in the lexicon's sense ("except", "other than", "not counting", "ignore"),
 * one that keeps every row but the value after it; and how many words it spans.
 */
export function negationAt(words: Word[], at: number): number {
  // A slip is not guessed at: "agent" is one letter from "arent".
  const match = lookUp(words.slice(at).map((word) => word.text), true);
  const negates = match?.senses.some((s) => s.kind === "neg" && s.weight >= surelyNegates);
  return negates ? match!.length : 0;
}

/** Whether the value named at `start` is one the question leaves out. */
export function isExcluded(words: Word[], start: number): boolean {
  for (let at = Math.max(0, start - exclusionReach); at < start; at++) {
    const length = negationAt(words, at);
    if (length && at + length <= start) return true;
  }
  return /^non-/.test(words[start]?.text ?? "");
}

/**
 * The values the question leaves out: each after an exclusion word, and those listed after one ("apart from Sales
 * and Marketing").
 */
export function excludedValues(words: Word[], values: ValueMention[]): Set<ValueMention> {
  const left = new Set<ValueMention>();
  const ordered = [...values].sort((a, b) => a.start - b.start);
  ordered.forEach((value, i) => {
    const before = ordered[i - 1];
    const listed = before && left.has(before) && before.column === value.column &&
      words.slice(before.end, value.start).every((word) => /^(?:and|or|nor)$/.test(word.text));
    if (isExcluded(words, value.start) || listed) left.add(value);
  });
  return left;
}

/** Named values become filters, except those of the column the answer is grouped by (they pick its groups). */
export function addValueFilters(reading: Reading, filters: Filter[], groupColumn: number | undefined): void {
  const { left } = reading;
  for (const column of new Set(reading.values.map((value) => value.column))) {
    if (column === groupColumn) continue;
    // "sick days (every sick record)": one value named twice is one value.
    const named = reading.values.filter((value, i, all) =>
      value.column === column && all.findIndex((other) => other.column === column && other.value === value.value) === i
    );
    // Values left out all go ("not Sales or Marketing"); two kept in a question that groups by another column
    // ("East and West") cannot both filter.
    if (named.length > 1 && named.every((value) => left.has(value))) {
      for (const value of named) filters.push({ kind: "equals", column, value: value.value, negated: true });
      continue;
    }
    // "not shipped yet or cancelled": rows that are not the one, or are the other, which is the first alone.
    if (named.length > 1 && named.some((value) => left.has(value)) && /\bor\b/.test(reading.lower)) {
      for (const value of named.filter((value) => left.has(value))) {
        filters.push({ kind: "equals", column, value: value.value, negated: true });
      }
      continue;
    }
    if (named.length !== 1) continue;
    const [value] = named;
    filters.push({ kind: "equals", column, value: value.value, ...(left.has(value) ? { negated: true } : {}) });
  }
}

/**
 * "Billable work that hasn't been paid" over a Paid of Yes, No and blanks: read as both "Paid is No" and "Paid is
 * blank", which no row can be at once; what is meant is every row not paid, so the two become "Paid is not Yes".
 */
export function settleUnpaid(reading: Reading, filters: Filter[]): void {
  for (const column of reading.flags) {
    const answers = yesNoValues(reading.table, column);
    if (!answers?.yes || !answers.no) continue;
    const is = (value: string) => (filter: Filter) =>
      filter.kind === "equals" && filter.column === column && !filter.negated && filter.value === value;
    const [no, blank] = [filters.findIndex(is(answers.no)), filters.findIndex(is(""))];
    if (no < 0 || blank < 0) continue;
    filters.splice(Math.max(no, blank), 1);
    filters.splice(Math.min(no, blank), 1, { kind: "equals", column, value: answers.yes, negated: true });
  }
}
