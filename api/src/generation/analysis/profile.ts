import type { ColumnType } from "../../../contract/data.ts";
import type { Cell, Column, Table } from "../inputs/table.ts";
import { median, sampleStdev, sortedCopy } from "./stats.ts";

export type DateStep = "daily" | "weekly" | "monthly" | "quarterly" | "yearly" | "irregular";

export interface NumberStats {
  min: number;
  max: number;
  sum: number;
  mean: number;
  median: number;
  /** Sample standard deviation; null with fewer than two values. */
  stdev: number | null;
}

export interface CategoryCount {
  value: string;
  count: number;
}

export interface ColumnProfile {
  name: string;
  type: ColumnType;
  /** Cells that hold something. */
  count: number;
  /** Empty cells. */
  missing: number;
  /** Different values among the cells that hold something (text compared as typed). */
  distinct: number;
  /** Set when `distinct` is only a lower bound: a text column with more than 65,536 different values. */
  distinctAtLeast?: true;
  /** Number columns, over the cells that hold a number. */
  numbers?: NumberStats;
  /** Text and true/false columns: the most common values, most common first (first seen wins a tie). */
  categories?: CategoryCount[];
  /** Date columns: the first and last date (UTC epoch ms) and how far apart the dates usually are. */
  dates?: { first: number; last: number; step: DateStep };
}

/** How many of the most common values a text column's profile keeps. */
const topCategoryCount = 10;
/**
 * Different values a text column is counted to; past this it is free text, not categories: `distinct` is then a
 * lower bound, and its most common values are those among the rows read up to that point.
 */
const exactDistinctLimit = 65_536;

const isEmpty = (cell: Cell) => cell === null || cell === "";

/**
 * The numbers of a column gathered in one pass into a typed array (row order kept for the sum), with the count of
 * empty cells. Anything else in the column (a stray word in a number column) counts as present but not as a number.
 */
function gatherNumbers(values: Cell[]): { numbers: Float64Array; missing: number; sum: number } {
  const numbers = new Float64Array(values.length);
  let size = 0;
  let missing = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const cell = values[i];
    if (typeof cell === "number" && Number.isFinite(cell)) {
      numbers[size++] = cell;
      sum += cell;
    } else if (isEmpty(cell)) missing++;
  }
  return { numbers: numbers.subarray(0, size), missing, sum };
}

function countRuns(sorted: Float64Array): number {
  let runs = sorted.length > 0 ? 1 : 0;
  for (let i = 1; i < sorted.length; i++) if (sorted[i] !== sorted[i - 1]) runs++;
  return runs;
}

function profileNumbers(column: Column): ColumnProfile {
  const { numbers, missing, sum } = gatherNumbers(column.values);
  const base = { name: column.name, type: column.type, count: column.values.length - missing, missing };
  if (numbers.length === 0) return { ...base, distinct: 0 };
  // One sort serves the median, the extremes and the distinct count (equal values sit together).
  const sorted = sortedCopy(numbers);
  const mean = sum / numbers.length;
  return {
    ...base,
    distinct: countRuns(sorted),
    numbers: {
      min: sorted[0],
      max: sorted[sorted.length - 1],
      sum,
      mean,
      median: median(sorted),
      stdev: sampleStdev(numbers, mean),
    },
  };
}

const msPerDay = 86_400_000;

/** Which regular step a gap between two consecutive dates (in days) fits, if any. */
function gapStep(days: number): DateStep {
  if (days <= 3) return "daily"; // a weekend gap still reads as daily business data
  if (days >= 6 && days <= 8) return "weekly";
  if (days >= 28 && days <= 31) return "monthly";
  if (days >= 89 && days <= 92) return "quarterly";
  if (days >= 365 && days <= 366) return "yearly";
  return "irregular";
}

/** The step most gaps between the distinct dates share, when at least 80 % share it. */
function dateStep(sorted: Float64Array): DateStep {
  const tally = new Map<DateStep, number>();
  let gaps = 0;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) continue;
    const step = gapStep((sorted[i] - sorted[i - 1]) / msPerDay);
    tally.set(step, (tally.get(step) ?? 0) + 1);
    gaps++;
  }
  let best: DateStep = "irregular";
  let bestCount = 0;
  for (const [step, count] of tally) {
    if (count > bestCount) [best, bestCount] = [step, count];
  }
  return gaps > 0 && bestCount / gaps >= 0.8 ? best : "irregular";
}

function profileDates(column: Column): ColumnProfile {
  const { numbers, missing } = gatherNumbers(column.values);
  const base = { name: column.name, type: column.type, count: column.values.length - missing, missing };
  if (numbers.length === 0) return { ...base, distinct: 0 };
  const sorted = sortedCopy(numbers);
  return {
    ...base,
    distinct: countRuns(sorted),
    dates: { first: sorted[0], last: sorted[sorted.length - 1], step: dateStep(sorted) },
  };
}

/** Keeps the `limit` largest counts, first seen first among equals, without sorting every distinct value. */
function topCounts(counts: Map<string, number>, limit: number): CategoryCount[] {
  const top: CategoryCount[] = [];
  for (const [value, count] of counts) {
    if (top.length === limit && count <= top[limit - 1].count) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].count < count) at--;
    top.splice(at, 0, { value, count });
    if (top.length > limit) top.pop();
  }
  return top;
}

function profileCategories(column: Column): ColumnProfile {
  const counts = new Map<string, number>();
  const values = column.values;
  let missing = 0;
  let row = 0;
  for (; row < values.length && counts.size < exactDistinctLimit; row++) {
    const cell = values[row];
    if (isEmpty(cell)) {
      missing++;
      continue;
    }
    const key = typeof cell === "string" ? cell : String(cell);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const freeText = row < values.length;
  // Free text: the rest is only checked for empty cells; hashing a million different notes cost more than reading
  // the whole file did (bench/data-profile.bench.ts), to learn a count nobody needs to the unit.
  for (; row < values.length; row++) if (isEmpty(values[row])) missing++;
  return {
    name: column.name,
    type: column.type,
    count: values.length - missing,
    missing,
    distinct: counts.size,
    ...(freeText ? { distinctAtLeast: true as const } : {}),
    categories: topCounts(counts, topCategoryCount),
  };
}

/** Per column: its type, how full it is, how many different values, and the statistics its type allows. */
export function profileTable(table: Table): ColumnProfile[] {
  return table.columns.map((column) => {
    if (column.type === "number") return profileNumbers(column);
    if (column.type === "date") return profileDates(column);
    return profileCategories(column);
  });
}
