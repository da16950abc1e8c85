import { expect, test } from "vitest";
import { defaultCategory, defaultDate, defaultLabel, defaultMeasure, describeColumns, isMeasure } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";
import { planAnalysis } from "./analyze.ts";

const table = toTable({
  columns: ["Order ID", "Date", "Year", "Customer", "Region", "Units Sold", "Unit Price", "Revenue ($)", "Month"],
  rows: Array.from({ length: 8 }, (_, i) => [
    1000 + i,
    `2024-0${1 + (i % 3)}-1${i}`,
    2023 + (i % 2),
    `Customer ${i}`,
    ["East", "West"][i % 2],
    i + 2,
    9.5,
    (i + 2) * 9.5,
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"][i],
  ]),
});
const infos = describeColumns(table, profileTable(table));
const named = (index: number | undefined) => (index === undefined ? undefined : infos[index].name);

test("identifiers and years are not measures; prices and scores are averaged", () => {
  expect(infos.map((info) => info.idLike)).toEqual(["name", false, false, false, false, false, false, false, false]);
  expect(infos.filter(isMeasure).map((info) => info.name)).toEqual(["Units Sold", "Unit Price", "Revenue ($)"]);
  expect(infos.filter((info) => info.averaged).map((info) => info.name)).toEqual(["Unit Price"]);
  expect(infos.filter((info) => info.ordered).map((info) => info.name)).toEqual(["Year", "Month"]);
});

test("a column's head word: the last, unless it is a participle or a unit in brackets", () => {
  expect(infos.map((info) => info.head)).toEqual([
    "id",
    "date",
    "year",
    "customer",
    "region",
    "unit",
    "price",
    "revenue",
    "month",
  ]);
});

test("defaults: the money measure, the repeating category, the most telling label, the first date", () => {
  expect(named(defaultMeasure(infos))).toBe("Revenue ($)");
  expect(named(defaultCategory(infos))).toBe("Region");
  expect(named(defaultLabel(infos))).toBe("Customer");
  expect(named(defaultDate(infos))).toBe("Date");
});

test("a column that is the row-by-row sum of others named for the same thing is their whole, and meant first", () => {
  const costs = toTable({
    columns: ["Depot", "Parts Cost (£)", "Labour Cost (£)", "Total Cost (£)", "Fuel Cost (£)"],
    rows: [
      ["Leeds", 120.5, 60, 180.5, 40],
      ["York", 80.25, null, 80.25, 35],
      ["Leeds", 10.1, 20.2, 30.3, 50],
    ],
  });
  const costInfos = describeColumns(costs, profileTable(costs));
  expect(costInfos[3].parts).toEqual([1, 2]);
  expect(costInfos.filter((info) => info.parts).length).toBe(1);
  expect(defaultMeasure(costInfos)).toBe(3);
  expect(planAnalysis(costs, "total maintenance cost by depot").draft.analysis).toMatch(
    /^Total Cost \(£\) by Depot: Leeds £210\.80; York £80\.25\./,
  );
  expect(planAnalysis(costs, "what did we spend").draft.analysis).toMatch(/^Total Cost \(£\): £291\.05\./);
  expect(planAnalysis(costs, "total labour cost").draft.analysis).toMatch(/^Total Labour Cost \(£\): £80\.20\./);
  // Not a whole where one row does not add up.
  const off = toTable({
    ...{ columns: costs.columns.map((c) => c.name) },
    rows: [["Leeds", 1, 2, 4, 0], ["York", 1, 1, 2, 0]],
  });
  expect(describeColumns(off, profileTable(off)).some((info) => info.parts)).toBe(false);
});

test("the Y/N of a yes/no header is no part of what it is about", () => {
  const flags = toTable({ columns: ["Paid Y/N", "Gift Aid Y/N", "Remote?"], rows: [["Y", "N", "Yes"]] });
  expect(describeColumns(flags, profileTable(flags)).map((info) => info.head)).toEqual(["pay", "aid", "remote"]);
});
