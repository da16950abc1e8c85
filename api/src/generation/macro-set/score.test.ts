import { expect, test } from "vitest";
import type { VbaDraft } from "../types.ts";
import { loadMacroSet, type MacroCase } from "./macro-set.ts";
import { scoreMacroSet } from "./score.ts";

const macro = (body: string): VbaDraft => ({
  code: `Option Explicit\n\nSub Task()\n${body}\nEnd Sub\n`,
  explanation: "",
  steps: [],
});

const cases: MacroCase[] = [
  {
    id: "a",
    description: "protect Sheet2 with the password Secret123",
    requires: ["Protect", "Secret123", ['Worksheets("Sheet2")', 'Sheets("Sheet2")']],
  },
  { id: "b", description: "bold column C", requires: [{ pattern: 'Columns\\("C"\\)|Range\\("C' }, "Bold"] },
  { id: "c", description: "tell me a joke", expect: "refuse" },
];

test("a macro counts when it passes the check and holds every requested value, spelling and pattern", () => {
  const score = scoreMacroSet(cases, ({ description }) => {
    if (description.startsWith("protect")) return macro('    Worksheets("Sheet2").Protect Password:="Secret123"');
    if (description.startsWith("bold")) return macro('    Columns("C").Font.Bold = True');
    return { refused: true, hint: "" };
  });
  expect(score.coverage).toEqual({ total: 2, correct: 2 });
  expect(score.refusals).toEqual({ total: 1, correct: 1 });
});

test("a placeholder for a named value, a failed check, or an answer to nonsense is not counted", () => {
  const score = scoreMacroSet(cases, ({ description }) => {
    if (description.startsWith("protect")) return macro('    Worksheets("Sheet2").Protect Password:="YourPassword"');
    if (description.startsWith("bold")) return macro('    If True Then\n    Columns("C").Font.Bold = True');
    return macro('    MsgBox "knock knock"');
  });
  expect(score.coverage.correct).toBe(0);
  expect(score.refusals.correct).toBe(0);
  expect(score.outcomes.find((o) => o.case.id === "a")!.missing).toEqual(["Secret123"]);
});

test("every macro set loads: unique ids, patterns that compile, enough requests", () => {
  expect(loadMacroSet("dev.json").length).toBeGreaterThanOrEqual(150);
  expect(loadMacroSet("held-out.json").length).toBeGreaterThanOrEqual(40);
  expect(loadMacroSet("held-out-2.json").length).toBeGreaterThanOrEqual(40);
});
