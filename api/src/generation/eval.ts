/**
 * `npm run eval`: scores the builtin engine on the dev set and on the held-out set, printing the figures and every
 * failure. Exits
 * non-zero only when something crashes; what counts as good enough is for the tests' floors to say.
 */
import { planFormula } from "./builtin/plan-formula.ts";
import { formatReport } from "./dev-set/report.ts";
import { scoreDevSet } from "./dev-set/score.ts";
import { loadHeldOut } from "./dev-set/dev-set.ts";

if (import.meta.main) {
  const started = performance.now();
  console.log(formatReport(scoreDevSet(planFormula), "Dev set (the engine was tuned on it)"));
  console.log();
  console.log(formatReport(scoreDevSet(planFormula, undefined, loadHeldOut()), "Held-out set (never tuned on)"));
  console.log(`Scored in ${Math.round(performance.now() - started)} ms`);
}
