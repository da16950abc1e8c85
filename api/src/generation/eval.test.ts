import { expect, test } from "vitest";
import { planFormula } from "./builtin/plan-formula.ts";
import { formatReport } from "./dev-set/report.ts";
import { rate, scoreDevSet } from "./dev-set/score.ts";
import { type HeldOutFile, loadHeldOut } from "./dev-set/dev-set.ts";
import { loadMacroSet } from "./macro-set/macro-set.ts";
import { scoreMacroSet } from "./macro-set/score.ts";
import { planMacro } from "./vba/plan-macro.ts";

// Floors a little under what the builtin engine scored at the end of issue 25's third round (dev 652 and 76; macros
// 261, 36 and 13), leaving room only for answers that depend on today's date. The dev sets are visible to whoever
// tunes the engine, so these say nothing about unseen phrasings; the held-out floors do, and may only go up through
// fixes that are not aimed at their cases.
test("the builtin engine holds its formula dev-set scores", () => {
  const score = scoreDevSet(planFormula);
  console.log(formatReport(score).split("\nFailures")[0]);
  expect(score.answerable.correct).toBeGreaterThanOrEqual(648);
  expect(score.rangeless.correct).toBeGreaterThanOrEqual(75);
  expect(rate(score.refusals)).toBe(1);
  expect(rate(score.validity)).toBe(1);
});

// Floors a little under the end of issue 25's third round: held-out 54, 113, 113; its blind batches 121, 90, 89 and
// 86 (held-out-7 scored 49 on the engine before that round, and its failures were read midway); held-out-8, written
// midway and never read, 65 (53 on the engine before that round).
const heldOutFloors: [HeldOutFile, { answerable: number; rangeless: number }][] = [
  ["held-out.json", { answerable: 53, rangeless: 0 }],
  ["held-out-2.json", { answerable: 111, rangeless: 23 }],
  ["held-out-3.json", { answerable: 110, rangeless: 26 }],
  ["held-out-4.json", { answerable: 118, rangeless: 14 }],
  ["held-out-5.json", { answerable: 87, rangeless: 11 }],
  ["held-out-6.json", { answerable: 86, rangeless: 11 }],
  ["held-out-7.json", { answerable: 82, rangeless: 6 }],
  ["held-out-8.json", { answerable: 62, rangeless: 8 }],
];

test.each(heldOutFloors)("%s keeps its floors: phrasings the engine was never tuned on", (file, floors) => {
  const score = scoreDevSet(planFormula, undefined, loadHeldOut(file));
  expect(score.answerable.correct).toBeGreaterThanOrEqual(floors.answerable);
  expect(score.rangeless.correct).toBeGreaterThanOrEqual(floors.rangeless);
  expect(rate(score.refusals)).toBe(1);
  expect(rate(score.validity)).toBe(1);
});

test("the macro planner covers what its requests name and refuses what is not a macro", () => {
  const dev = scoreMacroSet(loadMacroSet("dev.json"), planMacro);
  expect(dev.coverage.correct).toBeGreaterThanOrEqual(260);
  expect(rate(dev.refusals)).toBe(1);
  const heldOut = scoreMacroSet(loadMacroSet("held-out.json"), planMacro);
  expect(heldOut.coverage.correct).toBeGreaterThanOrEqual(35);
  expect(rate(heldOut.refusals)).toBe(1);
  // 13 since issue 25: two macros that left out values their requests named (a sheet name, the columns to total)
  // are refused now; they had been counted as covered because the scorer saw only the structural check.
  const second = scoreMacroSet(loadMacroSet("held-out-2.json"), planMacro);
  expect(second.coverage.correct).toBeGreaterThanOrEqual(13);
  expect(rate(second.refusals)).toBe(1);
});
