/**
 * Periods the data covers only in part. Dates that stop on 3 March make a March of three days, and next to a full
 * February it "falls" by nine tenths. Only the first and last period can be cut short this way (the data starts or
 * stops inside them); a change that reaches one is worked out again on like terms.
 */
import type { Table } from "../inputs/table.ts";
import { aggregateGroups, type Grouped, type Rows } from "./compute.ts";
import { dayOf, type Period, periodDays } from "./periods.ts";
import type { Grouping, Metric } from "./question-types.ts";
import { median, sortedCopy } from "./stats.ts";

/** Below this share of a typical period's days with data, a first or last period may be partial. */
const fullShare = 0.75;

export interface PartialPeriod {
  /** Its position in the series' keys. */
  at: number;
  /** Days with data in it, and in a typical other period (the median). */
  days: number;
  typical: number;
  /** Its first and last day with data (days since 1970-01-01). */
  first: number;
  last: number;
}

/** A change that reaches a partial period, made again on like terms. */
export interface LikeChange {
  /** `days`: the same days of both periods; `full`: the nearest periods the data covers in full. */
  basis: "days" | "full";
  from: number;
  to: number;
  /** For `days`: the first and last day compared, counted from each period's start (0 is its first day). */
  offsets?: [number, number];
  start: number | null;
  end: number | null;
  change: number | null;
  /** change ÷ |start|; null when the start is 0 or missing. */
  changeRate: number | null;
}

interface Coverage {
  days: number;
  first: number;
  last: number;
}

/** A series grouped by a date column's periods, with how its periods are covered. */
interface Dated {
  table: Table;
  rows: Rows;
  column: number;
  period: Period;
  groups: Grouped;
  covered: Coverage[];
  /** The most days in a row without data between two days with data: how long the data's own quiet spells run. */
  longestGap: number;
}

/** Per period of a date grouping: how many different days have rows, and the first and last of them. */
function coverage(table: Table, rows: Rows, column: number, groups: Grouped) {
  const covered = groups.keys.map(() => ({ days: 0, first: Infinity, last: -Infinity }));
  const values = table.columns[column].values;
  const seen = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const group = groups.groupOf[i];
    if (group < 0) continue;
    const day = dayOf(values[rows[i]] as number);
    if (seen.has(day)) continue;
    seen.add(day);
    const period = covered[group];
    period.days++;
    if (day < period.first) period.first = day;
    if (day > period.last) period.last = day;
  }
  const days = sortedCopy(Float64Array.from(seen));
  let longestGap = 0;
  for (let i = 1; i < days.length; i++) longestGap = Math.max(longestGap, days[i] - days[i - 1] - 1);
  return { covered, longestGap };
}

const startOf = (dated: Dated, at: number) => periodDays(dated.groups.keys[at].value as number, dated.period).start;

/**
 * The first and last period when they have far fewer days with data than a typical one and the data starts or stops
 * inside them: the days they lack at the edge run longer than any quiet spell inside the data. Monthly rows dated the
 * 1st have one day a month, full; a year of hires that ends in September may just have had none since.
 */
function partialPeriods(dated: Dated): PartialPeriod[] {
  const { covered, groups, period, longestGap } = dated;
  const partial: PartialPeriod[] = [];
  for (const at of [0, groups.keys.length - 1]) {
    const others = covered.filter((period, i) => i !== at && period.days > 0).map((period) => period.days);
    if (!others.length) continue;
    const typical = median(sortedCopy(Float64Array.from(others)));
    const { start, days: length } = periodDays(groups.keys[at].value as number, period);
    const { days, first, last } = covered[at];
    // Days without data between the period's edge and the data's: before the first day, or after the last.
    const missing = at === 0 ? first - start : start + length - 1 - last;
    if (days < fullShare * typical && missing > longestGap) partial.push({ at, days, typical, first, last });
  }
  return partial;
}

function changeOf(basis: LikeChange["basis"], from: number, to: number, start: number | null, end: number | null) {
  const change = start === null || end === null ? null : end - start;
  const changeRate = change === null || !start ? null : change / Math.abs(start);
  return { basis, from, to, start, end, change, changeRate };
}

/** Two periods' values over the same days of each, counted from each period's start. */
function sameDays(dated: Dated, metric: Metric, points: [number, number], offsets: [number, number]) {
  const { table, rows, groups } = dated;
  const starts = points.map((at) => startOf(dated, at));
  const values = table.columns[dated.column].values;
  const counts = [0, 0];
  const groupOf = groups.groupOf.map((group, i) => {
    const side = points.indexOf(group);
    if (side < 0) return -1;
    const offset = dayOf(values[rows[i]] as number) - starts[side];
    if (offset < offsets[0] || offset > offsets[1]) return -1;
    counts[side]++;
    return side;
  });
  // Sparse rows may leave the other period's same days empty: nothing to compare with.
  if (counts.includes(0)) return undefined;
  const keys = points.map((at, side) => ({ ...groups.keys[at], rows: counts[side] }));
  return aggregateGroups(table, rows, { keys, groupOf, skipped: 0 }, metric);
}

/**
 * The change from `from` to `to` on like terms when one of them is partial: over the same days of both when the
 * other period's data spans those days, else between the nearest periods covered in full.
 */
function likeChange(
  dated: Dated,
  partial: PartialPeriod[],
  metric: Metric,
  values: (number | null)[],
  [from, to]: [number, number],
): LikeChange | undefined {
  const cut = (at: number) => partial.find((period) => period.at === at);
  const [cutFrom, cutTo] = [cut(from), cut(to)];
  if (from >= to || (!cutFrom && !cutTo)) return undefined;
  if (!cutFrom !== !cutTo) {
    const short = (cutFrom ?? cutTo)!;
    const other = short === cutFrom ? to : from;
    const offsets: [number, number] = [short.first - startOf(dated, short.at), short.last - startOf(dated, short.at)];
    const spans = dated.covered[other];
    const spanned = spans.first - startOf(dated, other) <= offsets[0] &&
      spans.last - startOf(dated, other) >= offsets[1];
    const same = spanned ? sameDays(dated, metric, [from, to], offsets) : undefined;
    if (same) return { ...changeOf("days", from, to, same[0], same[1]), offsets };
  }
  const [full1, full2] = [cutFrom ? from + 1 : from, cutTo ? to - 1 : to];
  if (full1 >= full2) return undefined;
  return changeOf("full", full1, full2, values[full1], values[full2]);
}

/**
 * For a series by weeks, months, quarters or years: its partial periods, and the change from `from` to `to` on
 * like terms when it reaches one.
 */
export function partialCoverage(
  table: Table,
  rows: Rows,
  by: Grouping,
  groups: Grouped,
  metric: Metric,
  values: (number | null)[],
  points: [number, number],
): { partial?: PartialPeriod[]; like?: LikeChange } {
  const period = by.period;
  if (!period || period === "day" || by.weekday || by.then !== undefined || groups.keys.length < 2) return {};
  const dated = { table, rows, column: by.column, period, groups, ...coverage(table, rows, by.column, groups) };
  const partial = partialPeriods(dated);
  if (!partial.length) return {};
  const like = likeChange(dated, partial, metric, values, points);
  return { partial, ...(like ? { like } : {}) };
}
