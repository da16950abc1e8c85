/** Tick numbers short enough for a phone: 1200 → 1.2K. */
const compact = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });
/** Exact enough for a tooltip or the data table. */
const exact = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

export const formatTick = (value: number | { valueOf(): number }) => compact.format(Number(value));
export const formatValue = (value: number) => exact.format(value);

/** Long category names are cut with an ellipsis; the full name stays in the tooltip, the label and the table. */
export function truncate(label: string, maxChars: number): string {
  return label.length > maxChars ? `${label.slice(0, Math.max(1, maxChars - 1))}…` : label;
}

/** Roughly how wide one character of an 11px axis label is. */
const charWidth = 6.5;

/**
 * Which category labels fit under a horizontal axis of `width` px: upright when they fit, else turned and cut short;
 * when even turned labels would overlap, only every n-th is shown.
 */
export function categoryTicks(labels: string[], width: number) {
  const step = width / Math.max(1, labels.length);
  const longest = Math.min(14, Math.max(1, ...labels.map((label) => label.length)));
  const rotate = step < longest * charWidth + 8;
  const every = Math.max(1, Math.ceil((rotate ? 16 : longest * charWidth + 8) / step));
  return {
    indices: labels.map((_, index) => index).filter((index) => index % every === 0),
    rotate,
    maxChars: rotate ? 14 : longest,
  };
}

/** How many characters of a label fit in `width` px. */
export const charsThatFit = (width: number) => Math.max(3, Math.floor(width / charWidth));
