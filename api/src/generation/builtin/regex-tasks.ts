import type { Builder } from "./plan-context.ts";
import { firstCell } from "./references.ts";

/**
 * Pattern tasks that only Google Sheets does in one function (REGEXEXTRACT, REGEXMATCH). Excel gets no answer here:
 * its REGEX functions are too new to count on, and a guessed workaround would be a made-up formula.
 */
export const buildRegex: Builder = (ctx) => {
  if (ctx.platform !== "sheets" || ctx.refs.length === 0) return null;
  const c = firstCell(ctx.refs[0]);
  if (
    /\bdigits\b|\bnumbers? (?:out|from)\b/.test(ctx.lower) &&
    /\bextract\b|\bpull\b|\bget\b|\bjust\b|\bonly\b/.test(ctx.lower)
  ) {
    return {
      formula: `=REGEXEXTRACT(${c},"\\d+")`,
      explanation: `Pulls the first run of digits out of ${c}; "\\d+" means one or more digits.`,
      perRow: true,
    };
  }
  if (/\bvalid email\b|\bemail (?:address )?is valid\b|\blooks? like an email\b/.test(ctx.lower)) {
    return {
      formula: `=REGEXMATCH(${c},"^[^@ ]+@[^@ ]+\\.[a-z]+$")`,
      explanation: `TRUE when ${c} looks like an e-mail address: text, an @, more text, a dot and an ending.`,
      perRow: true,
    };
  }
  return null;
};
