import type { ChartDatum, ChartFamily, ChartSeriesInfo, ChartStacking } from "../../../contract/data.ts";
import type { Drawn } from "./chart-data.ts";
import { type DrawContext, fewerPeriods, maxPoints, measureName, periodNames, withOther } from "./chart-groups.ts";
import type { SplitWish, View } from "./chart-view.ts";
import type { ColumnInfo } from "./columns.ts";
import { aggregateGroups, type Grouped, type GroupKey, groupRows, orderByValue } from "./compute.ts";
import { choosePeriod, periodIndex, periodWords } from "./periods.ts";
import { type Grouping, isAdditive, type Metric, type Question } from "./question-types.ts";
import { asks, periodAsked, periodGroupAsked } from "./question-words.ts";

export type SplitView = Extract<View, { view: "split" }>;

/** Series drawn each on its own; beyond, the seven largest and "Other" (more lines than this read as a tangle). */
export const maxSeries = 8;
/** Columns in a chart: more periods are drawn a period coarser, so each column keeps a few pixels on a phone. */
const maxColumns = 24;

const stackWords = /\b(?:stack(?:ed|ing|s)?|composition|mix|make-?up|made up of|build-?up)\b/;
const percentWords = /\b100 ?(?:%|percent)|\bpercent(?:age)? stacked\b/;
const clusterWords = /\b(?:clustered|side by side|grouped (?:bars|columns))\b/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const names = (lower: string, info: ColumnInfo) =>
  new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(info.name.toLowerCase())}(?:$|[^a-z0-9])`).test(lower);

/** The column time runs along: one the question names, else the first date column, else an ordered one (Year). */
function timeColumn(infos: ColumnInfo[], lower: string, by: number): { info: ColumnInfo; named: boolean } | undefined {
  const candidates = infos.filter((info) =>
    info.index !== by && ((info.type === "date" && info.profile.dates) || (info.type !== "date" && info.ordered))
  ).sort((a, b) => Number(b.type === "date") - Number(a.type === "date") || a.index - b.index);
  const named = candidates.find((info) => names(lower, info));
  return named ? { info: named, named: true } : candidates[0] && { info: candidates[0], named: false };
}

/** The periods the question names, or the ones the data's span and step suit; undefined for fewer than two. */
function timeGrouping(info: ColumnInfo, lower: string): Grouping | undefined {
  const dates = info.profile.dates;
  if (info.type !== "date") return info.profile.distinct >= 2 ? { column: info.index } : undefined;
  if (!dates) return undefined;
  const period = periodAsked(lower) ?? choosePeriod(dates.first, dates.last, dates.step);
  return periodIndex(dates.last, period) > periodIndex(dates.first, period)
    ? { column: info.index, period }
    : undefined;
}

/**
 * "Monthly revenue over time, split by category": a question grouped by a category that also asks for time is read
 * as the category's values over time, a series each. Undefined for every other question, which keeps its chart.
 */
export function splitView(question: Question, lower: string, infos: ColumnInfo[], base: View): SplitView | undefined {
  if (base.view !== "groups" || base.metrics.length !== 1 || base.limit) return undefined;
  const { by } = base;
  const metric = base.metrics[0];
  // A ratio of totals (a margin) per period and category has no pivot to build it from; it keeps its own chart.
  if (by.weekday || by.then !== undefined || metric.per !== undefined || metric.perEach !== undefined) return undefined;
  const category = infos[by.column];
  if (category.type === "date" || category.ordered) return undefined;
  const time = timeColumn(infos, lower, by.column);
  const timeAsked = asks.trend.test(lower) || periodGroupAsked(lower) || periodAsked(lower) !== undefined;
  if (!time || !(timeAsked || time.named)) return undefined;
  const grouping = timeGrouping(time.info, lower);
  if (!grouping) return undefined;
  const wish: SplitWish | undefined = question.ask.kind === "share" || percentWords.test(lower)
    ? "percent"
    : stackWords.test(lower)
    ? "stacked"
    : clusterWords.test(lower)
    ? "clustered"
    : undefined;
  return {
    view: "split",
    time: grouping,
    by: by.column,
    metric,
    ...(wish ? { wish } : {}),
    ...(base.only ? { only: base.only } : {}),
  };
}

/** Groups as given by `groupOf`, each key's rows counted afresh (a count reads them). */
function recount(keys: Omit<GroupKey, "rows">[], groupOf: Int32Array, skipped: number): Grouped {
  const counted = keys.map((key) => ({ ...key, rows: 0 }));
  for (const group of groupOf) if (group >= 0) counted[group].rows++;
  return { keys: counted, groupOf, skipped };
}

/** Only the groups at `order`'s positions, in that order; the rows of the others are left out. */
function pick(grouped: Grouped, order: number[]): Grouped {
  const position = new Map(order.map((group, i) => [group, i]));
  return {
    keys: order.map((i) => grouped.keys[i]),
    groupOf: grouped.groupOf.map((group) => position.get(group) ?? -1),
    skipped: grouped.skipped,
  };
}

/** The series: every category (or the ones named), largest first; past `maxSeries`, the largest and "Other". */
function seriesGroups(view: SplitView, ctx: DrawContext, notes: string[]): Grouped {
  const grouped = groupRows(ctx.table, ctx.rows, { column: view.by });
  const only = new Set(view.only?.map((label) => label.toLowerCase()));
  const overall = aggregateGroups(ctx.table, ctx.rows, grouped, view.metric);
  const named = grouped.keys.map((_, i) => i).filter((i) =>
    !only.size || only.has(grouped.keys[i].label.toLowerCase())
  );
  const largest = orderByValue(named.map((i) => overall[i]), "desc").map((at) => named[at]);
  const shown = pick(grouped, largest);
  if (largest.length <= maxSeries) return shown;
  // A category of the data called "Other" goes with the rest, so there is one Other.
  const kept = shown.keys.map((_, i) => i).filter((i) => shown.keys[i].label.toLowerCase() !== "other").slice(
    0,
    maxSeries - 1,
  );
  notes.push(
    `The ${largest.length - kept.length} smallest ${ctx.infos[view.by].name} values are drawn together as "Other", ` +
      `so the chart shows ${maxSeries} series.`,
  );
  return withOther(shown, kept);
}

/** How the series stand: stacked only when they add up to a whole (totals or counts, none negative). */
function stackingOf(view: SplitView, family: ChartFamily, values: (number | null)[], notes: string[]): ChartStacking {
  if (family !== "column" && family !== "area") return "none";
  if (family === "column" && view.wish === "clustered") return "none";
  const negative = values.some((value) => value !== null && value < 0);
  if (isAdditive(view.metric) && !negative) return view.wish === "percent" ? "percent" : "stacked";
  if (view.wish === "stacked" || view.wish === "percent") {
    notes.push(
      negative
        ? "Some values are negative, so they stand side by side rather than stacked."
        : "These values do not add up to a whole (they are not totals or counts), so they stand side by side rather than stacked.",
    );
  }
  return "none";
}

function totalName(metric: Metric, value: string): string {
  if (!isAdditive(metric)) return `${value} overall`;
  return `Total ${metric.aggregate === "count" ? value[0].toLowerCase() + value.slice(1) : value}`;
}

/**
 * The points of a split: one per period in time order, each with every series' value (the series' rows together)
 * and `value` for all of its rows together.
 */
export function drawSplit(view: SplitView, family: ChartFamily, ctx: DrawContext): Drawn {
  const { table, rows, infos } = ctx;
  const notes: string[] = [];
  const upright = family === "column" || family === "bar";
  const time = fewerPeriods(view.time, ctx, upright ? maxColumns : maxPoints, notes);
  const periods = groupRows(table, rows, time);
  const series = seriesGroups(view, ctx, notes);
  const count = series.keys.length;
  const inSeries = (i: number) => periods.groupOf[i] >= 0 && series.groupOf[i] >= 0;
  const pairs = recount(
    periods.keys.flatMap((key) =>
      series.keys.map((part) => ({ label: `${key.label} / ${part.label}`, value: key.value }))
    ),
    periods.groupOf.map((group, i) => (inSeries(i) ? group * count + series.groupOf[i] : -1)),
    0,
  );
  const values = aggregateGroups(table, rows, pairs, view.metric);
  const totals = aggregateGroups(
    table,
    rows,
    recount(periods.keys, periods.groupOf.map((group, i) => (inSeries(i) ? group : -1)), 0),
    view.metric,
  );
  const names = series.keys.map((key) => key.label);
  const data = periods.keys.map((key, p): ChartDatum => ({
    name: key.label,
    value: totals[p] ?? 0,
    series: seriesValues(names, values.slice(p * count, (p + 1) * count)),
  }));

  const timeName = infos[time.column].name;
  const byName = infos[view.by].name;
  const unit = time.period ? periodWords[time.period].noun : timeName;
  const { point, axis } = periodNames(timeName, time.period);
  const stacking = stackingOf(view, family, values, notes);
  notes.unshift(
    upright
      ? `Each column is one ${point}, ${
        stacking === "percent"
          ? `its ${byName} parts as shares of 100%`
          : stacking === "stacked"
          ? `its ${byName} parts stacked`
          : `with a column for each ${byName}`
      }.`
      : `Each point is one ${point}, with a ${family === "area" ? "band" : "line"} for each ${byName}.`,
  );
  if (pairs.keys.some((key) => key.rows > 1)) {
    notes.push(
      `Rows with the same ${unit} and ${byName} are ${isAdditive(view.metric) ? "added up" : "averaged"}.`,
    );
  }
  const unplaced = periods.groupOf.reduce((total, group, i) => total + (group < 0 || series.groupOf[i] < 0 ? 1 : 0), 0);
  if (unplaced > 0 && !view.only) {
    notes.push(
      `${unplaced} ${unplaced === 1 ? "row has" : "rows have"} no ${timeName} or no ${byName} and ${
        unplaced === 1 ? "is" : "are"
      } left out.`,
    );
  }
  const value = measureName(view.metric, ctx);
  if (values.some((figure) => figure === null)) {
    notes.push(
      `Where a ${byName} has no ${value} in a ${unit}, ${upright ? "its column is missing" : "its line has a gap"}.`,
    );
  }
  const info: ChartSeriesInfo = { by: byName, names, stacking, total: totalName(view.metric, value) };
  return {
    data,
    axes: { name: axis, value },
    view: { ...view, time },
    notes,
    direct: false,
    series: info,
  };
}

/** Why this split chart fits, first in the explanation. */
export function splitReason(family: ChartFamily, drawn: Drawn): string {
  const { axes, series } = drawn;
  const by = series!.by;
  const n = series!.names.length;
  switch (series!.stacking) {
    case "percent":
      return `A 100% stacked ${family} chart fits: each ${axes.name} value is one whole, split into each ${by}'s share of ${axes.value}, so a change in the mix stands out.`;
    case "stacked":
      return `A stacked ${family} chart fits: ${axes.name} runs in order, and each ${by}'s ${axes.value} is stacked on the others, so both the total and its parts show.`;
    case "none":
      return family === "column"
        ? `A clustered column chart fits: for each ${axes.name} value, the ${n} ${by} values stand side by side.`
        : `A line chart fits: ${axes.name} runs in order, and a line for each of the ${n} ${by} values shows how its ${axes.value} rises and falls.`;
  }
}

/**
 * Two or more measures on one scale (the same aggregate of columns, the largest within ten times of each other)
 * share one axis as series: revenue and cost side by side. Undefined when they do not, and a combo gives each its own.
 */
export function measureSeries(
  metrics: Metric[],
  values: (number | null)[][],
  ctx: DrawContext,
): ChartSeriesInfo | undefined {
  const [first] = metrics;
  if (metrics.length < 2) return undefined;
  const comparable = metrics.every((metric) =>
    metric.column !== undefined && metric.aggregate === first.aggregate && metric.aggregate !== "count" &&
    metric.per === undefined
  );
  if (!comparable) return undefined;
  const peaks = values.map((list) => Math.max(0, ...list.map((value) => Math.abs(value ?? 0))));
  if (Math.max(...peaks) > 10 * Math.min(...peaks)) return undefined;
  const names = metrics.map((metric) => measureName(metric, ctx));
  return new Set(names).size === names.length ? { by: "Measure", names, stacking: "none" } : undefined;
}

/** A point's value of each series, by the series' names. */
export const seriesValues = (names: string[], figures: (number | null)[]): Record<string, number | null> =>
  Object.fromEntries(names.map((name, i) => [name, figures[i]]));
