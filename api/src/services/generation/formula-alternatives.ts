import { and, eq, sql } from "drizzle-orm";
import {
  type GenerationRow,
  generations,
  type SavedAlternatives,
  type SavedFormula,
} from "../../../../db/schema/generations.ts";
import type { FormulaResult, ProviderName, Verification } from "../../../contract/generation.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { toHistoryItem } from "../history/history-items.ts";

export interface ChooseAlternativeInput {
  userId: string;
  formulaId: string;
  index: number;
}

export type ChosenAlternative =
  | { ok: true; data: FormulaResult }
  /** The caller has no formula with that id: someone else's answers the same, so ids cannot be probed. */
  | { ok: false; reason: "not-found" }
  /** The formula has `count` alternatives, fewer than the index needs. */
  | { ok: false; reason: "not-offered"; count: number }
  /** Other choices kept changing the item while this one was made: nothing was changed by this call. */
  | { ok: false; reason: "changed" };

/** A concurrent choice (another tab, a double click) makes the write miss; it is read again and retried this often. */
const attempts = 5;

/** The answer a formula row shows, whole, so that it can stand among the alternatives. */
function shownFormula(row: GenerationRow, shown: SavedAlternatives["shown"]): SavedFormula {
  return {
    formula: row.content,
    explanation: row.explanation,
    steps: row.steps,
    functions: row.functions,
    verification: row.checks as Verification,
    ...shown,
  };
}

/** The row's answer as POST /api/generate-formula gave it: the chosen formula, with the others as alternatives. */
function formulaResult(row: GenerationRow, main: SavedFormula, others: SavedFormula[]): FormulaResult {
  return {
    id: row.id,
    formula: main.formula,
    explanation: main.explanation,
    steps: main.steps,
    functions: main.functions,
    platform: row.platform,
    timestamp: row.timestamp,
    verification: main.verification,
    reading: main.reading,
    ...(main.assumed?.length ? { assumed: main.assumed } : {}),
    provider: row.provider as ProviderName,
    ...(row.fallback ? { fallback: row.fallback } : {}),
    ...(main.bindings?.length ? { bindings: main.bindings } : {}),
    alternatives: others.map(({ formula, reading }) => ({ formula, reading })),
  };
}

/**
 * Makes alternative `index` of the user's own formula the answer: the history item takes its formula, explanation,
 * steps, functions and checks, and the answer it replaces takes its place among the alternatives, so choosing the same
 * index again switches back. Publishes `history.updated` with the new history item and answer, for the person's
 * other tabs.
 */
export async function chooseFormulaAlternative(
  deps: Pick<AppDeps, "db" | "events">,
  input: ChooseAlternativeInput,
): Promise<ChosenAlternative> {
  const owned = and(
    eq(generations.id, input.formulaId),
    eq(generations.userId, input.userId),
    eq(generations.kind, "formula"),
  );
  for (let attempt = 0; attempt < attempts; attempt++) {
    // The stored text as well as the parsed value: the write below happens only if the row still holds that text.
    const [found] = await deps.db.select({ row: generations, stored: sql<string | null>`${generations.alternatives}` })
      .from(generations).where(owned);
    if (!found) return { ok: false, reason: "not-found" };
    const { row, stored } = found;
    const others = row.alternatives?.others ?? [];
    const chosen = others[input.index];
    if (!row.alternatives || !chosen) return { ok: false, reason: "not-offered", count: others.length };

    const { formula, explanation, steps, functions, verification, ...shown } = chosen;
    const alternatives: SavedAlternatives = {
      shown,
      others: others.with(input.index, shownFormula(row, row.alternatives.shown)),
    };
    const [updated] = await deps.db.update(generations)
      .set({ content: formula, explanation, steps, functions, checks: verification, alternatives })
      .where(and(owned, sql`${generations.alternatives} = ${stored}`))
      .returning();
    if (!updated) continue;

    const data = formulaResult(updated, chosen, alternatives.others);
    deps.events.publish("history.updated", {
      userId: input.userId,
      type: "formula",
      item: toHistoryItem(updated),
      result: data,
    });
    return { ok: true, data };
  }
  return { ok: false, reason: "changed" };
}
