import { str } from "./criteria.ts";
import type { PlanContext } from "./plan-context.ts";
import { firstCell } from "./references.ts";

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

export type Output =
  | { kind: "text" | "number" | "calc" | "bool" | "blank" | "nothing"; expr: string }
  | { kind: "percent"; n: string }
  /** Done to the tested cell's own value, which is known once the test is read. */
  | { kind: "action"; make: (cell: string) => string };

/** The words that say what to show: "say High", "put Big win", "mark it review", "give them 5% of …". */
export const leadVerb =
  "(?:say|show|put|return|display|write|give(?:\\s+(?:them|him|her|it))?|pay|output|enter|use|take|copy|mark(?:\\s+it)?(?:\\s+as)?|label(?:\\s+it)?(?:\\s+as)?|flag(?:\\s+it)?(?:\\s+as)?|set\\s+it\\s+to|make\\s+it)";

/** A cell's name as a key: lower case and singular ("Ratings" and "rating" name one column). */
export const labelKey = (word: string) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, "");

const blankOutput =
  /^(?:(?:leave|keep|make)\s+(?:it\s+|the cell\s+|that\s+)?)?(?:blank|empty|an empty (?:cell|string)|a blank(?: cell)?|empty string|""|nothing|no value)(?:\s+cell)?$/i;

/** One answer as said: a label, a number, a percentage, "5% of salary (⟦0⟧)", another cell, blank. */
export function readOutput(raw: string, ctx: PlanContext, labels: Map<string, number>): Output | null {
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
