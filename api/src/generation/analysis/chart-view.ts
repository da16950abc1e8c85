import type { ChartFamily } from "../../../contract/data.ts";
import {
  type ColumnInfo,
  defaultCategory,
  defaultDate,
  defaultLabel,
  defaultMeasure,
  isMeasure,
  namesAPeriod,
} from "./columns.ts";
import { choosePeriod } from "./periods.ts";
import { type Ask, type Filter, type Grouping, type Metric, ranksGroups } from "./question-types.ts";

/** How the question asks a split over time to stand: stacked, stacked to 100 %, or side by side. */
export type SplitWish = "stacked" | "percent" | "clustered";

/**
 * What a chart draws, before its type is settled: groups of a category, points in time, points in time split by a
 * category (a series each), pairs of numbers, a histogram's bins, rows one by one, or every row's value against
 * its row (to show outliers).
 */
export type View =
  | { view: "groups"; by: Grouping; metrics: Metric[]; order: "data" | "desc" | "asc"; only?: string[]; limit?: number }
  | { view: "series"; by: Grouping; metrics: Metric[]; cumulative: boolean }
  | { view: "split"; time: Grouping; by: number; metric: Metric; wish?: SplitWish; only?: string[] }
  | { view: "pairs"; x: number; y: number }
  | { view: "bins"; column: number }
  | { view: "rows"; column: number; label?: number; order: "data" | "desc" | "asc"; limit?: number }
  | { view: "spread"; column: number }
  | { view: "columns"; columns: number[]; aggregate: Metric["aggregate"]; ordered: boolean }
  | { view: "portion"; metric: Metric; name: string; of?: Filter[] };

const natural = (info: ColumnInfo): Metric => ({ aggregate: info.averaged ? "average" : "sum", column: info.index });

function timeGrouping(infos: ColumnInfo[], column: number): Grouping {
  const dates = infos[column].profile.dates;
  return dates ? { column, period: choosePeriod(dates.first, dates.last, dates.step) } : { column };
}

/** The picture of a whole column when the question names nothing to group by: over time, by category, or by row. */
function overview(infos: ColumnInfo[], metric: Metric | undefined, rowCount: number): View | undefined {
  const measure = metric?.column ?? defaultMeasure(infos);
  const chosen = metric ?? (measure === undefined ? undefined : natural(infos[measure]));
  const date = defaultDate(infos) ?? infos.find((info) => info.ordered)?.index;
  if (chosen && date !== undefined) {
    return { view: "series", by: timeGrouping(infos, date), metrics: [chosen], cumulative: false };
  }
  const category = defaultCategory(infos);
  if (category !== undefined) {
    return { view: "groups", by: { column: category }, metrics: [chosen ?? { aggregate: "count" }], order: "desc" };
  }
  if (measure === undefined) return undefined;
  const label = defaultLabel(infos);
  return rowCount <= 50
    ? { view: "rows", column: measure, ...(label === undefined ? {} : { label }), order: "data" }
    : { view: "bins", column: measure };
}

/**
 * The view the question's analysis asks for; grouping by something that runs in time draws it as a series.
 * `partName` names the rows a portion keeps ("Amount greater than 500").
 */
export function viewOf(ask: Ask, infos: ColumnInfo[], rowCount: number, partName: string): View | undefined {
  switch (ask.kind) {
    case "grouped": {
      const info = infos[ask.by.column];
      // Days of the week are categories, even of a date column: Mondays are not before Tuesdays in time.
      if ((info.ordered || info.type === "date") && !ask.by.weekday) {
        return { view: "series", by: ask.by, metrics: ask.metrics, cumulative: false };
      }
      return {
        view: "groups",
        by: ask.by,
        metrics: ask.metrics,
        order: ask.pick ? "desc" : ask.order,
        ...(ask.only ? { only: ask.only } : {}),
      };
    }
    case "rank":
      if (ask.by && ranksGroups(ask, infos)) {
        return {
          view: "groups",
          by: ask.by,
          metrics: [ask.metric],
          order: ask.direction === "top" ? "desc" : "asc",
          limit: ask.n,
        };
      }
      return {
        view: "rows",
        column: ask.metric.column!,
        ...(ask.by ? { label: ask.by.column } : {}),
        order: ask.direction === "top" ? "desc" : "asc",
        limit: ask.n,
      };
    case "trend":
      return { view: "series", by: ask.by, metrics: ask.metrics, cumulative: ask.cumulative };
    case "growth":
      return { view: "series", by: ask.by, metrics: [ask.metric], cumulative: false };
    case "share":
      return { view: "groups", by: ask.by, metrics: [ask.metric], order: "desc" };
    case "columns":
      return {
        view: "columns",
        columns: ask.columns,
        aggregate: ask.aggregate,
        ordered: ask.columns.every((column) => namesAPeriod(infos[column].name)),
      };
    case "portion":
      return { view: "portion", metric: ask.metric, name: partName, ...(ask.of ? { of: ask.of } : {}) };
    case "correlation":
      return { view: "pairs", x: ask.x, y: ask.y };
    case "outliers":
      return { view: "spread", column: ask.column };
    case "distribution":
      return { view: "bins", column: ask.column };
    case "overall":
      return overview(infos, ask.metrics[0], rowCount);
    case "summary":
      return overview(infos, undefined, rowCount);
  }
}

/** The two measures a combo chart draws: the question's, or the first one and the table's next measure. */
function secondMetric(infos: ColumnInfo[], first: Metric): Metric {
  const other = infos.find((info) => isMeasure(info) && info.index !== first.column);
  return other ? natural(other) : { aggregate: "count" };
}

/** The two numeric columns of a scatter: the question's measures, or the table's when it has exactly two. */
function scatterPair(infos: ColumnInfo[], view: View): [number, number] | undefined {
  const named = "metrics" in view ? view.metrics.map((metric) => metric.column).filter((c) => c !== undefined) : [];
  if (named.length >= 2) return [named[0]!, named[1]!];
  const measures = infos.filter(isMeasure).map((info) => info.index);
  if (named.length === 1) {
    const other = measures.find((column) => column !== named[0]);
    return other === undefined ? undefined : [other, named[0]!];
  }
  return measures.length >= 2 ? [measures[0], measures[1]] : undefined;
}

/**
 * The view reshaped for a chart type asked by name, or undefined when the data cannot be drawn that way: a
 * scatter needs two number columns; a pie parts of a whole (a total or count, nothing negative), checked later.
 */
export function viewForAsked(family: ChartFamily, view: View, infos: ColumnInfo[], rowCount: number): View | undefined {
  if (family === "scatter") {
    if (view.view === "pairs") return view;
    const pair = scatterPair(infos, view);
    return pair ? { view: "pairs", x: pair[0], y: pair[1] } : undefined;
  }
  // Pairs of numbers have no categories to put on a bar or a slice.
  if (view.view === "pairs") return undefined;
  if (view.view === "spread") {
    const label = defaultLabel(infos);
    return rowCount <= 50
      ? { view: "rows", column: view.column, ...(label === undefined ? {} : { label }), order: "data" }
      : { view: "bins", column: view.column };
  }
  if (family === "combo") {
    if (view.view !== "groups" && view.view !== "series") return undefined;
    const metrics = view.metrics.length >= 2
      ? view.metrics.slice(0, 2)
      : [view.metrics[0], secondMetric(infos, view.metrics[0])];
    return { ...view, metrics };
  }
  if (view.view === "columns") return view;
  if (view.view === "portion") return ["pie", "donut", "bar", "column"].includes(family) ? view : undefined;
  if (family === "pie" || family === "donut") {
    if (view.view === "series") return { view: "groups", by: view.by, metrics: [view.metrics[0]], order: "desc" };
    if (view.view === "groups") return { ...view, metrics: [view.metrics[0]], order: "desc" };
    // Rows named one by one (Product, Revenue) are parts of a whole too: each row a slice.
    if (view.view === "rows" && view.label !== undefined) {
      return {
        view: "groups",
        by: { column: view.label },
        metrics: [{ aggregate: "sum", column: view.column }],
        order: "desc",
      };
    }
    return undefined;
  }
  return view;
}
