import type { AssumedRange } from "../../../contract/generation.ts";
import { type Condition, findConditions, shareConditions } from "./conditions.ts";
import { comparison, describeCriterion, str } from "./criteria.ts";
import { rowNouns } from "./field-words.ts";
import type { PlanContext } from "./plan-context.ts";
import { firstCell, letterOf } from "./references.ts";

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

/** What to do to the row's own value: "multiply it by 2", "apply a 10% discount", "leave it". */
const actions: [RegExp, (cell: string, n: string) => string][] = [
  [/^(?:multiply|times) (?:it |that )?by (\d+(?:\.\d+)?)$/i, (c, n) => `${c}*${n}`],
  [/^divide (?:it |that )?by (\d+(?:\.\d+)?)$/i, (c, n) => `${c}/${n}`],
  [/^(?:add|plus) (\d+(?:\.\d+)?)(?: to it)?$/i, (c, n) => `${c}+${n}`],
  [/^(?:subtract|minus|take away) (\d+(?:\.\d+)?)(?: from it)?$/i, (c, n) => `${c}-${n}`],
  [/^double it$/i, (c) => `${c}*2`],
  [/^(?:apply |give |take )?(?:an? |the )?(\d+(?:\.\d+)?%) (?:discount|off)$/i, (c, p) => `${c}*(1-${p})`],
  [/^(?:apply |add )?(?:an? |the )?(\d+(?:\.\d+)?%) (?:tax|vat|markup|increase)$/i, (c, p) => `${c}*(1+${p})`],
  [/^(?:an? |the )?(\d+(?:\.\d+)?%) (?:bonus|commission|cut)$/i, (c, p) => `${c}*${p}`],
  [/^no (?:discount|change|tax)$/i, (c) => c],
  [/^(?:leave|keep) it(?: as it is| as is| the same| unchanged)?$/i, (c) => c],
];

type Output =
  | { kind: "text" | "number" | "calc" | "bool" | "blank" | "nothing"; expr: string }
  | { kind: "percent"; n: string }
  /** Done to the tested cell's own value, which is known once the test is read. */
  | { kind: "action"; make: (cell: string) => string };

/** A clause of the request once it is split at commas, dashes and "otherwise". */
type Clause =
  | { kind: "branch"; test: string | null; out: string | null; elided?: boolean; unless?: boolean }
  | { kind: "otherwise"; out: string }
  | { kind: "topic"; ref: number; said: string }
  | { kind: "question"; test: string };

const leadVerb =
  "(?:say|show|put|return|display|write|give(?:\\s+(?:them|him|her|it))?|pay|output|enter|use|take|copy|mark(?:\\s+it)?(?:\\s+as)?|label(?:\\s+it)?(?:\\s+as)?|flag(?:\\s+it)?(?:\\s+as)?|set\\s+it\\s+to|make\\s+it)";
/** "they get a 200 bonus", "they're a veteran": what the person in the row gets is the answer. */
const person = "(?:they|you|he|she|we)(?:'re|\\s+(?:get|gets|receive|earn|are|is|will get|should get)\\b)";
const otherwiseWord =
  /^(?:otherwise|else|or else|if not|(?:for\s+)?(?:anything|everything|all)\s+(?:else|others?)|in (?:all\s+)?other cases|any other (?:value|case)s?)\b\s*[,:-]?\s*/i;
const notSubject = /^(?:and|or|nor|not|no|if|then|else|otherwise|but|unless)$/i;
/** A lower-case word naming a test's subject ("the hours in"), never a verb or value a test would need. */
const fillerWord =
  "(?:(?!(?:and|or|nor|not|no|if|then|else|otherwise|but|unless|is|are|was|were|be|equals?|has|have|had|says?|does|do)\\b)[a-z][a-z'-]*\\s+)";
/** A column's own name right before its cell may be capitalised ("End ⟦0⟧", "Unit price (⟦1⟧)"). */
const headerWord =
  "(?:(?!(?:and|or|nor|not|no|if|then|else|otherwise|but|unless|is|are|was|were|be|AND|OR)\\b)[A-Za-z][\\w'-]*\\s+)";
const beforeCell = "(?=(?:(?:in|at|of)\\s+)?(?:(?:cell|column|col)\\s+)?\\(?\\s*⟦)";
const subjectWords =
  `(?:(?:[Tt]he|[Ii]ts|[Tt]heir|[Hh]is|[Hh]er|an?)\\s+)?(?:${headerWord}{1,3}${beforeCell}|${fillerWord}{0,3})(?:(?:in|at|of|for|from)\\s+)?(?:(?:cell|column|col)\\s+)?(?:\\(\\s*)?(?:⟦\\d+⟧)?(?:\\s*\\))?\\s*`;
/** What may stand between two tests: a joining word and the next test's subjects ("and the owner (⟦1⟧)"). */
const gap = new RegExp(
  `^[\\s,]*(?:(?:and|AND|or|OR|but|&)\\s+)?(?:(?:either|both|also)\\s+)?${subjectWords}(?:(?:and|or|,)\\s*${subjectWords}){0,3}$`,
);
/** After the last test: its cell, or the unit of its number ("beats the 4000 target", "over 40 hours"). */
/** A subject word with no cell after it ("and the region is North"): the test is about a cell nobody named. */
const unnamedSubject =
  /^(?![^⟦]*⟦)[^]*\b(?!(?:and|or|but|either|both|also|the|its|their|his|her|an?|in|at|of|for|from|cell|column|col|it|they|he|she)\b)[a-z]{2,}\b/i;
const tailGap =
  /^\s*(?:\(?\s*⟦\d+⟧\s*\)?)?\s*(?:(?:target|mark|limit|threshold|points?|dollars?|hours?|days?|units?|items?|pcs|percent)\s*)?$/i;

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
    const w = word.toLowerCase().replace(/(?<=[a-z]{3})s$/, "");
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
  if (elided && listed) return { kind: "branch", test: elided[1], out: elided[2], elided: true };
  const quotedLast = /^(.+?)\s*("[^"]*"|'[^']*')$/.exec(clause);
  if (quotedLast && listed) return { kind: "branch", test: quotedLast[1], out: quotedLast[2], elided: true };
  return { kind: "branch", test: null, out: clause };
}

const blankOutput =
  /^(?:(?:leave|keep|make)\s+(?:it\s+|the cell\s+|that\s+)?)?(?:blank|empty|an empty (?:cell|string)|a blank(?: cell)?|empty string|""|nothing|no value)(?:\s+cell)?$/i;

/** One answer as said: a label, a number, a percentage, "5% of salary (⟦0⟧)", another cell, blank. */
function readOutput(raw: string, ctx: PlanContext, labels: Map<string, number>): Output | null {
  const said = raw.trim()
    // "label each deal Big", "mark the row as done": the rows being labelled are no part of the label.
    .replace(
      /^(?:label|mark|flag|tag)\s+(?:(?:each|every|the|this|that|a)\s+)?(?:rows?|deals?|orders?|items?|tasks?|people|persons?|employees?|students?|products?|sales?|records?|entries|ones?|it|them)\s+(?:as\s+)?/i,
      "",
    )
    .replace(new RegExp(`^(?:=|:|->|→|gets?\\b|means\\b)?\\s*(?:then\\s+)?(?:just\\s+)?(?:${leadVerb}\\s+)?`, "i"), "")
    // "want a column that says Big", "formula that shows Pass": the answer is what the column says.
    .replace(
      /^(?:(?:i\s+)?(?:want|need)\s+)?(?:a|the)?\s*(?:column|formula|cell|field)\s+(?:that|which|to)\s+(?:says?|shows?|returns?|puts?|displays?|gives?)\s+/i,
      "",
    )
    .replace(
      /^(?:the\s+)?(?:bonus|commission|fee|result|output|answer|label|grade|rate|payout|reward|charge|flag|status)\s*(?:=|:|is|of|should be|will be|would be)\s*/i,
      "",
    )
    .replace(
      /^(?:its(?=\s+\S+$)|it(?:'s|\s+is|\s+should be)|(?:they|he|she|you|it|we)(?:'re|'s|'ll|\s+will)?(?:\s+(?:get|gets|receive|earn|are|is|be))?)\s+/i,
      "",
    )
    .replace(/^(?:an?|the)\s+(?=\d|[A-Z]{2,}\b)/, "").replace(/^an?\s+(?=[a-z]+$)/, "")
    .replace(/\s*(?:then|please|instead)$/i, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (!said) return null;
  const quoted = /^(["'])(.*)\1$/.exec(said);
  if (quoted) return { kind: "text", expr: str(quoted[2]) };
  if (blankOutput.test(said)) return { kind: /nothing|no value/i.test(said) ? "nothing" : "blank", expr: '""' };
  if (/^(?:true|false)$/i.test(said)) return { kind: "bool", expr: said.toUpperCase() };
  // "a 200 bonus", "$50 extra": the amount is the answer.
  const number = /^(?:an?\s+)?(-?\$?\d[\d,]*(?:\.\d+)?)(?:\s+(?:bonus|points?|dollars?|extra|more))?$/i.exec(said);
  if (number) return { kind: "number", expr: number[1].replace(/[$,]/g, "") };
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(said);
  if (percent) return { kind: "percent", n: percent[1] };
  const percentOf =
    /^(\d+(?:\.\d+)?)\s*%\s+(?:(?:bonus|commission|fee|cut|share)\s+)?(?:of|on)\s+(?:the\s+|their\s+|his\s+|her\s+|its\s+)?(?:([a-z]+)\s*)?(?:(?:in\s+)?\(?\s*⟦(\d+)⟧\s*\)?)?$/i
      .exec(said);
  if (percentOf) {
    const index = percentOf[3] !== undefined ? +percentOf[3] : labels.get(labelKey(percentOf[2] ?? ""));
    if (index === undefined || ctx.refs[index].kind !== "cell") return null;
    return { kind: "calc", expr: `${firstCell(ctx.refs[index])}*${percentOf[1]}%` };
  }
  // "show no change" is a label to show; "else no change" leaves the value as it is.
  const shown = new RegExp(`^(?:then\\s+)?(?:(?:say|show|display|write|label|mark)\\b|->|→|=|:)`, "i").test(raw.trim());
  for (const [re, make] of shown ? [] : actions) {
    const m = re.exec(said);
    if (m) return { kind: "action", make: (cell) => make(cell, m[1]) };
  }
  const arithmetic = /^⟦(\d+)⟧\s*(times|\*|multiplied by|x|plus|\+|minus|-|divided by|\/)\s*(\d+(?:\.\d+)?%?|⟦(\d+)⟧)$/i
    .exec(said);
  if (arithmetic) {
    const [, a, op, n, b] = arithmetic;
    const sign = /times|\*|multiplied|x/i.test(op) ? "*" : /plus|\+/i.test(op) ? "+" : /minus|-/i.test(op) ? "-" : "/";
    const cells = [a, b].filter((i) => i !== undefined).map((i) => ctx.refs[+i]);
    if (cells.some((r) => r.kind !== "cell")) return null;
    return { kind: "calc", expr: `${firstCell(cells[0])}${sign}${b === undefined ? n : firstCell(cells[1])}` };
  }
  const ref = /^(?:(?:the|their|its)\s+)?(?:[a-z]+\s+){0,2}(?:(?:in|from|of)\s+)?\(?⟦(\d+)⟧\)?$/i.exec(said);
  if (ref) return ctx.refs[+ref[1]].kind === "cell" ? { kind: "calc", expr: firstCell(ctx.refs[+ref[1]]) } : null;
  const named = /^the\s+([a-z]+)$/i.exec(said);
  if (named && labels.has(labelKey(named[1]))) {
    return { kind: "calc", expr: firstCell(ctx.refs[labels.get(labelKey(named[1]))!]) };
  }
  // A label is a few plain words; an instruction or a test the engine cannot read must not become one.
  if (
    /⟦|\b(?:if|when|unless|where|otherwise|else|then|calculate|compute|multiply|divide|add|subtract|times|plus|minus)\b|\d\s*%?\s+of\b|[<>=%*/+]/i
      .test(said) ||
    said.split(/\s+/).length > 4 || !/^[A-Za-z0-9$#@!&'. -]+$/.test(said) ||
    /^(?:multiply|divide|add|subtract|calculate|compute|increase|decrease|double|halve|leave|keep|apply|take|use|copy)\s+\S/i
      .test(said)
  ) {
    return null;
  }
  return { kind: "text", expr: str(said) };
}

const labelKey = (word: string) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, "");

interface Test {
  formula: string;
  words: string;
  cells: number[];
  /** Columns given to fields the test compares with but nobody placed ("over target"). */
  assumed: AssumedRange[];
}

/** A test as said, with the cell it is about when it names none ("its Pending or Open", "over 1000", "closed"). */
function readTest(
  raw: string,
  subject: number | undefined,
  ctx: PlanContext,
  labels: Map<string, number>,
): Test | null {
  let text = raw.trim()
    .replace(
      /\b(?:has|have|having)\s+(?:the\s+(?:word|text)\s+)?("[^"]+"|'[^']+'|[^\s"'⟦]+)\s+(?:somewhere\s+|anywhere\s+)?in\s+it\b/gi,
      "contains $1",
    )
    .replace(/(⟦\d+⟧\s*\)?\s*)say\b/gi, "$1says")
    .replace(/\btoday\(\)/gi, "today")
    // "contains @", "ends with .pdf": a value with signs in it is text as it stands.
    .replace(
      /\b(contains?|includes?|has|starts? with|begins? with|ends? with)\s+(?!["'⟦])([^\s"'⟦]*[^\w\s"'⟦][^\s"'⟦]*)/gi,
      (_, verb: string, value: string) => `${verb} "${value.replace(/[,;]$/, "")}"`,
    )
    .replace(
      /\bthe\s+(?:column'?s?|overall|whole column'?s?)\s+(average|mean)\b|\bthe\s+(average|mean)\s+of\s+the\s+(?:whole\s+)?column\b/gi,
      "the $1$2",
    )
    // "the due date has passed": it is before today.
    .replace(/\b(?:has|have)\s+(?:already\s+)?(?:passed|gone by)|\bis\s+(?:in\s+the\s+)?past\b/gi, "is before today")
    // "test 2 (⟦1⟧)": a number in a column's name is no value to test.
    .replace(/\b([a-z]+)\s+\d+\s*(?=\(\s*⟦|⟦)/gi, "$1 ");
  text = eachOf(text);
  // "status is Closed and amount is over 2000": each name of a cell stands for that cell.
  text = text.replace(
    /(^|\b(?:and|or|but)\s+)(?:(?:the|its|their|his|her)\s+)?([a-z]+)\s+(?=(?:is|are|was|were|isn't|aren't|has|have|equals|says|over|under|above|below|more|less|at)\b)/gi,
    (all, lead: string, noun: string) => {
      const index = labels.get(labelKey(noun));
      return index === undefined ? all : `${lead}⟦${index}⟧ `;
    },
  );
  if (!/⟦\d+⟧/.test(text)) {
    // "the deal is closed", "its Pending": a subject word stands for the cell it labels, else for the row's cell.
    const noun =
      /^(?:(?:the|its|their|his|her)\s+)?(?!(?:its|it's|it|they|they're|he|she|this|that)\s)([a-z]+)\s+(?=(?:is|are|was|were|isn't|aren't|has|have|equals|says|over|under|above|below|more|less|at)\b)/i
        .exec(text);
    // "they started before 2015": the person in the row, and what they did, say nothing but the cell.
    const doer =
      /^(?:they|he|she|it|you|we)\s+(?!is\b|are\b|was\b|were\b)[a-z]+\s+(?=(?:before|after|on|since|over|under|above|below|more|less|at|in|between)\b)/i
        .exec(text);
    // A word that labels no cell stands for the subject only while the subject has no name of its own.
    const unnamed = subject !== undefined && ![...labels.values()].includes(subject);
    const index = noun && !doer
      ? labels.get(labelKey(noun[1])) ?? (rowNouns.test(noun[1].toLowerCase()) || unnamed ? subject : undefined)
      : subject;
    if (index === undefined) return null;
    if (doer) text = `⟦${index}⟧ ${text.slice(doer[0].length)}`;
    else if (noun) text = `⟦${index}⟧ ${text.slice(noun[0].length)}`;
    else {
      const pronoun =
        /^(?:its|it's|it is|they're|they are|he's|she's|is|are|(?:it|they|that|this)(?=\s+(?:says?|reads?|contains?|includes?|starts?|ends?|equals?)\b))\s+/i
          .exec(text);
      const body = pronoun ? text.slice(pronoun[0].length) : text;
      const operator =
        /^(?:over|under|above|below|more|less|greater|fewer|smaller|bigger|larger|higher|lower|at least|at most|between|not|no more|no less|equal|[<>=!])/i
          .test(body);
      const verb = /^(?:says?|reads?|contains?|includes?|starts?|ends?|equals?)\b/i.test(body);
      text = `⟦${index}⟧ ${operator || verb ? "" : "is "}${body}`;
    }
  }
  const { local, assumed } = fieldsCompared(text, ctx, labels);
  text = local.masked;
  const conds = shareConditions(text, findConditions(text));
  if (conds.length === 0 || conds.some((c) => c.refIndex === undefined || local.refs[c.refIndex].kind !== "cell")) {
    return null;
  }
  // Every word must belong to a test or name a test's cell: a part the engine cannot read makes the answer wrong.
  let at = 0;
  for (const c of conds) {
    if (c.start < at) continue;
    const between = text.slice(at, c.start);
    if (!gap.test(between) || (at > 0 && unnamedSubject.test(between))) return null;
    // "more than 10% above ⟦1⟧": two tests said with nothing joining them are one the engine cannot read.
    if (at > 0 && c.join === "and" && !c.shared && !/\b(?:and|AND|but)\b|,|&/.test(between)) return null;
    at = c.end;
  }
  if (!tailGap.test(text.slice(at))) return null;
  const tested = new Set(conds.map((c) => c.refIndex!));
  const compared = conds.flatMap((c) => c.criteria.flatMap((k) => (k.value.kind === "ref" ? [k.value.index] : [])));
  for (const m of text.matchAll(/⟦(\d+)⟧/g)) if (!tested.has(+m[1]) && !compared.includes(+m[1])) return null;
  const joined = joinTests(conds, local);
  return joined && { ...joined, assumed };
}

/** "B2, C2 and D2 are all over 50", "either B2 or C2 is blank": one test said of several cells is a test of each. */
function eachOf(text: string): string {
  const m =
    /^(?:(all|both|each|either|any|none)\s+(?:of\s+)?)?((?:⟦\d+⟧\s*,\s*)*⟦\d+⟧\s*,?\s*(and|or|nor)\s+⟦\d+⟧)\s+(?:are|is)\s+(?:(all|both|either)\s+)?(.+)$/i
      .exec(text);
  if (!m || /⟦/.test(m[5]) || (/^none$/i.test(m[1] ?? ""))) return text;
  const join = /^(?:either|any)$/i.test(m[1] ?? m[4] ?? "") || /^or$/i.test(m[3]) ? "or" : "and";
  return [...m[2].matchAll(/⟦\d+⟧/g)].map((r) => `${r[0]} is ${m[5]}`).join(` ${join} `);
}

/**
 * "sales are over target": on assumed columns, a field a test compares with but nobody placed gets the next column,
 * as a reference of its own; the test then reads like "over ⟦1⟧".
 */
function fieldsCompared(
  text: string,
  ctx: PlanContext,
  labels: Map<string, number>,
): { local: PlanContext; assumed: AssumedRange[] } {
  const room = ctx.invent;
  const refs = [...ctx.refs];
  const assumed: AssumedRange[] = [];
  const tested = /⟦(\d+)⟧/.exec(text);
  const row = tested ? /\d+$/.exec(firstCell(refs[+tested[1]]))?.[0] : undefined;
  const named = room?.nextColumn === undefined || row === undefined ? text : text.replace(
    /\b(over|above|more than|greater than|higher than|bigger than|beats?|exceeds?|under|below|less than|lower than|smaller than|at least|at most)\s+(?:the\s+|their\s+|its\s+)?([a-z]+)\b(?!\s*[⟦(])/gi,
    (all, op: string, noun: string) => {
      if (labels.has(labelKey(noun)) || notAField.test(noun)) return all;
      const cell = `${letterOf(room.nextColumn!++)}${row}`;
      assumed.push({ label: noun[0].toUpperCase() + noun.slice(1).toLowerCase(), range: cell });
      refs.push({ text: cell, kind: "cell", start: 0, end: 0 });
      return `${op} ⟦${refs.length - 1}⟧`;
    },
  );
  // "more than 10% above last year ⟦1⟧": the test is against that cell grown (or cut) by the percentage.
  const masked = named.replace(
    /\b(?:is\s+|are\s+)?(more than|over|at least|less than|under|at most)\s+(\d+(?:\.\d+)?)\s*%\s+(above|over|higher than|more than|below|under|lower than|less than)\s+(?:(?:the|their|its)\s+)?(?:[a-z]+\s+){0,2}(?:in\s+)?⟦(\d+)⟧/gi,
    (all, amount: string, p: string, way: string, index: string) => {
      if (refs[+index].kind !== "cell") return all;
      const up = /above|over|higher|more/i.test(way);
      const more = /more|over|least/i.test(amount);
      const op = /least|most/i.test(amount) ? (more === up ? ">=" : "<=") : more === up ? ">" : "<";
      refs.push({ text: `${firstCell(refs[+index])}*(1${up ? "+" : "-"}${p}%)`, kind: "cell", start: 0, end: 0 });
      return `${op} ⟦${refs.length - 1}⟧`;
    },
  );
  return { local: { ...ctx, refs, masked }, assumed };
}

const notAField =
  /^(?:average|avg|mean|zero|today|yesterday|tomorrow|now|it|that|this|one|them|half|double|twice|and|or|the|a|an|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/i;

/** "4 or 5" is a choice within one test; the tests themselves are all required or all alternatives. */
function joinTests(conds: Condition[], ctx: PlanContext): Omit<Test, "assumed"> | null {
  const groups: Condition[][] = [];
  conds.forEach((c, k) => {
    const prev = conds[k - 1];
    if (prev && c.join === "or" && prev.refIndex === c.refIndex && !c.shared) groups[groups.length - 1].push(c);
    else groups.push([c]);
  });
  const joins = new Set(groups.slice(1).map((g) => g[0].join));
  if (joins.size > 1) return null;
  const one = (c: Condition) => {
    const cell = firstCell(ctx.refs[c.refIndex!]);
    const parts = c.criteria.map((k) =>
      // "is TRUE": a tick box holds TRUE itself, which the text "TRUE" never equals.
      k.value.kind === "text" && /^(?:true|false)$/i.test(k.value.s) && (k.op === "=" || k.op === "<>")
        ? `${cell}${k.op}${k.value.s.toUpperCase()}`
        // "above average": the average of the cell's whole column, which skips its header.
        : k.value.kind === "average"
        ? `${cell}${k.op}AVERAGE(${cell.replace(/\d+$/, "")}:${cell.replace(/\d+$/, "")})`
        : comparison(cell, k, ctx.refs)
    );
    return parts.length === 1 ? parts[0] : `AND(${parts.join(",")})`;
  };
  const says = (c: Condition) =>
    `${firstCell(ctx.refs[c.refIndex!])} is ${c.criteria.map((k) => describeCriterion(k, ctx.refs)).join(" and ")}`;
  const formulas = groups.map((g) => (g.length === 1 ? one(g[0]) : `OR(${g.map(one).join(",")})`));
  const words = groups.map((g) => g.map(says).join(" or "));
  const join = joins.has("or") ? "or" : "and";
  return {
    formula: formulas.length === 1 ? formulas[0] : `${join.toUpperCase()}(${formulas.join(",")})`,
    words: words.join(` ${join} `),
    cells: [...new Set(conds.map((c) => c.refIndex!))],
  };
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
