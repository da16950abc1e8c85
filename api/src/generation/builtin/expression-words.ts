/**
 * The words of arithmetic said in a sentence ("unit price ⟦0⟧ x qty ⟦1⟧ minus a 5% discount"), read into tokens:
 * operands, operators, functions and the modifiers that apply to everything said before them. Every word that is
 * none of these is a label ("unit price", "qty") and only names what stands beside it.
 */

export type Op = "+" | "-" | "*" | "/";

export type Token =
  | { t: "ref"; i: number }
  | { t: "num"; text: string }
  /** An operator; `sym` when typed as a sign, whose usual precedence the user then chose. */
  | { t: "op"; op: Op; sym: boolean }
  /** "as a percent of": what was said before it divided by what follows. */
  | { t: "share" }
  /** "what % of X is Y": Y divided by X. */
  | { t: "whatShare" }
  | { t: "fn"; fn: "SQRT" | "ABS" | "CBRT" | "SQUARE" }
  /** "sum of", "average of": a range, or a list of cells. */
  | { t: "agg"; fn: "SUM" | "AVERAGE" }
  /** "the whole", "total": the column or range after it is summed where a whole is divided into. */
  | { t: "whole"; w: string }
  /** "difference between A and B", "subtract A from B": an operation said before both of its operands. */
  | { t: "pair"; op: Op | "ratio"; joins: RegExp }
  /** "squared", "to the power of": `p` when the power is said in the word. */
  | { t: "pow"; p?: string }
  /** "with 20% vat" (×(1+20%)), "minus a 5% discount" (×(1−5%)), "excluding 20% vat" (÷(1+20%)). */
  | { t: "adjust"; how: "+" | "-" | "/"; pct: string }
  /** "as a number out of 100": a fraction put on a scale. */
  | { t: "scale"; n: string }
  /** "15% of": the percentage of what follows. */
  | { t: "pctOf"; pct: string }
  | { t: "conn"; w: string }
  | { t: "sep" }
  | { t: "lp" }
  | { t: "rp" }
  | { t: "label"; w: string }
  /** Something said that this reading cannot honour: the request is left to other tasks. */
  | { t: "fail" };

const pct = String.raw`(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b|pct\b)`;
const article = String.raw`(?:(?:a|an|the)\s+)?`;
const taxWords = String.raw`(?:sales tax|vat|tax|gst|mark-?up|mark up|surcharge|tip|service charge|fee)\b`;

/** Tried in order at each word; the first that matches there makes the token. */
const rules: [RegExp, (m: RegExpExecArray) => Token][] = [
  [/⟦(\d+)⟧/y, (m) => ({ t: "ref", i: +m[1] })],
  [
    new RegExp(
      String
        .raw`(?:(?:minus|less|with|after|at|apply(?:ing)?|take|taking|giving|including|incl)\s+)?${article}${pct}\s*(?:discount\b|off\b)`,
      "y",
    ),
    (m) => ({ t: "adjust", how: "-", pct: m[1] }),
  ],
  [
    new RegExp(
      String
        .raw`(?:excluding|excl|ex|without|before|net of|removing|remove|strip(?:ping)?(?: out)?|take out|taking out)\s+${article}${pct}\s*${taxWords}`,
      "y",
    ),
    (m) => ({ t: "adjust", how: "/", pct: m[1] }),
  ],
  [
    new RegExp(
      String.raw`(?:plus|with|including|incl|inc|add|adding|after|\+)\s+${article}${pct}\s*${taxWords}`,
      "y",
    ),
    (m) => ({ t: "adjust", how: "+", pct: m[1] }),
  ],
  [
    new RegExp(String.raw`${article}${pct}\s*(?:pay\s+)?(?:raise|rise|increase|uplift|bump|mark-?up|markup)\b`, "y"),
    (m) => ({ t: "adjust", how: "+", pct: m[1] }),
  ],
  [
    new RegExp(String.raw`${article}${pct}\s*(?:pay\s+)?(?:cut|decrease|reduction)\b`, "y"),
    (m) => ({ t: "adjust", how: "-", pct: m[1] }),
  ],
  // "less 20% vat" could take 20% off or take the tax back out: no reading is safe.
  [new RegExp(String.raw`(?:minus|less|-)\s+${article}${pct}\s*${taxWords}`, "y"), () => ({ t: "fail" })],
  [
    /(?:as|into|in|to|on)\s+(?:a\s+|an\s+)?(?:(?:number|score|mark|value|figure|points?|rating|scale)\s+)?out of\s+(\d+(?:\.\d+)?)(?![\w.%])/y,
    (m) => ({ t: "scale", n: m[1] }),
  ],
  [
    /(?:what|wat|wht|which|how much)\s+(?:percent(?:age)?|%|share|proportion|fraction|part|portion)\s+(?:of\b|(?=is\b))/y,
    () => ({ t: "whatShare" }),
  ],
  [
    /(?:(?:as|in)\s+(?:a\s+|an\s+)?)?(?:percent(?:age)?|%|share|proportion|fraction|portion)\s+of\b/y,
    () => ({ t: "share" }),
  ],
  [/out of\b/y, () => ({ t: "op", op: "/", sym: false })],
  [new RegExp(String.raw`${pct}\s+of\b`, "y"), (m) => ({ t: "pctOf", pct: m[1] })],
  [/(?:the\s+)?cube\s*root(?:\s+of)?\b/y, () => ({ t: "fn", fn: "CBRT" })],
  [/(?:the\s+)?(?:square\s*root|sqrt|sq\s*root|root)(?:\s+of)?\b/y, () => ({ t: "fn", fn: "SQRT" })],
  [/(?:the\s+)?(?:absolute value|abs)(?:\s+of)?\b/y, () => ({ t: "fn", fn: "ABS" })],
  [/(?:the\s+)?square of\b/y, () => ({ t: "fn", fn: "SQUARE" })],
  [/(?:the\s+)?(?:sum|total)\s+of\b/y, () => ({ t: "agg", fn: "SUM" })],
  [/(?:the\s+)?(?:average|mean)\s+of\b/y, () => ({ t: "agg", fn: "AVERAGE" })],
  [/(?:whole|entire|total|overall|sum)\b/y, (m) => ({ t: "whole", w: m[0] })],
  [/(?:the\s+)?(?:difference|diff)\s+(?:between|of)\b/y, () => pair("-", /^and$/)],
  [/(?:the\s+)?product\s+of\b/y, () => pair("*", /^and$/)],
  [/(?:the\s+)?ratio\s+(?:of|between)\b/y, () => pair("ratio", /^(?:to|and)$/)],
  [/subtract\b/y, () => pair("-", /^from$/)],
  [/multiply\b/y, () => pair("*", /^(?:by|and|with)$/)],
  [/divide\b/y, () => pair("/", /^by$/)],
  [/add\b(?!\s+up\b)/y, () => pair("+", /^(?:to|and)$/)],
  [/squared\b/y, () => ({ t: "pow", p: "2" })],
  [/cubed\b/y, () => ({ t: "pow", p: "3" })],
  [/(?:to the power(?: of)?|raised to(?: the power(?: of)?)?|power of|\^|\*\*)/y, () => ({ t: "pow" })],
  [/(?:times|multiplied by|×)/y, () => ({ t: "op", op: "*", sym: false })],
  [/\*/y, () => ({ t: "op", op: "*", sym: true })],
  [/(?:divided by|÷)/y, () => ({ t: "op", op: "/", sym: false })],
  [/\//y, () => ({ t: "op", op: "/", sym: true })],
  [/(?:over|per)\b(?=\s*(?:the\s+)?⟦)/y, () => ({ t: "op", op: "/", sym: false })],
  [/plus\b|added to\b/y, () => ({ t: "op", op: "+", sym: false })],
  [/\+/y, () => ({ t: "op", op: "+", sym: true })],
  [/(?:less|more|greater|fewer)\s+than\b/y, () => ({ t: "fail" })],
  [/(?:minus|less|take away|takeaway)\b/y, () => ({ t: "op", op: "-", sym: false })],
  [/-(?=\s|⟦|\d|\()/y, () => ({ t: "op", op: "-", sym: true })],
  [/(?:and|to|from|by|with|of|is|are|on|into)\b/y, (m) => ({ t: "conn", w: m[0] })],
  [new RegExp(pct, "y"), (m) => ({ t: "num", text: `${m[1]}%` })],
  [/\$?(\d+(?:\.\d+)?)(?![\w%]|\.\d)/y, (m) => ({ t: "num", text: m[1] })],
  [/[,;:?!]|\.(?!\d)/y, () => ({ t: "sep" })],
  [/\(/y, () => ({ t: "lp" })],
  [/\)/y, () => ({ t: "rp" })],
  [/=/y, () => ({ t: "fail" })],
  [/[a-z][a-z'’-]*|\S/y, (m) => ({ t: "label", w: m[0] })],
];

function pair(op: Op | "ratio", joins: RegExp): Token {
  return { t: "pair", op, joins };
}

// Nouns a number names a row or a thing by ("deal 6", "row 14", "test 2"), not a value to compute with.
const namingNouns =
  /^(?:rows?|line|deal|order|task|item|product|student|test|week|no|number|#|id|invoice|ticket|project|record|entry|sale|person|employee|case|version|q|quarter|year|level|grade|team|group|store|region|class|room|unit|page|step|part|phase|round)$/;
// A number followed by a unit is an amount of time or things: "add 3 months" is not "+3".
const units =
  /^(?:days?|weeks?|months?|years?|yrs?|hours?|hrs?|minutes?|mins?|seconds?|secs?|working|business|weekdays?|workdays?|rows?|items?|people|units?|pcs|pieces|k|m|bn|million|thousand|dollars?|euros?|pounds?|cents?|times)$/;

/** The request's words as tokens; numbers that only name something become labels, example values are dropped. */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text[at])) {
      at++;
      continue;
    }
    for (const [re, make] of rules) {
      re.lastIndex = at;
      const m = re.exec(text);
      if (!m) continue;
      tokens.push(make(m));
      at += m[0].length;
      break;
    }
  }
  return dropAsides(nameNumbers(tokens));
}

/** "deal 6", "row 14": the number names a thing. "3 months": an amount this reading cannot add. "x": a times sign. */
function nameNumbers(tokens: Token[]): Token[] {
  return tokens.map((tok, i) => {
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    if (tok.t === "label" && tok.w === "x" && before && (before.t === "ref" || before.t === "num")) {
      return { t: "op", op: "*", sym: false };
    }
    if (tok.t !== "num") return tok;
    if (before?.t === "label" && namingNouns.test(before.w)) return { t: "label", w: "№" };
    if (after?.t === "label" && units.test(after.w)) return { t: "fail" };
    // "40% score + 60% test 2": a percentage of something named, not a percentage to add.
    if (tok.text.endsWith("%") && after?.t === "label" && !/^(?:please|pls|then|extra|too|\W)$/.test(after.w)) {
      return { t: "fail" };
    }
    return tok;
  });
}

/**
 * Brackets: "(B7)" and "(b2 and c2)" only say where a named value is, "(0.72)" and "(row 5)" are asides, and
 * "(C2-B2)" groups a part of the sum, as it would in a formula.
 */
function dropAsides(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.t !== "lp") {
      if (tok.t !== "rp") out.push(tok);
      continue;
    }
    const close = tokens.findIndex((t, j) => j > i && (t.t === "rp" || t.t === "lp"));
    if (close < 0 || tokens[close].t === "lp") continue;
    const inside = tokens.slice(i + 1, close);
    const refs = inside.some((t) => t.t === "ref");
    const acts = inside.some((t) => t.t !== "ref" && t.t !== "num" && t.t !== "label" && t.t !== "conn");
    if (acts) out.push(tok, ...inside, tokens[close]);
    else if (refs) out.push(...inside);
    else out.push(...inside.filter((t) => t.t !== "num"));
    i = close;
  }
  return out;
}

/** Phrases that ask for the size of the result, whichever sign it has. */
const unsigned =
  /\b(?:always|make (?:it|them|sure it'?s)|keep (?:it|them)|want (?:it|them)|should be|must be|needs? to be|has to be)\b(?:\s+[a-z']+){0,2}?\s+positive\b|\bpositive (?:difference|number|value|gap)\b|\bno negatives?\b|\bdon'?t care which\b|\bregardless of (?:which|order|sign)\b|\beither way\b|\bwithout (?:the |a )?(?:minus|negative)(?: sign)?\b|\bignor\w* (?:the )?sign\b/;

// "as a percentage", "in %": how to show the answer, unlike "as a percentage of B5".
const asPercent = /\b(?:as|in(?:to)?)\s+(?:a\s+)?(?:percent(?:age)?s?|%)(?![a-z])(?!\s*of\b)/g;

const wholeNumber =
  /\b(?:to\s+)?(?:the\s+|a\s+)?(?:nearest\s+)?whole\s+(?:numbers?|dollars?|euros?|pounds?)\b|\b(?:to\s+)?(?:no|zero|0)\s+(?:decimals?|dp|decimal places)\b/g;

export interface Reading {
  tokens: Token[];
  /** The cell named after the sum ("salary is col D"), for the operand the sum leaves unsaid. */
  subject?: number;
  ratio: boolean;
  abs: boolean;
  percent: boolean;
  simplified: boolean;
}

/**
 * The request made ready for tokens: examples ("like 19:1", "(0.72)"), format words ("as a percentage"), the
 * sign ("always positive"), the name of the result ("new score =") and names given cells afterwards ("score is in
 * b9") are taken out, the last put back where the name is used.
 */
export function readSentence(lower: string, rounded: boolean): Reading {
  let s = lower.replace(
    /\b(?:like|e\.?g\.?,?|eg|say|such as|for example|for instance|i\.e\.?,?|ie)\s+(?:\d+(?:\.\d+)?\s*:\s*\d+(?:\.\d+)?|\$?\d+(?:\.\d+)?%?)/g,
    " ",
  );
  const ratio = /\bratio\b/.test(s);
  const simplified = ratio &&
    /\bsimplif|\bsimplest\b|\blowest terms\b|\breduced\b|\d\s*:\s*\d|\b[xa]\s*:\s*[yb]\b/.test(s);
  if (ratio) s = s.replace(/\b\d+\s*:\s*\d+\b|\b[xa]\s*:\s*[yb]\b/g, " ");
  const abs = unsigned.test(s);
  s = s.replace(unsigned, " ");
  // The rounding itself is wrapped round the sum elsewhere; what is left of its words says nothing more.
  if (rounded) s = s.replace(wholeNumber, " ");
  const percent = s.search(asPercent) >= 0;
  s = s.replace(asPercent, " ");
  // "attendance is a decimal, I want it out of 100": a fraction put on a scale, not divided by it.
  if (/\b(?:decimals?|fractions?|proportions?)\b/.test(s)) s = s.replace(/\bout of (?=\d)/g, "as out of ");
  s = s.replace(
    /\b(?:i'?ll|i will|to|and|then|so i can)?\s*(?:drag|fill|copy|pull)(?:ing)?\s+(?:it\s+|this\s+|that\s+)?(?:down|across)\b/g,
    " ",
  );
  // "curving the test: new score = …", "total price: …": the result's name, said before what it is.
  s = s.replace(/^[^=⟦\d]{0,60}=\s*/, "").replace(/^[^:⟦\d]{0,40}:\s*/, "").replace(
    /^(?:the\s+)?(?:new|final|adjusted|curved|resulting)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|should be|will be|would be)\s+/,
    "",
  );
  const named = namesGiven(s);
  return { tokens: tokenise(named.text), subject: named.subject, ratio, abs, percent, simplified };
}

/**
 * "square root of the score times 10. score is in b9": the cell a name stands for, put where the name is used.
 * "give her a 5% raise, salary is col D": a cell named after the sum, whose name the sum never says, is the one
 * thing the sum works on, its subject.
 */
// "as a percent of the total C2:C21" says what to do with C2:C21; a name is only what names a value.
const sumWords =
  /\b(?:and|or|x|vs|versus|then|of|as|to|by|from|per|over|out|into|percent(?:age)?|share|proportion|fraction|times|plus|minus|less|divided|multiplied|sum|total|average|mean|ratio|difference|product|square|root|sqrt|with|without|including|excluding)\b/;

function namesGiven(s: string): { text: string; subject?: number } {
  const given =
    /(^|[.,;:?!]\s*|\band\s+|(?<=⟦\d+⟧)\s+(?:and\s+)?)(?:the\s+|my\s+|her\s+|his\s+|their\s+)?([a-z][a-z ]{0,30}?)\s+(?:is\s+|are\s+|=\s*|:\s*)?(?:in\s+|at\s+)?(?:cell\s+)?⟦(\d+)⟧\s*(?=[.,;?!]|$|\s+(?:and\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is\s+|are\s+|in\s+)?⟦)/g;
  let text = s;
  const unnamed: { clause: string; start: string; i: number }[] = [];
  for (const m of s.matchAll(given)) {
    const name = m[2].trim().replace(/\s+(?:is|are)$/, "");
    if (sumWords.test(name)) continue;
    const uses = new RegExp(`\\b(?:the\\s+|my\\s+)?${name}(?:'s)?\\b(?!\\s*(?:is\\s+|are\\s+|in\\s+)*⟦)`, "g");
    const rest = text.replace(m[0], m[1]);
    if (uses.test(rest)) text = rest.replace(uses, `⟦${m[3]}⟧`);
    else if (m[1]) unnamed.push({ clause: m[0], start: m[1], i: +m[3] });
  }
  if (unnamed.length !== 1) return { text };
  return { text: text.replace(unnamed[0].clause, unnamed[0].start), subject: unnamed[0].i };
}
