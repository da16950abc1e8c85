import { expect, test } from "vitest";
import { parseDate } from "./parse-date.ts";

const utc = (iso: string) => Date.parse(`${iso}Z`);

test("dates in the formats people and spreadsheets write, as UTC epoch milliseconds", () => {
  const cases: [string, string][] = [
    ["2024-03-31", "2024-03-31T00:00:00"],
    ["2024/3/5", "2024-03-05T00:00:00"],
    ["2024-03-31T14:05:09", "2024-03-31T14:05:09"],
    ["2024-03-31 14:05", "2024-03-31T14:05:00"],
    ["3/31/2024", "2024-03-31T00:00:00"],
    ["3/31/24", "2024-03-31T00:00:00"],
    ["3/31/2024 2:05 PM", "2024-03-31T14:05:00"],
    ["31.03.2024", "2024-03-31T00:00:00"],
    ["Mar 31, 2024", "2024-03-31T00:00:00"],
    ["March 31 2024", "2024-03-31T00:00:00"],
    ["31 Mar 2024", "2024-03-31T00:00:00"],
    ["31-Mar-24", "2024-03-31T00:00:00"],
    ["March 2024", "2024-03-01T00:00:00"],
    ["Sept 2024", "2024-09-01T00:00:00"],
    ["2024-03", "2024-03-01T00:00:00"],
  ];
  for (const [text, iso] of cases) expect(parseDate(text), text).toBe(utc(iso));
  expect(parseDate("2024-03-31T14:05:00+02:00")).toBe(utc("2024-03-31T12:05:00"));
  expect(parseDate("2024-03-31T14:05:00Z")).toBe(utc("2024-03-31T14:05:00"));
});

test("the order of day and month follows the column's decision", () => {
  expect(parseDate("04/03/2024", "mdy")).toBe(utc("2024-04-03T00:00:00"));
  expect(parseDate("04/03/2024", "dmy")).toBe(utc("2024-03-04T00:00:00"));
  expect(parseDate("31/03/2024", "mdy")).toBeNaN();
  expect(parseDate("31/03/2024", "dmy")).toBe(utc("2024-03-31T00:00:00"));
});

test("impossible dates and other text are not dates", () => {
  for (
    const text of [
      "2024-02-30",
      "2023-02-29",
      "13/13/2024",
      "2024-13",
      "Foo 2024",
      "2024",
      "12.5",
      "25:00",
      "Mar 32, 2024",
    ]
  ) {
    expect(parseDate(text), text).toBeNaN();
  }
  expect(parseDate("2024-02-29")).toBe(utc("2024-02-29T00:00:00"));
});
