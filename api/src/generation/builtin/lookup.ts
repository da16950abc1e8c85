import { str } from "./criteria.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";
import { columnCount, columnNumber, columnOf, firstColumn, type Ref } from "./references.ts";

/** What is looked up: a cell, a quoted word, or a capitalised name ("the price of Oak Lamp"). */
function lookupValue(ctx: PlanContext): { expr: string; cell?: Ref; noun?: string } | null {
  const cellIndex = ctx.refs.findIndex((r) => r.kind === "cell");
  if (cellIndex >= 0) {
    const cell = ctx.refs[cellIndex];
    const before = ctx.masked.slice(0, ctx.masked.indexOf(`⟦${cellIndex}⟧`));
    const noun = /(\w+?)s?\s+(?:in\s+|at\s+|from\s+)?(?:cell\s+)?$/i.exec(before)?.[1];
    return { expr: cell.text, cell, noun };
  }
  const quoted = /"([^"]+)"|'([^']+)'/.exec(ctx.masked);
  if (quoted) return { expr: str(quoted[1] ?? quoted[2]) };
  const named = /\b(?:of|for|find|look ?up|lookup|search for)\s+((?:[A-Z][\w&'-]*)(?:\s+[A-Z][\w&'-]*)*)/.exec(
    ctx.masked,
  );
  if (named) return { expr: str(named[1]) };
  return null;
}

/** The text said just before a reference, since the reference before it. */
function saidBefore(ctx: PlanContext, ref: Ref): string {
  const i = ctx.refs.indexOf(ref);
  const at = ctx.masked.indexOf(`⟦${i}⟧`);
  const prev = i > 0 ? ctx.masked.indexOf(`⟦${i - 1}⟧`) + `⟦${i - 1}⟧`.length : 0;
  return ctx.masked.slice(prev, at).toLowerCase();
}

/** Splits two one-column ranges into where to search and what to return. */
function searchAndReturn(ctx: PlanContext, ranges: Ref[], value: string, noun?: string): [Ref, Ref] {
  const [a, b] = ranges;
  if (noun) {
    const n = noun.toLowerCase();
    const said = (r: Ref) => new RegExp(`\\b${n}(?:e?s)?\\b`).test(saidBefore(ctx, r));
    if (said(b) && !said(a)) return [b, a];
    if (said(a)) return [a, b];
  }
  const asked = ctx.masked.matchAll(
    /\b(?:get|find|what is|what's|pull|fetch|return|give me)\s+(?:me\s+)?(?:the\s+|its\s+)?(\w+?)s?\b/gi,
  );
  for (const [, wanted] of asked) {
    if (/^(?:value|product|item)$/i.test(wanted) || value.toLowerCase().includes(wanted.toLowerCase())) continue;
    const said = (r: Ref) => new RegExp(`\\b${wanted}(?:e?s)?\\b`, "i").test(saidBefore(ctx, r));
    if (said(a) && !said(b)) return [b, a];
    if (said(b) && !said(a)) return [a, b];
  }
  const returned = (r: Ref) =>
    /\b(?:return|returns|returning|get|give|pull|bring back|show)\s+(?:me\s+)?(?:the\s+|its\s+)?(?:\w+\s+){0,2}(?:from\s+|in\s+)?$/
      .test(saidBefore(ctx, r));
  if (returned(a) && !returned(b)) return [b, a];
  return [a, b];
}

export function notFoundText(ctx: PlanContext): string | null {
  const m =
    /(?:show|say|return|display|put|write)\s+(["']?)([^,.;"']+?)\1\s+(?:if|when)\s+(?:it'?s\s+|it is\s+|the value is\s+)?(?:missing|not found|absent|not there)/i
      .exec(ctx.masked) ??
      /(?:if|when)\s+(?:it'?s\s+|it is\s+|the \w+ (?:is\s+)?)?(?:missing|not found|absent|not there|isn'?t there|is not there|doesn'?t exist|isn'?t found|can'?t be found),?\s+(?:show|say|return|display|put|write)\s+(["']?)([^,.;"']+?)\1\s*(?:[,.;]|$)/i
        .exec(ctx.masked);
  return m ? m[2].trim() : null;
}

/** Which column of a table to return: "3rd column", "column 3", a column letter inside the table, else the last. */
function tableColumn(ctx: PlanContext, table: Ref, others: Ref[]): number {
  const said = /\b(\d+)(?:st|nd|rd|th)\s+col(?:umn)?\b|\bcol(?:umn)?\s*(?:number|index|#|no\.?)?\s*(\d+)\b/i.exec(
    ctx.bare,
  );
  if (said) return +(said[1] ?? said[2]);
  const letter = others.find((r) => r.kind === "range");
  if (letter) {
    const n = columnNumber(firstColumn(letter)) - columnNumber(firstColumn(table)) + 1;
    if (n >= 1 && n <= columnCount(table)) return n;
  }
  return columnCount(table);
}

/** XLOOKUP, VLOOKUP (exact match) or INDEX/MATCH, as the user names it; XLOOKUP by default (both platforms have it). */
export const buildLookup: Builder = (ctx) => {
  const value = lookupValue(ctx);
  if (!value) return null;
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length === 0) return null;
  const wantsVlookup = /\bvlookup\b/.test(ctx.lower);
  const wantsIndex = /\bindex\b/.test(ctx.lower) && /\bmatch\b/.test(ctx.lower);
  const missing = notFoundText(ctx);
  const table = ranges.find((r) => columnCount(r) > 1);
  if (table) {
    const n = tableColumn(ctx, table, ranges.filter((r) => r !== table));
    if (wantsIndex || /\bxlookup\b/.test(ctx.lower)) {
      return twoColumn(ctx, value.expr, columnOf(table, 1), columnOf(table, n), missing);
    }
    const inner = `VLOOKUP(${value.expr},${table.text},${n},FALSE)`;
    return {
      formula: missing ? `=IFERROR(${inner},${str(missing)})` : `=${inner}`,
      explanation:
        `Looks for ${value.expr} in the first column of ${table.text} and returns the value from column ${n} ` +
        `of the table on the same row. FALSE means it only accepts an exact match` +
        (missing ? `; IFERROR shows "${missing}" when there is no match.` : "."),
    };
  }
  if (ranges.length < 2) return null;
  const [search, result] = searchAndReturn(ctx, ranges, value.expr, value.noun);
  if (
    wantsVlookup && sameRows(search, result) && columnNumber(firstColumn(result)) > columnNumber(firstColumn(search))
  ) {
    const table = `${search.text.split(":")[0]}:${result.text.split(":")[1]}`;
    const n = columnNumber(firstColumn(result)) - columnNumber(firstColumn(search)) + 1;
    return {
      formula: `=VLOOKUP(${value.expr},${table},${n},FALSE)`,
      explanation: `Looks for ${value.expr} in ${search.text} and returns the matching value from ${result.text} ` +
        `(column ${n} of ${table}). FALSE means exact match only.`,
    };
  }
  const [s, r] = alignRows(search, result);
  if (wantsIndex || wantsVlookup) return indexMatch(value.expr, s, r, missing);
  return twoColumn(ctx, value.expr, s, r, missing);
};

/** A whole column next to a bounded range takes the range's rows: lookup arrays must be the same size. */
function alignRows(a: Ref, b: Ref): [string, string] {
  const rows = (r: Ref) => /^[A-Z]+(\d+):[A-Z]+(\d+)$/.exec(r.text);
  const whole = (r: Ref) => /^([A-Z]+):\1$/.exec(r.text);
  const ra = rows(a);
  const rb = rows(b);
  const wa = whole(a);
  const wb = whole(b);
  if (wa && rb) return [`${wa[1]}${rb[1]}:${wa[1]}${rb[2]}`, b.text];
  if (wb && ra) return [a.text, `${wb[1]}${ra[1]}:${wb[1]}${ra[2]}`];
  return [a.text, b.text];
}

function sameRows(a: Ref, b: Ref): boolean {
  return a.text.replace(/[A-Z]+/g, "") === b.text.replace(/[A-Z]+/g, "");
}

// "the last one in the list", "bottom-most row", "furthest down": the match nearest the end of the list.
export const lastMatch =
  /\b(?:bottom-?most|furthest down|lowest down)\b|\blast\b(?!\s+(?:year|yr|month|week|day|quarter|names?)\b|\s+\d+\s+\w+s\b)/;

/** XLOOKUP, or INDEX/MATCH when the user names it; searched from the end when the last match is asked for. */
export function twoColumn(
  ctx: PlanContext,
  value: string,
  search: string,
  result: string,
  missing: string | null,
): Plan {
  if (lastMatch.test(ctx.bare)) {
    return {
      formula: `=XLOOKUP(${value},${search},${result},${missing ? str(missing) : ""},0,-1)`,
      explanation: `Looks for ${value} in ${search} from the bottom up (the -1) and returns the value on the same ` +
        `row of ${result}, so the last match in the list wins` +
        (missing ? `, or "${missing}" when there is none.` : "."),
    };
  }
  if (/\bindex\b/.test(ctx.lower) && /\bmatch\b/.test(ctx.lower)) return indexMatch(value, search, result, missing);
  return {
    formula: `=XLOOKUP(${value},${search},${result}${missing ? `,${str(missing)}` : ""})`,
    explanation: `Looks for ${value} in ${search} and returns the value on the same row of ${result}` +
      (missing ? `, or "${missing}" when there is no match.` : "."),
  };
}

function indexMatch(value: string, search: string, result: string, missing: string | null): Plan {
  const inner = `INDEX(${result},MATCH(${value},${search},0))`;
  return {
    formula: missing ? `=IFERROR(${inner},${str(missing)})` : `=${inner}`,
    explanation: `MATCH finds the row of ${value} in ${search} (0 means exact match), and INDEX returns the value ` +
      `on that row of ${result}` + (missing ? `; IFERROR shows "${missing}" when there is no match.` : "."),
  };
}

/** "what position is H2 in A2:A100" → MATCH. */
export const buildPosition: Builder = (ctx) => {
  const value = lookupValue(ctx);
  const list = ctx.refs.find((r) => r.kind === "range");
  if (!value || !list) return null;
  return {
    formula: `=MATCH(${value.expr},${list.text},0)`,
    explanation: `Finds where ${value.expr} sits in ${list.text}: 1 means the first cell. 0 asks for an exact match.`,
  };
};
