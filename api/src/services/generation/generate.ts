import type { FormulaResult, VbaResult } from "../../../contract/generation.ts";
import type { generations, SavedFormula } from "../../../../db/schema/generations.ts";
import type { FormulaDraft, FormulaRequest, Refusal, StreamPart } from "../../generation/types.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { recordGeneration } from "./usage.ts";
import { readFormula } from "../../generation/formula/read-formula.ts";
import { fitOutcomeToExcelVersion, fitToExcelVersion } from "../../generation/fit-excel-version.ts";
import { verifyFormula } from "../../generation/verifier/verify-formula.ts";

type Deps = Pick<AppDeps, "db" | "generation" | "events">;
type Emit = (part: StreamPart) => void;

/** Milliseconds spent in the engine (provider + verifier) and in saving, for the Server-Timing header. */
export interface GenerationTimings {
  engineMs: number;
  saveMs: number;
}

export type Generated<Data> =
  | { ok: true; data: Data; timings: GenerationTimings }
  | { ok: false; error: string; status: NonNullable<Refusal["status"]>; table?: Refusal["table"] };

/** What every kind of result has; the rest is the kind's own. */
export interface Stamp {
  id: string;
  timestamp: string;
  platform: FormulaRequest["platform"];
}

/** The history row's kind-specific part, as built from a result. */
export type Saved = Pick<
  typeof generations.$inferInsert,
  "kind" | "content" | "explanation" | "steps" | "functions" | "checks" | "provider" | "fallback" | "alternatives"
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
    return {
      ok: false,
      error: outcome.hint,
      status: outcome.status ?? 422,
      ...(outcome.table ? { table: outcome.table } : {}),
    };
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

/** Present only when there is something in it, as the contract's optional fields are. */
const nonEmpty = <Name extends string, Item>(name: Name, list: Item[] | undefined) =>
  (list?.length ? { [name]: list } : {}) as Partial<Record<Name, Item[]>>;

/**
 * An alternative made whole as the answer is: fitted to the request's Excel version and verified (the engine verifies
 * only the answer it ranks first), with its reading and the request words it leaves unexplained.
 */
function wholeAlternative(draft: FormulaDraft, request: FormulaRequest): SavedFormula {
  const { draft: fitted } = fitToExcelVersion(draft, request);
  const verified = verifyFormula(fitted.formula, request.platform);
  return {
    formula: fitted.formula,
    explanation: fitted.explanation,
    steps: fitted.steps,
    functions: fitted.functions,
    verification: fitted.unexplained ? { ...verified, unexplained: fitted.unexplained } : verified,
    reading: readFormula(fitted.formula),
    ...nonEmpty("bindings", fitted.bindings),
    ...nonEmpty("assumed", fitted.assumed),
  };
}

/** The alternatives whole, best first; one that came out as the answer's formula, or an earlier one's, is no choice. */
function wholeAlternatives(answer: string, drafts: FormulaDraft[] | undefined, request: FormulaRequest) {
  const seen = new Set([answer]);
  return (drafts ?? []).map((draft) => wholeAlternative(draft, request))
    .filter(({ formula }) => !seen.has(formula) && Boolean(seen.add(formula)));
}

export function generateFormula(deps: Deps, userId: string, request: FormulaRequest, emit: Emit) {
  // Whichever provider answered, its formula and every alternative are fitted to the Excel version here, before the
  // checks are shown and the history keeps them, so the JSON answer, the streamed one and the history agree.
  const ask = async () => {
    const outcome = await deps.generation.formula(request, emit);
    if ("refused" in outcome) return outcome;
    const fitted = fitOutcomeToExcelVersion(outcome, request, emit);
    return { ...fitted, alternatives: wholeAlternatives(fitted.draft.formula, outcome.draft.alternatives, request) };
  };
  return generate(deps, userId, request, ask, (outcome, stamp) => {
    const { draft: { alternatives: _drafts, unexplained, ...draft }, provider, fallback, alternatives } = outcome;
    const verification = unexplained ? { ...outcome.verification, unexplained } : outcome.verification;
    const reading = readFormula(draft.formula);
    const data: FormulaResult = {
      ...draft,
      ...stamp,
      verification,
      reading,
      ...nonEmpty("alternatives", alternatives.map(({ formula, reading }) => ({ formula, reading }))),
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
      // Kept whole, so that one can be chosen later and the answer it replaces kept among them.
      alternatives: alternatives.length > 0
        ? {
          shown: { reading, ...nonEmpty("bindings", draft.bindings), ...nonEmpty("assumed", draft.assumed) },
          others: alternatives,
        }
        : null,
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
