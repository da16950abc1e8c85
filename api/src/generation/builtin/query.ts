import type { Comparison } from "../comparison-words.ts";
import type { Criterion } from "./conditions.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { columnCount, columnNumber, firstColumn, type Ref } from "./references.ts";

const aggregates: [RegExp, string][] = [
  [/\b(?:sum|total|add(?:ed)? up)\b/, "sum"],
  [/\b(?:average|avg|mean)\b/, "avg"],
  [/\b(?:count|how many|number of)\b/, "count"],
  [/\b(?:max(?:imum)?|highest|largest|biggest)\b/, "max"],
  [/\b(?:min(?:imum)?|lowest|smallest)\b/, "min"],
];

const wholeRows =
  /\b(?:rows?|records?|entries|everything|whole|entire|all (?:the )?(?:columns|data|fields)|every column)\b/;

const descending =
  /\b(?:desc(?:ending)?|high(?:est)? (?:to|->) low(?:est)?|largest (?:to smallest|first)|biggest (?:to smallest|first)|highest first|most first|newest first|latest first|z (?:to|-) a|reverse|decreasing)\b/;

/**
 * Google Sheets' QUERY when a request asks for it by name: the columns to show (or a sum, average, … of one), the
 * rows to keep, the grouping and the order, each read from the columns the request names. A condition on no named
 * column, or a column outside the data, leaves the query unsaid rather than guessed.
 */
export const buildQuery: Builder = (ctx) => {
  if (ctx.platform !== "sheets" || !/\bquery\b/.test(ctx.lower)) return null;
  const tested = new Set(ctx.conditions.map((c) => c.refIndex));
  const tables: Ref[] = [];
  const named: { letter: string; at: number; end: number }[] = [];
  ctx.refs.forEach((ref, i) => {
    const at = ctx.masked.indexOf(`⟦${i}⟧`);
    // "columns A and C" reads as the block A:C elsewhere; to a query it is two columns to show.
    const pair = /^columns?\s+([a-z]{1,3})\s+and\s+([a-z]{1,3})$/i.exec(ctx.text.slice(ref.start, ref.end));
    const end = at + `⟦${i}⟧`.length;
    if (pair) named.push({ letter: pair[1].toUpperCase(), at, end }, { letter: pair[2].toUpperCase(), at, end });
    else if (columnCount(ref) > 1) tables.push(ref);
    else if (!tested.has(i)) named.push({ letter: firstColumn(ref), at, end });
  });
  // "sorted by C": a bare capital after "by" is a column, though alone it could be a word.
  for (const m of ctx.masked.matchAll(/\bby\s+(?:column\s+|col\s+)?([A-Z]{1,2})(?![\w⟦])/g)) {
    named.push({ letter: m[1], at: m.index! + m[0].length - m[1].length, end: m.index! + m[0].length });
  }
  if (tables.length > 1) return null;
  const table = tables[0];
  const top = /\b(?:top|bottom)\s+\d+\b/.test(ctx.lower);
  const select: string[] = [];
  let group: string | undefined;
  let order: string | undefined;
  let previous = 0;
  for (const { letter, at, end } of named.sort((a, b) => a.at - b.at)) {
    // The words since the column before say what this one is for.
    const before = ctx.lower.slice(Math.max(previous, at - 40), at);
    previous = end;
    if (
      /\b(?:sort(?:ed)?|order(?:ed)?|arrange(?:d)?|rank(?:ed)?)\s+(?:\w+\s+)?by\s+(?:[a-z]+\s+){0,2}$/.test(before)
    ) {
      if (order) return null;
      order = letter;
    } else if (
      /\b(?:group(?:ed)? by|per|for each|for every|by each|broken down by|by)\s+(?:[a-z]+\s+){0,3}$/.test(before)
    ) {
      if (top && !/\b(?:per|each|every|group(?:ed)?)\b[^⟦]*$/.test(before)) order ??= letter;
      else if (group) return null;
      else group = letter;
    } else select.push(aggregateOf(before, letter));
  }
  const orderAt =
    /\b(?:sort(?:ed)?|order(?:ed)?|arrange(?:d)?|rank(?:ed)?)\b|\b(?:top|bottom)\s+\d+\b/.exec(ctx.lower)?.index ??
      null;
  const where = conditionsOf(ctx);
  if (where === null) return null;
  const letters = [...select.map((s) => s.replace(/^\w+\((\w+)\)$/, "$1")), group, order].filter(Boolean) as string[];
  const testedLetters = [...tested].map((i) => (i === undefined ? "" : firstColumn(ctx.refs[i])));
  const data = table?.text ?? span([...letters, ...testedLetters]);
  if (!data || (table && ![...letters, ...testedLetters].every((l) => inside(table, l)))) return null;
  const aggregated = select.filter((s) => s.includes("("));
  if (group) {
    if (aggregated.length === 0 || select.some((s) => !s.includes("(") && s !== group)) return null;
    select.splice(0, select.length, group, ...aggregated.filter((s) => s !== group));
  } else if (aggregated.length > 0 && aggregated.length !== select.length) return null;
  if (orderAt !== null && !order) {
    if (aggregated.length !== 1) return null;
    order = aggregated[0];
  }
  const direction = order && (descending.test(ctx.lower.slice(orderAt ?? 0)) || /\btop\s+\d/.test(ctx.lower))
    ? " desc"
    : "";
  const limit = /\b(?:top|first|limit(?: it)? to)\s+(\d+)\b/.exec(ctx.lower);
  // "select *" only when whole rows are asked for: a sum or a field the request names but no column was found for
  // would be silently dropped.
  if (select.length === 0 && (aggregates.some(([re]) => re.test(ctx.lower)) || !wholeRows.test(ctx.lower))) return null;
  const parts = [
    `select ${select.length > 0 ? select.join(", ") : "*"}`,
    where ? `where ${where}` : "",
    group ? `group by ${group}` : "",
    order ? `order by ${order}${direction}` : "",
    limit ? `limit ${limit[1]}` : "",
  ].filter(Boolean);
  const headers = /^[A-Z]+(?:1:|:)/.test(data.replace(/\$/g, "")) ? 1 : 0;
  return {
    formula: `=QUERY(${data},"${parts.join(" ")}",${headers})`,
    explanation: `QUERY reads ${data}${headers ? " (with one header row)" : ""} and ${parts.map(describe).join(", ")}.`,
    spills: true,
  };
};

/** "total column E", "average of C": a sum, average, … said just before the column, since the last comma or "and". */
function aggregateOf(before: string, letter: string): string {
  const lead = before.slice(-30).split(/\band\b|,|;/).pop() ?? "";
  const hit = aggregates.find(([re]) => re.test(lead));
  return hit ? `${hit[1]}(${letter})` : letter;
}

const signs: Partial<Record<Criterion["op"], Comparison>> = {
  ">": ">",
  ">=": ">=",
  "<": "<",
  "<=": "<=",
  "=": "=",
  "<>": "<>",
};

/** The conditions as a where clause; null when one cannot be said in QUERY's words. */
function conditionsOf(ctx: PlanContext): string | null {
  let out = "";
  for (const c of ctx.conditions) {
    const column = c.refIndex === undefined ? undefined : ctx.refs[c.refIndex];
    if (!column || columnCount(column) !== 1) return null;
    const tests = c.criteria.map((k) => comparison(firstColumn(column), k));
    if (tests.some((t) => t === null)) return null;
    const said = tests.length > 1 ? `(${tests.join(" and ")})` : tests[0]!;
    out += out ? ` ${c.join} ${said}` : said;
  }
  return out;
}

function comparison(letter: string, k: Criterion): string | null {
  const v = literal(k);
  if (k.op === "blank") return `${letter} is null`;
  if (k.op === "notBlank") return `${letter} is not null`;
  if (v === null) return null;
  const sign = signs[k.op];
  if (sign) return `${letter} ${sign} ${v}`;
  const text = { contains: "contains", starts: "starts with", ends: "ends with" }[k.op as string];
  if (text && v.startsWith("'")) return `${letter} ${text} ${v}`;
  if (k.op === "notContains" && v.startsWith("'")) return `not ${letter} contains ${v}`;
  return null;
}

function literal(k: Criterion): string | null {
  const v = k.value;
  if (v.kind === "number") return String(v.n);
  if (v.kind === "text") return /['"]/.test(v.s) ? null : `'${v.s}'`;
  if (v.kind === "date") {
    const two = (n: number) => String(n).padStart(2, "0");
    return `date '${v.date.y}-${two(v.date.m)}-${two(v.date.d)}'`;
  }
  return null;
}

/** Whole columns from the leftmost to the rightmost letter used: QUERY needs one block of data. */
function span(letters: string[]): string | null {
  if (letters.length === 0) return null;
  const sorted = [...new Set(letters)].sort((a, b) => columnNumber(a) - columnNumber(b));
  return `${sorted[0]}:${sorted[sorted.length - 1]}`;
}

function inside(table: Ref, letter: string): boolean {
  const first = columnNumber(firstColumn(table));
  const n = columnNumber(letter);
  return n >= first && n < first + columnCount(table);
}

function describe(part: string): string {
  if (part.startsWith("select *")) return "keeps every column";
  if (part.startsWith("select")) return `shows ${part.slice(7)}`;
  if (part.startsWith("where")) return `keeps the rows where ${part.slice(6)}`;
  if (part.startsWith("group by")) return `gives one row per different value in column ${part.slice(9)}`;
  if (part.startsWith("order by")) {
    return `sorts by ${part.slice(9).replace(/ desc$/, "")}${part.endsWith(" desc") ? ", largest first" : ""}`;
  }
  return `stops after ${part.slice(6)} rows`;
}
