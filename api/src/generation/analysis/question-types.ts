import type { ChartFamily } from "../../../contract/data.ts";
import type { ColumnInfo } from "./columns.ts";
import type { Period } from "./periods.ts";
import type { Threshold } from "./question-values.ts";
import type { Aggregate } from "./question-words.ts";

export type { Aggregate } from "./question-words.ts";

/** What to compute: an aggregate of a column, or (count) of rows. */
export interface Metric {
  aggregate: Aggregate;
  /** The measure; absent only for a count of rows. */
  column?: number;
  /**
   * A measure the question derives from two or three columns' totals: (column − minus) ÷ per, such as profit
   * (Revenue − Cost) or a margin (Profit ÷ Revenue). Only with the sum.
   */
  minus?: number;
  /** "(food + drinks)": another column's total added to the first one's. */
  plus?: number;
  /** "Average amount per donor": the total shared among the different values of this column (its groups). */
  perEach?: number;
  per?: number;
  /** Row by row, column × times, then added up: revenue from Qty × Price. */
  times?: number;
  /** What the question called it ("profit", "profit margin"). */
  label?: string;
  /** A ratio said as a percentage (a margin), not as a number (revenue per unit). */
  percent?: boolean;
  /** A ratio said per so many of its whole: "errors per 1,000 lines" is the ratio × 1,000. */
  scale?: number;
}

/** A total or a count: values that add up to a whole (a ratio such as revenue per unit does not). */
export const isAdditive = (metric: Metric) =>
  (metric.aggregate === "sum" || metric.aggregate === "count") && metric.per === undefined &&
  metric.perEach === undefined;

/** The metric an ask computes first, if it computes one. */
export const firstMetric = (ask: Ask): Metric | undefined =>
  "metrics" in ask ? ask.metrics[0] : "metric" in ask ? ask.metric : undefined;

/** Whether a ranking ranks groups of rows (each label's total) rather than the rows themselves. */
export const ranksGroups = (ask: Extract<Ask, { kind: "rank" }>, infos: ColumnInfo[]) =>
  ask.by !== undefined && !ask.rows &&
  (infos[ask.by.column].profile.distinct < infos[ask.by.column].profile.count || isDerived(ask.metric) ||
    ask.metric.column === undefined || ask.by.period !== undefined || !!ask.by.weekday);

/**
 * A sum or difference of columns asked on average ("the average coursework mark less the average exam mark"): each
 * column's own average over its own cells, not totals.
 */
export const averagesEach = (metric: Metric) =>
  metric.aggregate === "average" && metric.per === undefined && metric.perEach === undefined &&
  metric.times === undefined;

/** A measure worked out from other columns rather than read from one. */
export const isDerived = (metric: Metric) =>
  metric.minus !== undefined || metric.per !== undefined || metric.times !== undefined || metric.plus !== undefined ||
  metric.perEach !== undefined;

/** Rows grouped by a column's values, by a date column's periods, or by its days of the week. */
export interface Grouping {
  column: number;
  period?: Period;
  weekday?: boolean;
  /** A second column grouped within the first ("by region and product"): one group per pair of values. */
  then?: number;
}

/** Which rows to keep: a column equal to a value, a number compared, or dates within a stretch. */
export type Filter =
  | {
    kind: "equals";
    column: number;
    value: string | number | boolean;
    /** "except East", "other than online": the rows whose cell is anything but the value. */
    negated?: true;
  }
  | { kind: "compare"; column: number; operator: Threshold["operator"]; value: number }
  /** One column against another of the same row: "On Hand below Reorder Lvl", "delivered after the promised date". */
  | {
    kind: "versus";
    column: number;
    operator: Threshold["operator"];
    other: number;
    /** "errors more than 1% of the lines": the other column's cell times this. */
    scale?: number;
  }
  | { kind: "dates"; column: number; from?: number; to?: number; label: string };

/** What the question asks for, one kind of analysis each. */
export type Ask =
  | { kind: "summary" }
  | { kind: "overall"; metrics: Metric[] }
  | {
    kind: "grouped";
    metrics: Metric[];
    by: Grouping;
    /** The group the question asks for: the one with the largest or smallest first metric. */
    pick?: "max" | "min";
    order: "data" | "desc" | "asc";
    /** Only these groups (the question named them: "East and West"). */
    only?: string[];
    /** The two groups named are compared: the first less the second ("how much more did North make than South"). */
    difference?: true;
    /** "Total spent on plumbing and heating jobs": the groups named, added together, is the answer. */
    together?: true;
    /** "How many customers spent over £500 in total": the groups whose first metric passes, counted. */
    having?: { operator: Threshold["operator"]; value: number };
  }
  | {
    kind: "rank";
    metric: Metric;
    by?: Grouping;
    n: number;
    direction: "top" | "bottom";
    /** "The 3rd highest": the answer is the item at place n, the list above it only its context. */
    nth?: true;
    /** "The 2nd highest mark anyone got": each row is its own item, labelled by `by`, though its values repeat. */
    rows?: true;
  }
  | {
    kind: "trend";
    metrics: Metric[];
    by: Grouping;
    cumulative: boolean;
    pick?: "max" | "min";
    /** "Average monthly cost", "how much a month on average": the periods' average is the answer, said first. */
    mean?: true;
    /** "On the days I actually worked": the average is over the periods that have rows, not every one in the span. */
    activeOnly?: true;
  }
  | {
    kind: "growth";
    metric: Metric;
    by: Grouping;
    /** The points compared: a date (ms) in each for a date grouping, else the group's value or label. */
    from?: number | string;
    to?: number | string;
  }
  | { kind: "share"; metric: Metric; by: Grouping; focus?: string[] }
  /**
   * The rows the filters keep as a part of all the rows (a count or a total over both), or of the rows `of` keeps:
   * "% of off-peak members who haven't cancelled" is of the off-peak members.
   */
  | { kind: "portion"; metric: Metric; of?: Filter[] }
  | {
    kind: "columns";
    /** A wide table's number columns compared with each other (Math, Science, English; Jan, Feb, Mar). */
    columns: number[];
    aggregate: Aggregate;
    pick?: "max" | "min";
  }
  | { kind: "correlation"; x: number; y: number }
  | { kind: "outliers"; column: number; method: "iqr" | "z" }
  | { kind: "distribution"; column: number };

/** A question as read: what to compute, over which rows, and how to draw it if it says. */
export interface Question {
  ask: Ask;
  /** Rows to keep before computing, all of them applying. */
  filters: Filter[];
  /** A chart type asked for by name. */
  chart?: ChartFamily;
  /** How the question was read where it could have been read otherwise, said in the explanation. */
  readings: string[];
  /** Why the table cannot answer it ("The table has no age column: …"), said instead of any figure. */
  lacks?: string;
  /** What the rows are, in the question's words ("orders" in "how many orders"); "rows" when it does not say. */
  noun: string;
}
