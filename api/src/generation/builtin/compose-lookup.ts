import { type Field, readFields, sameName } from "./compose-fields.ts";
import { str } from "./criteria.ts";
import { notFoundText, twoColumn } from "./lookup.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { firstCell } from "./references.ts";

/** What is being looked up: a cell ("the code in I2"), a quoted text, a code ("P-1050"), or a name ("Pine Desk"). */
function keyOf(ctx: PlanContext): { expr: string; kind: "cell" | "code" | "name" } | null {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length === 1) return { expr: firstCell(cells[0]), kind: "cell" };
  if (cells.length > 1) return null;
  const quoted = /"([^"]+)"/.exec(ctx.masked);
  if (quoted) return { expr: str(quoted[1]), kind: "name" };
  const code = /\b([A-Z]{1,5}-?\d{2,}(?:-[A-Z0-9]+)*)\b/.exec(ctx.masked);
  if (code) return { expr: str(code[1]), kind: "code" };
  // A capitalised name inside the sentence: "how much is the Pine Desk", "value of Deal 27", "Liam Evans' department".
  const names = [...ctx.masked.matchAll(/(?<=[a-z,]\s+(?:the\s+)?)([A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|\d+))*)(?:'s?)?/g)]
    .map((m) => m[1]).filter((n) => !/^(?:I|Excel|Sheets?|Google|Pass|Fail|TRUE|FALSE)$/.test(n));
  if (names.length !== 1) return null;
  return { expr: str(names[0]), kind: "name" };
}

const keyNames: Record<string, RegExp> = {
  code: /^(?:codes?|ids?|skus?|numbers?|refs?|references?)$/,
  name: /^(?:names?|products?|items?|deals?|titles?|people|persons?|employees?|students?|customers?|tasks?)$/,
  cell: /^(?:names?|codes?|ids?|skus?|products?|items?|keys?|deals?)$/,
};

/**
 * Lookups composed from two fields: the one holding keys like the one asked about ("codes" for P-1050, "names" for
 * Pine Desk) and the one the question asks for ("how much" → prices, "which category", "who owns" → owner).
 */
export const buildComposedLookup: Builder = (ctx) => {
  if (
    /\b(?:sum|total|average|count|max|min|highest|lowest|biggest|largest|smallest|latest|earliest|cheapest|median)\b/
      .test(ctx.bare)
  ) return null;
  // Requests that spell out the lookup ("xlookup H2 in A2:A100 return C2:C100") are read by the lookup builder.
  if (/\b(?:x?v?lookup|index|match|return|returns)\b/.test(ctx.lower)) return null;
  const key = keyOf(ctx);
  if (!key) return null;
  const fields = readFields(ctx);
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (fields.length !== 2 || ranges.length !== 2) return null;
  const keyed = fields.filter((f) => f.names.some((n) => keyNames[key.kind].test(n)));
  const asked = fields.filter((f) => asksFor(ctx, f));
  let search: Field | undefined;
  let result: Field | undefined;
  if (keyed.length === 1) [search, result] = [keyed[0], fields.find((f) => f !== keyed[0])];
  else if (asked.length === 1) [result, search] = [asked[0], fields.find((f) => f !== asked[0])];
  if (!search || !result) return null;
  return twoColumn(ctx, key.expr, search.ref.text, result.ref.text, notFoundText(ctx));
};

const askWords: [RegExp, RegExp][] = [
  [/\bhow much\b|\bcost\b|\bprice\b/, /^(?:prices?|costs?|amounts?|values?)$/],
  [/\bwho\b/, /^(?:owners?|reps?|names?|people|persons?|employees?|managers?)$/],
  [/\bhow many\b.*\bstock\b|\bin stock\b/, /^(?:stock|qty|quantit(?:y|ies))$/],
];

/** Whether the question asks for this field: its name is said outside the field's own label, or a "how much"/"who". */
function asksFor(ctx: PlanContext, field: Field): boolean {
  const question = ctx.lower.split(/[.?!]/)[0];
  if (
    field.names.some((n) => new RegExp(`\\b${n}`).test(question) || question.split(/\W+/).some((w) => sameName(w, n)))
  ) {
    return true;
  }
  return askWords.some(([ask, names]) => ask.test(question) && field.names.some((n) => names.test(n)));
}
