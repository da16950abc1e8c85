import { expect, test } from "vitest";
import { dateRangeOf, findDateRefs, recentRange } from "./question-dates.ts";

const span = { first: Date.UTC(2023, 6, 1), last: Date.UTC(2024, 5, 30) };
const range = (text: string) => dateRangeOf(text, findDateRefs(text, span));

test("months take their year from the data, the latest that has them", () => {
  expect(range("revenue in March")).toEqual({
    from: Date.UTC(2024, 2, 1),
    to: Date.UTC(2024, 3, 1),
    label: "March 2024",
  });
  expect(range("sales in Sept")).toMatchObject({ from: Date.UTC(2023, 8, 1), label: "September 2023" });
  expect(range("sales in Nov 2023")).toMatchObject({ from: Date.UTC(2023, 10, 1), to: Date.UTC(2023, 11, 1) });
});

test("ranges, open ends, quarters, years and ISO dates", () => {
  expect(range("from Jan to Mar")).toMatchObject({ from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 3, 1) });
  expect(range("since 2024")).toEqual({ from: Date.UTC(2024, 0, 1), label: "from 2024" });
  expect(range("before April 2024")).toEqual({ to: Date.UTC(2024, 3, 1), label: "before April 2024" });
  expect(range("Q1 revenue")).toMatchObject({ from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 3, 1), label: "Q1 2024" });
  expect(range("sales in the third quarter of 2023")).toMatchObject({ from: Date.UTC(2023, 6, 1), label: "Q3 2023" });
  expect(range("orders on 2024-02-29")).toMatchObject({ from: Date.UTC(2024, 1, 29), to: Date.UTC(2024, 2, 1) });
});

test('"may" is a month only where a month can stand; amounts are not years', () => {
  expect(findDateRefs("what may explain the drop", span)).toEqual([]);
  expect(range("sales in May")).toMatchObject({ from: Date.UTC(2024, 4, 1) });
  expect(findDateRefs("orders over 2024", span)).toEqual([]);
  expect(findDateRefs("1999 units", span)).toEqual([]);
  // A year the data does not reach is still a year where the words make it one, so it can be said to be missing.
  expect(findDateRefs("in 1999", span)).toMatchObject([{ label: "1999", unit: "year" }]);
});

test("the last months are counted back from the data's last date, not from today", () => {
  expect(recentRange("revenue over the last 3 months", span)).toMatchObject({ from: Date.UTC(2024, 3, 1) });
  expect(recentRange("sales this year", span)).toMatchObject({ from: Date.UTC(2024, 0, 1) });
  expect(recentRange("sales by region", span)).toBeUndefined();
});

test("half years: said in words or as H1/H2, the year given or the data's, months spelt out after them only repeating", () => {
  expect(range("people who joined in the first half of 2024")).toMatchObject({
    from: Date.UTC(2024, 0, 1),
    to: Date.UTC(2024, 6, 1),
    label: "H1 2024",
  });
  expect(range("revenue in the second half of the year")).toMatchObject({
    from: Date.UTC(2023, 6, 1),
    to: Date.UTC(2024, 0, 1),
  });
  expect(range("average qty in the second half of the year (Jul-Dec)")).toMatchObject({ label: "H2 2023" });
  expect(range("H1 2024 sales")).toMatchObject({ from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 6, 1) });
});

test("a day written out ('1 March 2024', 'May 3rd', 'since 15th of April') is that day", () => {
  const span = { first: Date.UTC(2024, 0, 1), last: Date.UTC(2024, 11, 31) };
  for (
    const [text, day] of [["since 1 March 2024", "2024-03-01"], ["after May 3rd", "2024-05-03"], [
      "since 15th of April",
      "2024-04-15",
    ]] as const
  ) {
    const refs = findDateRefs(text, span);
    expect(refs, text).toHaveLength(1);
    expect(refs[0], text).toMatchObject({ unit: "day", label: day });
  }
  expect(dateRangeOf("since 1 March 2024", findDateRefs("since 1 March 2024", span))).toMatchObject({
    from: Date.UTC(2024, 2, 1),
  });
  // "3 may be late" names no day.
  expect(findDateRefs("3 may be late", span)).toEqual([]);
});

test("a holiday is its day, and a year near the data's standing alone is a year", () => {
  const data = { first: Date.UTC(2023, 0, 9), last: Date.UTC(2023, 11, 26) };
  expect(findDateRefs("how many covers did we do on christmas day", data)[0]).toMatchObject({
    unit: "day",
    label: "2023-12-25",
  });
  expect(findDateRefs("travel spend 2022", data)[0]).toMatchObject({ unit: "year", label: "2022" });
  // An amount stays an amount.
  expect(findDateRefs("orders over 2022", data)).toEqual([]);
  expect(findDateRefs("2022 units of stock", data)).toEqual([]);
});

test("months listed one after another are the stretch they make; months apart are points, not a stretch", () => {
  expect(range("bookings that checked in during August, September or October")).toEqual({
    from: Date.UTC(2023, 7, 1),
    to: Date.UTC(2023, 10, 1),
    label: "August 2023 to October 2023",
  });
  expect(range("sales in January, March or May")).toBeUndefined();
});
