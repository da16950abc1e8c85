/**
 * `npm run eval`: scores the builtin engine on the dev set and prints the figures and every failure. Exits
 * non-zero only when something crashes; what counts as good enough is for the tests' floors to say.
 */
import { planFormula } from "./builtin/plan-formula.ts";
import { formatReport } from "./dev-set/report.ts";
import { scoreDevSet } from "./dev-set/score.ts";

if (import.meta.main) {
  const started = performance.now();
  const score = scoreDevSet(planFormula);
  console.log(formatReport(score));
  console.log(`Scored in ${Math.round(performance.now() - started)} ms`);
}
