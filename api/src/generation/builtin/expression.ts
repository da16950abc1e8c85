import { readSentence, type Token } from "./expression-words.ts";
import { fail, type Node, NoReading, parse, type Place } from "./expression-tree.ts";
import type { Builder, PlanContext } from "./plan-context.ts";
import { absolute, firstCell } from "./references.ts";

/** Words that ask for more than arithmetic: a condition, a count, a date, a lookup. Their request is not for this. */
const otherTasks =
  /^(?:if|when|whenever|where|whether|unless|otherwise|else|only|except|excluding|without|not|no|never|count|counts|counting|many|median|mode|max|maximum|min|minimum|highest|lowest|largest|smallest|biggest|greatest|most|least|top|bottom|rank|ranking|unique|distinct|duplicates?|lookup|look|match|matching|find|search|between|greater|more|fewer|above|below|under|over|exceeds?|exceeding|or|either|neither|per|running|cumulative|rolling|date|dates|day|days|week|weeks|weekday|month|months|today|tomorrow|yesterday|now|time|hour|hours|minute|minutes|text|characters?|letters?|words?|join|combine|concat\w*|split|round\w*|int|integer|truncate|floor|ceiling|interest|loan|payment|compound|average|avg|mean|std|stdev|deviation|variance|random|false|true|yes|blank|empty|errors?|age|old|positive|negative|negatives|weighted)$/;
// A rate said as an addition or a cut ("with tax", "plus vat", "after discount") but with no number for it.
const rateWords = /^(?:tax|vat|gst|discount|markup|commission|fee|tip|surcharge)$/;
const rateJoins = /^(?:with|plus|incl|including|inc|after|before|less|minus|excl|ex|add|on)$/;

/**
 * Arithmetic said in words: "e11 times 1.0725, rounded to 2 decimals", "square root of the score times 10. score
 * is in b9", "unit price I7 x qty H7 minus a 5% discount", "this year minus last year, as a percent of the total
 * C2:C21". Answers only when every reference and number said has its place in the sum and nothing else is asked.
 */
export const buildExpression: Builder = (ctx) => {
  const { text, places } = splitPairs(ctx);
  const reading = readSentence(text, /\bround/i.test(ctx.text));
  const labels = reading.tokens.flatMap((t) => (t.t === "label" ? [t.w] : []));
  if (reading.tokens.some((t) => t.t === "fail")) return null;
  if (labels.some((w) => otherTasks.test(w) || /\d/.test(w))) return null;
  const said = reading.tokens.filter((t) => t.t !== "label");
  if (reading.tokens.some((t, i) => t.t === "label" && rateWords.test(t.w) && unsaidRate(reading.tokens, i))) {
    return null;
  }
  // "each sale", "every order": rows of a group, unless they are the part of a total ("… is each sale").
  const eachWord = labels.some((w) => /^(?:each|every)$/.test(w));
  const groups = labels.some((w, i) =>
    /^(?:each|every)$/.test(w) && !/^(?:row|line|one|cell)s?$/.test(labels[i + 1] ?? "")
  );
  // "what share of the total is Rent (row 2)": the part is that row's cell of the totalled column.
  const row = /\b(?:row|line)\s+(\d+)\b(?!\s*(?:to|-|through|thru|until|and)\s*\d)/i.exec(ctx.text)?.[1];
  let usedEach = false;
  const each = (): Node => {
    if (!eachWord && !row) fail();
    usedEach = true;
    return { k: "each" };
  };
  try {
    let tree = ratioOfTwo(said, places, reading.ratio) ?? parse(said, places, each, reading.subject);
    if (groups && !usedEach) return null;
    if (usedEach) tree = eachRow(tree, ctx, row);
    // "40% score + 60% test 2" with no cells: the names stand for cells nobody gave.
    if (!JSON.stringify(tree).includes('"place"')) return null;
    if (!computes(tree) && !(reading.abs && tree.k === "ref")) return null;
    if (reading.abs && !(tree.k === "fn" && tree.fn === "ABS")) tree = { k: "fn", fn: "ABS", x: tree };
    const perRow = places.some((p) => p.kind === "cell") || usedEach;
    const formula = reading.simplified ? simplified(tree) : render(tree, ctx, perRow);
    return {
      formula: `=${formula}`,
      explanation: `Works out ${words(tree, ctx, perRow)}.` +
        (reading.percent || isShare(tree) ? " Format the cell as a percentage to read it as %." : "") +
        (perRow && /\$/.test(formula)
          ? " The $ signs keep the total's range fixed when you fill the formula down."
          : ""),
      perRow,
      readsAll: true,
    };
  } catch (e) {
    if (e instanceof NoReading) return null;
    throw e;
  }
};

/** "B2 times C2 with tax", "plus the sales tax": a rate joined on that the request never gives. */
function unsaidRate(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t.t === "label" && /^(?:the|a|an|sales|any)$/.test(t.w)) continue;
    return t.t === "op" || ((t.t === "conn" || t.t === "label") && rateJoins.test(t.w));
  }
  return false;
}

/**
 * The places the request names. "C5-B5", "E5 to B5" read as ranges, but two cells of one row said in a sum are
 * two operands: the dash is a minus, the "to" joins them ("ratio of E5 to B5").
 */
function splitPairs(ctx: PlanContext): { text: string; places: Place[] } {
  const places: Place[] = ctx.refs.map((r) => ({ text: r.text, kind: r.kind }));
  const text = ctx.lower.replace(/⟦(\d+)⟧/g, (whole, i) => {
    const ref = ctx.refs[+i];
    const m = /^\$?([a-z]{1,3})\$?(\d+)\s*(-|to)\s*\$?([a-z]{1,3})\$?(\d+)$/i.exec(ctx.text.slice(ref.start, ref.end));
    if (!m || m[2] !== m[5] || m[1].toLowerCase() === m[4].toLowerCase()) return whole;
    places.push({ text: `${m[1]}${m[2]}`.toUpperCase(), kind: "cell" }, {
      text: `${m[4]}${m[5]}`.toUpperCase(),
      kind: "cell",
    });
    return `⟦${places.length - 2}⟧ ${m[3]} ⟦${places.length - 1}⟧`;
  });
  return { text, places };
}

/** "score to weight as a ratio (b2 and c2)", "E5 to B5 ratio": two cells named in the order of the ratio's words. */
function ratioOfTwo(said: Token[], places: Place[], ratio: boolean): Node | null {
  const operands = said.filter((t) => t.t !== "conn" && t.t !== "sep");
  if (!ratio || operands.length !== 2 || operands.some((t) => t.t !== "ref")) return null;
  const [a, b] = operands.map((t) => ({ k: "ref" as const, place: places[(t as { i: number }).i] }));
  return { k: "bin", op: "/", a, b };
}

/** "as a simplified ratio like 19:1": both cells over their greatest common divisor, joined by a colon. */
function simplified(tree: Node): string {
  if (tree.k !== "bin" || tree.op !== "/" || tree.a.k !== "ref" || tree.b.k !== "ref") return fail();
  const [a, b] = [tree.a.place.text, tree.b.place.text];
  return `${a}/GCD(${a},${b})&":"&${b}/GCD(${a},${b})`;
}

/** Whether the reading computes something: a lone cell or total is another task's answer. */
const computes = (n: Node): boolean => n.k === "bin" || n.k === "fn" || n.k === "pow";

const isRange = (n: Node) => n.k === "ref" && n.place.kind === "range";

const isShare = (n: Node) => n.k === "bin" && n.op === "/" && (n.b.k === "total" || n.b.k === "agg");

const precedence = (n: Node) => n.k === "bin" ? (n.op === "+" || n.op === "-" ? 1 : 2) : n.k === "pow" ? 3 : 4;

/** Wraps each side of an operation in brackets where the order of operations needs them. */
function sides(n: Node & { k: "bin" }, say: (x: Node) => string): [string, string] {
  const p = precedence(n);
  const left = precedence(n.a) < p ? `(${say(n.a)})` : say(n.a);
  const rp = precedence(n.b);
  return [left, rp < p || (rp === p && (n.op === "-" || n.op === "/")) ? `(${say(n.b)})` : say(n.b)];
}

/** The formula of a reading. Ranges are fixed with $ in a per-row formula, so filling it down keeps the total. */
function render(n: Node, ctx: PlanContext, perRow: boolean): string {
  const r = (x: Node) => render(x, ctx, perRow);
  switch (n.k) {
    case "num":
      return n.text;
    case "ref":
      return n.place.kind === "cell" ? n.place.text : fail();
    case "each":
      return fail();
    case "agg": {
      if (n.args.length === 1) return `${n.fn}(${columnOf(n.args[0], ctx, perRow) ?? fail()})`;
      if (n.args.some((a) => a.k !== "ref" || a.place.kind !== "cell")) fail();
      return n.fn === "SUM" ? n.args.map(r).join("+") : `AVERAGE(${n.args.map(r).join(",")})`;
    }
    case "whole": {
      if (n.x.k === "ref" && n.x.place.kind === "range") return `SUM(${columnOf(n.x, ctx, perRow)})`;
      // "sum E2 times 2" sums something the formula would not.
      return n.w === "sum" ? fail() : r(n.x);
    }
    case "total": {
      const column = columnOf(n.x, ctx, perRow);
      return column ? `SUM(${column})` : r(n.x);
    }
    case "fn":
      return `${n.fn}(${r(n.x)})`;
    case "pow":
      // "squared", "cubed", "cube root" read best as ^; "to the power of 2.5" as POWER, as it was said.
      return n.p.k === "num" && /^(?:2|3|\(1\/3\))$/.test(n.p.text)
        ? `${precedence(n.x) < 4 ? `(${r(n.x)})` : r(n.x)}^${r(n.p)}`
        : `POWER(${r(n.x)},${r(n.p)})`;
    case "bin": {
      // "total inventory value = price * stock for all rows": two columns multiplied row by row and added up.
      if (
        n.op === "*" && isRange(n.a) && isRange(n.b) && /\b(?:total|sum|add(?:ed)? up|altogether)\b/.test(ctx.lower)
      ) {
        return `SUMPRODUCT(${(n.a as { place: Place }).place.text},${(n.b as { place: Place }).place.text})`;
      }
      const [left, right] = sides(n, r);
      return `${left}${n.op}${right}`;
    }
  }
}

/** What a total sums: a range, or on bound columns the whole column of the cell said. */
function columnOf(n: Node, ctx: PlanContext, fixed: boolean): string | null {
  const x = n.k === "whole" ? n.x : n;
  if (x.k !== "ref") return null;
  const ref = { ...x.place, start: 0, end: 0 };
  if (ref.kind === "range") return fixed ? absolute(ref) : ref.text;
  const letters = /^([A-Z]+)\d+$/.exec(ref.text)?.[1];
  if (!ctx.invent || !letters) return null;
  const { firstRow, lastRow } = ctx.invent;
  return fixed ? `$${letters}$${firstRow}:$${letters}$${lastRow}` : `${letters}${firstRow}:${letters}${lastRow}`;
}

/**
 * "what % of the total amount is each sale": the part left unsaid is the row's own cell of the totalled column,
 * in the row the request names or the first.
 */
function eachRow(n: Node, ctx: PlanContext, row: string | undefined): Node {
  if (n.k !== "bin" || n.a.k !== "each") {
    return n.k === "bin" ? { ...n, a: eachRow(n.a, ctx, row), b: eachRow(n.b, ctx, row) } : n;
  }
  const whole = n.b.k === "total" ? n.b.x : n.b.k === "agg" && n.b.args.length === 1 ? n.b.args[0] : null;
  const x = whole?.k === "whole" ? whole.x : whole;
  if (x?.k !== "ref" || (x.place.kind === "cell" && !ctx.invent)) return fail();
  const first = firstCell({ ...x.place, start: 0, end: 0 });
  const cell = row && x.place.kind === "range" ? first.replace(/\d+$/, row) : first;
  return /^[A-Z]+\d+$/.test(cell) ? { ...n, a: { k: "ref", place: { text: cell, kind: "cell" } } } : fail();
}

const opWords = { "+": "plus", "-": "minus", "*": "times", "/": "divided by" };

/** The reading in words, for the explanation: "(C14 minus B14) divided by the total of C2:C21". */
function words(n: Node, ctx: PlanContext, perRow: boolean): string {
  const say = (x: Node) => words(x, ctx, perRow);
  switch (n.k) {
    case "bin": {
      const formula = render(n, ctx, perRow);
      if (formula.startsWith("SUMPRODUCT(")) {
        return `each row of ${say(n.a)} times the same row of ${say(n.b)}, added up`;
      }
      const [left, right] = sides(n, say);
      return `${left} ${opWords[n.op]} ${right}`;
    }
    case "ref":
      return n.place.text;
    case "fn":
      return n.fn === "SQRT" ? `the square root of ${say(n.x)}` : `${say(n.x)} without its sign`;
    case "pow":
      return `${say(n.x)} to the power ${say(n.p)}`;
    case "agg":
    case "whole":
    case "total":
      return /^(?:SUM|AVERAGE)\(/.test(render(n, ctx, perRow))
        ? `the ${/^AVERAGE/.test(render(n, ctx, perRow)) ? "average" : "total"} of ${
          render(n, ctx, perRow).replace(/^\w+\((.*)\)$/, "$1")
        }`
        : render(n, ctx, perRow);
    default:
      return render(n, ctx, perRow);
  }
}
