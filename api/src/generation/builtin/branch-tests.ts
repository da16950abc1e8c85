import type { AssumedRange } from "../../../contract/generation.ts";
import { labelKey } from "./branch-outputs.ts";
import { type Condition, findConditions, shareConditions } from "./conditions.ts";
import { comparison, describeCriterion } from "./criteria.ts";
import { rowNouns } from "./field-words.ts";
import type { PlanContext } from "./plan-context.ts";
import { firstCell, letterOf } from "./references.ts";

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
/** A subject word with no cell after it ("and the region is North"): the test is about a cell nobody named. */
const unnamedSubject =
  /^(?![^⟦]*⟦)[^]*\b(?!(?:and|or|but|either|both|also|the|its|their|his|her|an?|in|at|of|for|from|cell|column|col|it|they|he|she)\b)[a-z]{2,}\b/i;
/** After the last test: its cell, or the unit of its number ("beats the 4000 target", "over 40 hours"). */
const tailGap =
  /^\s*(?:\(?\s*⟦\d+⟧\s*\)?)?\s*(?:(?:target|mark|limit|threshold|points?|dollars?|hours?|days?|units?|items?|pcs|percent)\s*)?$/i;

export interface Test {
  formula: string;
  words: string;
  cells: number[];
  /** Columns given to fields the test compares with but nobody placed ("over target"). */
  assumed: AssumedRange[];
}

/** A test as said, with the cell it is about when it names none ("its Pending or Open", "over 1000", "closed"). */
export function readTest(
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
