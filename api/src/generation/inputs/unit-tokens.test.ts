import { expect, test } from "vitest";
import { restoreUnitTokens } from "./unit-tokens.ts";

const restored = (rows: string[][]) => {
  const cells = structuredClone(rows);
  restoreUnitTokens(cells);
  return cells;
};

test("a letter read for the digit before a unit the table writes is that digit", () => {
  const rows = [["Product", "Drug"], ["Syr Fixed", "Ramipril Smg caps"], ["2yr Fixed", "Atorvastatin 20mg"], [
    "BTL 3yr",
    "Cetirizine 10mg",
  ]];
  expect(restored(rows).slice(1, 2)).toEqual([["5yr Fixed", "Ramipril 5mg caps"]]);
});

test("an ordinal whose t was lost, or whose 1 was read as l, is put back where the table writes ordinals", () => {
  const rows = [["Submitted"], ["7th Jan 2025"], ["1lth Apr 2025"], ["28h Nov 2025"], ["25th Jul 2025"], ["3rd May"], [
    "18h Apr",
  ], ["4th Jul"]];
  expect(restored(rows).map(([date]) => date)).toEqual(
    ["Submitted", "7th Jan 2025", "11th Apr 2025", "28th Nov 2025", "25th Jul 2025", "3rd May", "18th Apr", "4th Jul"],
  );
});

test("words that only look like a digit and a unit, and units the table does not write, are left as read", () => {
  const rows = [["Note"], ["Is it"], ["Sam"], ["Ohm 5ohm"], ["Smg"]];
  expect(restored(rows)).toEqual(rows);
});

test("a comma between words, or between a date's day and year, is followed by a space; a thousands comma is not", () => {
  expect(restored([["DURNHAM,Oluwole", "Oct 17,2025", "124,056", "1,5", "Aug 5, 2024"]])[0]).toEqual(
    ["DURNHAM, Oluwole", "Oct 17, 2025", "124,056", "1,5", "Aug 5, 2024"],
  );
});
