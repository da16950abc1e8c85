import { planFormula } from "../builtin/plan-formula.ts";
import type { GenerationEngine } from "../engine.ts";
import { checkMacro } from "../vba/check-macro.ts";
import { planMacro } from "../vba/plan-macro.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { emitInPieces } from "./emit-in-pieces.ts";

/**
 * The offline engine: the deterministic planners, with the verifier and the structural check run on what they
 * plan. It is the default, and what answers whenever a configured model fails.
 */
export function createBuiltinEngine(): GenerationEngine {
  return {
    formula(request, emit) {
      emit({ type: "progress", stage: "planning" });
      const draft = planFormula(request);
      if ("refused" in draft) return Promise.resolve(draft);
      emitInPieces(draft.explanation, emit);
      emit({ type: "progress", stage: "verifying" });
      const verification = verifyFormula(draft.formula, request.platform);
      return Promise.resolve({ draft, verification, provider: "builtin" });
    },
    macro(request, emit) {
      emit({ type: "progress", stage: "planning" });
      // The planner gives no macro that leaves out a value the request names: it tries another plan, or refuses
      // saying which value; the check below is the one every provider's macro gets.
      const draft = planMacro(request);
      if ("refused" in draft) return Promise.resolve(draft);
      emitInPieces(draft.explanation, emit);
      emit({ type: "progress", stage: "checking" });
      return Promise.resolve({ draft, check: checkMacro(draft.code, request.description), provider: "builtin" });
    },
  };
}
