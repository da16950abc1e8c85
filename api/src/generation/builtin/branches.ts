import type { AssumedRange } from "../../../contract/generation.ts";
import { labelKey, leadVerb, type Output, readOutput } from "./branch-outputs.ts";
import { readTest } from "./branch-tests.ts";
import { findConditions } from "./conditions.ts";
import { str } from "./criteria.ts";
import type { PlanContext } from "./plan-context.ts";
import { firstCell } from "./references.ts";

/** One answer of a per-row IF: the test that picks it, in formula and in words, and what it shows. */
export interface Branch {
  test: string;
  words: string;
  out: string;
  /** The cells the test reads, so a later branch that names none ("1% if pending") tests the same one. */
  cells: number[];
}

export interface Reading {
  branches: Branch[];
  otherwise: string;
  assumed: AssumedRange[];
}

/** A clause of the request once it is split at commas, dashes and "otherwise". */
type Clause =
  | { kind: "branch"; test: string | null; out: string | null; unless?: boolean }
  | { kind: "otherwise"; out: string }
  | { kind: "topic"; ref: number; said: string }
  | { kind: "question"; test: string };

/** "they get a 200 bonus", "they're a veteran": what the person in the row gets is the answer. */
const person = "(?:they|you|he|she|we)(?:'re|\\s+(?:get|gets|receive|earn|are|is|will get|should get)\\b)";
const otherwiseWord =
  /^(?:otherwise|else|or else|if not|(?:for\s+)?(?:anything|everything|all)\s+(?:else|others?)|in (?:all\s+)?other cases|any other (?:value|case)s?)\b\s*[,:-]?\s*/i;
const notSubject = /^(?:and|or|nor|not|no|if|then|else|otherwise|but|unless)$/i;
/** Two answers said as a pair: "PASS/FAIL - …" before the rule, "…? yes or no" after a question. */
function answerPair(text: string): { pair: [string, string]; rest: string } | null {
  const first =
    /^\s*(["']?)([A-Za-z][\w]*(?: [\w]+)?)\1\s*\/\s*(["']?)([A-Za-z][\w]*(?: (?!flag\b|label\b|column\b|status\b|formula\b|result\b)[\w]+)?)\3(?:\s+(?:flag|label|column|status|formula|result))?\s*(?:[-:–]|,)\s*/
      .exec(text);
  if (first) return { pair: [first[2], first[4]], rest: text.slice(first[0].length) };
  const either = /^\s*([A-Za-z]+)\s+or\s+([A-Za-z]+)\s*[-:–]\s*/.exec(text);
  if (either) return { pair: [either[1], either[2]], rest: text.slice(either[0].length) };
  const last =
    /(?:[?,.:;-]|\b(?:answer|say|show|return|put|give|output|just)\b)\s*\(?\s*(yes|y|true|pass|1)\s*(?:\/|or)\s*(no|n|false|fail|0)\s*\)?\s*[.?!]*\s*$/i
      .exec(text);
  if (last) return { pair: [last[1], last[2]], rest: text.slice(0, last.index) + (last[0].startsWith("?") ? "?" : "") };
  // "… -> 'Above' / 'Below'": two quoted answers after the rule.
  const quoted = /\s*(?:->|→|[:,-])\s*(["'])([^"']+)\1\s*(?:\/|or)\s*(["'])([^"']+)\3\s*[.?!]*\s*$/.exec(text);
  if (quoted) return { pair: [quoted[2], quoted[4]], rest: text.slice(0, quoted.index) };
  return null;
}

/** The word each cell is named by ("salary (⟦0⟧)", "the rating in ⟦1⟧", "status ⟦1⟧"), singular and lower case. */
function labelsOf(masked: string, ctx: PlanContext): Map<string, number> {
  const labels = new Map<string, number>();
  const add = (word: string, index: number) => {
    const w = labelKey(word);
    if (
      ctx.refs[index]?.kind !== "cell" || notSubject.test(w) || /^(?:in|of|the|is|at|from|cell|column|col|row)$/.test(w)
    ) {
      return;
    }
    if (!labels.has(w)) labels.set(w, index);
  };
  for (
    const m of masked.matchAll(
      /\b([a-z]+)\s+(?:(?:is|are)\s+)?(?:in\s+|at\s+)?(?:cell\s+|column\s+|col\s+)?\(?\s*⟦(\d+)⟧/gi,
    )
  ) {
    add(m[1], +m[2]);
  }
  for (const m of masked.matchAll(/⟦(\d+)⟧\s*\(\s*([a-z]+)\s*\)/gi)) add(m[2], +m[1]);
  return labels;
}

/** Splits at commas, semicolons, full stops, spaced dashes and question marks, and before "otherwise"/"else". */
function clausesOf(text: string): string[] {
  return text
    .split(
      /(?:(?<!\d),|,(?!\d))(?:(?<!⟦\d+⟧\s*,)|(?!\s*⟦\d+⟧\s*(?:,|(?:and|or|nor)\s+⟦)))|;|\.(?=\s|$)|\s[-–]\s|\?|(?<=⟦\d+⟧\)?(?:\s+[a-z]+)?)\s*:\s/,
    )
    .flatMap((part) =>
      part.split(/\s+(?=(?:otherwise|else|or else)\b\s*\S)(?<!\b(?:anything|everything|all|something)\s+)/i)
    )
    .flatMap((part) =>
      part.split(
        /\s+(?:and|but|or)\s+(?=(?:(?!and\b|or\b)[\w"'%.-]+\s+){1,3}(?:if not|if it(?:'s| is)? not|if it isn'?t|if its not|when it isn'?t|otherwise|else)$)/i,
      )
    )
    .map((part) => part.trim().replace(/^(?:and|but|or)\s+(?=(?:if|when|otherwise|else)\b)/i, ""))
    .filter((part) => part && !chatter.test(part) && !placeList.test(part));
}

// "cant get the AND to work", "thanks!": words about the asking, not about the rule.
const chatter =
  /^(?:cant|can't|can not|cannot|i (?:tried|can't|cant|keep|don't|dont)|thanks|thank you|thx|please help|any ideas|help|it (?:doesn't|doesnt|won't|wont) work|not working)\b|\b(?:copy|drag|fill)(?:\s+it)?\s+down\b|^(?:what goes(?: in)?|(?:the\s+)?formula(?:\s+for)?)$/i;
/** "amount E status F" said apart: where things are, with no rule in it. */
const placeList = /^(?:[a-z]+\s+(?:(?:is\s+)?in\s+|=\s*|:\s*)?⟦\d+⟧\s*(?:,|and)?\s*){2,}$/i;

const comparesWith =
  /\b(?:is|are|was|were|over|under|above|below|than|after|before|equals?|beats|exceeds|to)\s+(?:the\s+)?[^⟦]{0,30}⟦\d+⟧\s*\)?\s*$|[<>=]\s*⟦\d+⟧\s*$/i;

/** Where the test of "if … then/say …" ends: at "then", or at the first word that says what to show. */
function splitTestOutput(rest: string): { test: string; out: string | null } {
  const then = /\s*,?\s*\bthen\b\s*/i.exec(rest);
  if (then) return { test: rest.slice(0, then.index), out: rest.slice(then.index + then[0].length) };
  // "the notes ⟦1⟧ say rush": a "say" right after the cell a test is about is that test's verb; after the cell it
  // compares with ("over ⟦1⟧ say hit"), it says what to show.
  const lead = [...rest.matchAll(new RegExp(`\\b${leadVerb}\\b|\\b${person}`, "gi"))].find((m) => {
    const before = rest.slice(0, m.index);
    const subject = /⟦\d+⟧\s*\)?\s*$/.test(before) && /^say/i.test(m[0]);
    return m.index! > 0 && (!subject || comparesWith.test(before.split(/\b(?:and|or|if|when)\b/i).pop()!));
  });
  if (lead) return { test: rest.slice(0, lead.index), out: rest.slice(lead.index) };
  const conds = findConditions(rest);
  // "if Pending 1%": a value to test, then the number to show.
  const trailingNumber = /^([^\d⟦]+?)\s+(-?\$?\d[\d,.]*%?)$/.exec(rest);
  if (conds.length === 0 && trailingNumber) return { test: trailingNumber[1], out: trailingNumber[2] };
  if (conds.length === 0) return { test: rest, out: null };
  const end = conds[conds.length - 1].end;
  const out = rest.slice(end).trim();
  return { test: rest.slice(0, end), out: out || null };
}

function readClause(clause: string, first: boolean, listed: boolean): Clause | null {
  const other = otherwiseWord.exec(clause);
  if (other) return { kind: "otherwise", out: clause.slice(other[0].length) };
  const trailing =
    /^(.+?)\s+(?:otherwise|if not|if it(?:'s| is)? not|if it isn'?t|if its not|when it isn'?t|else|for (?:anything|everything) else|for the rest)$/i
      .exec(clause);
  if (trailing) return { kind: "otherwise", out: trailing[1] };
  // "flag rows where F4 is not Closed with the word Open item": the label comes after its test.
  const flag =
    /^(?:flag|mark|label|tag)\s+(?:the\s+)?(?:rows?|it|them|ones?|cells?|entries)?\s*(?:where|if|when|that)\s+(.+?)\s+(?:with|as)\s+(?:the\s+)?(?:word|text|label)?\s*(.+)$/i
      .exec(clause);
  if (flag) return { kind: "branch", test: flag[1], out: flag[2] };
  // "check if B2 is over 50", "see whether …": a question asked, not an answer said.
  const asked =
    /^(?:(?:can you|please|pls|i want to|i need to|need to|want to|help me)\s+)*(?:(?:check|see|test|find out|tell me|know|determine|work out|figure out|show me)\s+(?:whether|if)|(?:flag|mark|label|tag)\s+(?:the\s+)?(?:rows?|it|them|ones?|cells?|entries)?\s*(?:where|if|when|that))\s+(.+)$/i
      .exec(clause);
  if (asked) return { kind: "question", test: asked[1] };
  const condFirst = /^(if|when|whenever|where|unless)\s+(.*)$/i.exec(clause);
  if (condFirst) return { kind: "branch", ...splitTestOutput(condFirst[2]), unless: /^unless$/i.test(condFirst[1]) };
  const outFirst = /^(.*?)\s+(if|when|whenever|unless)\s+(.*)$/i.exec(clause);
  if (outFirst) return { kind: "branch", test: outFirst[3], out: outFirst[1], unless: /^unless$/i.test(outFirst[2]) };
  const topic = /^(?:the\s+)?(?:[a-z]+\s+){0,3}(?:in\s+|at\s+)?(?:cell\s+)?\(?⟦(\d+)⟧\)?(?:\s+[a-z]+)?$/i.exec(clause);
  if (topic) return { kind: "topic", ref: +topic[1], said: clause };
  if (first && /^(?:does|do|did|is|are|was|were|has|have)\b/i.test(clause)) {
    return { kind: "question", test: clause.replace(/^\w+\s+/, "") };
  }
  // "positive show increase", "0 → no change": a list of cases goes on without repeating "if".
  const elided = new RegExp(`^(.+?)\\s*((?:\\b${leadVerb}\\b|=|:|->|→|\\bgets?\\b|\\bmeans\\b)\\s*.+)$`, "i").exec(
    clause,
  );
  if (elided && listed) return { kind: "branch", test: elided[1], out: elided[2] };
  const quotedLast = /^(.+?)\s*("[^"]*"|'[^']*')$/.exec(clause);
  if (quotedLast && listed) return { kind: "branch", test: quotedLast[1], out: quotedLast[2] };
  return { kind: "branch", test: null, out: clause };
}

/** "negative …, positive …, 0 …": the last of tests that leave no other value is what shows otherwise. */
function coversTheRest(branches: Branch[]): boolean {
  const signs = branches.map((b) => /^([A-Z]+\d+)(<|>|=)(-?[\d.]+)$/.exec(b.test));
  if (signs.some((s) => !s) || branches.length !== 3) return false;
  const [a, b, c] = signs as RegExpExecArray[];
  return a[1] === b[1] && b[1] === c[1] && a[3] === b[3] && b[3] === c[3] &&
    new Set([a[2], b[2], c[2]]).size === 3 && c[2] === "=";
}

/** "(amount ⟦0⟧, status ⟦1⟧)", "(status in ⟦0⟧)": where things are, each with its name; no part of the rule. */
const placeGroup =
  /\(\s*[a-z]+\s+(?:(?:is\s+)?in\s+|=\s*|:\s*)?⟦\d+⟧(?:\s*(?:,|and)\s*[a-z]+\s+(?:(?:is\s+)?in\s+|=\s*|:\s*)?⟦\d+⟧)*\s*\)/gi;

/** "row 14", "for the first student": the row the formula is written for, set when the cells were read. */
const rowPhrase =
  /\b(?:(?:the\s+)?(?:task|deal|order|item|person|employee|student|product|sale|record)\s+)?(?:(?:for|in|on|of)\s+)?(?:row\s+\d+\b|the\s+first\s+(?:data\s+)?(?:row|line|record|entry|task|person|employee|student|product|deal|order|item|sale)\b)/gi;

/**
 * A per-row IF request read as its answers and the tests that pick them, in the order said: "if X say A, if Y say
 * B, otherwise C", "A if X, B if Y", "PASS/FAIL - they pass if X or Y", "does A45 have Oak in it? yes or no".
 */
export function readBranches(ctx: PlanContext): Reading | null {
  const labels = labelsOf(ctx.masked, ctx);
  // "row 14 (amount ⟦0⟧, status ⟦1⟧)" only says where things are; the rule is the rest.
  const grouped = [...ctx.masked.matchAll(placeGroup)].flatMap((m) => [...m[0].matchAll(/⟦(\d+)⟧/g)].map((r) => +r[1]));
  const text = ctx.masked
    .replace(placeGroup, " ")
    .replace(rowPhrase, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ").trim()
    // "… 'Above' / 'Below'. formula for row 2": a sentence that only says where the formula goes is no part of it.
    .split(/(?<=[.!?])\s+/).filter((sentence) =>
      /\b(?:if|when|otherwise|else|unless)\b|⟦/i.test(sentence) || !chatter.test(sentence.replace(/[.!?]+$/, "").trim())
    ).join(" ");
  const paired = answerPair(text);
  // "bonus formula: …", "commission: …": a heading names what the rule makes, and the rule follows it.
  const pieces = clausesOf((paired ? paired.rest : text).replace(/^\s*(?:[A-Za-z]+(?:\s+[A-Za-z]+){0,2})?\s*:\s+/, ""));
  if (pieces.length === 0) return null;
  const clauses = pieces.map((p, k) => readClause(p, k === 0, k > 0 || grouped.length === 1));
  if (clauses.some((c) => c === null)) return null;
  const read = clauses as Clause[];
  // "if ⟦0⟧ is over 50, High": an output alone right after a test without one is that test's answer.
  const merged: Clause[] = [];
  for (const c of read) {
    const last = merged[merged.length - 1];
    // "if ⟦0⟧ is blank, use ⟦1⟧": a cell alone after a test without an answer is that answer.
    const alone = c.kind === "topic" ? c.said : c.kind === "branch" && c.test === null ? c.out : null;
    if (alone !== null && last?.kind === "branch" && last.out === null) last.out = alone;
    else merged.push(c);
  }
  let topic: number | undefined = grouped.length === 1 ? grouped[0] : undefined;
  const asked: string[] = [];
  const said: { test: string; out: string; unless?: boolean }[] = [];
  let otherwiseSaid: string | undefined;
  for (const c of merged) {
    if (c.kind === "topic") topic = c.ref;
    else if (c.kind === "question") asked.push(c.test);
    else if (c.kind === "otherwise") {
      if (otherwiseSaid !== undefined) return null;
      otherwiseSaid = c.out;
    } else if (c.test === null || c.out === null) return null;
    else said.push({ test: c.test, out: c.out, unless: c.unless });
  }
  if (asked.length > 0) {
    if (asked.length > 1 || said.length > 0 || otherwiseSaid !== undefined || !paired) return null;
    said.push({ test: asked[0], out: paired.pair[0] });
    otherwiseSaid = paired.pair[1];
  }
  if (said.length === 0) return null;
  const outputs = said.map((s) => readOutput(s.out, ctx, labels));
  const fallback = otherwiseSaid === undefined ? null : readOutput(otherwiseSaid, ctx, labels);
  if (outputs.some((o) => o === null) || (otherwiseSaid !== undefined && fallback === null)) return null;
  const all = [...outputs, ...(fallback ? [fallback] : [])] as Output[];
  // "2% of the amount …, 1% if pending": a bare percentage is of the same amount; "nothing" beside numbers is 0.
  const base = all.map((o) => (o.kind === "calc" ? /^([A-Z]+\d+)\*[\d.]+%$/.exec(o.expr)?.[1] : undefined)).find(
    Boolean,
  );
  const numeric = all.some((o) => o.kind === "number" || o.kind === "calc" || o.kind === "percent");
  const exprOf = (o: Output, cell: number | undefined): string => {
    if (o.kind === "action") return cell === undefined ? "" : o.make(firstCell(ctx.refs[cell]));
    if (o.kind === "percent") return base ? `${base}*${o.n}%` : String(Number((+o.n / 100).toPrecision(12)));
    if (o.kind === "nothing") return numeric ? "0" : '""';
    // "PASS/FAIL - they pass if …": the answer as spelled in the pair, unless the rule spells it with capitals itself.
    if (o.kind === "text" && paired && !/[A-Z]/.test(o.expr)) {
      const match = paired.pair.find((p) => `"${p.toLowerCase()}"` === o.expr.toLowerCase());
      if (match) return str(match);
    }
    return o.expr;
  };
  // The cells outputs use; a test naming none is about the one cell left ("if the deal is closed").
  const outCells = new Set(
    all.flatMap((o) => ("expr" in o ? [...o.expr.matchAll(/[A-Z]+\d+/g)].map((m) => m[0]) : [])),
  );
  const free = ctx.refs.map((r, i) => (r.kind === "cell" && !outCells.has(firstCell(r)) ? i : -1)).filter((i) =>
    i >= 0
  );
  const branches: Branch[] = [];
  const assumed: AssumedRange[] = [];
  for (let k = 0; k < said.length; k++) {
    const subject = branches[branches.length - 1]?.cells[0] ?? topic ?? (free.length === 1 ? free[0] : undefined);
    const read = readTest(said[k].test, subject, ctx, labels);
    if (!read) return null;
    // "unless C2 is Closed": the answer holds when the test does not.
    const test = said[k].unless ? { ...read, formula: `NOT(${read.formula})`, words: `not (${read.words})` } : read;
    assumed.push(...test.assumed);
    branches.push({
      test: test.formula,
      words: test.words,
      out: exprOf(outputs[k]!, test.cells[0]),
      cells: test.cells,
    });
  }
  let otherwise = fallback ? exprOf(fallback, branches[0].cells[0]) : undefined;
  if (otherwise === undefined && paired) {
    const unused = paired.pair.filter((p) => !branches.some((b) => b.out === str(p)));
    if (unused.length === 1) otherwise = str(unused[0]);
  }
  if (otherwise === undefined && coversTheRest(branches)) otherwise = branches.pop()!.out;
  return { branches, otherwise: otherwise ?? '""', assumed };
}
