import { generationMessages } from "../../../contract/generation-messages.ts";
import type { FormulaDraft, FormulaRequest, Refusal } from "../types.ts";
import { unusedParts } from "./accounting.ts";
import { findConditions } from "./conditions.ts";
import { functionsUsed } from "./functions-used.ts";
import { intents } from "./intents.ts";
import { normalise } from "./normalise.ts";
import type { Plan, PlanContext } from "./plan-context.ts";
import { roundingBuilder } from "./rounding.ts";
import { findRefs, maskRefs } from "./references.ts";
import { stepsFor } from "./steps.ts";

const refusal: Refusal = { refused: true, hint: generationMessages.formulaUnclear };

/** Reads the request into references, conditions and plain words, once, for every builder. */
function readRequest(request: FormulaRequest): PlanContext {
  const text = normalise(request.description);
  const refs = findRefs(text);
  const masked = maskRefs(text, refs);
  const conditions = findConditions(masked).filter((c) =>
    c.criteria.every((k) => k.value.kind !== "ref" || refs[k.value.index].kind === "cell")
  );
  let bare = masked;
  for (const c of [...conditions].reverse()) bare = `${bare.slice(0, c.start)} ${bare.slice(c.end)}`;
  return {
    platform: request.platform,
    text,
    masked,
    lower: masked.toLowerCase(),
    bare: bare.toLowerCase(),
    refs,
    conditions,
  };
}

/**
 * The builtin engine: a deterministic plain-English → formula planner. Finds the first task the request asks for
 * that it can build from the request's own references; refuses rather than inventing ranges or guessing.
 */
export function planFormula(request: FormulaRequest): FormulaDraft | Refusal {
  const ctx = readRequest(request);
  const plan = rounded(ctx) ?? firstPlan(ctx);
  if (!plan || unusedParts(ctx, plan).length > 0) return refusal;
  return {
    formula: plan.formula,
    explanation: plan.explanation,
    steps: stepsFor(plan, ctx.refs, ctx.platform),
    functions: functionsUsed(plan.formula),
  };
}

function firstPlan(ctx: PlanContext): Plan | null {
  for (const { test, build, onLower } of intents) {
    if (!test.test(onLower ? ctx.lower : ctx.bare)) continue;
    const plan = build(ctx);
    // A plan that leaves out something the user asked for is skipped: another task may account for all of it.
    if (plan && unusedParts(ctx, plan).length === 0) return plan;
  }
  return null;
}

const rounded = roundingBuilder(firstPlan);
