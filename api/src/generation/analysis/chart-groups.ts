import type { Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import type { Grouped, Rows } from "./compute.ts";
import { coarsen, type Period, periodWords } from "./periods.ts";
import type { Grouping, Metric } from "./question-types.ts";

export interface DrawContext {
  table: Table;
  infos: ColumnInfo[];
  rows: Rows;
  noun: string;
}

/** At most this many points for a line; more periods are drawn a period coarser. */
export const maxPoints = 50;

/** The grouping a period coarser while it would give more than `limit` points, saying so in `notes`. */
export function fewerPeriods(by: Grouping, ctx: DrawContext, limit: number, notes: string[]): Grouping {
  const dates = ctx.infos[by.column].profile.dates;
  if (!by.period || !dates) return by;
  const period = coarsen(dates.first, dates.last, by.period, limit);
  if (period === by.period) return by;
  notes.push(
    `There would be more than ${limit} ${periodWords[by.period].plural}, so the chart shows ${
      periodWords[period].plural
    }.`,
  );
  return { ...by, period };
}

/** A date column already named for its period ("Month", "Order Month") needs no "(month)" after it. */
const namesItsPeriod = (name: string, period: Period) =>
  name.toLowerCase().split(/[^a-z]+/).includes(periodWords[period].noun);

/**
 * A time axis's words: its title ("Date (month)", or "Month" alone) and what one point is ("month of Date", or
 * "month" for a Month column; a value of an ordered column such as Year).
 */
export function periodNames(name: string, period?: Period): { axis: string; point: string } {
  if (!period) return { axis: name, point: `${name} value` };
  const { noun } = periodWords[period];
  return namesItsPeriod(name, period)
    ? { axis: name, point: noun }
    : { axis: `${name} (${noun})`, point: `${noun} of ${name}` };
}

const aggregateWords: Record<Metric["aggregate"], string> = {
  sum: "",
  count: "",
  average: "Average ",
  min: "Lowest ",
  max: "Highest ",
  median: "Median ",
  stdev: "Standard deviation of ",
  distinct: "Different ",
};

/** A measure's axis title: the column, or what was computed from it ("Average Price", "Number of orders"). */
export function measureName(metric: Metric, ctx: DrawContext): string {
  if (metric.label) return metric.label[0].toUpperCase() + metric.label.slice(1);
  if (metric.aggregate === "count") return `Number of ${ctx.noun}`;
  return `${aggregateWords[metric.aggregate]}${ctx.infos[metric.column!].name}`;
}

/**
 * Keeps the `kept` groups and puts the rest into one "Other" group, recomputed from the rows so an average of
 * Other is the average of its rows, not of the other groups' averages.
 */
export function withOther(grouped: Grouped, kept: number[]): Grouped {
  const position = new Map(kept.map((group, i) => [group, i]));
  const other = kept.length;
  const rows = grouped.keys.reduce((total, key, i) => (position.has(i) ? total : total + key.rows), 0);
  return {
    keys: [...kept.map((i) => grouped.keys[i]), { label: "Other", value: "Other", rows }],
    groupOf: grouped.groupOf.map((group) => (group < 0 ? -1 : position.get(group) ?? other)),
    skipped: grouped.skipped,
  };
}
