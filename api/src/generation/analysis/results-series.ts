/** The answers that follow a measure over time: a trend, or growth between two points. */
import { aggregateGroups, type GroupKey, groupRows, orderByValue } from "./compute.ts";
import { periodIndex } from "./periods.ts";
import { partialCoverage } from "./results-partial.ts";
import type { Grouping, Metric } from "./question-types.ts";
import { fit, sum } from "./stats.ts";
import type { Context, SeriesResult } from "./results.ts";

/** Whether a series' points are years: a yearly date grouping, or a column of years. */
function isYearly(ctx: Context, by: Grouping, keys: GroupKey[]): boolean {
  if (by.period) return by.period === "year";
  const info = ctx.infos[by.column];
  return info.periodLike &&
    keys.every((key) => typeof key.value === "number" && key.value >= 1900 && key.value <= 2100);
}

/** The position of the point the question names (a date in it, its year, its label), if the series has it. */
function pointAt(keys: GroupKey[], by: Grouping, point: number | string | undefined): number | undefined {
  if (point === undefined) return undefined;
  const at = by.period
    ? keys.findIndex((key) => key.value === periodIndex(point as number, by.period!))
    : keys.findIndex((key) => key.value === point || key.label.toLowerCase() === String(point).toLowerCase());
  return at < 0 ? undefined : at;
}

function direction(values: (number | null)[]): "up" | "down" | "flat" {
  const xs: number[] = [];
  const ys: number[] = [];
  values.forEach((value, i) => {
    if (value !== null) [xs.push(i), ys.push(value)];
  });
  if (xs.length < 2) return "flat";
  const { slope } = fit(xs, ys);
  const mean = Math.abs(sum(ys) / ys.length);
  const drift = (slope ?? 0) * (xs[xs.length - 1] - xs[0]);
  // Less than a twentieth of the typical level over the whole span reads as flat.
  if (mean === 0 ? drift === 0 : Math.abs(drift) / mean < 0.05) return "flat";
  return drift > 0 ? "up" : "down";
}

export function series(
  ctx: Context,
  kind: "trend" | "growth",
  metrics: Metric[],
  by: Grouping,
  options: {
    cumulative?: boolean;
    from?: number | string;
    to?: number | string;
    pick?: "max" | "min";
    mean?: boolean;
    activeOnly?: boolean;
  },
): SeriesResult {
  const { table, rows } = ctx;
  const groups = groupRows(table, rows, by);
  const values = metrics.map((metric) => aggregateGroups(table, rows, groups, metric));
  const first = values[0];
  const present = first.map((_, i) => i).filter((i) => first[i] !== null);
  const from = pointAt(groups.keys, by, options.from) ?? present[0] ?? 0;
  const to = pointAt(groups.keys, by, options.to) ?? present.at(-1) ?? 0;
  const start = first[from] ?? 0;
  const end = first[to] ?? 0;
  const change = end - start;
  const stepRates = first.map((value, i) =>
    i === 0 || value === null || first[i - 1] === null || first[i - 1] === 0
      ? null
      : (value - first[i - 1]!) / Math.abs(first[i - 1]!)
  );
  const years = isYearly(ctx, by, groups.keys)
    ? (groups.keys[to].value as number) - (groups.keys[from].value as number)
    : 0;
  let running: number[] | undefined;
  if (options.cumulative) {
    let total = 0;
    running = first.map((value) => (total += value ?? 0));
  }
  const high = orderByValue(first, "desc");
  const averaged = options.activeOnly ? present.filter((i) => groups.keys[i].rows > 0) : present;
  const mean = options.mean && averaged.length ? sum(averaged.map((i) => first[i]!)) / averaged.length : undefined;
  const { partial, like } = partialCoverage(table, rows, by, groups, metrics[0], first, [from, to]);
  // A yearly rate to a year of ten weeks is no yearly rate.
  const whole = !partial?.some((period) => period.at === from || period.at === to);
  const cagr = whole && years >= 1 && start > 0 && end > 0
    ? { rate: (end / start) ** (1 / years) - 1, years }
    : undefined;
  // A month of three days would bend the line down: it is fitted on the full periods while two or more remain.
  const unfitted = partial && present.length - partial.length >= 2 ? partial.map((period) => period.at) : [];
  const full = first.map((value, i) => (unfitted.includes(i) ? null : value));
  return {
    kind,
    metrics,
    by,
    keys: groups.keys,
    values,
    ...(running ? { running } : {}),
    ...(mean === undefined ? {} : { mean }),
    ...(mean !== undefined && options.activeOnly ? { activePeriods: averaged.length } : {}),
    from,
    to,
    best: high[0] ?? 0,
    worst: high.at(-1) ?? 0,
    change,
    changeRate: start === 0 ? null : change / Math.abs(start),
    stepRates,
    ...(cagr ? { cagr } : {}),
    direction: direction(full),
    ...(unfitted.length ? { unfitted } : {}),
    ...(options.pick && high.length
      ? { pick: { at: options.pick === "max" ? high[0] : high.at(-1)!, direction: options.pick } }
      : {}),
    skipped: groups.skipped,
    ...(partial ? { partial } : {}),
    ...(like ? { like } : {}),
  };
}
