import { type Field, kindOfName, readFields, sameName } from "./compose-fields.ts";
import type { Criterion } from "./conditions.ts";
import { comparison, criteriaArg } from "./criteria.ts";
import { rowNouns } from "./field-words.ts";
import { valuesSaid } from "./compose.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import type { Ref } from "./references.ts";

const small = /\b(?:lowest|smallest|least|minimum|min|fewest|cheapest|worst|bottom)\b/;
const extreme =
  /\b(?:highest|largest|biggest|most|greatest|best|top|lowest|smallest|least|fewest|cheapest|worst|bottom|max(?:imum)?|min(?:imum)?|priciest)\b(?:\s+expensive\b)?/;

/** The word after the superlative: "the biggest deal" → deal, "the 3 most expensive products" → product. */
function nounAfter(text: string): string | undefined {
  const m = new RegExp(`${extreme.source}\\s+(?:\\d+\\s+)?([a-z]+?)(?:es|s)?\\b`).exec(text);
  return m?.[1];
}

/**
 * Whether the request asks for the label beside an extreme value ("who", "which rep", "names of", "what's the most
 * expensive thing"), not for the value itself ("what's the highest score").
 */
function asksForLabel(ctx: PlanContext): boolean {
  if (/\b(?:who|whose|which|names? of|name the|list the names|what (?:name|product|item|thing))\b/.test(ctx.bare)) {
    return true;
  }
  const noun = nounAfter(ctx.bare);
  return /\bwhat(?:'s|s| is| are)?\b/.test(ctx.bare) && noun !== undefined && /^(?:thing|one|item|product|person)$/
    .test(noun);
}

/** The user's one column of numbers, when a row noun ("the biggest deal") stands for the row's value. */
function onlyNumberColumn(ctx: PlanContext, labels: Ref): Ref | undefined {
  const room = ctx.invent;
  if (!room?.columns) return undefined;
  const numeric = room.columns.filter((c) => kindOfName(c.header.toLowerCase().split(/\s+/).pop()!) === "number");
  if (numeric.length !== 1) return undefined;
  const text = `${numeric[0].letter}${room.firstRow}:${numeric[0].letter}${room.lastRow}`;
  return text === labels.text ? undefined : { text, kind: "range", start: 0, end: 0 };
}

/** Which of two fields holds the numbers and which the labels: the one named like numbers, else the superlative's. */
function valuesAndLabels(ctx: PlanContext, fields: Field[]): [Ref, Ref] | null {
  const noun = nounAfter(ctx.bare);
  // "which owner has the biggest deal" on Deal/Value/Owner columns: a deal's size is its value.
  if (fields.length === 1) {
    // "which deal is the biggest one": the field itself names the rows.
    const rows = noun && (rowNouns.test(noun) || (noun === "one" && fields[0].names.some((n) => rowNouns.test(n))));
    const number = fields[0].kind === "text" && rows && onlyNumberColumn(ctx, fields[0].ref);
    return number ? [number, fields[0].ref] : null;
  }
  const numeric = fields.filter((f) => f.kind !== "text");
  if (numeric.length === 1) return [numeric[0].ref, fields.find((f) => f !== numeric[0])!.ref];
  const named = noun ? fields.filter((f) => f.names.some((n) => n.replace(/e?s$/, "") === noun)) : [];
  const [values, labels] = named.length === 1
    ? [named[0], fields.find((f) => f !== named[0])!]
    : [fields[1], fields[0]];
  if (values.kind === "text" && noun && rowNouns.test(noun)) {
    const number = onlyNumberColumn(ctx, labels.ref);
    return number ? [number, labels.ref] : null;
  }
  return [values.ref, labels.ref];
}

/** Each condition as a test on its column; a number with no column of its own tests the values. */
export function testsOf(ctx: PlanContext, values: Ref, labels: Ref): { range: Ref; k: Criterion }[] | null {
  const tests: { range: Ref; k: Criterion }[] = [];
  for (const c of ctx.conditions) {
    for (const k of c.criteria) {
      const numeric = k.value.kind === "number";
      const own = c.refIndex === undefined ? undefined : ctx.refs[c.refIndex];
      const range = numeric && (own === undefined || own === labels) ? values : own;
      if (!range) return null;
      tests.push({ range, k });
    }
  }
  return tests;
}

/** "the biggest sale in the North" with no region column: a value the formula cannot test, so no answer. */
export function leavesOutValues(ctx: PlanContext, formula: string): boolean {
  const lower = formula.toLowerCase();
  const superlative = extreme.exec(ctx.bare)?.[0] ?? "";
  const fields = readFields(ctx);
  return valuesSaid(ctx).map((value) => value.toLowerCase().replace(/\W+$/, "")).some((value) =>
    !lower.includes(value) && !superlative.includes(value) && !ctx.lower.includes(`${superlative} ${value}`) &&
    !fields.some((f) => f.names.some((n) => sameName(n, value)))
  );
}

const nameLike =
  /^(?:names?|products?|items?|owners?|people|persons?|employees?|students?|reps?|customers?|tasks?|deals?)$/;

/**
 * "who owns the biggest lost deal" on values, owners and stages: a value said with no column of its own ("lost")
 * tests the one column of words that is neither the numbers nor the names asked for; "the Decor category" names it.
 */
function valueTested(ctx: PlanContext, fields: Field[]): { field: Field; value: string } | undefined {
  if (fields.length !== 3 || ctx.conditions.length > 0) return undefined;
  const superlative = extreme.exec(ctx.bare)?.[0] ?? "";
  // "the highest paid person": a word that goes with the superlative is no value.
  const withIt = (v: string) => superlative !== "" && ctx.lower.includes(`${superlative} ${v.toLowerCase()}`);
  const values = valuesSaid(ctx).filter((v) =>
    !superlative.includes(v.toLowerCase()) && !withIt(v) && !sameNameAny(fields, v)
  );
  if (values.length !== 1) return undefined;
  const [value] = values;
  const words = fields.filter((f) => f.kind === "text");
  const at = ctx.lower.indexOf(value.toLowerCase());
  const beside = (f: Field) =>
    f.names.some((n) =>
      new RegExp(`\\b${n.replace(/e?s$/, "")}\\w*\\s+(?:is\\s+)?$`).test(ctx.lower.slice(0, at)) ||
      new RegExp(`^\\s+${n.replace(/e?s$/, "")}`).test(ctx.lower.slice(at + value.length))
    );
  const named = words.filter(beside);
  if (named.length === 1) return { field: named[0], value };
  const others = words.filter((f) => !f.names.some((n) => nameLike.test(n)));
  return words.length === 2 && others.length === 1 ? { field: others[0], value } : undefined;
}

const sameNameAny = (fields: Field[], word: string) =>
  fields.some((f) => f.names.some((n) => sameName(n, word.toLowerCase())));

/** "the 2nd biggest": which value in order, else the first. */
function nthOf(ctx: PlanContext): number | null {
  const m = /\b(\d+)(?:st|nd|rd|th)\s+(?:biggest|largest|highest|best|most|smallest|lowest|least|cheapest|worst)\b/
    .exec(ctx.lower);
  return m ? +m[1] : null;
}

/** "names of the 3 most expensive products", "top 5 reps by sales": how many labels, when several are asked for. */
function countOf(ctx: PlanContext): number | null {
  const m = new RegExp(
    `\\b(?:top|bottom)\\s+(\\d+)\\b|\\b(\\d+)\\s+${extreme.source}|\\b(?:which|who are the|list the|names of the)\\s+(\\d+)\\b`,
  ).exec(ctx.bare);
  if (!m) return null;
  const n = +(m[1] ?? m[2] ?? m[3]);
  return n >= 1 && n <= 100 ? n : null;
}

/**
 * "who has the highest score", "which owner has the biggest deal", "the most expensive thing that costs 300 or
 * less": the label on the row of the largest (or smallest, or nth) value, among the rows the conditions keep.
 */
const whoHasMost: Builder = (ctx) => {
  if (!asksForLabel(ctx) || !extreme.test(ctx.bare) || countOf(ctx) !== null) return null;
  // A third column is one the conditions test ("in the North, regions A2:A100"), not the labels or the values.
  const conditionRanges = new Set(ctx.conditions.map((c) => c.refIndex));
  const all = readFields(ctx);
  const valueField = valueTested(ctx, all);
  const fields = all.filter((f) => f !== valueField?.field && (all.length <= 2 || !conditionRanges.has(f.index)));
  if (fields.length < 1 || fields.length > 2 || ctx.refs.some((r) => r.kind === "cell")) return null;
  const found = valuesAndLabels(ctx, fields);
  if (!found) return null;
  const [values, labels] = found;
  const tests = testsOf(ctx, values, labels);
  if (!tests) return null;
  if (valueField) {
    tests.push({ range: valueField.field.ref, k: { op: "=", value: { kind: "text", s: valueField.value } } });
  }
  const isMax = !small.test(ctx.bare);
  const nth = nthOf(ctx);
  const fn = isMax ? "MAX" : "MIN";
  const side = isMax ? "largest" : "smallest";
  const v = values.text;
  const l = labels.text;
  if (tests.length === 0) {
    const pick = nth ? `${isMax ? "LARGE" : "SMALL"}(${v},${nth})` : `${fn}(${v})`;
    return {
      formula: `=INDEX(${l},MATCH(${pick},${v},0))`,
      explanation: `${nth ? `${isMax ? "LARGE" : "SMALL"} finds the ${nth}th ${side}` : `${fn} finds the ${side}`} ` +
        `value in ${v}, MATCH finds its row, and INDEX returns the entry on that row of ${l}.`,
    };
  }
  // Conditions on the values alone keep every row holding the value they pick, so MATCH can look in all of them.
  if (!nth && tests.every((t) => t.range.text === v)) {
    const criteria = tests.map((t) => `${v},${criteriaArg(t.k, ctx.refs)}`).join(",");
    return {
      formula: `=INDEX(${l},MATCH(${fn}IFS(${v},${criteria}),${v},0))`,
      explanation: `${fn}IFS finds the ${side} value in ${v} that meets the condition, MATCH finds its row, and ` +
        `INDEX returns the entry on that row of ${l}.`,
    };
  }
  const keep = tests.map((t) => `(${comparison(t.range.text, t.k, ctx.refs)})`).join("*");
  const kept = (r: string) => `FILTER(${r},${keep})`;
  const pick = nth ? `${isMax ? "LARGE" : "SMALL"}(${kept(v)},${nth})` : `${fn}(${kept(v)})`;
  return {
    formula: `=INDEX(${kept(l)},MATCH(${pick},${kept(v)},0))`,
    explanation: `FILTER keeps the rows that meet the conditions; ${fn === "MAX" ? "the largest" : "the smallest"} ` +
      `of their values in ${v} is matched among them, and INDEX returns the entry on that row of ${l}.`,
  };
};

/**
 * "names of the 3 most expensive products", "top 5 reps by amount": the labels of the N largest (or smallest)
 * values, largest first. SORTN on Sheets, whose INDEX returns one value only; INDEX over LARGE's list on Excel.
 */
const topLabels: Builder = (ctx) => {
  const n = countOf(ctx);
  if (n === null || ctx.conditions.length > 0 || ctx.refs.some((r) => r.kind === "cell")) return null;
  if (!/\b(?:who|whose|which|names?|labels?|list|show|what)\b/.test(ctx.bare) && !/\bby\b/.test(ctx.bare)) return null;
  const fields = readFields(ctx);
  if (fields.length !== 2) return null;
  const found = valuesAndLabels(ctx, fields);
  if (!found) return null;
  const [values, labels] = found;
  const isMax = !small.test(ctx.bare);
  const side = isMax ? "largest" : "smallest";
  if (ctx.platform === "sheets") {
    return {
      formula: `=SORTN(${labels.text},${n},0,${values.text},${isMax ? "FALSE" : "TRUE"})`,
      explanation: `Sorts the rows by ${values.text}, ${side} first, and returns the first ${n} entries of ` +
        `${labels.text}.`,
      spills: true,
    };
  }
  const positions = Array.from({ length: n }, (_, i) => i + 1).join(";");
  const fn = isMax ? "LARGE" : "SMALL";
  return {
    formula: `=INDEX(${labels.text},MATCH(${fn}(${values.text},{${positions}}),${values.text},0))`,
    explanation: `${fn} lists the ${n} ${side} values in ${values.text}, MATCH finds the row of each, and INDEX ` +
      `returns the entries on those rows of ${labels.text}. Tied values show the first row's entry twice.`,
    spills: true,
  };
};

const guarded = (build: Builder): Builder => (ctx) => {
  const plan = build(ctx);
  return plan && !leavesOutValues(ctx, plan.formula) ? plan : null;
};

export const buildWhoHasMost = guarded(whoHasMost);
export const buildTopLabels = guarded(topLabels);
