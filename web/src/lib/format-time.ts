const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The reader's own locale as the browser reports it; one the runtime cannot format falls back to its default. */
export function readerLocale(): string | undefined {
  const wanted = globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language;
  if (!wanted) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(wanted)[0];
  } catch {
    return undefined;
  }
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A local date ("11/23/2026", "23.11.2026"); a missing or broken date shows as nothing. */
export function formatDate(iso: string, locale = readerLocale()): string {
  const date = parse(iso);
  return date ? date.toLocaleDateString(locale) : "";
}

/** The full local date and time, for a `<time>` element's title. */
export function formatDateTime(iso: string, locale = readerLocale()): string {
  const date = parse(iso);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(date) : "";
}

/** Whole calendar days from `date` to `now` in the reader's time zone, so 23:50 seen at 00:10 is "yesterday". */
function calendarDays(date: Date, now: Date): number {
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  // Rounded because a day with a clock change is 23 or 25 hours long.
  return Math.round((midnight(now) - midnight(date)) / day);
}

/**
 * How long ago, in the reader's words: "now", "3 minutes ago", "5 hours ago", "yesterday", "last week". Past four
 * weeks an age says less than the date does, so the local date is shown instead. A time a little ahead of this
 * clock (another machine's clock) reads as "now"; one far ahead reads "in 3 minutes".
 */
export function formatRelative(iso: string, now: number, locale = readerLocale()): string {
  const date = parse(iso);
  if (!date) return "";
  const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const ago = now - date.getTime();
  const size = Math.abs(ago);
  const sign = ago > 0 ? -1 : 1;
  if (size < minute) return words.format(0, "second");
  if (size < hour) return words.format(sign * Math.floor(size / minute), "minute");
  if (size < day) return words.format(sign * Math.floor(size / hour), "hour");
  const days = calendarDays(date, new Date(now));
  if (Math.abs(days) < 7) return words.format(-days, "day");
  if (Math.abs(days) < 28) return words.format(-Math.trunc(days / 7), "week");
  return formatDate(iso, locale);
}
