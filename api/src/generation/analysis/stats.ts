import { radixSorted } from "./radix-sort.ts";
/**
 * The statistics the engine states, computed the way Excel and Sheets do so a user's own formula gives the same
 * number: sums in row order, the sample standard deviation (STDEV.S), quartiles by linear interpolation between
 * ranks (QUARTILE.INC, PERCENTILE.INC).
 */

/** The values in ascending order, as a typed array: its numeric sort is several times faster than Array's. */
export function sortedCopy(values: Float64Array): Float64Array {
  return radixSorted(values);
}

/** PERCENTILE.INC of an ascending array: the value at rank p × (n − 1), interpolated. */
export function percentileInc(sorted: Float64Array, p: number): number {
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (rank - low) * (sorted[high] - sorted[low]);
}

/** MEDIAN: the middle value, or the mean of the middle two, computed as the spreadsheets do. */
export function median(sorted: Float64Array): number {
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Sum in the order given: the order a spreadsheet adds a range in. */
export function sum(values: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < values.length; i++) total += values[i];
  return total;
}

/** STDEV.S: null under two values, where both platforms answer #DIV/0!. */
export function sampleStdev(values: ArrayLike<number>, mean: number): number | null {
  if (values.length < 2) return null;
  let squares = 0;
  for (let i = 0; i < values.length; i++) squares += (values[i] - mean) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

export interface Fit {
  /** Pearson's r (CORREL), null when either side does not vary. */
  r: number | null;
  /** Least-squares slope of y on x (SLOPE), null when x does not vary. */
  slope: number | null;
  intercept: number | null;
}

/** Pearson's r and the least-squares line, from paired values. */
export function fit(xs: ArrayLike<number>, ys: ArrayLike<number>): Fit {
  const n = xs.length;
  const meanX = sum(xs) / n;
  const meanY = sum(ys) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - meanX;
    const dy = ys[i] - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  const slope = sxx === 0 ? null : sxy / sxx;
  return {
    r: sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy),
    slope,
    intercept: slope === null ? null : meanY - slope * meanX,
  };
}
