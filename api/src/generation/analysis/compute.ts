import type { Cell, Table } from "../inputs/table.ts";
import { type Period, periodIndex, periodName } from "./periods.ts";
import { averagesEach, type Filter, type Grouping, isDerived, type Metric } from "./question-types.ts";
import { median, sampleStdev, sortedCopy } from "./stats.ts";
import type { Threshold } from "./question-values.ts";

/** The rows an analysis reads, as ascending row indices. */
export type Rows = Int32Array;

const isNumber = (cell: Cell): cell is number => typeof cell === "number" && Number.isFinite(cell);
/** A cell holding nothing: no value, or empty text. */
export const isEmpty = (cell: Cell) => cell === null || cell === "";

/** Text compares as SUMIFS compares it: without regard to case. */
const textKey = (cell: Cell) => (typeof cell === "string" ? cell.toLowerCase() : cell);

function passes(filter: Exclude<Filter, { kind: "versus" }>, cell: Cell): boolean {
  // A blank cell is not the value, as SUMIFS with "<>East" counts it.
  // The value "" is a blank cell, as SUMIFS reads "" and "<>".
  if (filter.kind === "equals" && filter.value === "") return isEmpty(cell) !== (filter.negated ?? false);
  if (filter.kind === "equals") return (textKey(cell) === textKey(filter.value)) !== (filter.negated ?? false);
  if (!isNumber(cell)) return false;
  if (filter.kind === "dates") return (filter.from ?? -Infinity) <= cell && cell < (filter.to ?? Infinity);
  return meets(cell, filter.operator, filter.value);
}

/** Whether a value passes a comparison with a number, as COUNTIF's ">500" would. */
export function meets(value: number, operator: Threshold["operator"], limit: number): boolean {
  switch (operator) {
    case ">":
      return value > limit;
    case ">=":
      return value >= limit;
    case "<":
      return value < limit;
    case "<=":
      return value <= limit;
  }
}

/** Whether a row passes a filter: one cell against the filter's value, or against the other column's cell. */
function keeps(table: Table, filter: Filter, row: number): boolean {
  const cell = table.columns[filter.column].values[row];
  if (filter.kind !== "versus") return passes(filter, cell);
  const other = table.columns[filter.other].values[row];
  return isNumber(other) &&
    passes(
      { kind: "compare", column: filter.column, operator: filter.operator, value: other * (filter.scale ?? 1) },
      cell,
    );
}

/** The rows every filter keeps, in row order. */
export function selectRows(table: Table, filters: Filter[]): Rows {
  const kept = new Int32Array(table.rowCount);
  let size = 0;
  for (let row = 0; row < table.rowCount; row++) {
    if (filters.every((filter) => keeps(table, filter, row))) kept[size++] = row;
  }
  return kept.subarray(0, size);
}

/** A group's name: the value as typed, true/false as the spreadsheets show them. */
const labelOf = (cell: string | number | boolean) =>
  typeof cell === "boolean" ? (cell ? "TRUE" : "FALSE") : String(cell);

/** One group: how it is named, the value that picks its rows in a formula, and how many rows it holds. */
export interface GroupKey {
  label: string;
  /** The cell value the group's rows hold (text as first spelt), or the period's index for a date grouping. */
  value: string | number | boolean;
  /** The second column's value, for a grouping by two columns. */
  also?: string | number | boolean;
  rows: number;
}

export interface Grouped {
  keys: GroupKey[];
  /** For each row read (aligned with the Rows given), its group's position in `keys`, or -1 for an empty key. */
  groupOf: Int32Array;
  /** Rows left out because the grouping column was empty there. */
  skipped: number;
}

/**
 * Groups rows by a column's values (text without regard to case, first spelling kept) or a date column's periods.
 * Text and true/false groups come in the order first seen; numbers and periods ascending. A date grouping lists
 * every period from the first to the last, empty ones too, so a month without sales shows as a month without sales.
 */
export function groupRows(table: Table, rows: Rows, grouping: Grouping): Grouped {
  if (grouping.weekday) return groupWeekdays(table, rows, grouping.column);
  if (grouping.then !== undefined) return groupPairs(table, rows, grouping.column, grouping.then);
  const values = table.columns[grouping.column].values;
  const period = grouping.period;
  const positions = new Map<unknown, number>();
  const keys: GroupKey[] = [];
  const groupOf = new Int32Array(rows.length);
  let skipped = 0;
  for (let i = 0; i < rows.length; i++) {
    const cell = values[rows[i]];
    if (isEmpty(cell) || (period && !isNumber(cell))) {
      groupOf[i] = -1;
      skipped++;
      continue;
    }
    const key = period ? periodIndex(cell as number, period) : textKey(cell);
    let at = positions.get(key);
    if (at === undefined) {
      at = keys.length;
      positions.set(key, at);
      keys.push({
        label: period ? periodName(key as number, period) : labelOf(cell!),
        value: period ? key as number : cell!,
        rows: 0,
      });
    }
    keys[at].rows++;
    groupOf[i] = at;
  }
  const numeric = period !== undefined || keys.every((key) => typeof key.value === "number");
  if (!numeric) return { keys, groupOf, skipped };
  return sortNumericKeys(keys, groupOf, skipped, period);
}

/** Rows by pairs of values of two columns ("East / Laptop"), pairs in the order first seen. */
function groupPairs(table: Table, rows: Rows, first: number, second: number): Grouped {
  const a = table.columns[first].values;
  const b = table.columns[second].values;
  const positions = new Map<string, number>();
  const keys: GroupKey[] = [];
  const groupOf = new Int32Array(rows.length);
  let skipped = 0;
  for (let i = 0; i < rows.length; i++) {
    const [x, y] = [a[rows[i]], b[rows[i]]];
    if (isEmpty(x) || isEmpty(y)) {
      groupOf[i] = -1;
      skipped++;
      continue;
    }
    const key = `${String(textKey(x))}\u0000${String(textKey(y))}`;
    let at = positions.get(key);
    if (at === undefined) {
      at = keys.length;
      positions.set(key, at);
      keys.push({ label: `${labelOf(x!)} / ${labelOf(y!)}`, value: x!, also: y!, rows: 0 });
    }
    keys[at].rows++;
    groupOf[i] = at;
  }
  return { keys, groupOf, skipped };
}

const weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Rows by day of the week, Monday first; the key is WEEKDAY(date, 2) − 1, the days with rows only. */
function groupWeekdays(table: Table, rows: Rows, column: number): Grouped {
  const values = table.columns[column].values;
  const counts = new Array<number>(7).fill(0);
  const day = new Int32Array(rows.length);
  let skipped = 0;
  for (let i = 0; i < rows.length; i++) {
    const cell = values[rows[i]];
    if (!isNumber(cell)) {
      day[i] = -1;
      skipped++;
      continue;
    }
    // 1970-01-01 was a Thursday (3 days after Monday).
    day[i] = (((Math.floor(cell / 86_400_000) + 3) % 7) + 7) % 7;
    counts[day[i]]++;
  }
  const present = [0, 1, 2, 3, 4, 5, 6].filter((d) => counts[d] > 0);
  const position = new Map(present.map((d, i) => [d, i]));
  return {
    keys: present.map((d) => ({ label: weekdayNames[d], value: d, rows: counts[d] })),
    groupOf: day.map((d) => (d < 0 ? -1 : position.get(d)!)),
    skipped,
  };
}

function sortNumericKeys(keys: GroupKey[], groupOf: Int32Array, skipped: number, period?: Period): Grouped {
  const order = keys.map((_, i) => i).sort((a, b) => (keys[a].value as number) - (keys[b].value as number));
  let sorted = order.map((i) => keys[i]);
  if (period && sorted.length > 1) {
    const first = sorted[0].value as number;
    const last = sorted[sorted.length - 1].value as number;
    const byIndex = new Map(sorted.map((key) => [key.value as number, key]));
    sorted = [];
    for (let index = first; index <= last; index++) {
      sorted.push(byIndex.get(index) ?? { label: periodName(index, period), value: index, rows: 0 });
    }
  }
  const moved = new Int32Array(keys.length);
  const at = new Map(sorted.map((key, i) => [key, i]));
  order.forEach((old) => (moved[old] = at.get(keys[old])!));
  const regrouped = groupOf.map((group) => (group < 0 ? -1 : moved[group]));
  return { keys: sorted, groupOf: regrouped, skipped };
}

interface Accumulator {
  sum: number;
  numbers: number;
  min: number;
  max: number;
  list?: number[];
  seen?: Set<unknown>;
}

function finish(acc: Accumulator, rows: number, metric: Metric): number | null {
  switch (metric.aggregate) {
    case "count":
      return rows;
    case "sum":
      return acc.sum;
    case "average":
      return acc.numbers > 0 ? acc.sum / acc.numbers : null;
    case "min":
      return acc.numbers > 0 ? acc.min : null;
    case "max":
      return acc.numbers > 0 ? acc.max : null;
    case "median":
      return acc.list!.length > 0 ? median(sortedCopy(Float64Array.from(acc.list!))) : null;
    case "stdev":
      return acc.list!.length > 1 ? sampleStdev(acc.list!, acc.sum / acc.numbers) : null;
    case "distinct":
      return acc.seen!.size;
  }
}

/**
 * A metric per group, in one pass over the rows: sums in row order (as SUMIFS adds), averages over the cells
 * holding numbers (as AVERAGEIFS), counts of rows (as COUNTIFS), distinct non-empty values (text without case).
 * Null where the platforms answer #DIV/0! (an average of nothing).
 */
export function aggregateGroups(table: Table, rows: Rows, grouped: Grouped, metric: Metric): (number | null)[] {
  if (isDerived(metric)) return derivedGroups(table, rows, grouped, metric);
  const needsList = metric.aggregate === "median" || metric.aggregate === "stdev";
  const accs: Accumulator[] = grouped.keys.map(() => ({
    sum: 0,
    numbers: 0,
    min: Infinity,
    max: -Infinity,
    ...(needsList ? { list: [] } : {}),
    ...(metric.aggregate === "distinct" ? { seen: new Set() } : {}),
  }));
  const values = metric.column === undefined ? undefined : table.columns[metric.column].values;
  if (values) {
    for (let i = 0; i < rows.length; i++) {
      const group = grouped.groupOf[i];
      if (group < 0) continue;
      const cell = values[rows[i]];
      const acc = accs[group];
      if (acc.seen) {
        if (!isEmpty(cell)) acc.seen.add(textKey(cell));
        continue;
      }
      if (!isNumber(cell)) continue;
      acc.sum += cell;
      acc.numbers++;
      if (cell < acc.min) acc.min = cell;
      if (cell > acc.max) acc.max = cell;
      acc.list?.push(cell);
    }
  }
  return accs.map((acc, i) => finish(acc, grouped.keys[i].rows, metric));
}

/** (Σ column + Σ plus − Σ minus) ÷ Σ per (× scale), or ÷ the rows for an average, group by group; null where the divisor is 0, as #DIV/0! would be. */
function derivedGroups(table: Table, rows: Rows, grouped: Grouped, metric: Metric): (number | null)[] {
  const averaged = averagesEach(metric);
  const total = (column: number | undefined) =>
    column === undefined
      ? undefined
      : aggregateGroups(table, rows, grouped, { aggregate: averaged ? "average" : "sum", column });
  const base = metric.times === undefined ? total(metric.column)! : productGroups(table, rows, grouped, metric);
  const minus = total(metric.minus);
  const plus = total(metric.plus);
  // "Average amount per donor": shared among the group's different donors.
  const per = metric.perEach === undefined
    ? total(metric.per)
    : aggregateGroups(table, rows, grouped, { aggregate: "distinct", column: metric.perEach });
  return base.map((value, i) => {
    if (value === null || averaged && (plus?.[i] === null || minus?.[i] === null)) return null;
    const difference = value + (plus?.[i] ?? 0) - (minus?.[i] ?? 0);
    if (!per) return difference;
    return per[i] === 0 ? null : difference / per[i]! * (metric.scale ?? 1);
  });
}

/** Σ column × times per group, over the rows holding both numbers (SUMPRODUCT counts a blank as 0). */
function productGroups(table: Table, rows: Rows, grouped: Grouped, metric: Metric): number[] {
  const a = table.columns[metric.column!].values;
  const b = table.columns[metric.times!].values;
  const sums = grouped.keys.map(() => 0);
  for (let i = 0; i < rows.length; i++) {
    const group = grouped.groupOf[i];
    const [x, y] = [a[rows[i]], b[rows[i]]];
    if (group >= 0 && isNumber(x) && isNumber(y)) sums[group] += x * y;
  }
  return sums;
}

/** A metric over all the rows read, as one group. */
export function aggregateAll(table: Table, rows: Rows, metric: Metric): number | null {
  const grouped: Grouped = {
    keys: [{ label: "all", value: "all", rows: rows.length }],
    groupOf: new Int32Array(rows.length),
    skipped: 0,
  };
  return aggregateGroups(table, rows, grouped, metric)[0];
}

/** The numbers of a column among the rows read, with the row each came from. */
export function numbersOf(table: Table, rows: Rows, column: number): { values: Float64Array; rows: Int32Array } {
  const source = table.columns[column].values;
  const values = new Float64Array(rows.length);
  const from = new Int32Array(rows.length);
  let size = 0;
  for (const row of rows) {
    const cell = source[row];
    if (isNumber(cell)) {
      values[size] = cell;
      from[size++] = row;
    }
  }
  return { values: values.subarray(0, size), rows: from.subarray(0, size) };
}

/** Pairs of numbers from two columns, from the rows where both hold one. */
export function pairsOf(
  table: Table,
  rows: Rows,
  x: number,
  y: number,
): { xs: Float64Array; ys: Float64Array; rows: Int32Array } {
  const xv = table.columns[x].values;
  const yv = table.columns[y].values;
  const xs = new Float64Array(rows.length);
  const ys = new Float64Array(rows.length);
  const from = new Int32Array(rows.length);
  let size = 0;
  for (const row of rows) {
    if (isNumber(xv[row]) && isNumber(yv[row])) {
      xs[size] = xv[row] as number;
      ys[size] = yv[row] as number;
      from[size++] = row;
    }
  }
  return { xs: xs.subarray(0, size), ys: ys.subarray(0, size), rows: from.subarray(0, size) };
}

/** Positions ordered by value, largest first (or smallest), equal values in their first-seen order. */
export function orderByValue(values: (number | null)[], direction: "desc" | "asc"): number[] {
  const present = values.map((_, i) => i).filter((i) => values[i] !== null);
  const sign = direction === "desc" ? -1 : 1;
  return present.sort((a, b) => sign * ((values[a] as number) - (values[b] as number)) || a - b);
}
