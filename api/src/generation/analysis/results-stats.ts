/** The answers about a measure's values: their relation to another, outliers, spread, one figure, a profile. */
import { defaultCategory, defaultMeasure } from "./columns.ts";
import { aggregateAll, numbersOf, pairsOf } from "./compute.ts";
import { profileTable } from "./profile.ts";
import type { Ask } from "./question-types.ts";
import { fit, median, percentileInc, sampleStdev, sortedCopy, sum } from "./stats.ts";
import type {
  Context,
  CorrelationResult,
  DistributionResult,
  OutlierResult,
  OverallResult,
  SummaryResult,
} from "./results.ts";
import { grouped } from "./results-groups.ts";

export function correlation(ctx: Context, ask: Extract<Ask, { kind: "correlation" }>): CorrelationResult {
  const pairs = pairsOf(ctx.table, ctx.rows, ask.x, ask.y);
  const line = pairs.xs.length >= 2 ? fit(pairs.xs, pairs.ys) : { r: null, slope: null, intercept: null };
  return { kind: "correlation", x: ask.x, y: ask.y, n: pairs.xs.length, ...line };
}

export function outliers(ctx: Context, ask: Extract<Ask, { kind: "outliers" }>): OutlierResult {
  const numbers = numbersOf(ctx.table, ctx.rows, ask.column);
  const sorted = sortedCopy(numbers.values);
  const n = sorted.length;
  const q1 = n ? percentileInc(sorted, 0.25) : 0;
  const q3 = n ? percentileInc(sorted, 0.75) : 0;
  const mean = n ? sum(numbers.values) / n : 0;
  const stdev = sampleStdev(numbers.values, mean);
  const spread = ask.method === "iqr" ? 1.5 * (q3 - q1) : 3 * (stdev ?? 0);
  const lower = ask.method === "iqr" ? q1 - spread : mean - spread;
  const upper = ask.method === "iqr" ? q3 + spread : mean + spread;
  const found: { row: number; value: number }[] = [];
  // With no spread (z-scores of a constant column) nothing stands out.
  if (ask.method === "iqr" || stdev) {
    numbers.values.forEach((value, i) => {
      if (value < lower || value > upper) found.push({ row: numbers.rows[i], value });
    });
  }
  return {
    kind: "outliers",
    column: ask.column,
    method: ask.method,
    n,
    q1,
    q3,
    mean,
    stdev,
    lower,
    upper,
    outliers: found,
  };
}

/** A bin width of 1, 2 or 5 times a power of ten, so bin edges read as round numbers. */
function niceWidth(range: number, bins: number): number {
  const raw = range / bins;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((step) => step * power).find((width) => width >= raw) ?? raw;
}

/**
 * Histogram bins over ascending values: Sturges' count kept between 5 and 12 bars (neither a block nor a comb),
 * round-numbered edges, each bin from its edge up to the next, the last one closed so the largest value is in it.
 */
export function histogram(sorted: Float64Array): DistributionResult["bins"] {
  const n = sorted.length;
  if (n === 0) return [];
  const min = sorted[0];
  const max = sorted[n - 1];
  if (max === min) return [{ from: min, to: max, count: n }];
  const count = Math.min(12, Math.max(5, Math.ceil(Math.log2(n) + 1)));
  const width = niceWidth(max - min, count);
  const start = Math.floor(min / width) * width;
  const bins: DistributionResult["bins"] = [];
  // Edges as start + k × width, not a running sum, so 0.1-wide bins do not drift to 0.30000000000000004.
  for (let k = 0; start + k * width <= max; k++) {
    bins.push({ from: start + k * width, to: start + (k + 1) * width, count: 0 });
  }
  for (const value of sorted) bins[Math.min(bins.length - 1, Math.floor((value - start) / width))].count++;
  return bins;
}

export function distribution(ctx: Context, ask: Extract<Ask, { kind: "distribution" }>): DistributionResult {
  const numbers = numbersOf(ctx.table, ctx.rows, ask.column);
  const sorted = sortedCopy(numbers.values);
  const n = sorted.length;
  const min = n ? sorted[0] : 0;
  const max = n ? sorted[n - 1] : 0;
  const mean = n ? sum(numbers.values) / n : 0;
  const bins = histogram(sorted);
  return {
    kind: "distribution",
    column: ask.column,
    n,
    min,
    q1: n ? percentileInc(sorted, 0.25) : 0,
    median: n ? median(sorted) : 0,
    q3: n ? percentileInc(sorted, 0.75) : 0,
    max,
    mean,
    stdev: sampleStdev(numbers.values, mean),
    bins,
  };
}

export function overall(ctx: Context, ask: Extract<Ask, { kind: "overall" }>): OverallResult {
  const values = ask.metrics.map((metric) => aggregateAll(ctx.table, ctx.rows, metric));
  const at = ask.metrics.map((metric, i) => {
    if ((metric.aggregate !== "max" && metric.aggregate !== "min") || values[i] === null) return undefined;
    const column = ctx.table.columns[metric.column!].values;
    return Array.from(ctx.rows).find((row) => column[row] === values[i]);
  });
  return { kind: "overall", metrics: ask.metrics, values, at };
}

/** The table's profile (of the rows read), with the main measure by the main category. */
export function summary(ctx: Context): SummaryResult {
  const everyRow = ctx.rows.length === ctx.table.rowCount;
  const table = everyRow ? ctx.table : {
    ...ctx.table,
    rowCount: ctx.rows.length,
    columns: ctx.table.columns.map((column) => ({
      ...column,
      values: Array.from(ctx.rows, (row) => column.values[row]),
    })),
  };
  const measure = defaultMeasure(ctx.infos);
  const category = defaultCategory(ctx.infos);
  const highlight = measure !== undefined && category !== undefined
    ? grouped(ctx, {
      kind: "grouped",
      metrics: [{ aggregate: ctx.infos[measure].averaged ? "average" : "sum", column: measure }],
      by: { column: category },
      order: "desc",
      pick: "max",
    })
    : undefined;
  return { kind: "summary", profiles: profileTable(table), ...(highlight ? { highlight } : {}) };
}
