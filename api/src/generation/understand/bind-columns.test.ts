import { expect, test } from "vitest";
import { bindColumns } from "./bind-columns.ts";

const bound = (text: string, field?: string) =>
  bindColumns(text, field).columns.map((c) => `${c.label}=${c.range}`).sort();

test("binds a name linked to a column in every order people write it", () => {
  expect(bound("total hours, office is col B, hours in D, dates E, rows 2-300")).toEqual([
    "dates=E2:E300",
    "hours=D2:D300",
    "office=B2:B300",
  ]);
  expect(bound("B = region, C = sales")).toEqual(["region=B:B", "sales=C:C"]);
  expect(bound("amount (col E) for the south region (A)")).toEqual(["amount=E:E", "region=A:A"]);
  expect(bound("sum of sales C2:C21 where region A2:A21 is East")).toEqual(["region=A2:A21", "sales=C2:C21"]);
  expect(bound("max of G2:G100 dates, E2:E100 amounts")).toEqual(["amounts=E2:E100", "dates=G2:G100"]);
});

test("takes the rows from what was said, else from the ranges written", () => {
  expect(bindColumns("sum col C where col A is East, rows 5 to 40").rows).toMatchObject({ first: 5, last: 40 });
  expect(bound("sum C2:C21 where col A is East")).toEqual(["A2:A21=A2:A21", "C2:C21=C2:C21"]);
  expect(bindColumns("sum col C").rows).toBeNull();
});

test("reads the columns a user typed in Your columns, with the assumed rows", () => {
  const binding = bindColumns("sum of sales where region is east", "Region\tRep\tSales");
  expect(binding.columns.map((c) => `${c.label}=${c.range}`)).toEqual([
    "Region=A2:A100",
    "Rep=B2:B100",
    "Sales=C2:C100",
  ]);
  expect(binding.rows?.how).toBe("assumed");
});

test("keeps values out of column names and cells apart from columns", () => {
  expect(bound("lowest salary D2:D60 for the IT department E2:E60")).toEqual(["department=E2:E60", "salary=D2:D60"]);
  const binding = bindColumns("the price for the product in H2, products in A2:A100");
  expect(binding.cells).toEqual([{ ref: "H2", names: [["product"]] }]);
  expect(bindColumns('count "A1 grade" in B2:B9').cells).toEqual([]);
});
