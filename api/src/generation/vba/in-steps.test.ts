import { expect, test } from "vitest";
import type { VbaDraft } from "../types.ts";
import { checkVbaStructure } from "./check-vba.ts";
import { planMacro } from "./plan-macro.ts";

const codeOf = (description: string) => (planMacro({ description }) as VbaDraft).code;

test("steps that no one macro covers become one module with a Sub that runs them in order", () => {
  const code = codeOf("copy Sheet1 to Backup then sort Backup by column C");
  expect(code).toMatch(/Sub RunSteps\(\)\n {4}CopySheet\n {4}SortData\nEnd Sub/);
  expect(code).toContain('ActiveSheet.Name = "Backup"');
  expect(code).toContain('Worksheets("Backup")');
  expect(checkVbaStructure(code).problems).toEqual([]);
});

test("a macro that already does every step keeps the request", () => {
  const code = codeOf("autofit columns A thru M then set col B width to 40");
  expect(code).not.toContain("RunSteps");
  expect(code).toContain('Columns("B").ColumnWidth = 40');
});
