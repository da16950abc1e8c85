/**
 * Numbers as the answer's sentences show them: rounded to what a person reads at their size, thousands separated.
 * The exact value always goes into the figures beside the sentence.
 */
import type { Cell } from "../inputs/table.ts";
import { wordsOf } from "./words.ts";

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const cents = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const small = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 3 });
const oneDigit = new Intl.NumberFormat("en-US", { maximumSignificantDigits: 1 });
const onePlace = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const asWritten = new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });

/** Below this a computed number is the dust of adding decimals in binary (0.1 + 0.2 − 0.3), not a value. */
const dust = 1e-9;

/** Rounding that leaves nothing shows 0, not "-0". */
const unsigned = (text: string) => (/^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text);

/**
 * By size: from 1,000 up, whole numbers (1,234,568); from 1, two decimals at most (12.35); below 1, three
 * significant digits (0.0123), since two decimals would hide the number (0.0034 is not 0).
 */
export function formatNumber(value: number): string {
  const size = Math.abs(value);
  if (size < dust) return "0";
  if (Number.isInteger(value)) return whole.format(value);
  return unsigned(size >= 1000 ? whole.format(value) : size >= 1 ? twoPlaces.format(value) : small.format(value));
}

/** A number the person wrote (a filter's "over 1234.5"), thousands separated but never rounded: it is theirs. */
export function formatGiven(value: number): string {
  return asWritten.format(value);
}

/** A fraction as a percentage to one decimal: 0.4 → "40%", 1/3 → "33.3%"; below 0.05% one digit, 0.0004 → "0.04%". */
export function formatPercent(fraction: number): string {
  const percent = fraction * 100;
  const size = Math.abs(percent);
  if (size < dust) return "0%";
  return `${unsigned(size < 0.05 ? oneDigit.format(percent) : onePlace.format(percent))}%`;
}

/** How a column's amounts are written: the currency its name shows, and whether they are money kept to the cent. */
export interface MeasureStyle {
  symbol?: string;
  cents: boolean;
}

const currency = /[$£€¥₹]/;
// Names that say a column holds money even without a currency sign.
const moneyStems = new Set([
  "revenue",
  "sale",
  "price",
  "cost",
  "amount",
  "profit",
  "spend",
  "expense",
  "salary",
  "wage",
  "pay",
  "income",
  "turnover",
  "budget",
  "fee",
  "payment",
  "balance",
  "earn",
]);

/** Some value has a fractional part and every value is whole cents: 12.50 and 3, not 4.125. */
function hasCents(values: Cell[]): boolean {
  let fractional = false;
  for (const cell of values) {
    if (typeof cell !== "number" || Number.isInteger(cell)) continue;
    const hundredths = cell * 100;
    if (Math.abs(hundredths - Math.round(hundredths)) > 1e-6 * Math.max(1, Math.abs(hundredths))) return false;
    fractional = true;
  }
  return fractional;
}

const styles = new WeakMap<Cell[], MeasureStyle>();

/** A column's style, worked out once per column: money is named so (a currency sign or a word like Revenue). */
export function measureStyle(name: string, values: Cell[]): MeasureStyle {
  const known = styles.get(values);
  if (known) return known;
  const symbol = currency.exec(name)?.[0];
  const money = symbol !== undefined || wordsOf(name).some((word) => moneyStems.has(word.stem));
  const style = { ...(symbol ? { symbol } : {}), cents: money && hasCents(values) };
  styles.set(values, style);
  return style;
}

/**
 * A measure's value as its column writes it: with the currency its name shows ("Revenue ($)" → "$1,200"), and money
 * whose values have cents kept to two decimals at any size ($1,234,567.89, $12.50).
 */
export function formatMeasure(value: number, style: MeasureStyle): string {
  const size = Math.abs(value);
  const text = style.cents && size >= 0.005 ? unsigned(cents.format(size)) : formatNumber(size);
  const sign = value < 0 && text !== "0" && text !== "0.00" ? "-" : "";
  return `${sign}${style.symbol ?? ""}${text}`;
}
