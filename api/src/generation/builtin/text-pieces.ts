import { readCharacter } from "./characters.ts";
import { str } from "./criteria.ts";
import { type Builder, perRow, type Plan } from "./plan-context.ts";
import { firstCell } from "./references.ts";

const charName =
  /\b(?:the\s+)?(first|last)?\s*((?:comma|space|dash|hyphen|slash|underscore|dot|period|colon|semicolon|at sign|pipe|hash)e?s?\b|@|"[^"]{1,3}")/;

/** Where a piece of text stops: "without .com", "without the extension", "up to the dot", "before the first dash". */
export function endMark(text: string): string | null {
  const ending = /\b(?:without|minus|excluding|dropping|not|no)\s+(?:the\s+)?(\.[A-Za-z]{2,}(?:\.[A-Za-z]{2,})?)\b/
    .exec(text);
  if (ending) return ending[1];
  if (/\bwithout (?:the )?(?:extension|ending|suffix|tld|top level)\b/i.test(text)) return ".";
  const until = /\b(?:up to|until|till|before|and before)\s+/i.exec(text);
  return until ? readCharacter(text.slice(until.index + until[0].length))?.value ?? null : null;
}

/** The text between the first `from` and the next `to` after it: "example" from "dana@example.com". */
export function textBetween(c: string, from: string, to: string): Plan {
  const a = `FIND(${str(from)},${c})`;
  const skip = from.length === 1 ? "+1" : `+${from.length}`;
  return perRow(
    `=MID(${c},${a}${skip},FIND(${str(to)},${c},${a}+1)-${a}-${from.length})`,
    `Finds the first ${str(from)} in ${c} and the next ${str(to)} after it, and keeps the text between them.`,
  );
}

/**
 * Pieces of a cell's text people ask for in their own words: "just the first word of C15", "everything after the
 * last dash in G4", "the part after the dash for H9", "strip the P- off the front of E5".
 */
export const buildTextPiece: Builder = (ctx) => {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length !== 1 || ctx.refs.length !== 1) return null;
  const c = firstCell(cells[0]);
  const t = ctx.lower;
  if (/\bfirst word\b/.test(t)) {
    return perRow(`=LEFT(${c},FIND(" ",${c}&" ")-1)`, `Takes the text of ${c} up to its first space: the first word.`);
  }
  if (/\blast word\b/.test(t)) {
    return perRow(
      `=TRIM(RIGHT(SUBSTITUTE(${c}," ",REPT(" ",100)),100))`,
      `Spreads the words of ${c} apart with many spaces, takes the right end and trims it: the last word.`,
    );
  }
  const between = /\bbetween\s+(?:the\s+)?(?:first\s+)?/.exec(t);
  const from = between ? readCharacter(ctx.masked.slice(between.index + between[0].length)) : null;
  const and = from
    ? /^\s*(?:and|&)\s+(?:the\s+)?(?:next\s+|second\s+|2nd\s+|following\s+)?/i.exec(
      ctx.masked.slice(between!.index + between![0].length + from.length),
    )
    : null;
  const to = and
    ? readCharacter(ctx.masked.slice(between!.index + between![0].length + from!.length + and[0].length))
    : null;
  if (from && to) return textBetween(c, from.value, to.value);
  const pair = /\bbetween (?:the )?(?:(square|curly) )?(brackets|parenthes[ie]s|parens|quotes|quotation marks)\b/.exec(
    t,
  );
  if (pair) {
    const [open, close] = /quot/.test(pair[2])
      ? ['"', '"']
      : pair[1] === "square"
      ? ["[", "]"]
      : pair[1]
      ? ["{", "}"]
      : ["(", ")"];
    return textBetween(c, open, close);
  }
  const side = /\b(after|before|following|up to)\s+(?:the\s+)?/.exec(t);
  const named = side ? charName.exec(t.slice(side.index)) : null;
  if (side && named) {
    const ch = readCharacter(named[2]);
    if (!ch) return null;
    const char = str(ch.value);
    const last = named[1] === "last";
    const at = last
      ? `FIND(CHAR(1),SUBSTITUTE(${c},${char},CHAR(1),LEN(${c})-LEN(SUBSTITUTE(${c},${char},""))))`
      : `FIND(${char},${c})`;
    const after = /after|following/.test(side[1]);
    const ending = after && !last ? endMark(ctx.masked.slice(side.index + named.index + named[0].length)) : null;
    if (ending) return textBetween(c, ch.value, ending);
    return perRow(
      after ? `=MID(${c},${at}+${ch.value.length},LEN(${c}))` : `=LEFT(${c},${at}-1)`,
      `Finds the ${last ? "last" : "first"} ${char} in ${c} and keeps the text ${after ? "after" : "before"} it.`,
    );
  }
  const strip =
    /\b(?:strip|remove|delete|take|cut|drop)\s+(?:the\s+)?(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9]{1,4}[-/_.#]))\s+(?:off|from|out of)\b/
      .exec(ctx.masked);
  if (strip) {
    const piece = strip[1] ?? strip[2] ?? strip[3];
    return perRow(`=SUBSTITUTE(${c},${str(piece)},"")`, `Removes every ${str(piece)} from ${c}.`);
  }
  return null;
};
