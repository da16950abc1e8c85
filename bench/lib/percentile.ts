/** The value at share `p` (0–1) of an ascending list: the nearest rank, the last value for p = 1. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
