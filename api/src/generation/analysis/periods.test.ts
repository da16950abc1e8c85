import { expect, test } from "vitest";
import { choosePeriod, coarsen, dayOf, daySpan, periodDays, periodIndex, periodName, periodStart } from "./periods.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

test("periods are named as the answer shows them", () => {
  const ms = day("2024-03-06");
  expect(periodName(periodIndex(ms, "day"), "day")).toBe("2024-03-06");
  expect(periodName(periodIndex(ms, "week"), "week")).toBe("week of 2024-03-04");
  expect(periodName(periodIndex(ms, "month"), "month")).toBe("2024-03");
  expect(periodName(periodIndex(ms, "quarter"), "quarter")).toBe("2024-Q1");
  expect(periodName(periodIndex(ms, "year"), "year")).toBe("2024");
});

test("a period starts where the previous one ends, months and leap years included", () => {
  const february = periodIndex(day("2024-02-10"), "month");
  expect(periodStart(february, "month")).toBe(day("2024-02-01"));
  expect(periodStart(february + 1, "month")).toBe(day("2024-03-01"));
  expect(periodStart(periodIndex(day("2023-12-31"), "quarter") + 1, "quarter")).toBe(day("2024-01-01"));
  expect(periodStart(periodIndex(day("2024-01-01"), "week"), "week")).toBe(day("2024-01-01"));
  expect(periodStart(periodIndex(day("2023-12-31"), "week"), "week")).toBe(day("2023-12-25"));
});

test("times of day stay in their day", () => {
  expect(periodIndex(day("2024-03-06") + 23 * 3_600_000, "day")).toBe(periodIndex(day("2024-03-06"), "day"));
});

test("the default period: the data's own step, months once days cover three months, coarser past 50 points", () => {
  expect(choosePeriod(day("2024-01-01"), day("2024-01-31"), "daily")).toBe("day");
  expect(choosePeriod(day("2024-01-01"), day("2024-06-30"), "daily")).toBe("month");
  expect(choosePeriod(day("2024-01-01"), day("2024-03-31"), "weekly")).toBe("month");
  expect(choosePeriod(day("2024-01-05"), day("2024-02-20"), "weekly")).toBe("week");
  expect(choosePeriod(day("2014-01-01"), day("2024-12-01"), "monthly")).toBe("quarter");
  expect(coarsen(day("2000-01-01"), day("2024-12-31"), "month")).toBe("year");
});

test("a period's first day and length, and days said as dates", () => {
  const march = periodIndex(day("2024-03-06"), "month");
  expect(periodDays(march, "month")).toEqual({ start: day("2024-03-01") / 86_400_000, days: 31 });
  expect(periodDays(periodIndex(day("2024-02-06"), "month"), "month").days).toBe(29);
  expect(periodDays(2024, "year").days).toBe(366);
  const first = dayOf(day("2024-03-01") + 5 * 3_600_000);
  expect(daySpan(first, first + 2)).toBe("2024-03-01 to 2024-03-03");
  expect(daySpan(first, first)).toBe("2024-03-01");
});
