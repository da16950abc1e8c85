/**
 * Numbers as the answer's sentences show them: thousands separated and at most two decimals, so they read at a
 * glance. The exact value always goes into the figures beside the sentence.
 */
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const small = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });
const onePlace = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return whole.format(value);
  // Below one, two decimals would hide the number (0.0034 is not 0); three significant digits show it.
  return Math.abs(value) >= 1 ? twoPlaces.format(value) : small.format(value);
}

/** A fraction as a percentage: 0.4 → "40%", 1/3 → "33.3%", 0.0012 → "0.12%". */
export function formatPercent(fraction: number): string {
  const percent = fraction * 100;
  if (Math.abs(percent) < 1 && percent !== 0) return `${small.format(percent)}%`;
  return `${onePlace.format(percent)}%`;
}

const currency = /[$£€¥₹]/;

/** A measure's value with the currency its column's name shows ("Revenue ($)" → "$1,200"). */
export function formatMeasure(value: number, columnName: string): string {
  const symbol = currency.exec(columnName)?.[0];
  if (!symbol) return formatNumber(value);
  const text = formatNumber(Math.abs(value));
  return value < 0 ? `-${symbol}${text}` : `${symbol}${text}`;
}
