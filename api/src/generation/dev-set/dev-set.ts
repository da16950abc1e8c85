import { z } from "zod";
import { platforms } from "../../../contract/account.ts";
import aggregates from "./aggregates.json" with { type: "json" };
import conditional from "./conditional.json" with { type: "json" };
import dates from "./dates.json" with { type: "json" };
import distinctRank from "./distinct-rank.json" with { type: "json" };
import finance from "./finance.json" with { type: "json" };
import logic from "./logic.json" with { type: "json" };
import lookups from "./lookups.json" with { type: "json" };
import numbers from "./numbers.json" with { type: "json" };
import refusals from "./refusals.json" with { type: "json" };
import tables from "./tables.json" with { type: "json" };
import text from "./text.json" with { type: "json" };
import heldOut from "./held-out.json" with { type: "json" };

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const tablesSchema = z.record(z.string(), z.array(z.array(cell)).min(2));

const common = {
  id: z.string().min(1),
  description: z.string().trim().min(1).max(500),
  platform: z.enum(platforms),
};

/**
 * A request with a known answer. `reference` is what a careful user of that platform would write; `alternatives`
 * are other answers that are just as right (VLOOKUP for XLOOKUP, a sign-flipped PMT, TEXTBEFORE for LEFT/FIND).
 *
 * `evaluable: false` marks a case whose every expected formula needs a function HyperFormula cannot run (Sheets'
 * QUERY, SPLIT, REGEX*; Excel's TEXTSPLIT). Execution accuracy cannot judge those, so the eval scores them by the
 * verifier (the candidate parses and uses only the platform's functions) plus the candidate's text matching an
 * expected formula: the verifier alone would pass any well-formed formula, right or wrong.
 */
const answerableCase = z.strictObject({
  ...common,
  table: z.string().min(1),
  reference: z.string().startsWith("="),
  alternatives: z.array(z.string().startsWith("=")).default([]),
  evaluable: z.boolean().default(true),
});

/** A request no honest engine can answer: the right answer is a refusal with a hint. */
const refusalCase = z.strictObject({ ...common, expect: z.literal("refuse") });

export type AnswerableCase = z.infer<typeof answerableCase> & { family: Family };
export type RefusalCase = z.infer<typeof refusalCase> & { family: "refusal" };
export type DevCase = AnswerableCase | RefusalCase;
export type Table = z.infer<typeof tablesSchema>[string];

// One file per task family keeps each file short enough to review by eye.
const answerableFiles = {
  aggregate: aggregates,
  conditional,
  "distinct-rank": distinctRank,
  lookup: lookups,
  logic,
  text,
  number: numbers,
  date: dates,
  finance,
} as const;

export type Family = keyof typeof answerableFiles | "held-out";

export interface DevSet {
  tables: Record<string, Table>;
  cases: DevCase[];
}

/** Parses and cross-checks the dev set: unique ids, and every case names a table that exists. */
export function loadDevSet(): DevSet {
  const parsedTables = tablesSchema.parse(tables);
  const cases: DevCase[] = [];
  for (const [family, raw] of Object.entries(answerableFiles)) {
    for (const item of z.array(answerableCase).parse(raw)) cases.push({ ...item, family: family as Family });
  }
  for (const item of z.array(refusalCase).parse(refusals)) cases.push({ ...item, family: "refusal" });

  const seen = new Set<string>();
  for (const item of cases) {
    if (seen.has(item.id)) throw new Error(`dev set: duplicate id ${item.id}`);
    seen.add(item.id);
    if ("table" in item && !(item.table in parsedTables)) throw new Error(`dev set: ${item.id} names no table`);
  }
  return { tables: parsedTables, cases };
}

/** Every formula that counts as right for a case, the reference first. */
export function expectedFormulas(item: AnswerableCase): string[] {
  return [item.reference, ...item.alternatives];
}

/**
 * Requests written after the engine was tuned on the dev set, in other words, on the same tables: the honest
 * estimate of how it does on phrasings it has not seen. Never tune the engine against these. When their failures
 * are fixed, move the cases into the dev set and write a fresh held-out batch.
 */
export function loadHeldOut(): DevSet {
  const { tables } = loadDevSet();
  const cases = z.array(z.union([refusalCase, answerableCase])).parse(heldOut).map((item): DevCase =>
    "expect" in item ? { ...item, family: "refusal" } : { ...item, family: "held-out" }
  );
  return { tables, cases };
}
