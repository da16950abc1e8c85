import type { ChartDatum, ChartFamily, ChartSeriesInfo } from "../../../contract/data.ts";
import type { View } from "./chart-view.ts";
import { type DrawContext, fewerPeriods, maxPoints, measureName, periodNames, withOther } from "./chart-groups.ts";
import { drawSplit, measureSeries, seriesValues } from "./chart-split.ts";
import { aggregateAll, aggregateGroups, groupRows, numbersOf, orderByValue, pairsOf, selectRows } from "./compute.ts";
import { formatNumber } from "./format.ts";
import { isAdditive, type Metric } from "./question-types.ts";
import { histogram } from "./results-stats.ts";
import { percentileInc, sortedCopy } from "./stats.ts";

/** What the data of a chart was built from, for its steps and explanation. */
export interface Drawn {
  data: ChartDatum[];
  axes: { name: string; value: string; uv?: string };
  /** The view as finally drawn (a coarser period, for one). */
  view: View;
  /** How the rows were summarised, in words. */
  notes: string[];
  /** Every x value stands once, in the rows' order: the chart can be drawn from the columns as they are. */
  direct: boolean;
  /** A histogram's bin width, for the steps. */
  binWidth?: number;
  /** The series, for a chart that draws more than one. */
  series?: ChartSeriesInfo;
}

/** Scatter points kept: beyond it, every k-th row (and every outlier) so the preview stays quick. */
const maxPairs = 200;
/** Categories shown before the rest become "Other": a pie stays readable at six slices, a bar chart at twenty. */
const maxParts: Partial<Record<ChartFamily, number>> = { pie: 6, donut: 6, bar: 20, column: 12, combo: 20 };

function drawGroups(view: Extract<View, { view: "groups" }>, family: ChartFamily, ctx: DrawContext): Drawn {
  let grouped = groupRows(ctx.table, ctx.rows, view.by);
  const only = new Set(view.only?.map((label) => label.toLowerCase()));
  const first = aggregateGroups(ctx.table, ctx.rows, grouped, view.metrics[0]);
  let shown = grouped.keys.map((_, i) => i).filter((i) => !only.size || only.has(grouped.keys[i].label.toLowerCase()));
  if (view.order !== "data") shown = orderByValue(shown.map((i) => first[i]), view.order).map((at) => shown[at]);
  if (view.limit) shown = shown.slice(0, view.limit);
  const notes: string[] = [];
  const limit = maxParts[family] ?? 20;
  if (shown.length > limit) {
    const largest = orderByValue(shown.map((i) => first[i]), "desc").map((at) => shown[at]);
    const kept = largest.slice(0, limit - 1);
    notes.push(
      `The ${shown.length - kept.length} smallest ${
        ctx.infos[view.by.column].name
      } values are drawn together as "Other", ` +
        `so the chart shows ${limit} parts.`,
    );
    grouped = withOther(grouped, kept);
    shown = grouped.keys.map((_, i) => i);
  }
  const values = view.metrics.map((metric) => aggregateGroups(ctx.table, ctx.rows, grouped, metric));
  const series = family === "column" ? measureSeries(view.metrics, values, ctx) : undefined;
  const data = shown.map((i): ChartDatum => ({
    name: grouped.keys[i].label,
    value: values[0][i] ?? 0,
    ...(series
      ? { series: seriesValues(series.names, values.map((list) => list[i])) }
      : view.metrics[1]
      ? { uv: values[1][i] ?? 0, cnt: grouped.keys[i].rows }
      : {}),
  }));
  if (grouped.keys.some((key) => key.rows > 1)) {
    notes.unshift(
      `Rows with the same ${ctx.infos[view.by.column].name} are ${
        isAdditive(view.metrics[0]) ? "added up" : "averaged"
      } into one ${family === "pie" || family === "donut" ? "slice" : "bar"}.`,
    );
  }
  const axes = axesOf(view.by.column, series ? [view.metrics[0]] : view.metrics, ctx);
  return {
    data,
    axes: view.by.weekday ? { ...axes, name: "Day of the week" } : axes,
    view,
    notes,
    direct: grouped.keys.every((key) => key.rows <= 1) && view.order === "data" && !view.limit,
    ...(series ? { series } : {}),
  };
}

function axesOf(column: number, metrics: Metric[], ctx: DrawContext): Drawn["axes"] {
  return {
    name: ctx.infos[column].name,
    value: measureName(metrics[0], ctx),
    ...(metrics[1] ? { uv: measureName(metrics[1], ctx) } : {}),
  };
}

function drawSeries(view: Extract<View, { view: "series" }>, family: ChartFamily, ctx: DrawContext): Drawn {
  const notes: string[] = [];
  const by = fewerPeriods(view.by, ctx, maxPoints, notes);
  const grouped = groupRows(ctx.table, ctx.rows, by);
  const values = view.metrics.map((metric) => aggregateGroups(ctx.table, ctx.rows, grouped, metric));
  const series = (family === "line" || family === "column") && !view.cumulative
    ? measureSeries(view.metrics, values, ctx)
    : undefined;
  let running = 0;
  const data = grouped.keys.map((key, i): ChartDatum => {
    const value = values[0][i] ?? 0;
    running += value;
    return {
      name: key.label,
      value: view.cumulative ? running : value,
      ...(series
        ? { series: seriesValues(series.names, values.map((list) => list[i])) }
        : view.metrics[1]
        ? { uv: values[1][i] ?? 0, cnt: key.rows }
        : {}),
    };
  });
  const time = periodNames(ctx.infos[by.column].name, by.period);
  if (by.period) notes.push(`Each point is one ${time.point}.`);
  if (view.cumulative) notes.push("Each point is the running total up to that point.");
  const axes = axesOf(by.column, series ? [view.metrics[0]] : view.metrics, ctx);
  return {
    data,
    axes: { ...axes, name: time.axis },
    view: { ...view, by },
    notes,
    direct: !by.period && grouped.keys.every((key) => key.rows <= 1) && !view.cumulative,
    ...(series ? { series } : {}),
  };
}

/** Every k-th of n positions, so at most `limit` remain, plus any position `always` keeps. */
function thin(n: number, limit: number, always: (i: number) => boolean = () => false): number[] {
  const step = Math.ceil(n / limit);
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (i % step === 0 || always(i)) kept.push(i);
  return kept;
}

function rowName(ctx: DrawContext, row: number, label?: number): string {
  const value = label === undefined ? undefined : ctx.table.columns[label].values[row];
  return value === undefined || value === null || value === ""
    ? `Row ${ctx.table.origin.row + 1 + row}`
    : String(value);
}

function drawPairs(view: Extract<View, { view: "pairs" }>, ctx: DrawContext, label?: number): Drawn {
  const pairs = pairsOf(ctx.table, ctx.rows, view.x, view.y);
  const n = pairs.xs.length;
  const kept = n > maxPairs ? thin(n, maxPairs) : [...Array(n).keys()];
  const notes = n > maxPairs
    ? [
      `Of ${formatNumber(n)} rows, every ${
        Math.ceil(n / maxPairs)
      }th is drawn, so the preview stays quick; the pattern is the same.`,
    ]
    : [];
  const data = kept.map((i) => ({ name: rowName(ctx, pairs.rows[i], label), x: pairs.xs[i], value: pairs.ys[i] }));
  return { data, axes: { name: ctx.infos[view.x].name, value: ctx.infos[view.y].name }, view, notes, direct: true };
}

function drawSpread(view: Extract<View, { view: "spread" }>, ctx: DrawContext, label?: number): Drawn {
  const numbers = numbersOf(ctx.table, ctx.rows, view.column);
  const n = numbers.values.length;
  const sorted = sortedCopy(numbers.values);
  const q1 = n ? percentileInc(sorted, 0.25) : 0;
  const q3 = n ? percentileInc(sorted, 0.75) : 0;
  const outside = (i: number) => numbers.values[i] < q1 - 1.5 * (q3 - q1) || numbers.values[i] > q3 + 1.5 * (q3 - q1);
  const kept = n > maxPairs ? thin(n, maxPairs, outside) : [...Array(n).keys()];
  const data = kept.map((i) => {
    const row = numbers.rows[i];
    return { name: rowName(ctx, row, label), x: ctx.table.origin.row + 1 + row, value: numbers.values[i] };
  });
  const notes = ["Each point is one row: its row number across, its value up, so values far from the rest stand out."];
  if (n > maxPairs) {
    notes.push(`Of ${formatNumber(n)} rows, every ${Math.ceil(n / maxPairs)}th is drawn, and every outlier.`);
  }
  return { data, axes: { name: "Row", value: ctx.infos[view.column].name }, view, notes, direct: true };
}

function drawBins(view: Extract<View, { view: "bins" }>, ctx: DrawContext): Drawn {
  const bins = histogram(sortedCopy(numbersOf(ctx.table, ctx.rows, view.column).values));
  const data = bins.map((bin) => ({ name: `${formatNumber(bin.from)} to ${formatNumber(bin.to)}`, value: bin.count }));
  const name = ctx.infos[view.column].name;
  return {
    data,
    axes: { name: `${name} range`, value: `Number of ${ctx.noun}` },
    view,
    notes: [`Each bar counts the rows whose ${name} falls in its range (a histogram).`],
    direct: false,
    ...(bins.length > 1 ? { binWidth: bins[0].to - bins[0].from } : {}),
  };
}

function drawRows(view: Extract<View, { view: "rows" }>, ctx: DrawContext): Drawn {
  const numbers = numbersOf(ctx.table, ctx.rows, view.column);
  let order = [...Array(numbers.values.length).keys()];
  if (view.order !== "data") order = orderByValue(Array.from(numbers.values), view.order);
  if (view.limit) order = order.slice(0, view.limit);
  const data = order.map((i) => ({ name: rowName(ctx, numbers.rows[i], view.label), value: numbers.values[i] }));
  return {
    data,
    axes: { name: view.label === undefined ? "Row" : ctx.infos[view.label].name, value: ctx.infos[view.column].name },
    view,
    notes: view.limit
      ? [`Only the ${data.length} ${view.order === "desc" ? "largest" : "smallest"} rows are drawn.`]
      : [],
    direct: view.order === "data" && !view.limit,
  };
}

function drawColumns(view: Extract<View, { view: "columns" }>, ctx: DrawContext): Drawn {
  const data = view.columns.map((column) => ({
    name: ctx.infos[column].name,
    value: aggregateAll(ctx.table, ctx.rows, { aggregate: view.aggregate, column }) ?? 0,
  }));
  const words = view.aggregate === "sum" ? "total" : view.aggregate;
  return {
    data,
    axes: { name: "Column", value: `${words[0].toUpperCase()}${words.slice(1)}` },
    view,
    notes: [`Each ${view.ordered ? "point" : "bar"} is one column's ${words}.`],
    direct: false,
  };
}

/** The rows kept and the rest: two parts of all the rows. */
function drawPortion(view: Extract<View, { view: "portion" }>, ctx: DrawContext): Drawn {
  const part = aggregateAll(ctx.table, ctx.rows, view.metric) ?? 0;
  const whole = aggregateAll(ctx.table, selectRows(ctx.table, view.of ?? []), view.metric) ?? 0;
  return {
    data: [{ name: view.name, value: part }, { name: "The rest", value: whole - part }],
    axes: { name: "Rows", value: measureName(view.metric, ctx) },
    view,
    notes: [`One part is the rows where ${view.name}, the other all the rest.`],
    direct: false,
  };
}

/** The chart's data, from the real rows, for a view drawn as `family`. */
export function drawView(view: View, family: ChartFamily, ctx: DrawContext, label?: number): Drawn {
  switch (view.view) {
    case "groups":
      return drawGroups(view, family, ctx);
    case "series":
      return drawSeries(view, family, ctx);
    case "split":
      return drawSplit(view, family, ctx);
    case "pairs":
      return drawPairs(view, ctx, label);
    case "spread":
      return drawSpread(view, ctx, label);
    case "bins":
      return drawBins(view, ctx);
    case "rows":
      return drawRows(view, ctx);
    case "columns":
      return drawColumns(view, ctx);
    case "portion":
      return drawPortion(view, ctx);
  }
}
