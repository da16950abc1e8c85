import { describe, expect, test } from "vitest";
import type { Cell, Column, Table } from "../inputs/table.ts";
import { profileTable } from "./profile.ts";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const table = (...columns: Column[]): Table => ({
  columns,
  rowCount: columns[0].values.length,
  origin: { row: 1, column: 1 },
  notes: [],
});

describe("profileTable", () => {
  test("numbers: count, missing, distinct, min, max, sum, mean, median and sample standard deviation, exactly", () => {
    const [profile] = profileTable(table({ name: "Amount", type: "number", values: [4, null, 8, 15, 16, 23, 42, 8] }));
    expect(profile).toMatchObject({ name: "Amount", type: "number", count: 7, missing: 1, distinct: 6 });
    expect(profile.numbers!.min).toBe(4);
    expect(profile.numbers!.max).toBe(42);
    expect(profile.numbers!.sum).toBe(116);
    expect(profile.numbers!.mean).toBeCloseTo(116 / 7, 12);
    expect(profile.numbers!.median).toBe(15);
    // STDEV.S of 4, 8, 15, 16, 23, 42, 8
    const mean = 116 / 7;
    const squares = [4, 8, 15, 16, 23, 42, 8].reduce((total, x) => total + (x - mean) ** 2, 0);
    expect(profile.numbers!.stdev).toBeCloseTo(Math.sqrt(squares / 6), 12);
  });

  test("an even count takes the mean of the middle two for the median; one value has no standard deviation", () => {
    const [even] = profileTable(table({ name: "x", type: "number", values: [1, 9, 3, 7] }));
    expect(even.numbers!.median).toBe(5);
    const [single] = profileTable(table({ name: "x", type: "number", values: [5] }));
    expect(single.numbers!.stdev).toBeNull();
  });

  test("text: distinct values and the most common first, the first seen winning a tie", () => {
    const values = ["West", "East", "East", "North", "West", "", null, "South"];
    const [profile] = profileTable(table({ name: "Region", type: "text", values }));
    expect(profile).toMatchObject({ count: 6, missing: 2, distinct: 4 });
    expect(profile.categories).toEqual([
      { value: "West", count: 2 },
      { value: "East", count: 2 },
      { value: "North", count: 1 },
      { value: "South", count: 1 },
    ]);
  });

  test("text keeps only the ten most common values", () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i % 15}`);
    const [profile] = profileTable(table({ name: "Code", type: "text", values }));
    expect(profile.distinct).toBe(15);
    expect(profile.categories).toHaveLength(10);
  });

  test("booleans are counted like categories", () => {
    const [profile] = profileTable(table({ name: "Paid", type: "boolean", values: [true, false, true, null] }));
    expect(profile.categories).toEqual([{ value: "true", count: 2 }, { value: "false", count: 1 }]);
  });

  test.each([
    ["daily", ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-08"]],
    ["weekly", ["2024-01-01", "2024-01-08", "2024-01-15", "2024-01-22"]],
    ["monthly", ["2024-01-01", "2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01"]],
    ["quarterly", ["2023-01-01", "2023-04-01", "2023-07-01", "2023-10-01"]],
    ["yearly", ["2020-06-30", "2021-06-30", "2022-06-30", "2023-06-30"]],
    ["irregular", ["2024-01-01", "2024-01-19", "2024-03-02", "2024-03-04", "2024-07-30"]],
  ])("dates: the range and a %s step", (step, dates) => {
    const values = [...dates].reverse().map(day);
    const [profile] = profileTable(table({ name: "Date", type: "date", values }));
    expect(profile.dates).toEqual({ first: day(dates[0]), last: day(dates.at(-1)!), step });
    expect(profile.distinct).toBe(dates.length);
  });

  test("repeated dates do not make a step: the gaps between different dates do", () => {
    const values = ["2024-01-01", "2024-01-01", "2024-02-01", "2024-02-01", "2024-03-01"].map(day);
    const [profile] = profileTable(table({ name: "Date", type: "date", values }));
    expect(profile.dates!.step).toBe("monthly");
    expect(profile.distinct).toBe(3);
  });

  test("an empty column has no statistics", () => {
    const [profile] = profileTable(table({ name: "Notes", type: "number", values: [null, null] }));
    expect(profile).toEqual({ name: "Notes", type: "number", count: 0, missing: 2, distinct: 0 });
  });
});

test("a text column past 65,536 different values is free text: its count is a lower bound, its blanks still counted", () => {
  const values: Cell[] = Array.from({ length: 70_000 }, (_, i) => (i % 1000 === 999 ? null : `note ${i}`));
  const [profile] = profileTable({
    columns: [{ name: "Note", type: "text", values }],
    rowCount: values.length,
    origin: { row: 1, column: 1 },
    notes: [],
  });
  expect(profile.distinctAtLeast).toBe(true);
  expect(profile.distinct).toBe(65_536);
  expect(profile.missing).toBe(70);
  expect(profile.count).toBe(69_930);
});
