import { readNumber } from "./conditions.ts";
import type { PlanContext } from "./plan-context.ts";
import { rowOf } from "./references.ts";

/**
 * What a value stands for in a money request: the yearly rate, the term, the periods in a year, the regular payment,
 * the sum borrowed or invested, the sum wanted at the end, one period of the term, or what an asset is worth at the
 * end of its life.
 */
export type Role = "rate" | "years" | "perYear" | "payment" | "amount" | "future" | "period" | "salvage";

interface Named {
  role: Role;
  labelled: boolean;
  months?: boolean;
}

// A term counted in periods rather than years: "36 months", "number of payments C2".
const countsPeriods = /\b(?:months|number of (?:payments|periods)|no\.? of (?:payments|periods)|nper)\b/;

export interface Term {
  expr: string;
  role: Role;
  /** The term is a count of months ("36 months"), not years. */
  months: boolean;
  /** A rate already given per period ("monthly rate in B2"), so it is not divided again. */
  perPeriod: boolean;
  kind: "cell" | "range" | "number";
  /** Named by a role word right before it ("principal A2") or after it ("A2 is the rate", "a 250000 loan"). */
  labelled: boolean;
  /** Where it stands in the masked request, and where it ends. */
  at: number;
  end: number;
  /** The header of the user's column it was taken from, when the request did not say it. */
  header?: string;
}

const value = /⟦(\d+)⟧|-?\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:%|percent\b|pct\b)|k\b|m\b)?/gi;

// A role word said right beside a value, strong enough to name a column on its own.
const labels: [Role, RegExp][] = [
  ["perYear", /\b(?:periods?|payments?|compounding periods?|times) (?:per|a|each) year\b|\bfrequency\b/],
  ["salvage", /\b(?:salvage|residual|scrap)(?: value)?\b/],
  ["future", /\b(?:future value|target|goal)\b/],
  [
    "payment",
    /\b(?:(?:monthly|quarterly|weekly|yearly|annual) )?(?:payments?|deposits?|instal?lments?|contributions?)\b/,
  ],
  ["rate", /\b(?:(?:annual|yearly|nominal|interest|discount) )?(?:rate|apr)\b/],
  ["years", /\b(?:(?:number of |no\.? of )?(?:years?|months|periods|payments)|term|life|useful life|nper)\b/],
  ["amount", /\b(?:principal|loan(?: amount)?|amount|balance|mortgage|cost|price|present value|pv|investment)\b/],
];

// Any word before a value that says what it is; the last one before it decides.
const keywords: [Role, RegExp][] = [
  ["perYear", /periods? (?:per|a) year|payments? (?:per|a) year|times (?:a|per) year|compounding periods/g],
  ["salvage", /\b(?:salvage|residual|scrap)(?: value)?(?: of| is)?\b/g],
  [
    "future",
    /\b(?:target|goal|reach|get to|into|(?:want|need|like) to have|to have|end up with|accumulate|save up)(?: of| is)?\b/g,
  ],
  ["years", /\b(?:number of|no\.? of|total) (?:payments|periods|months|instal?lments)\b/g],
  [
    "payment",
    /\b(?:(?:monthly|quarterly|weekly|yearly|annual) (?:amount|deposit|contribution|saving|instal?lment)s?|payments?(?: of| is| are)?|instal?lments? of)\b/g,
  ],
  ["rate", /\b(?:rate|interest|apr|at|yield)\b/g],
  ["years", /\b(?:years?|term|over|for|duration|life|lifetime|nper)\b/g],
  [
    "amount",
    /\b(?:loan|principal|amount|asset|machine|equipment|vehicle|bought|purchased?|borrow(?:ed|ing)?|pay(?:ing)? off|repay(?:ing)?|owe|owing|debt|mortgage|invest(?:ed|ing|ment)?|of|on|balance|cost|price|pv|lump sum|start(?:ing)?(?: (?:with|from|balance|at))?|initial)\b/g,
  ],
  ["payment", /\b(?:saving|save|put|putting|deposit|depositing|contribute|contributing|pay(?:ing)?)\b/g],
];

const perPeriodRate =
  /\b(?:monthly|periodic|per[- ]period|quarterly|weekly) (?:interest )?rate\b[^⟦\d]{0,12}$|\brate per (?:month|period|quarter|week)\b[^⟦\d]{0,12}$/;

/** Names each number or cell of a money request by the words around it: rate, term, amount, payment, and so on. */
export function readTerms(ctx: PlanContext): Term[] {
  const found: Term[] = [];
  let prevEnd = 0;
  for (const m of ctx.masked.matchAll(value)) {
    const start = m.index!;
    const end = start + m[0].length;
    const before = ctx.masked.slice(prevEnd, start).toLowerCase();
    const near = ctx.masked.slice(Math.max(0, start - 40), start).toLowerCase();
    const after = ctx.masked.slice(end, end + 40).toLowerCase();
    // "row 2" only says where; the figures are in its cells.
    if (m[1] === undefined && /\b(?:rows?|lines?)\s*$/.test(near)) continue;
    prevEnd = end;
    const ref = m[1] !== undefined ? ctx.refs[+m[1]] : null;
    let expr: string;
    let percent = false;
    let n: number | null = null;
    if (ref) expr = ref.text;
    else {
      const read = readNumber(m[0].replace(/^\$/, ""))!;
      percent = read.value.percent;
      n = read.value.n;
      expr = percent ? `${Number((n * 100).toPrecision(12))}%` : String(n);
    }
    const named = roleAfter(after, percent, ref !== null, near) ?? roleBefore(before, near, n);
    found.push({
      expr,
      role: named.role,
      months: named.role === "years" &&
        (named.months ?? new RegExp(`${countsPeriods.source}[^⟦\\d]{0,12}$`).test(near)),
      perPeriod: named.role === "rate" &&
        (perPeriodRate.test(near) || /^\s*(?:a|per|each) (?:month|period)\b/.test(after)),
      kind: ref ? ref.kind : "number",
      labelled: named.labelled,
      at: start,
      end,
    });
  }
  return listedBothWays(ctx.masked, found) ? [] : found;
}

/**
 * "compound interest A2 principal B2 rate C2 years": labels run between the values with nothing to split them, the
 * first value has none before it and the last one has one after it, so each label may belong to the value on either
 * side. Such a request is not read at all.
 */
function listedBothWays(masked: string, found: Term[]): boolean {
  const cells = found.filter((t) => t.kind !== "number");
  if (cells.length < 2) return false;
  const lower = masked.toLowerCase();
  const endOf = (t: Term) => lower.indexOf("⟧", t.at) + 1;
  const labelled = (text: string, anchored: RegExp) =>
    labels.some(([, re]) => new RegExp(anchored.source.replace("L", `(?:${re.source})`)).test(text));
  const first = cells[0];
  const last = cells[cells.length - 1];
  const between = cells.slice(0, -1).some((t) => labelled(lower.slice(endOf(t), endOf(t) + 30), /^\s*L\s*⟦/));
  return between && !labelled(lower.slice(Math.max(0, first.at - 30), first.at), /L\s*$/) &&
    labelled(lower.slice(endOf(last), endOf(last) + 30), /^\s*L(?!\s*(?:⟦|\d))/);
}

/** Words right after a value say most: "30 years", "a 250000 loan", "the 12th payment", "A2 is the rate". */
function roleAfter(after: string, percent: boolean, isRef: boolean, near: string): Named | null {
  if (percent) return { role: "rate", labelled: true };
  // "60 months 7.9%": after a number, a unit of time is its unit, whatever follows.
  if (!isRef && /^\s*(?:months?|mos?)\b/.test(after)) return { role: "years", labelled: true, months: true };
  if (!isRef && /^[\s-]*(?:years?|yrs?)\b/.test(after)) return { role: "years", labelled: true };
  // "rate B4 years C4": a label followed by a value of its own labels that value, not the one before it.
  const next = /^\s*((?:[a-z]+ ){0,2}[a-z]+)\s*(?:is|=|:|of|in)?\s*(?:⟦|\$?\d)/.exec(after);
  if (next && labels.some(([, re]) => new RegExp(`(?:${re.source})$`).test(next[1]))) return null;
  if (/^\s*(?:months?|mos?)\b/.test(after)) return { role: "years", labelled: true, months: true };
  if (/^[\s-]*(?:years?|yrs?)\b/.test(after)) return { role: "years", labelled: true };
  if (/^(?:st|nd|rd|th)\b/.test(after)) return { role: "period", labelled: true };
  if (/^\s*(?:times|periods?|payments?) (?:a|per|each) year\b/.test(after)) return { role: "perYear", labelled: true };
  if (/^\s*(?:loan|mortgage|debt|machine|asset|vehicle|van|car|truck|equipment|computer)\b/.test(after)) {
    return { role: "amount", labelled: true };
  }
  if (/^\s*(?:salvage|residual|scrap)\b/.test(after)) return { role: "salvage", labelled: true };
  const every = /^\s*(?:(?:a|per|every|each) (?:month|quarter|week)\b|(?:monthly|weekly|quarterly)\b)/.test(after) ||
    (/^\s*(?:a|per|every|each) year\b/.test(after) && !/\b(?:at|rate|interest)\s*$/.test(near));
  if (every) return { role: "payment", labelled: true };
  if (!isRef) return null;
  // "A2 is the principal", "B7 yearly rate,", "C2 (years)".
  const rest = after.replace(/^\s*(?:\(|is |=|:|holds |has |as )?\s*(?:the )?/, "");
  for (const [role, re] of labels) {
    const hit = re.exec(rest);
    if (hit && hit.index === 0) return { role, labelled: true, months: role === "years" && countsPeriods.test(hit[0]) };
  }
  return null;
}

/** Else the last role word before the value decides; a bare "at", "for" or "of" is only a hint. */
function roleBefore(before: string, near: string, n: number | null): Named {
  // "payment 12": which payment, not a sum of money, which is rarely so small.
  const small = n !== null && Number.isInteger(n) && n > 0 && n <= 600;
  if (small && /\bpayment\s+(?:number\s+|no\.?\s*|#\s*)?$/.test(near)) return { role: "period", labelled: true };
  if (
    /(?<!\b(?:per|a|each|every) )\b(?:period|month|year|instal?lment)\s+(?:number\s+|no\.?\s*|#\s*)?$|\b(?:payment|period) (?:number|no\.?|#)\s*$/
      .test(near)
  ) {
    if (n === null || Number.isInteger(n)) return { role: "period", labelled: true };
  }
  let best: { role: Role; at: number } | null = null;
  for (const [role, re] of keywords) {
    for (const m of before.matchAll(re)) {
      const end = m.index! + m[0].length;
      if (!best || end > best.at) best = { role, at: end };
    }
  }
  const labelled = labels.some(([role, re]) => {
    const hit = new RegExp(`(?:${re.source})[\\s:=(]*(?:of|is|in|at)?\\s*$`).exec(near);
    return hit !== null && role === best?.role;
  });
  if (best?.role === "rate" && n !== null && n >= 1) {
    return { role: n >= 1000 ? "amount" : "years", labelled: false };
  }
  if (best?.role === "years" && n !== null && n >= 1000) return { role: "amount", labelled: false };
  if (best) return { role: best.role, labelled };
  return { role: n !== null && n < 1 ? "rate" : "amount", labelled: false };
}

export const pick = (all: Term[], role: Role) => all.find((t) => t.role === role);

/** Wraps an expression in brackets unless it is one name or number. */
export const group = (e: string) => (/^[\w.%$]+$/.test(e) ? e : `(${e})`);

/**
 * Values a money formula can take: single cells and numbers. A whole column would make PMT and the like work on
 * every row at once, which nobody asked for. On columns the engine assumed, each value must also be named by a role
 * word right beside it, or the column's made-up label would decide what the formula does.
 */
export function usable(ctx: PlanContext, terms: (Term | undefined)[]): boolean {
  const assumed = ctx.invent?.nextColumn !== undefined;
  return terms.every((t) => !t || (t.kind !== "range" && (!assumed || t.kind === "number" || t.labelled)));
}

export interface Frequency {
  n: string;
  word: string;
}

const frequencies: [RegExp, number, string][] = [
  [/\b(?:monthly|months?|a month|per month|every month|each month)\b/, 12, "month"],
  [/\b(?:quarterly|quarters?)\b/, 4, "quarter"],
  [/\b(?:fortnightly|bi-?weekly|every (?:2|two) weeks)\b/, 26, "fortnight"],
  [/\b(?:weekly|a week|per week|every week|each week)\b/, 52, "week"],
  [/\b(?:daily|a day|per day|every day|each day)\b/, 365, "day"],
  [/\b(?:semi-?annual(?:ly)?|twice a year|half-?yearly)\b/, 2, "half-year"],
  [/\b(?:annual(?:ly)?|yearly|a year|per year|every year|each year|once a year)\b/, 1, "year"],
];

/**
 * How many payments a year: a periods-per-year value when there is one, else the first frequency word that is not
 * about the rate ("annual rate", "5% a year") or the compounding; else `fallback`.
 */
export function paymentsPerYear(ctx: PlanContext, terms: Term[], fallback: number): Frequency {
  const given = pick(terms, "perYear");
  if (given) return { n: given.expr, word: given.expr === "1" ? "year" : "period" };
  const words = ctx.masked.toLowerCase()
    .replace(/\bcompound(?:ed|ing)?\s+\w+(?:\s+a\s+\w+)?/g, " ")
    .replace(
      /\b(?:annual|yearly|monthly|nominal|effective)\s+(?:(?:interest|percentage)\s+)?(?:rate|apr|interest)\b/g,
      " ",
    )
    .replace(/(?:%|percent)\s*(?:interest\s+)?(?:(?:a|per|each) (?:year|month)\b|annually\b|yearly\b|p\.?a\.?)/g, " ")
    .replace(
      /\b(?:at|rate|interest|apr)\s+⟦\d+⟧\s*(?:interest\s+)?(?:(?:a|per|each) year\b|annually\b|yearly\b|p\.?a\.?)/g,
      " ",
    )
    .replace(/\b(?:rate|apr|interest)\s+(?:⟦\d+⟧\s+)?(?:\()?(?:annual|yearly|per year|a year)\)?/g, " ")
    .replace(/\b(?:in|how many|number of|term)\s+months\b|\b\d+\s+months\b|⟦\d+⟧\s+months\b/g, " ");
  let best: { at: number; n: number; word: string } | null = null;
  for (const [re, n, word] of frequencies) {
    const m = re.exec(words);
    if (m && (!best || m.index < best.at)) best = { at: m.index, n, word };
  }
  if (best) return { n: String(best.n), word: best.word };
  if (terms.some((t) => t.months)) return { n: "12", word: "month" };
  return { n: String(fallback), word: fallback === 12 ? "month" : "year" };
}

/** The rate per period and the number of periods, written as simply as the inputs allow. */
export function perPeriod(rate: Term, years: Term, f: Frequency): { rate: string; periods: string } {
  const one = f.n === "1";
  return {
    rate: rate.perPeriod || one ? rate.expr : `${group(rate.expr)}/${f.n}`,
    periods: years.months || one ? years.expr : `${group(years.expr)}*${f.n}`,
  };
}

/** How often interest is added: "compounded monthly", "quarterly compounding"; else as often as payments are made. */
export function compounding(ctx: PlanContext, terms: Term[]): Frequency {
  return compoundingSaid(ctx, terms) ?? paymentsPerYear(ctx, terms, 1);
}

/** How often interest is added, only when the request says so: "compounded monthly", "12 periods a year". */
export function compoundingSaid(ctx: PlanContext, terms: Term[]): Frequency | null {
  const given = pick(terms, "perYear");
  if (given) return { n: given.expr, word: "period" };
  const said = /\bcompound(?:ed|ing)\s+(\w+(?:\s+a\s+\w+)?)|\b(\w+)\s+compounding\b/.exec(ctx.lower);
  const phrase = said ? said[1] ?? said[2] : "";
  const hit = frequencies.find(([re]) => re.test(phrase));
  return hit ? { n: String(hit[1]), word: hit[2] } : null;
}

/**
 * On the user's own columns ("Your columns"), a value the request needs but does not name is the one column whose
 * header says that role ("Annual rate", "Years", "Principal"), in the row the request names or the first data row.
 * A role two headers could fill stays empty. Nothing is filled on assumed columns: there the headers are guesses.
 */
export function withColumns(ctx: PlanContext, terms: Term[], needed: Role[]): Term[] {
  const columns = ctx.invent?.nextColumn === undefined ? ctx.invent?.columns : undefined;
  if (!columns) return terms;
  const row = rowOf(ctx.text) ?? ctx.invent!.firstRow;
  const filled = [...terms];
  for (const role of needed) {
    if (pick(filled, role)) continue;
    const re = labels.find(([r]) => r === role)![1];
    const fits = columns.filter((c) => new RegExp(`^(?:${re.source})$`, "i").test(c.header.trim()));
    if (fits.length !== 1) continue;
    filled.push({
      expr: `${fits[0].letter}${row}`,
      role,
      months: role === "years" && countsPeriods.test(fits[0].header.toLowerCase()),
      perPeriod: false,
      kind: "cell",
      labelled: true,
      at: -1,
      end: -1,
      header: fits[0].header,
    });
  }
  // How often is paid: said in the request or a filled header ("Monthly deposit"), else the periods-per-year column.
  const often = frequencies.some(([re]) =>
    filled.some((t) => t.header && t.role === "payment" && re.test(t.header.toLowerCase()))
  );
  if (filled.length > terms.length && !often && paymentsPerYear(ctx, terms, 0).n === "0") {
    return withColumns(ctx, filled, ["perYear"]);
  }
  return filled;
}
