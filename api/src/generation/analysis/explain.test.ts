import { expect, test } from "vitest";
import { describeColumns } from "./columns.ts";
import { toTable } from "./dev-set/to-table.ts";
import { filterWords, readWords, whereWords } from "./explain.ts";
import { profileTable } from "./profile.ts";

const table = {
  ...toTable({ columns: ["Date", "Region", "Amount", "Paid"], rows: [["2024-01-02", "East", 5, true]] }),
  sheet: "Q1",
  otherSheets: ["Q2", "Q3"],
  notes: ["2 empty rows were skipped."],
};
const infos = describeColumns(table, profileTable(table));

test("filters in words", () => {
  expect(filterWords({ kind: "equals", column: 1, value: "East" }, infos)).toBe("Region is East");
  expect(filterWords({ kind: "equals", column: 3, value: false }, infos)).toBe("Paid is FALSE");
  expect(filterWords({ kind: "compare", column: 2, operator: ">=", value: 1500 }, infos)).toBe("Amount at least 1,500");
  // The person's own threshold is said as they wrote it, not rounded like a computed figure.
  expect(filterWords({ kind: "compare", column: 2, operator: ">", value: 1234.5 }, infos)).toBe(
    "Amount greater than 1,234.5",
  );
  expect(filterWords({ kind: "dates", column: 0, from: 0, label: "from 2024" }, infos)).toBe("Date from 2024");
  expect(whereWords([], infos)).toBe("");
});

test("what was read: rows, columns, the sheet, the sheets left out, the reader's notes, the rows kept", () => {
  expect(readWords(table, infos, [{ kind: "equals", column: 1, value: "East" }], 1, ["March was read as March 2024."]))
    .toEqual([
      'Read 1 row and 4 columns from the sheet "Q1": Date (date), Region (text), Amount (number) and Paid (boolean).',
      "The workbook's other sheets (Q2 and Q3) were not read; name the one you mean if your data is there.",
      "2 empty rows were skipped.",
      "Only the 1 row where Region is East were used.",
      "March was read as March 2024.",
    ]);
});
