import type { DateStep } from "./profile.ts";

export type Period = "day" | "week" | "month" | "quarter" | "year";

/** Finest first: the order periods are made coarser in. */
export const periods: Period[] = ["day", "week", "month", "quarter", "year"];

const msPerDay = 86_400_000;

/** The day (days since 1970-01-01) a date falls on, whatever its time of day. */
export const dayOf = (ms: number) => Math.floor(ms / msPerDay);

/** Year, month (1–12) and day of a count of days since 1970-01-01, without a Date object (H. Hinnant's algorithm). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/**
 * A period as one integer, so a million dates group without building a string each: days since 1970-01-01, weeks
 * (starting Mondays), year × 12 + month − 1, year × 4 + quarter − 1, or the year.
 */
export function periodIndex(ms: number, period: Period): number {
  const days = dayOf(ms);
  if (period === "day") return days;
  // 1970-01-01 was a Thursday: three days on, weeks start on Mondays.
  if (period === "week") return Math.floor((days + 3) / 7);
  const [year, month] = civilFromDays(days);
  if (period === "month") return year * 12 + month - 1;
  if (period === "quarter") return year * 4 + Math.floor((month - 1) / 3);
  return year;
}

/** Where a period starts (UTC epoch ms); the next index's start is where it ends. */
export function periodStart(index: number, period: Period): number {
  if (period === "day") return index * msPerDay;
  if (period === "week") return (index * 7 - 3) * msPerDay;
  if (period === "month") return Date.UTC(Math.floor(index / 12), index % 12, 1);
  if (period === "quarter") return Date.UTC(Math.floor(index / 4), (index % 4) * 3, 1);
  return Date.UTC(index, 0, 1);
}

/** The day (days since 1970-01-01) a period starts on, and how many days it has. */
export function periodDays(index: number, period: Period): { start: number; days: number } {
  const start = periodStart(index, period) / msPerDay;
  return { start, days: periodStart(index + 1, period) / msPerDay - start };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO date, "2024-03-05". */
export function isoDay(ms: number): string {
  const [year, month, day] = civilFromDays(dayOf(ms));
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Days (counted from 1970-01-01) as the answer says them: "2024-03-01 to 2024-03-03", or one day alone. */
export function daySpan(first: number, last: number): string {
  const [from, to] = [isoDay(first * msPerDay), isoDay(last * msPerDay)];
  return first === last ? from : `${from} to ${to}`;
}

/** A period's name: "2024-03-05", "week of 2024-03-04", "2024-03", "2024-Q1", "2024". */
export function periodName(index: number, period: Period): string {
  if (period === "day") return isoDay(periodStart(index, period));
  if (period === "week") return `week of ${isoDay(periodStart(index, period))}`;
  if (period === "month") return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  if (period === "quarter") return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
  return String(index);
}

/** "monthly", "by month": the adjective and the noun the sentences use. */
export const periodWords: Record<Period, { adjective: string; noun: string; plural: string }> = {
  day: { adjective: "daily", noun: "day", plural: "days" },
  week: { adjective: "weekly", noun: "week", plural: "weeks" },
  month: { adjective: "monthly", noun: "month", plural: "months" },
  quarter: { adjective: "quarterly", noun: "quarter", plural: "quarters" },
  year: { adjective: "yearly", noun: "year", plural: "years" },
};

const stepPeriod: Record<DateStep, Period> = {
  daily: "day",
  weekly: "week",
  monthly: "month",
  quarterly: "quarter",
  yearly: "year",
  irregular: "day",
};

/** How many periods of a kind the span from `first` to `last` touches. */
function periodCount(first: number, last: number, period: Period): number {
  return periodIndex(last, period) - periodIndex(first, period) + 1;
}

/**
 * The period to group a date column by when the question names none: the data's own step, months once days or
 * weeks cover three months or more (what people read trends in), and coarser while there would be more than
 * `maxPoints` periods.
 */
export function choosePeriod(first: number, last: number, step: DateStep, maxPoints = 50): Period {
  let period = stepPeriod[step];
  if ((period === "day" || period === "week") && periodCount(first, last, "month") >= 3) period = "month";
  return coarsen(first, last, period, maxPoints);
}

/** The period itself, or the first coarser one that gives at most `maxPoints` periods. */
export function coarsen(first: number, last: number, period: Period, maxPoints = 50): Period {
  let at = periods.indexOf(period);
  while (at < periods.length - 1 && periodCount(first, last, periods[at]) > maxPoints) at++;
  return periods[at];
}
