import type { Condition } from "./conditions.ts";
import { comparison, describeCriterion, str } from "./criteria.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { firstCell } from "./references.ts";

const lead =
  /^(?:[\s,;:.=-]|\bthen\b|\bsay\b|\bshow\b|\breturn\b|\bdisplay\b|\bput\b|\bwrite\b|\bgive\b|\bmark(?: it)?(?: as)?\b|\blabel(?: it)?(?: as)?\b|\bflag(?: it)?(?: as)?\b|\b(?:bonus|result|output|answer|status)\s*(?:=|:|is)|\b(?:for|in|on) row \d+\b|\boutput\b|\bit\b|\bwith the word\b|\bthe word\b|\bthe text\b|\bas\b|\band\b|\bor\b|\bif\b|\bwhen\b|\bgrade\b)+/i;
const trail = /(?:[\s,;:.]|\belse\b|\botherwise\b|\bthen\b|\bif not\b)+$/i;
const elseMark = /\b(?:else|otherwise|if not|or else)\b/gi;

const actions: [RegExp, (cell: string, n: string) => string][] = [
  [/^(?:multiply|times) (?:it |that )?by (\d+(?:\.\d+)?)$/i, (c, n) => `${c}*${n}`],
  [/^divide (?:it |that )?by (\d+(?:\.\d+)?)$/i, (c, n) => `${c}/${n}`],
  [/^(?:add|plus) (\d+(?:\.\d+)?)(?: to it)?$/i, (c, n) => `${c}+${n}`],
  [/^(?:subtract|minus|take away) (\d+(?:\.\d+)?)(?: from it)?$/i, (c, n) => `${c}-${n}`],
  [/^double it$/i, (c) => `${c}*2`],
  [/^(?:apply |give |take )?(?:an? |the )?(\d+(?:\.\d+)?%) (?:discount|off)$/i, (c, p) => `${c}*(1-${p})`],
  [/^(?:apply |add )?(?:an? |the )?(\d+(?:\.\d+)?%) (?:tax|vat|markup|increase|bonus)$/i, (c, p) => `${c}*(1+${p})`],
  [/^no (?:discount|change|tax)$/i, (c) => c],
  [/^(?:leave|keep) it(?: as it is| as is| the same| unchanged)?$/i, (c) => c],
];

/** An output as the user said it: "High", "Keep going", 0, TRUE, blank, "the value in B2", "10% bonus of D2". */
function outputExpr(raw: string, ctx: PlanContext, cell?: string): string | null {
  // "warning if attendance…": the output ends where its condition starts; "she failed": the subject is no output.
  const said = raw.replace(lead, "").replace(/\s+\b(?:if|when|unless|where)\b.*$/is, "").replace(/[.!?]\s.*$/s, "")
    .replace(/,\s.*$/s, "")
    // "target they get a 200 bonus": what comes after the person getting it is the output.
    .replace(/^.*?\b(?:they|you|he|she|we)\s+(?:get|gets|receive|earn|are|'re)\s+/i, "")
    .replace(/^(?:an?\s+)?(\d+(?:\.\d+)?)\s+(?:bonus|points?|dollars?|extra|more)$/i, "$1")
    .replace(trail, "")
    .replace(
      /^(?:she|he|they|it|you|they're|theyre|they are|she is|he is|it is|it's|they get|you get|gets?|with)\s+/i,
      "",
    )
    .replace(/^(?:an?|the)\s+(?=\d|[A-Z]{2,}\b)/, "").replace(/^(?:an?)\s+(?=[a-z]+$)/, "").trim();
  if (!said) return null;
  const quoted = /^(["'])(.*)\1$/.exec(said);
  if (quoted) return str(quoted[2]);
  if (/^(?:leave (?:it )?)?(?:blank|empty|nothing|an empty cell)$/i.test(said)) return '""';
  for (const [re, make] of actions) {
    const m = re.exec(said);
    if (m) return cell ? make(cell, m[1]) : null;
  }
  // An instruction the engine cannot turn into a calculation must not become a text label.
  if (
    /^(?:multiply|divide|add|subtract|calculate|compute|increase|decrease|double|halve|leave|keep|apply|give|take)\b/i
      .test(said)
  ) {
    return null;
  }
  if (/^(?:true|false)$/i.test(said)) return said.toUpperCase();
  if (/^-?\d+(?:\.\d+)?$/.test(said)) return said;
  const percentOf = /^(\d+(?:\.\d+)?)\s*%[^⟦]*\bof\s+(?:the value in\s+)?(?:[a-z]+\s+)?\(?\s*⟦(\d+)⟧\s*\)?$/.exec(said);
  if (percentOf) return `${ctx.refs[+percentOf[2]].text}*${percentOf[1]}%`;
  const ref = /^(?:the (?:value|number|amount) (?:in|from|of)\s+)?⟦(\d+)⟧$/.exec(said);
  if (ref) return ctx.refs[+ref[1]].text;
  if (/⟦/.test(said)) return null;
  return str(said);
}

function test(c: Condition, ctx: PlanContext): string | null {
  if (c.refIndex === undefined) return null;
  const cell = firstCell(ctx.refs[c.refIndex]);
  const parts = c.criteria.map((k) => comparison(cell, k, ctx.refs));
  return parts.length === 1 ? parts[0] : `AND(${parts.join(",")})`;
}

/** Drops the subject of the next condition ("…, if E2 is") from the end of an output chunk. */
function withoutNextSubject(chunk: string, next?: number): string {
  const subject = next === undefined ? chunk : chunk.replace(
    new RegExp(
      `(?:,|;)?\\s*(?:and\\s+|or\\s+)?(?:if|when|where)?\\s*(?:the\\s+)?(?:(?!if\\b|when\\b)\\w+\\s+){0,3}?(?:in\\s+)?⟦${next}⟧\\s*:?\\s*$`,
      "i",
    ),
    "",
  );
  return subject.replace(/(?:,|;)?\s*\b(?:if|when|where)\s*$/i, "");
}

/** IF / nested IF with the user's own output words: "if C2 is over 100 say High else Low". */
export const buildLogic: Builder = (ctx) => {
  const conds = ctx.conditions.filter((c) => c.refIndex !== undefined);
  if (conds.length === 0) return null;
  if (
    !/\b(?:say|show|display|write|put|then|else|otherwise|return|mark|label|give|grade|flag)\b|\bleave\b/.test(
      ctx.lower,
    )
  ) return null;
  const text = ctx.masked;
  const marks = [...text.matchAll(elseMark)];
  const lastCondEnd = conds[conds.length - 1].end;
  const subjectCell = firstCell(ctx.refs[conds[0].refIndex!]);
  const elseAt = marks.filter((m) => m.index! >= lastCondEnd).pop() ?? marks.pop();
  let elseOut: string | null = '""';
  let tailEnd = text.length;
  if (elseAt) {
    const after = text.slice(elseAt.index! + elseAt[0].length);
    const out = outputExpr(after, ctx, subjectCell);
    if (elseAt.index! >= lastCondEnd) tailEnd = elseAt.index!;
    if (out) elseOut = out;
    else {
      const before = text.slice(lastCondEnd, elseAt.index!).split(/[,;]/).pop() ?? "";
      elseOut = outputExpr(before, ctx, subjectCell);
      tailEnd = lastCondEnd + text.slice(lastCondEnd, elseAt.index!).lastIndexOf(before);
    }
  }
  // "for row 10: if rating is 5…" starts with its condition once the row it is written for is set aside.
  const opening = text.replace(/^\s*(?:for|in|on) row \d+\s*[:,-]?\s*/i, "");
  const outputsFirst = !/^\s*(?:if|when)\b/i.test(opening) && /^[^⟦]*?\s(?:if|when)\s/i.test(opening) &&
    /^\s*(?:show|say|return|display|put|write|mark|label)?\s*["']?\w/i.test(opening);
  type Branch = { tests: string[]; join: "and" | "or"; out: string | null; words: string[] };
  const branches: Branch[] = [];
  conds.forEach((c, k) => {
    const t = test(c, ctx);
    if (!t) return;
    const words = `${firstCell(ctx.refs[c.refIndex!])} is ${
      c.criteria.map((x) => describeCriterion(x, ctx.refs)).join(" and ")
    }`;
    const nextStart = k + 1 < conds.length ? conds[k + 1].start : tailEnd;
    const prevEnd = k > 0 ? conds[k - 1].end : 0;
    const chunk = outputsFirst
      ? withoutNextSubject(text.slice(prevEnd, c.start), c.refIndex)
      : withoutNextSubject(text.slice(c.end, Math.max(c.end, nextStart)), conds[k + 1]?.refIndex);
    const out = outputExpr(chunk, ctx, subjectCell);
    const last = branches[branches.length - 1];
    const joins = outputsFirst ? !out && last : last && last.out === null;
    if (joins && last) {
      // "Ben or Gus and the stage isn't Lost": a choice joins the test before it; the rest are all required.
      const previous = conds[k - 1];
      if (c.join === "or" && previous?.refIndex === c.refIndex && last.tests.length >= 1) {
        last.tests.push(`OR(${last.tests.pop()},${t})`);
      } else {
        last.tests.push(t);
        last.join = c.join;
      }
      last.words.push(words);
      if (!outputsFirst) last.out = out;
    } else branches.push({ tests: [t], join: c.join, out, words: [words] });
  });
  if (branches.length === 0 || branches.some((b) => b.out === null) || elseOut === null) return null;
  const cond = (
    b: Branch,
  ) => (b.tests.length === 1 ? b.tests[0] : `${b.join === "or" ? "OR" : "AND"}(${b.tests.join(",")})`);
  if (branches.length === 1 && branches[0].out === "TRUE" && (elseOut === "FALSE" || elseOut === '""')) {
    return {
      formula: `=${cond(branches[0])}`,
      explanation: `Shows TRUE when ${branches[0].words.join(` ${branches[0].join} `)}, and FALSE otherwise.`,
      perRow: true,
    };
  }
  const formula = branches.reduceRight((inner, b) => `IF(${cond(b)},${b.out},${inner})`, elseOut);
  const said = branches.map((b) => `${b.out} when ${b.words.join(` ${b.join} `)}`).join("; otherwise ");
  return {
    formula: `=${formula}`,
    explanation: `Checks the condition${branches.length > 1 ? "s in order" : ""} and shows ${said}; ` +
      `in every other case it shows ${elseOut === '""' ? "an empty cell" : elseOut}.`,
    perRow: true,
  };
};

/** "does C2 contain Ltd? true or false": the test itself, which shows TRUE or FALSE. */
export const buildTruth: Builder = (ctx) => {
  const conds = ctx.conditions.filter((c) => c.refIndex !== undefined);
  if (conds.length === 0 || /\b(?:else|otherwise|say|show|display|then)\b/.test(ctx.lower)) return null;
  const tests = conds.map((c) => test(c, ctx));
  if (tests.some((t) => t === null)) return null;
  const join = conds.some((c) => c.join === "or") ? "OR" : "AND";
  return {
    formula: `=${tests.length === 1 ? tests[0] : `${join}(${tests.join(",")})`}`,
    explanation: `Shows TRUE when ${
      conds.map((c) =>
        `${firstCell(ctx.refs[c.refIndex!])} is ${c.criteria.map((k) => describeCriterion(k, ctx.refs)).join(" and ")}`
      ).join(join === "OR" ? " or " : " and ")
    }, otherwise FALSE.`,
    perRow: true,
  };
};
