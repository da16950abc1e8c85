import { expect, test } from "vitest";
import { aggregateAll, aggregateGroups, groupRows, orderByValue, selectRows } from "./compute.ts";
import { toTable } from "./dev-set/to-table.ts";

const table = toTable({
  columns: ["Date", "Team", "Score", "Year"],
  rows: [
    ["2024-01-31", "red", 0.1, 2024],
    ["2024-03-02", "Blue", 0.2, 2023],
    ["2024-01-01", "Red", 0.7, 2024],
    [null, "blue", null, 2022],
    ["2024-03-15", null, 5, 2023],
  ],
});
const all = selectRows(table, []);

test("filters keep the rows they all accept; text compares without case, as SUMIFS does", () => {
  expect(Array.from(selectRows(table, [{ kind: "equals", column: 1, value: "RED" }]))).toEqual([0, 2]);
  expect(Array.from(selectRows(table, [{ kind: "compare", column: 2, operator: ">=", value: 0.2 }]))).toEqual([
    1,
    2,
    4,
  ]);
  const march = {
    kind: "dates" as const,
    column: 0,
    from: Date.UTC(2024, 2, 1),
    to: Date.UTC(2024, 3, 1),
    label: "March",
  };
  expect(Array.from(selectRows(table, [march]))).toEqual([1, 4]);
});

test("text groups in the order first seen, spelt as first seen; empty keys are left out and counted", () => {
  const grouped = groupRows(table, all, { column: 1 });
  expect(grouped.keys.map((key) => [key.label, key.rows])).toEqual([["red", 2], ["Blue", 2]]);
  expect(grouped.skipped).toBe(1);
  expect(aggregateGroups(table, all, grouped, { aggregate: "sum", column: 2 })).toEqual([0.1 + 0.7, 0.2]);
  // The average is over the cells that hold a number, as AVERAGEIFS; the count is of rows, as COUNTIFS.
  expect(aggregateGroups(table, all, grouped, { aggregate: "average", column: 2 })).toEqual([(0.1 + 0.7) / 2, 0.2]);
  expect(aggregateGroups(table, all, grouped, { aggregate: "count" })).toEqual([2, 2]);
});

test("number groups come in ascending order; date groups by period, empty periods included", () => {
  expect(groupRows(table, all, { column: 3 }).keys.map((key) => key.label)).toEqual(["2022", "2023", "2024"]);
  const months = groupRows(table, all, { column: 0, period: "month" });
  expect(months.keys.map((key) => [key.label, key.rows])).toEqual([["2024-01", 2], ["2024-02", 0], ["2024-03", 2]]);
  expect(aggregateGroups(table, all, months, { aggregate: "sum", column: 2 })).toEqual([0.1 + 0.7, 0, 5.2]);
  expect(aggregateGroups(table, all, months, { aggregate: "average", column: 2 })).toEqual([
    (0.1 + 0.7) / 2,
    null,
    2.6,
  ]);
});

test("sums add in row order, so they match a spreadsheet's to the last bit", () => {
  expect(aggregateAll(table, all, { aggregate: "sum", column: 2 })).toBe(0.1 + 0.2 + 0.7 + 5);
});

test("min, max, median, standard deviation and distinct counts", () => {
  expect(aggregateAll(table, all, { aggregate: "min", column: 2 })).toBe(0.1);
  expect(aggregateAll(table, all, { aggregate: "max", column: 2 })).toBe(5);
  expect(aggregateAll(table, all, { aggregate: "median", column: 2 })).toBe((0.2 + 0.7) / 2);
  expect(aggregateAll(table, all, { aggregate: "stdev", column: 2 })).toBeCloseTo(Math.sqrt(16.54 / 3), 12);
  expect(aggregateAll(table, all, { aggregate: "distinct", column: 1 })).toBe(2);
  expect(
    aggregateAll(table, selectRows(table, [{ kind: "equals", column: 1, value: "nobody" }]), {
      aggregate: "average",
      column: 2,
    }),
  )
    .toBeNull();
});

test("ordering by value keeps equal values in their first-seen order and leaves out empty ones", () => {
  expect(orderByValue([3, null, 5, 3, 1], "desc")).toEqual([2, 0, 3, 4]);
  expect(orderByValue([3, null, 5, 3, 1], "asc")).toEqual([4, 0, 3, 2]);
});
