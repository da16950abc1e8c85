import { expect, test } from "vitest";
import type { Table } from "../inputs/table.ts";
import { toTable } from "./dev-set/to-table.ts";
import { evaluateChecks, sheetGrid } from "./formula-check.ts";

const base = toTable({ columns: ["Date", "Amount"], rows: [["2024-01-02", 5], ["2024-01-03", 7]] });
const placed: Table = { ...base, origin: { row: 2, column: 2 }, sheet: "My Data" };

test("the grid holds the table where the user's sheet does, dates as dates", () => {
  expect(sheetGrid(placed)).toEqual([
    [],
    [null, "Date", "Amount"],
    [null, new Date(Date.UTC(2024, 0, 2)), 5],
    [null, new Date(Date.UTC(2024, 0, 3)), 7],
  ]);
});

test("formulas are judged against the figure they should give, on the user's own cells and sheet name", () => {
  const outcomes = evaluateChecks(placed, [
    { formula: "=SUM('My Data'!$C$3:$C$4)", platform: "excel", expected: 12 },
    { formula: "=SUM('My Data'!$C$3:$C$4)", platform: "sheets", expected: 13 },
    { formula: "=QUERY('My Data'!B2:C4,\"select B\",1)", platform: "sheets" },
    { formula: "=SORTN(B3:B4,1)", platform: "excel", expected: 1 },
  ]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(["agrees", "differs", "not-evaluated", "invalid"]);
});
