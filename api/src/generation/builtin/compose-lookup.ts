import { type Field, readFields, sameName } from "./compose-fields.ts";
import { str } from "./criteria.ts";
import { lastMatch, notFoundText, twoColumn } from "./lookup.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";
import { columnCount, firstCell, type Ref } from "./references.ts";

interface Key {
  expr: string;
  kind: "cell" | "code" | "name";
  /** Where the key was said in `masked`, to read the words on either side. */
  start: number;
  end: number;
}

/**
 * What is being looked up: a cell ("the code in I2"), a quoted text, a code ("P-1050", "555-0588"), or a name ("Pine
 * Desk"; "3 David Taylors" is the name said once per row).
 */
function keyOf(ctx: PlanContext): Key | null {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length > 1) return null;
  if (cells.length === 1) {
    const token = `⟦${ctx.refs.indexOf(cells[0])}⟧`;
    const at = ctx.masked.indexOf(token);
    return { expr: firstCell(cells[0]), kind: "cell", start: at, end: at + token.length };
  }
  const quoted = /"([^"]+)"/.exec(ctx.masked);
  if (quoted) return { expr: str(quoted[1]), kind: "name", start: quoted.index, end: quoted.index + quoted[0].length };
  const code = /\b([A-Z]{1,5}-?\d{2,}(?:-[A-Z0-9]+)*|\d{2,}-\d{2,}(?:-\d+)*)\b/.exec(ctx.masked);
  if (code) return { expr: str(code[1]), kind: "code", start: code.index, end: code.index + code[0].length };
  // A capitalised name inside the sentence: "how much is the Pine Desk", "value of Deal 27", "Liam Evans' department".
  const names = [
    ...ctx.masked.matchAll(
      /(?<=(?:^|[\s(])(?:[a-z][\w',]*|(\d+))\s+(?:the\s+)?)([A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|\d+))*)|^()([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)(?='s?\b)/g,
    ),
  ].map((m) => ({ count: m[1], name: m[2] ?? m[4], at: m.index! }))
    .filter((m) => !/^(?:I|Excel|Sheets?|Google|Pass|Fail|TRUE|FALSE)$/.test(m.name));
  if (names.length !== 1) return null;
  const [m] = names;
  // "theres 3 David Taylors": a count before a name makes it plural.
  const name = m.count ? m.name.replace(/s$/, "") : m.name;
  return { expr: str(name), kind: "name", start: m.at, end: m.at + m.name.length };
}

const keyNames: Record<Key["kind"], RegExp> = {
  code: /^(?:codes?|ids?|skus?|numbers?|refs?|references?)$/,
  name: /^(?:names?|products?|items?|deals?|titles?|people|persons?|employees?|students?|customers?|tasks?)$/,
  cell: /^(?:names?|codes?|ids?|skus?|products?|items?|keys?|deals?)$/,
};

/** The field a word names, when exactly one does. */
function fieldOfWord(fields: Field[], word: string | undefined): Field | undefined {
  if (!word || /^(?:the|a|an|of|for|in|is|one|list)$/.test(word)) return undefined;
  const found = fields.filter((f) => f.names.some((n) => sameName(n, word)));
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The words beside the key say its role: "Chloe's task" asks for the task, "the Decor category" and "code P-1050"
 * say where the key is found.
 */
function rolesBeside(ctx: PlanContext, key: Key, fields: Field[]): { search?: Field; result?: Field } {
  const after = ctx.masked.slice(key.end).toLowerCase();
  const before = ctx.masked.slice(0, key.start).toLowerCase();
  const owned = /^'s?\s+(?:(?:last|first|final|latest)\s+)?([a-z]+)/.exec(after);
  if (owned) return { result: fieldOfWord(fields, owned[1]) };
  const next = /^\s+([a-z]+)/.exec(after)?.[1];
  // "code P-1050", "where rep is Ben"; but "which category is P-1077 in" asks for the category.
  const previous =
    /(?:where|when|if|whose)\s+(?:the\s+)?([a-z]+)\s+(?:is|=|equals)\s*$|(?<!\b(?:which|what)\s+)\b([a-z]+)\s+(?:=\s*|:\s*)?$/
      .exec(before);
  return { search: fieldOfWord(fields, next) ?? fieldOfWord(fields, previous?.[1] ?? previous?.[2]) };
}

/** Words that ask for an extreme or a total, which a lookup of one key does not answer. */
const notALookup =
  /\b(?:sum|total|average|count|number of|max|min|highest|lowest|biggest|largest|smallest|latest|earliest|cheapest|median|most recent|newest|oldest|youngest|most|least)\b/;

/**
 * Lookups composed from two fields: the one holding keys like the one asked about ("codes" for P-1050, "names" for
 * Pine Desk) and the one the question asks for ("how much" → prices, "which category", "who owns" → owner). The
 * first match unless the request asks for the last one.
 */
export const buildComposedLookup: Builder = (ctx) => {
  if (notALookup.test(ctx.bare.replace(new RegExp(lastMatch.source, "g"), " "))) return null;
  // Requests that spell out the lookup ("xlookup H2 in A2:A100 return C2:C100") are read by the lookup builder.
  if (/\b(?:x?v?lookup|index|match|return|returns)\b/.test(ctx.lower)) return null;
  const key = keyOf(ctx);
  if (!key) return null;
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length === 1 && columnCount(ranges[0]) > 1 && ctx.refs.length === 1) return byHeader(ctx, key, ranges[0]);
  const fields = readFields(ctx);
  if (fields.length !== 2 || ranges.length !== 2) return null;
  const beside = rolesBeside(ctx, key, fields);
  const keyed = fields.filter((f) => f.names.some((n) => keyNames[key.kind].test(n)));
  // "3 David Taylors in A2:A60" names that column after the key, which the question does not ask for.
  const keyWords = key.expr.toLowerCase();
  const asked = fields.filter((f) => asksFor(ctx, f) && !f.names.every((n) => keyWords.includes(n)));
  const other = (f: Field) => fields.find((g) => g !== f);
  let search: Field | undefined;
  let result: Field | undefined;
  if (beside.result) [result, search] = [beside.result, other(beside.result)];
  else if (beside.search) [search, result] = [beside.search, other(beside.search)];
  else if (keyed.length === 1) [search, result] = [keyed[0], other(keyed[0])];
  else if (asked.length === 1) [result, search] = [asked[0], other(asked[0])];
  if (!search || !result) return null;
  return twoColumn(ctx, key.expr, search.ref.text, result.ref.text, notFoundText(ctx));
};

/**
 * "category of Gold Mirror? table is A2:D100": the column is found by its header, in the row above the table (or
 * the table's own first row), so no column number has to be guessed.
 */
function byHeader(ctx: PlanContext, key: Key, table: Ref): Plan | null {
  const before = ctx.masked.slice(0, key.start).toLowerCase();
  const after = ctx.masked.slice(key.end).toLowerCase();
  const word = /^'s?\s+([a-z]+)/.exec(after)?.[1] ??
    /\b([a-z]+)\s+(?:of|for)\s+(?:the\s+)?$/.exec(before)?.[1];
  if (!word || /^(?:value|one|row|thing|info|details?|data|list|table)$/.test(word)) return null;
  const m = /^([A-Z]+)(\d+):([A-Z]+)\d+$/.exec(table.text);
  if (!m) return null;
  const top = Math.max(+m[2] - 1, 1);
  const headers = `${m[1]}${top}:${m[3]}${top}`;
  const column = `MATCH(${str(word)},${headers},0)`;
  return {
    formula: `=VLOOKUP(${key.expr},${table.text},${column},FALSE)`,
    explanation: `MATCH finds the column headed "${word}" in ${headers}, and VLOOKUP looks for ${key.expr} in the ` +
      `first column of ${table.text} and returns that column's value on the same row. FALSE means exact match only.`,
  };
}

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
