import { expect, test } from "vitest";
import { defaultCategory, defaultDate, defaultLabel, defaultMeasure, describeColumns, isMeasure } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { profileTable } from "./profile.ts";

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
