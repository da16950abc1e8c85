import { expect, test } from "vitest";
import { parseFormula } from "../formula/formula-parser.ts";
import { buildSampleGrid } from "./sample-grid.ts";

function grid(formula: string) {
  const parsed = parseFormula(formula);
  if (!parsed.ok) throw new Error(parsed.error);
  return buildSampleGrid(parsed.ast);
}

const column = (cells: unknown[][], index: number, from: number, to: number) =>
  cells.slice(from, to + 1).map((row) => row[index]);

test("criteria columns hold the compared word among others; summed columns hold numbers", () => {
  const cells = grid('=SUMIF(D2:D50,"Closed",B2:B50)').get("Sheet1")!;
  const statuses = column(cells, 3, 1, 49);
  expect(statuses).toContain("'Closed");
  expect(new Set(statuses).size).toBeGreaterThan(1);
  expect(column(cells, 1, 1, 49).every((value) => typeof value === "number")).toBe(true);
  expect(cells[0]).toEqual([]);
});

test("wildcard and not-equal criteria put a matching word in the data", () => {
  const cells = grid('=COUNTIFS(A:A,"*Ltd*",B:B,"<>Closed",C:C,">1000")').get("Sheet1")!;
  expect(column(cells, 0, 0, 29)).toContain("'Acme Ltd Co");
  expect(column(cells, 1, 0, 29)).toContain("'Closed");
  const amounts = column(cells, 2, 0, 29) as number[];
  expect(amounts.some((value) => value > 1000) && amounts.some((value) => value <= 1000)).toBe(true);
});

test("date functions read dates, and an end date comes after its start", () => {
  const cells = grid('=DATEDIF(A2,B2,"D")+YEAR(C2)').get("Sheet1")!;
  const [start, end, other] = cells[1] as number[];
  expect(start).toBeGreaterThan(44_900);
  expect(end).toBeGreaterThan(start);
  expect(other).toBeGreaterThan(44_900);
});

test("a lookup cell holds one of the keys it searches for", () => {
  const cells = grid("=VLOOKUP(H7,A2:C50,3,FALSE)").get("Sheet1")!;
  const keys = column(cells, 0, 1, 49);
  expect(new Set(keys).size).toBe(49);
  expect(keys).toContain(cells[6][7]);
});

test("text functions read names cut by the formula's delimiter", () => {
  const cells = grid('=TEXTBEFORE(A2,"-")').get("Sheet1")!;
  expect(cells[1][0]).toMatch(/^'\w+-\w+$/);
});

test("other sheets get their own cells; open and huge ranges are capped", () => {
  const sheets = grid("=SUM('My Data'!B:B)+SUM(A1:A1000000)");
  expect(column(sheets.get("My Data")!, 1, 0, 29).every((value) => typeof value === "number")).toBe(true);
  expect(sheets.get("Sheet1")!.length).toBe(100);
});

test("the same formula gives the same grid", () => {
  expect(grid("=AVERAGE(B2:B20)")).toEqual(grid("=AVERAGE(B2:B20)"));
});
