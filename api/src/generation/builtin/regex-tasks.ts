import type { Builder, Plan } from "./plan-context.ts";
import { firstCell } from "./references.ts";

interface Pattern {
  /** What the request says it wants, on the lower-case text with its references masked. */
  asks: RegExp;
  fn: "REGEXMATCH" | "REGEXEXTRACT" | "REGEXREPLACE";
  pattern: string;
  says: string;
  /** The words of a condition ("B5 is only digits") that the pattern tests. */
  covers?: RegExp;
  /** The same test in Excel's wildcards, where they can say it. */
  excel?: (cell: string) => string;
}

const only = /\b(?:only|just|nothing but|all|entirely|purely)\b/;
const extract = /\b(?:extract|pull|get|grab|take|return|show)\b/;
const remove = /\b(?:remove|strip|delete|drop|get rid of|clean out|take out)\b/;
const test = /\b(?:is|are|has|have|contains?|check|whether|if|true|false|does|flag|valid|matches)\b/;

/** The patterns people ask for by what they mean, most specific first. */
const patterns: Pattern[] = [
  {
    asks: new RegExp(
      `(?=.*${remove.source}).*\\b(?:everything|anything|all|characters?) (?:but|except|other than|that (?:is|are)n'?t) (?:the )?(?:digits|numbers)\\b|\\bkeep (?:only|just) (?:the )?(?:digits|numbers)\\b`,
    ),
    fn: "REGEXREPLACE",
    pattern: "\\D",
    says: "takes out every character that is not a digit",
  },
  {
    asks: new RegExp(`(?=.*${remove.source}).*\\b(?:digits|numbers|numerals)\\b`),
    fn: "REGEXREPLACE",
    pattern: "\\d",
    says: "takes out every digit",
  },
  {
    asks: new RegExp(`(?=.*${extract.source}).*\\b(?:e-?mail(?: address)?)\\b.*\\b(?:from|out of|in)\\b`),
    fn: "REGEXEXTRACT",
    pattern: "[\\w.+-]+@[\\w-]+\\.[\\w.-]+",
    says: "pulls out the first e-mail address: text, an @, a name and a dot with an ending",
  },
  {
    asks: new RegExp(
      `(?=.*${extract.source}).*\\b(?:in|inside|between|within) (?:the )?(?:brackets|parenthes[ie]s|parens|round brackets)\\b`,
    ),
    fn: "REGEXEXTRACT",
    pattern: "\\((.*?)\\)",
    says: "pulls out what stands inside the first pair of round brackets",
  },
  {
    asks: new RegExp(
      `(?=.*${extract.source}).*\\b(?:decimal|decimals|price|amount)\\b.*\\b(?:number|value)\\b|(?=.*${extract.source}).*\\bnumber with (?:the )?decimals?\\b`,
    ),
    fn: "REGEXEXTRACT",
    pattern: "\\d+(?:\\.\\d+)?",
    says: "pulls out the first number, with its decimals if it has any",
  },
  {
    asks: new RegExp(`(?=.*${extract.source}).*\\b(?:digits|numbers? (?:out|from)|the numbers?)\\b`),
    fn: "REGEXEXTRACT",
    pattern: "\\d+",
    says: 'pulls out the first run of digits; "\\d+" means one or more digits',
  },
  {
    asks: new RegExp(
      `(?=.*${test.source}).*(?:${only.source}) (?:digits|numbers|numeric)\\b|\\bonly contains? (?:digits|numbers)\\b`,
    ),
    fn: "REGEXMATCH",
    pattern: "^\\d+$",
    says: "is TRUE when the text is digits and nothing else",
    covers: /^(?:only |just |all |nothing but )?(?:digits?|numbers?|numeric|numerals?)$/,
  },
  {
    asks: new RegExp(`(?=.*${test.source}).*(?:${only.source}) letters\\b|\\bonly contains? letters\\b`),
    fn: "REGEXMATCH",
    pattern: "^[A-Za-z]+$",
    says: "is TRUE when the text is letters and nothing else",
    covers: /^(?:only |just |all |nothing but )?letters$/,
  },
  {
    asks: new RegExp(
      `(?=.*${test.source}).*\\b(?:contains?|has|have|with|includes?) (?:a |an |any )?(?:digit|number)s?\\b`,
    ),
    fn: "REGEXMATCH",
    pattern: "\\d",
    says: "is TRUE when there is at least one digit anywhere in the text",
    covers: /^(?:a |an |any )?(?:digits?|numbers?)$/,
  },
  {
    asks: new RegExp(`(?=.*${test.source}).*\\b(?:starts?|begins?) with (?:a )?(?:digit|number)\\b`),
    fn: "REGEXMATCH",
    pattern: "^\\d",
    says: "is TRUE when the first character is a digit",
  },
  {
    asks: new RegExp(`(?=.*${test.source}).*\\b(?:starts?|begins?) with (?:a )?letter\\b`),
    fn: "REGEXMATCH",
    pattern: "^[A-Za-z]",
    says: "is TRUE when the first character is a letter",
  },
  {
    asks:
      /\b(?:valid|proper|real|correct) e-?mail\b|\be-?mail\b[^.?]{0,30}\bis (?:a )?(?:valid|proper|real|correct)\b|\blooks? like an e-?mail\b/,
    fn: "REGEXMATCH",
    pattern: "^[^@ ]+@[^@ ]+\\.[a-z]+$",
    says: "is TRUE when the text looks like an e-mail address: text, an @, more text, a dot and an ending",
    covers: /^(?:a |an )?(?:valid|proper|real|correct)(?: e-?mail)?(?: address)?$/,
    // Some text, an @, some text, a dot and some text: SEARCH's ? and * say it without a pattern language.
    excel: (cell) => `ISNUMBER(SEARCH("?*@?*.?*",${cell}))`,
  },
];

// "a proper example.com address", "emails ending in @acme.co.uk", "is the domain gmail.com".
const domain =
  /@?\b((?:[a-z0-9-]+\.)+(?:com|org|net|edu|gov|io|co|uk|de|fr|nl|es|it|au|ca|info|biz|us|eu|ai|dev|app))\b/;
const aboutAddress = /\b(?:e-?mails?|address(?:es)?|domain|ends? (?:with|in)|from)\b/;

/**
 * Pattern tasks that Google Sheets does in one function (REGEXMATCH, REGEXEXTRACT, REGEXREPLACE). Excel's REGEX
 * functions are too new to count on, so it gets an answer only where SEARCH's wildcards say the same test.
 */
export const buildRegex: Builder = (ctx) => {
  if (ctx.refs.length !== 1 || ctx.refs[0].kind !== "cell") return null;
  const c = firstCell(ctx.refs[0]);
  const lower = ctx.lower.replace(/⟦\d+⟧/g, " ");
  if (ctx.platform !== "sheets") {
    const wild = patterns.find((p) => p.excel && p.asks.test(lower));
    return wild?.excel
      ? {
        formula: `=${wild.excel(c)}`,
        explanation: `TRUE when ${c} holds some text, an @, more text, a dot and an ending: in SEARCH, ? stands for ` +
          `one character and * for any number of them.`,
        perRow: true,
        covers: wild.covers,
      }
      : null;
  }
  const site = domain.exec(lower);
  if (site && aboutAddress.test(lower) && test.test(lower)) {
    const escaped = site[1].replace(/\./g, "\\.");
    const covers = /(?:address|e-?mail)$/;
    return regex({
      fn: "REGEXMATCH",
      asks: domain,
      pattern: `@${escaped}$`,
      says: `is TRUE when it ends in @${site[1]}`,
      covers,
    }, c);
  }
  const hit = patterns.find((p) => p.asks.test(lower));
  return hit ? regex(hit, c) : null;
};

function regex({ fn, pattern, says, covers }: Pattern, cell: string): Plan {
  const args = fn === "REGEXREPLACE" ? `${cell},"${pattern}",""` : `${cell},"${pattern}"`;
  return { formula: `=${fn}(${args})`, explanation: `${fn} on ${cell} ${says}.`, perRow: true, covers };
}
