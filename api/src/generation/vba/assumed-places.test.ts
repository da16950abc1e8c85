import { expect, test } from "vitest";
import { planMacro } from "./plan-macro.ts";

const assumed = (description: string) => {
  const result = planMacro({ description });
  if ("refused" in result) throw new Error(`refused: ${description}`);
  return result.assumed;
};

test("a macro says where it works when the request did not: the sheet, the data, the headings", () => {
  expect(assumed("bold the header row")).toEqual([
    { label: "Headings", range: "row 1" },
    { label: "Sheet", range: "the active sheet" },
  ]);
  expect(assumed("highlight cells above 100 in red")).toContainEqual({ label: "Sheet", range: "the active sheet" });
});

test("a macro whose request named its sheet assumes no place", () => {
  expect(assumed("delete blank rows in Sheet1")).toBeUndefined();
});
