import type { FormulaResult, VbaResult } from "../../../contract/generation.ts";
import type { generations } from "../../../../db/schema/generations.ts";
import type { FormulaRequest, Refusal, StreamPart } from "../../generation/types.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { recordGeneration } from "./usage.ts";
import { readFormula } from "../../generation/formula/read-formula.ts";
import { fitOutcomeToExcelVersion } from "../../generation/fit-excel-version.ts";

type Deps = Pick<AppDeps, "db" | "generation" | "events">;
type Emit = (part: StreamPart) => void;

/** Milliseconds spent in the engine (provider + verifier) and in saving, for the Server-Timing header. */
export interface GenerationTimings {
  engineMs: number;
  saveMs: number;
}

export type Generated<Data> =
  | { ok: true; data: Data; timings: GenerationTimings }
  | { ok: false; error: string; status: NonNullable<Refusal["status"]> };

/** What every kind of result has; the rest is the kind's own. */
export interface Stamp {
  id: string;
  timestamp: string;
  platform: FormulaRequest["platform"];
}

/** The history row's kind-specific part, as built from a result. */
export type Saved = Pick<
  typeof generations.$inferInsert,
  "kind" | "content" | "explanation" | "steps" | "functions" | "checks" | "provider" | "fallback"
>;

/**
 * The one path of every generation: ask the engine, and when it really answered, stamp the result, save it to the
 * user's history and count it. A refusal is neither saved nor counted.
 */
export async function generate<Outcome, Data extends Stamp>(
  deps: Pick<AppDeps, "db" | "events">,
  userId: string,
  request: FormulaRequest,
  ask: () => Promise<Outcome | Refusal>,
  shape: (outcome: Outcome, stamp: Stamp) => { data: Data; saved: Saved },
): Promise<Generated<Data>> {
  const started = performance.now();
  const outcome = await ask();
  const engineMs = performance.now() - started;
  if (outcome && typeof outcome === "object" && "refused" in outcome) {
    return { ok: false, error: outcome.hint, status: outcome.status ?? 422 };
  }

  const now = new Date();
  const stamp = { id: crypto.randomUUID(), timestamp: now.toISOString(), platform: request.platform };
  const { data, saved } = shape(outcome as Outcome, stamp);
  await recordGeneration(deps.db, deps.events, {
    ...saved,
    id: stamp.id,
    userId,
    description: request.description,
    platform: stamp.platform,
    timestamp: stamp.timestamp,
    createdAt: now,
  });
  return { ok: true, data, timings: { engineMs, saveMs: performance.now() - started - engineMs } };
}

export function generateFormula(deps: Deps, userId: string, request: FormulaRequest, emit: Emit) {
  // Whichever provider answered, its formula is fitted to the Excel version here, before the checks are shown and
  // the history keeps it, so the JSON answer, the streamed one and the history agree.
  const ask = async () => {
    const outcome = await deps.generation.formula(request, emit);
    return "refused" in outcome ? outcome : fitOutcomeToExcelVersion(outcome, request, emit);
  };
  return generate(deps, userId, request, ask, (outcome, stamp) => {
    const { draft: { alternatives, unexplained, ...draft }, provider, fallback } = outcome;
    const verification = unexplained ? { ...outcome.verification, unexplained } : outcome.verification;
    const reading = readFormula(draft.formula);
    const data: FormulaResult = {
      ...draft,
      ...stamp,
      verification,
      reading,
      ...(alternatives?.length
        ? { alternatives: alternatives.map(({ formula }) => ({ formula, reading: readFormula(formula) })) }
        : {}),
      provider,
      ...(fallback ? { fallback } : {}),
    };
    const saved: Saved = {
      kind: "formula",
      content: draft.formula,
      explanation: draft.explanation,
      steps: draft.steps,
      functions: draft.functions,
      checks: verification,
      provider,
      fallback: fallback ?? null,
    };
    return { data, saved };
  });
}

export function generateMacro(deps: Deps, userId: string, request: FormulaRequest, emit: Emit) {
  return generate(deps, userId, request, () => deps.generation.macro(request, emit), (outcome, stamp) => {
    const { draft, check, provider, fallback } = outcome;
    const data: VbaResult = { ...draft, ...stamp, check, provider, ...(fallback ? { fallback } : {}) };
    const saved: Saved = {
      kind: "vba",
      content: draft.code,
      explanation: draft.explanation,
      steps: draft.steps,
      functions: [],
      checks: check,
      provider,
      fallback: fallback ?? null,
    };
    return { data, saved };
  });
}
