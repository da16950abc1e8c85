import type { FormulaResult, VbaResult } from "../../../contract/generation.ts";
import type { FormulaRequest, StreamPart } from "../../generation/types.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { recordGeneration } from "./usage.ts";

type Deps = Pick<AppDeps, "db" | "generation" | "events">;
type Emit = (part: StreamPart) => void;

/** Milliseconds spent in the engine (provider + verifier) and in saving, for the Server-Timing header. */
export interface GenerationTimings {
  engineMs: number;
  saveMs: number;
}

export type Generated<Data> =
  | { ok: true; data: Data; timings: GenerationTimings }
  | { ok: false; error: string };

/** Asks the engine for a formula; a real answer is saved to the user's history and counted, a refusal is not. */
export async function generateFormula(
  deps: Deps,
  userId: string,
  request: FormulaRequest,
  emit: Emit,
): Promise<Generated<FormulaResult>> {
  const started = performance.now();
  const outcome = await deps.generation.formula(request, emit);
  const engineMs = performance.now() - started;
  if ("refused" in outcome) return { ok: false, error: outcome.hint };

  const { draft } = outcome;
  const now = new Date();
  const data: FormulaResult = {
    formula: draft.formula,
    explanation: draft.explanation,
    steps: draft.steps,
    functions: draft.functions,
    platform: request.platform,
    id: crypto.randomUUID(),
    timestamp: now.toISOString(),
    verification: outcome.verification,
    provider: outcome.provider,
    ...(outcome.fallback ? { fallback: outcome.fallback } : {}),
  };
  await recordGeneration(deps.db, deps.events, {
    id: data.id,
    userId,
    kind: "formula",
    description: request.description,
    platform: data.platform,
    content: data.formula,
    explanation: data.explanation,
    steps: data.steps,
    functions: data.functions,
    checks: data.verification,
    provider: data.provider,
    fallback: data.fallback ?? null,
    timestamp: data.timestamp,
    createdAt: now,
  });
  return { ok: true, data, timings: { engineMs, saveMs: performance.now() - started - engineMs } };
}

/** Asks the engine for a macro; a real answer is saved to the user's history and counted, a refusal is not. */
export async function generateMacro(
  deps: Deps,
  userId: string,
  request: FormulaRequest,
  emit: Emit,
): Promise<Generated<VbaResult>> {
  const started = performance.now();
  const outcome = await deps.generation.macro(request, emit);
  const engineMs = performance.now() - started;
  if ("refused" in outcome) return { ok: false, error: outcome.hint };

  const { draft } = outcome;
  const now = new Date();
  const data: VbaResult = {
    code: draft.code,
    explanation: draft.explanation,
    steps: draft.steps,
    timestamp: now.toISOString(),
    platform: request.platform,
    id: crypto.randomUUID(),
    check: outcome.check,
    provider: outcome.provider,
    ...(outcome.fallback ? { fallback: outcome.fallback } : {}),
  };
  await recordGeneration(deps.db, deps.events, {
    id: data.id,
    userId,
    kind: "vba",
    description: request.description,
    platform: data.platform,
    content: data.code,
    explanation: data.explanation,
    steps: data.steps,
    functions: [],
    checks: data.check,
    provider: data.provider,
    fallback: data.fallback ?? null,
    timestamp: data.timestamp,
    createdAt: now,
  });
  return { ok: true, data, timings: { engineMs, saveMs: performance.now() - started - engineMs } };
}
