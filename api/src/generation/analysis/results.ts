import type { Threshold } from "./question-values.ts";
import type { Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import type { GroupKey, Rows } from "./compute.ts";
import type { ColumnProfile } from "./profile.ts";
import type { Filter, Grouping, Metric, Question } from "./question-types.ts";
import type { LikeChange, PartialPeriod } from "./results-partial.ts";
import { columns, grouped, portion, rank, share } from "./results-groups.ts";
import { series } from "./results-series.ts";
import { correlation, distribution, outliers, overall, summary } from "./results-stats.ts";

/** What every computation reads: the table, its columns, the question and the rows its filters keep. */
export interface Context {
  table: Table;
  infos: ColumnInfo[];
  question: Question;
  rows: Rows;
}

export interface Pick {
  at: number;
  direction: "max" | "min";
}

export interface GroupedResult {
  kind: "grouped";
  metrics: Metric[];
  by: Grouping;
  keys: GroupKey[];
  /** Per metric, per group (same positions as keys). */
  values: (number | null)[][];
  /** The groups to show, in the order to show them. */
  order: number[];
  /** The group the question asked for (its position in keys) and whether it is the largest or smallest. */
  pick?: Pick;
  /** Per metric, over every row read. */
  totals: (number | null)[];
  skipped: number;
  /** Two groups compared, as positions in keys: the first metric of `first` less that of `second`. */
  difference?: { first: number; second: number };
  /** The groups named (as the question named them), together: the first metric over all of their rows. */
  together?: { labels: string[]; value: number | null };
  /** The groups whose first metric passes the question's number (the only ones in `order`), and how many there are. */
  having?: { operator: Threshold["operator"]; value: number; count: number };
}

export interface RankItem {
  label: string;
  value: number;
  /** The group ranked, when rows were aggregated by the label column. */
  key?: GroupKey;
  /** The row ranked, when each row is its own item. */
  row?: number;
}

export interface RankResult {
  kind: "rank";
  metric: Metric;
  by?: Grouping;
  direction: "top" | "bottom";
  /** Ranked groups (rows aggregated by the label) or ranked rows. */
  grouped: boolean;
  items: RankItem[];
  /** How many groups or rows were ranked. */
  pool: number;
  /** The question asked for the item at the last place listed ("the 3rd highest"). */
  nth?: true;
}

export interface SeriesResult {
  kind: "trend" | "growth";
  metrics: Metric[];
  by: Grouping;
  keys: GroupKey[];
  values: (number | null)[][];
  /** Running totals of the first metric, when asked for. */
  running?: number[];
  /** The first metric's average over the periods that have a value, when that is what was asked. */
  mean?: number;
  /** How many periods the mean is over, where it is only over those that have rows ("the days I worked"). */
  activePeriods?: number;
  /** Positions (in keys) of the first and last points compared, and of the best and worst. */
  from: number;
  to: number;
  best: number;
  worst: number;
  change: number;
  /** change ÷ |first|; null when the first is 0. */
  changeRate: number | null;
  /** Each point's change on the one before, as a fraction; null for the first or after a 0. */
  stepRates: (number | null)[];
  /** Compound annual growth rate, when the points are years. */
  cagr?: { rate: number; years: number };
  /** Whether the line fitted rises; fitted on the periods covered in full when some are partial. */
  direction: "up" | "down" | "flat";
  /** Positions (in keys) of the partial periods the fitted line leaves out. */
  unfitted?: number[];
  pick?: Pick;
  skipped: number;
  /** The first or last period when the data starts or stops well inside it (date groupings only). */
  partial?: PartialPeriod[];
  /** The change from `from` to `to` on like terms, when one of them is partial. */
  like?: LikeChange;
}

export interface ShareResult {
  kind: "share";
  metric: Metric;
  by: Grouping;
  keys: GroupKey[];
  values: number[];
  total: number;
  /** Groups largest first. */
  order: number[];
  focus: number[];
  skipped: number;
}

export interface PortionResult {
  kind: "portion";
  metric: Metric;
  /** Over the rows the filters keep, and over every row (or every row `of` keeps). */
  part: number | null;
  whole: number | null;
  of?: Filter[];
}

export interface ColumnsResult {
  kind: "columns";
  columns: number[];
  aggregate: Metric["aggregate"];
  /** Per column, in the table's order. */
  values: (number | null)[];
  pick?: Pick;
  /** The columns name periods in turn (Jan, Feb…; 2022, 2023…): a series, not categories. */
  ordered: boolean;
}

export interface CorrelationResult {
  kind: "correlation";
  x: number;
  y: number;
  n: number;
  r: number | null;
  slope: number | null;
  intercept: number | null;
}

export interface OutlierResult {
  kind: "outliers";
  column: number;
  method: "iqr" | "z";
  n: number;
  q1: number;
  q3: number;
  mean: number;
  stdev: number | null;
  lower: number;
  upper: number;
  outliers: { row: number; value: number }[];
}

export interface DistributionResult {
  kind: "distribution";
  column: number;
  n: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
  stdev: number | null;
  bins: { from: number; to: number; count: number }[];
}

export interface OverallResult {
  kind: "overall";
  metrics: Metric[];
  values: (number | null)[];
  /** For a max or min, the first row holding it. */
  at: (number | undefined)[];
}

export interface SummaryResult {
  kind: "summary";
  profiles: ColumnProfile[];
  /** The main measure by the main category, when the table has both. */
  highlight?: GroupedResult;
}

export type Result =
  | GroupedResult
  | RankResult
  | SeriesResult
  | ShareResult
  | ColumnsResult
  | PortionResult
  | CorrelationResult
  | OutlierResult
  | DistributionResult
  | OverallResult
  | SummaryResult;

/** Computes what the question asks, on the rows its filters keep. */
export function computeAnswer(ctx: Context): Result {
  const ask = ctx.question.ask;
  switch (ask.kind) {
    case "grouped":
      return grouped(ctx, ask);
    case "rank":
      return rank(ctx, ask);
    case "trend":
      return series(ctx, "trend", ask.metrics, ask.by, {
        cumulative: ask.cumulative,
        pick: ask.pick,
        mean: ask.mean,
        activeOnly: ask.activeOnly,
      });
    case "growth":
      return series(ctx, "growth", [ask.metric], ask.by, { from: ask.from, to: ask.to });
    case "share":
      return share(ctx, ask);
    case "columns":
      return columns(ctx, ask);
    case "portion":
      return portion(ctx, ask);
    case "correlation":
      return correlation(ctx, ask);
    case "outliers":
      return outliers(ctx, ask);
    case "distribution":
      return distribution(ctx, ask);
    case "overall":
      return overall(ctx, ask);
    case "summary":
      return summary(ctx);
  }
}
