import type { Cell, Table } from "../inputs/table.ts";
import { measureWords } from "./column-match.ts";
import type { ColumnProfile } from "./profile.ts";
import { bareName, type Word, wordsOf } from "./words.ts";

/** A column as the question reader sees it: its words, its profile and what kind of number it holds. */
export interface ColumnInfo {
  index: number;
  name: string;
  type: ColumnProfile["type"];
  words: Word[];
  /** The word the name is about: "Rep" in "Sales Rep", "Units" in "Units Sold". */
  head: string;
  profile: ColumnProfile;
  /**
   * A number column that identifies rows: by its name (Order ID, Invoice No), never a measure; by its values only
   * (1, 2, 3… row after row), not a measure unless the question names it.
   */
  idLike: "name" | "values" | false;
  /** A number column of years or month numbers: an ordered category, not a measure. */
  periodLike: boolean;
  /**
   * A column whose values follow each other in time without being dates: years, month numbers, or text such as
   * "Jan", "2024-01", "Q1", "Week 3". Trends read it in its own order (numbers ascending, text as it stands).
   */
  ordered: boolean;
  /** A measure people average rather than add up (prices, scores, rates, temperatures). */
  averaged: boolean;
  /** The columns this one is the row-by-row sum of (Total Cost of Parts Cost and Labour Cost): it is their whole. */
  parts?: number[];
}

const idWords = new Set([
  "id",
  "no",
  "num",
  "number",
  "code",
  "sku",
  "zip",
  "postcode",
  "phone",
  "ref",
  "key",
  "index",
]);
const periodWords = new Set(["year", "yr", "fy", "month", "quarter", "qtr", "week", "period"]);
const averagedWords = new Set([
  "price",
  "rate",
  "score",
  "rating",
  "grade",
  "mark",
  "temperature",
  "temp",
  "age",
  "percent",
  "percentage",
  "pct",
  "ratio",
  "avg",
  "average",
  "mean",
  "satisfaction",
  "nps",
  "speed",
  "salary",
  "wage",
  "height",
  "bmi",
  "humidity",
  "margin",
]);
// Measures by how likely a person means them when naming none: money first, then amounts of things.
const measurePriority = [
  ["revenue", "sale", "amount", "total", "value", "turnover", "income"],
  ["profit", "spend", "cost", "expense", "salary", "wage", "pay"],
  ["quantity", "qty", "unit", "volume", "order"],
];
const participles = new Set(["sold", "spent", "paid", "won", "made", "bought", "lost", "given", "taken", "done"]);

const unitAbbreviations = new Set(["kg", "g", "lb", "lbs", "oz", "km", "mi", "m", "cm", "mm", "l", "ml", "kwh"]);

function headWord(name: string): string {
  const words = wordsOf(bareName(name)).filter((word) => /^[a-z]/.test(word.text));
  if (words.length === 0) return "";
  const last = words[words.length - 1];
  const isParticiple = participles.has(last.text) || (last.text.endsWith("ed") && last.text.length > 4);
  // "Wt kg" is about weight, written without the brackets round its unit.
  const isUnit = unitAbbreviations.has(last.text);
  return ((isParticiple || isUnit) && words.length > 1 ? words[words.length - 2] : last).stem;
}

function allIntegers(values: Table["columns"][number]["values"]): boolean {
  return values.every((value) => value === null || (typeof value === "number" && Number.isInteger(value)));
}

function isIdLike(words: Word[], name: string, profile: ColumnProfile, values: Cell[]): ColumnInfo["idLike"] {
  if (profile.type !== "number") return false;
  if (name.includes("#") || words.some((word) => idWords.has(word.stem))) return "name";
  // 1, 2, 3… or 1001, 1002…, row after row, as row numbers and invoice numbers run; in a few rows, or under a
  // measure's name (Units, Sales), a run like that is more likely chance.
  if (profile.count < 10 || profile.missing > 0 || words.some((word) => measureWords.has(word.stem))) return false;
  for (let i = 1; i < values.length; i++) if ((values[i] as number) !== (values[i - 1] as number) + 1) return false;
  return "values";
}

// "Year", "Fiscal Year", "Month": a period named in the singular. "Years at Company" is a length of time, a measure.
const namesPeriod = (words: Word[]) => words.some((word) => periodWords.has(word.stem) && word.text === word.stem);

function isPeriodLike(words: Word[], profile: ColumnProfile, integers: boolean): boolean {
  if (profile.type !== "number" || !integers || !profile.numbers) return false;
  if (namesPeriod(words)) return true;
  // Unnamed years: whole numbers between 1900 and 2100, few of them.
  const { min, max } = profile.numbers;
  return min >= 1900 && max <= 2100 && profile.distinct <= 60 && profile.distinct < profile.count;
}

const timeText =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:[\s-]*'?\d{2,4})?|\d{4}[-/]\d{1,2}|q[1-4](?:[\s-]*\d{4})?|\d{4}[\s-]*q[1-4]|(?:week|wk)\s*\d+|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)$/i;

/** A column header that names a period ("Jan", "Q1", "2023"): wide tables put their months across. */
export const namesAPeriod = (name: string) => timeText.test(name.trim()) || /^(?:19|20)\d{2}$/.test(name.trim());

/** Text whose values name periods in turn, or whose name says it does ("Month": Jan, Feb…). */
function isTimeText(column: Table["columns"][number], words: Word[], profile: ColumnProfile): boolean {
  if (column.type !== "text" || profile.count === 0) return false;
  if (namesPeriod(words)) return true;
  const sample = column.values.filter((value): value is string => typeof value === "string").slice(0, 50);
  return sample.filter((value) => timeText.test(value.trim())).length >= 0.8 * sample.length;
}

/** What the reader needs to know about each column, in table order. */
export function describeColumns(table: Table, profiles: ColumnProfile[]): ColumnInfo[] {
  const infos = table.columns.map((column, index): ColumnInfo => {
    const words = wordsOf(column.name);
    const profile = profiles[index];
    const integers = column.type === "number" && allIntegers(column.values);
    const periodLike = isPeriodLike(words, profile, integers);
    return {
      index,
      name: column.name,
      type: column.type,
      words,
      head: headWord(column.name),
      profile,
      idLike: isIdLike(words, column.name, profile, column.values),
      periodLike,
      ordered: periodLike || isTimeText(column, words, profile),
      averaged: column.type === "number" &&
        (column.name.includes("%") || words.some((word) => averagedWords.has(word.stem))),
    };
  });
  for (const info of infos) {
    const parts = partsOf(table, infos, info);
    if (parts) info.parts = parts;
  }
  return infos;
}

// Cells rounded to pennies still add up: a total is its parts' sum to within half a penny.
const tolerance = 0.005;
// Columns named for the same thing tried as parts of one: 2⁶ sets at most.
const mostParts = 6;

/** Whether every row's cell in `whole` is the sum of its cells in `parts` (a blank part counting 0). */
function addsUp(table: Table, whole: number, parts: number[]): boolean {
  const cells = table.columns[whole].values;
  const partCells = parts.map((part) => table.columns[part].values);
  let checked = 0;
  for (let row = 0; row < cells.length; row++) {
    const total = cells[row];
    if (typeof total !== "number") continue;
    let sum = 0;
    for (const values of partCells) {
      const cell = values[row];
      if (typeof cell === "number") sum += cell;
    }
    if (Math.abs(sum - total) > tolerance + Math.abs(total) * 1e-9) return false;
    checked++;
  }
  return checked > 0;
}

/**
 * The columns a number column is the row-by-row sum of, among those named for the same thing: Total Cost (£) is
 * Parts Cost (£) + Labour Cost (£) on every row, whatever Fuel Cost holds. "The maintenance cost" then means the
 * whole, not its first part.
 */
function partsOf(table: Table, infos: ColumnInfo[], whole: ColumnInfo): number[] | undefined {
  if (!isMeasure(whole) || !whole.head || !whole.profile.numbers) return undefined;
  const named = infos.filter((info) => info !== whole && isMeasure(info) && info.head === whole.head);
  if (named.length < 2 || named.length > mostParts) return undefined;
  const total = (info: ColumnInfo) => info.profile.numbers!.sum;
  const wholeTotal = total(whole);
  for (let set = (1 << named.length) - 1; set > 0; set--) {
    const parts = named.filter((_info, i) => set & (1 << i));
    if (parts.length < 2) continue;
    // Column totals first: only a set whose totals add up is checked row by row.
    const sum = parts.reduce((acc, part) => acc + total(part), 0);
    if (Math.abs(sum - wholeTotal) > tolerance * whole.profile.count + Math.abs(wholeTotal) * 1e-9) continue;
    const indexes = parts.map((part) => part.index);
    if (addsUp(table, whole.index, indexes)) return indexes;
  }
  return undefined;
}

/** A number column that can be a measure when named: not named as an identifier, not a year, with numbers in it. */
export function isMeasure(info: ColumnInfo): boolean {
  return info.type === "number" && info.idLike !== "name" && !info.periodLike && !!info.profile.numbers;
}

/** A measure to use unnamed: not even numbered like rows are. */
export const isDefaultMeasure = (info: ColumnInfo) => isMeasure(info) && !info.idLike;

/**
 * The measure to use when the question names none: the most money-like named column, else the rightmost measure
 * (tables put their figures last: Date, Region, Product, Sales).
 */
export function defaultMeasure(infos: ColumnInfo[]): number | undefined {
  // A whole before its parts: "spend" is the Total Cost, not its Parts Cost.
  const measures = infos.filter(isDefaultMeasure).sort((a, b) => Number(!!b.parts) - Number(!!a.parts));
  for (const words of measurePriority) {
    const found = measures.find((info) => words.includes(info.head)) ??
      measures.find((info) => info.words.some((word) => words.includes(word.stem)));
    if (found) return found.index;
  }
  return measures.at(-1)?.index;
}

/** Text or true/false columns whose values repeat: the ones rows can be grouped by. */
export function isCategory(info: ColumnInfo): boolean {
  return (info.type === "text" || info.type === "boolean") && info.profile.distinct >= 1 &&
    info.profile.distinct < info.profile.count && !info.profile.distinctAtLeast;
}

/** The category to group by when the question names none: the repeating text column with the fewest values (≥ 2). */
export function defaultCategory(infos: ColumnInfo[]): number | undefined {
  const candidates = infos.filter((info) => isCategory(info) && info.profile.distinct >= 2);
  candidates.sort((a, b) => a.profile.distinct - b.profile.distinct || a.index - b.index);
  return candidates[0]?.index;
}

/**
 * The column that names a row (Product, Name, Customer): the text column with the most different values, the
 * first among equals; undefined when there is no text column.
 */
export function defaultLabel(infos: ColumnInfo[]): number | undefined {
  let best: ColumnInfo | undefined;
  for (const info of infos) {
    if (info.type === "text" && info.profile.count > 0 && (!best || info.profile.distinct > best.profile.distinct)) {
      best = info;
    }
  }
  return best?.index;
}

/** The first date column with dates in it. */
export function defaultDate(infos: ColumnInfo[]): number | undefined {
  return infos.find((info) => info.type === "date" && info.profile.dates)?.index;
}
