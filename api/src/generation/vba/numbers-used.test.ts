import { describe, expect, test } from "vitest";
import { numbersIgnored } from "./numbers-used.ts";

const ignored = (request: string, code: string, masked: string[] = []) => numbersIgnored(code, request, masked);

describe("numbersIgnored finds the numbers a request gives that the code never writes", () => {
  test("a threshold must be in the code, as a number or inside a string", () => {
    expect(ignored("highlight rows where column D is over 1000", "If ws.Cells(r, 4).Value > 1000 Then")).toEqual([]);
    expect(ignored("filter Amount > 5,000", 'rng.AutoFilter Field:=2, Criteria1:=">5000"')).toEqual([]);
    expect(ignored("highlight rows where column D is over 1000", "If ws.Cells(r, 4).Value > 100 Then")).toEqual([
      "1000",
    ]);
  });

  test("percentages and decimals are written the ways code writes them", () => {
    expect(ignored("add 10% to every number", "cell.Value = cell.Value * 1.1")).toEqual([]);
    expect(ignored("take 7% off every price", "cell.Value = cell.Value * 0.93")).toEqual([]);
    expect(ignored("show column E with 2 decimals", 'rng.NumberFormat = "#,##0.00"')).toEqual([]);
    expect(ignored("add 10% to every number", "cell.Value = cell.Value * 1.2")).toEqual(["10%"]);
  });

  test("rows and counts may be written as a span of rows or as a list's length", () => {
    expect(ignored("Insert 3 rows above row 5", 'ws.Rows("5:7").Insert')).toEqual([]);
    expect(ignored("add 2 rows after row 10", 'ws.Rows("11:12").Insert')).toEqual([]);
    expect(ignored("delete all rows below row 100", 'ws.Rows("101:" & lastRow).Delete')).toEqual([]);
    expect(
      ignored(
        "add 12 sheets named Jan through Dec",
        'For Each sheetName In Array("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")',
      ),
    )
      .toEqual([]);
    expect(ignored("Insert 3 rows above row 5", 'ws.Rows("5:5").Insert')).toEqual(["3"]);
  });

  test("numbers that describe the workbook, and digits inside names, cells, paths and dates, ask for nothing", () => {
    const code = 'ws.Range("A1").Value = 1';
    expect(ignored("i have like 40 workbooks in a folder, combine them", code)).toEqual([]);
    expect(ignored("theres 30 tabs and i need them all unhidden, on Excel 2016", code)).toEqual([]);
    expect(ignored("copy B2:B20 from Q3 to the Sales 2024 sheet", code, ["Sales 2024"])).toEqual([]);
    expect(ignored("save to C:\\Reports\\2024 every day at 5 pm before 1/1/2025", code)).toEqual([]);
  });
});
