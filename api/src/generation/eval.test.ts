import { expect, test } from "vitest";
import { planFormula } from "./builtin/plan-formula.ts";
import { formatReport } from "./dev-set/report.ts";
import { rate, scoreDevSet } from "./dev-set/score.ts";
import { loadHeldOut } from "./dev-set/dev-set.ts";

// Floors at what the builtin engine scored when the eval was finished (238/238, 18/18, 238/238), so any regression
// fails here. The dev set is visible to whoever tunes the engine, so these say nothing about unseen phrasings.
const floors = { answerable: 1, refusals: 1, validity: 1 };

test("the builtin engine holds its dev-set scores", () => {
  const score = scoreDevSet(planFormula);
  console.log(formatReport(score).split("\nFailures")[0]);
  expect(rate(score.answerable)).toBeGreaterThanOrEqual(floors.answerable);
  expect(rate(score.refusals)).toBeGreaterThanOrEqual(floors.refusals);
  expect(rate(score.validity)).toBeGreaterThanOrEqual(floors.validity);
});

test("the held-out set keeps its floor: phrasings the engine was never tuned on", () => {
  const score = scoreDevSet(planFormula, undefined, loadHeldOut());
  // 80 % when the set was written, 50/60 since the planner stopped dropping conditions. It may only go up, and
  // only by fixes that are not aimed at these cases.
  expect(score.answerable.correct).toBeGreaterThanOrEqual(50);
  expect(rate(score.refusals)).toBe(1);
  expect(rate(score.validity)).toBe(1);
});
