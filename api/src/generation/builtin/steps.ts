import type { Platform } from "../../../contract/account.ts";
import { answerSteps } from "../answer-steps.ts";
import type { Plan } from "./plan-context.ts";
import type { Ref } from "./references.ts";

/** The plan's steps: the places to change are the references the request named that the formula uses. */
export function stepsFor(plan: Plan, refs: Ref[], platform: Platform): string[] {
  const named = [...new Set(refs.map((r) => r.text))].filter((t) => plan.formula.replace(/\$/g, "").includes(t));
  return answerSteps(plan.formula, named, platform, { perRow: plan.perRow, spills: plan.spills });
}
