import type { ChartDatum, ChartSeriesInfo } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { formatValue } from "./chart-labels.ts";
import type { ChartAxes } from "./chart-marks.ts";

/** Each series' value at a point, in legend order; null where the series has nothing there. */
export function seriesValues(datum: ChartDatum, series: ChartSeriesInfo): (number | null)[] {
  return series.names.map((name) => datum.series?.[name] ?? null);
}

/** Each value as a percentage of the point's whole (its values together), for a 100 % stacked chart. */
export function sharesOf(values: (number | null)[]): (number | null)[] {
  const whole = values.reduce<number>((total, value) => total + Math.max(0, value ?? 0), 0);
  return values.map((value) => (value === null ? null : whole > 0 ? (Math.max(0, value) / whole) * 100 : 0));
}

/** Where each part of a stack starts and ends: the first at the bottom, a missing part taking no room. */
export function stackOf(values: (number | null)[]): { from: number; to: number }[] {
  let top = 0;
  return values.map((value) => {
    const from = top;
    top += Math.max(0, value ?? 0);
    return { from, to: top };
  });
}

/** A stacked chart draws shares or running totals; the others draw the values as they are. */
export function drawnValues(datum: ChartDatum, series: ChartSeriesInfo): (number | null)[] {
  const values = seriesValues(datum, series);
  return series.stacking === "percent" ? sharesOf(values) : values;
}

/**
 * Series colours: the palette's four, then the same four a shade apart (lines also dashed), so eight series stay
 * apart by more than colour alone; "Other", the rest together, is grey.
 */
export function seriesColourClass(index: number, name: string): string {
  if (name === "Other") return "chart-series-other";
  return `chart-series-${(index % 8) + 1}`;
}

const percent = (share: number) => `${formatValue(Math.round(share * 10) / 10)}%`;

/** A point's readings, one per line: its name, each series' figure (and share), then the point's total. */
export function describeSeriesPoint(datum: ChartDatum, series: ChartSeriesInfo, axes: ChartAxes): string[] {
  const values = seriesValues(datum, series);
  const shares = series.stacking === "percent" ? sharesOf(values) : undefined;
  const lines = [datum.name];
  values.forEach((value, index) => {
    const share = shares?.[index];
    const figure = value === null ? "–" : `${formatValue(value)}${share == null ? "" : ` (${percent(share)})`}`;
    lines.push(copy.chartPreview.point(series.names[index], figure));
  });
  if (series.total) lines.push(copy.chartPreview.point(series.total, formatValue(datum.value)));
  else if (series.names.length === 0) lines.push(copy.chartPreview.point(axes.value, formatValue(datum.value)));
  return lines;
}

/** Percent ticks for a 100 % stacked axis. */
export const formatPercentTick = (value: number | { valueOf(): number }) => `${Number(value)}%`;
