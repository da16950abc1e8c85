import { readCharacter } from "./characters.ts";
import { str } from "./criteria.ts";
import { type Builder, perRow, type PlanContext } from "./plan-context.ts";
import { firstCell, rowSpan } from "./references.ts";
import { literalsFrom } from "./name-parts.ts";
import { endMark, textBetween } from "./text-pieces.ts";
import { caseWrap } from "./text-case.ts";

/** The one cell a per-row text formula works on: a named cell, or row 2 of a named range. */
function subject(ctx: PlanContext): string | null {
  const ref = ctx.refs[0];
  return ref ? firstCell(ref) : null;
}

/** Left/right/mid N characters. */
export const buildSlice: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c) return null;
  const t = ctx.bare;
  const unit = "(?:characters?|chars?|letters?|digits?|numbers?|symbols?)";
  const mid = new RegExp(
    `\\b(\\d+) ${unit}\\b.*?\\b(?:starting|beginning|from)\\s+(?:at\\s+|from\\s+)?(?:the\\s+)?(?:position|character|char)?\\s*(\\d+)`,
  ).exec(t) ??
    new RegExp(
      `\\b(?:starting|beginning|from)\\s+(?:at\\s+)?(?:position|character|char)\\s*(\\d+)\\D+?(\\d+) ${unit}`,
    ).exec(t);
  if (mid) {
    const [count, start] = /^\d+ /.test(mid[0]) ? [mid[1], mid[2]] : [mid[2], mid[1]];
    return perRow(
      `=MID(${c},${start},${count})`,
      `Takes ${count} characters from ${c}, starting at character ${start}.`,
    );
  }
  // "the last 5 values in B2:B50" is about rows, not characters.
  if (ctx.refs[0].kind === "range" && !new RegExp(`\\d+\\s+${unit}`).test(t)) return null;
  const left = new RegExp(`\\b(?:first|left(?:most)?|leading|beginning)\\s+(\\d+)(?:\\s+${unit})?|\\bleft\\s+(\\d+)`)
    .exec(t);
  const drop = /\b(?:remove|delete|drop|strip|without|cut|skip|except)\b/.test(t);
  if (left && drop) {
    const n = left[1] ?? left[2];
    return perRow(`=MID(${c},${+n + 1},LEN(${c}))`, `Keeps everything in ${c} after its first ${n} characters.`);
  }
  if (left) {
    const n = left[1] ?? left[2];
    return perRow(`=LEFT(${c},${n})`, `Keeps the first ${n} characters of ${c}.`);
  }
  const right = new RegExp(
    `\\b(?:last|right(?:most)?|final|trailing|ending)\\s+(\\d+)(?:\\s+${unit})?|\\bright\\s+(\\d+)`,
  ).exec(t);
  if (right && drop) {
    const n = right[1] ?? right[2];
    return perRow(`=LEFT(${c},LEN(${c})-${n})`, `Keeps everything in ${c} except its last ${n} characters.`);
  }
  if (right) {
    const n = right[1] ?? right[2];
    return perRow(`=RIGHT(${c},${n})`, `Keeps the last ${n} characters of ${c}.`);
  }
  return null;
};

/** Text before or after a character: LEFT/FIND and MID/FIND, which every platform version has. */
export const buildAround: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c) return null;
  const m = /\b(before|after|up to|following|to the left of|to the right of|left of|right of)\s+/.exec(ctx.lower);
  // "the email without the @ and the domain" keeps the part before the @.
  const noDomain = /\b(?:without|minus|drop|remove|strip)\b[^.]*\bdomain\b/.test(ctx.lower);
  const domain = /\bdomain\b/.test(ctx.lower) && !noDomain;
  const user = /\busername\b|\buser name\b/.test(ctx.lower) || noDomain;
  let ch = m ? readCharacter(ctx.masked.slice(m.index + m[0].length)) : null;
  if (!ch && (domain || user)) ch = { value: "@", length: 0 };
  if (!ch) return null;
  const before = m ? /^(?:before|up to|to the left of|left of)$/.test(m[1]) : user;
  const s = str(ch.value);
  // "the domain without the .com", "after the @ and up to the first dot": the text between two marks.
  const ending = before ? null : endMark(ctx.masked.slice(m ? m.index + m[0].length : 0));
  if (ending) return textBetween(c, ch.value, ending);
  return before
    ? perRow(`=LEFT(${c},FIND(${s},${c})-1)`, `FIND locates the first ${s} in ${c}; LEFT keeps everything before it.`)
    : perRow(
      `=MID(${c},FIND(${s},${c})+1,LEN(${c}))`,
      `FIND locates the first ${s} in ${c}; MID keeps everything after it.`,
    );
};

export const wordCountWords =
  /\bhow many words\b|\bwords? count\b|\bnumber of words\b|\bcount (?:of |the |all the )?words\b/;

/**
 * The words in one cell: the spaces between them plus 1, on the trimmed text, so double spaces ("careful, there are
 * double spaces") are no task of their own and never a condition to count.
 */
export const buildWordCount: Builder = (ctx) => {
  if (ctx.refs.length !== 1 || ctx.refs[0].kind !== "cell" || !wordCountWords.test(ctx.lower)) return null;
  const c = ctx.refs[0].text;
  return perRow(
    `=IF(LEN(TRIM(${c}))=0,0,LEN(TRIM(${c}))-LEN(SUBSTITUTE(TRIM(${c})," ",""))+1)`,
    `Counts the spaces between words in ${c} and adds 1; an empty cell gives 0.`,
  );
};

/** TRIM, UPPER, LOWER, PROPER, LEN, VALUE. */
export const buildTextFunction: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c) return null;
  const t = ctx.lower;
  if (/\bremove all (?:the )?spaces\b|\bno spaces\b|\bwithout (?:any )?spaces\b/.test(t)) {
    return perRow(`=SUBSTITUTE(${c}," ","")`, `Removes every space from ${c}.`);
  }
  if (
    /\btrim(?:s|med|ming)?\b|\bextra spaces\b|\b(?:leading|trailing|double|random|junk|stray|messy|excess|unwanted|multiple) spaces\b|\bspaces? (?:at|from) the (?:start|end)\b|\bonly single spaces\b/
      .test(t)
  ) {
    // "trim I4 and then make it proper case", "length after trimming": the trimmed text goes on to the next step.
    const then = caseWrap(t) ?? (/\bcapitali[sz]e\b/.test(t) ? "PROPER" : null);
    if (then) return perRow(`=${then}(TRIM(${c}))`, `Trims the spaces in ${c}, then changes its letters with ${then}.`);
    if (/\blen\b|\blength\b|\bhow many characters\b|\bnumber of characters\b/.test(t)) {
      return perRow(`=LEN(TRIM(${c}))`, `Counts the characters of ${c} once the extra spaces are trimmed.`);
    }
    return perRow(`=TRIM(${c})`, `Removes spaces at the start and end of ${c} and turns double spaces into one.`);
  }
  if (
    /\bhow many characters\b|\blength\b|\bnumber of characters\b|\bcharacter count\b|\bcount (?:the )?characters\b|\blen\b|\bhow long is (?:the |this |that |each )?(?:text|name|string|word|code|comment|description|title|entry)\b/
      .test(t)
  ) {
    return perRow(`=LEN(${c})`, `Counts the characters in ${c}, spaces included.`);
  }
  if (/\btext to (?:a )?number\b|\bstored as text\b|\bto (?:a )?(?:real )?number\b|\bnumber from text\b/.test(t)) {
    return perRow(
      `=VALUE(${c})`,
      `Turns the number written as text in ${c} into a real number you can calculate with.`,
    );
  }
  if (/\bonly the first letter\b|\bfirst letter only\b|\bsentence case\b|\bjust the first letter\b/.test(t)) {
    return perRow(
      `=UPPER(LEFT(${c},1))&LOWER(MID(${c},2,LEN(${c})))`,
      `Capitalises the first letter of ${c} and puts the rest in small letters.`,
    );
  }
  const wrap = caseWrap(t) ?? (/\bcapitali[sz]e\b/.test(t) ? "PROPER" : null);
  if (wrap) {
    const words = { UPPER: "capital letters", LOWER: "small letters", PROPER: "a capital at the start of each word" };
    return perRow(`=${wrap}(${c})`, `Shows the text of ${c} in ${words[wrap as keyof typeof words]}.`);
  }
  return null;
};

function readText(text: string): { value: string; length: number } | null {
  const ch = readCharacter(text);
  if (ch) return ch;
  const nothing = /^(?:nothing|blank|empty|an empty string|none)\b/i.exec(text);
  if (nothing) return { value: "", length: nothing[0].length };
  const word = /^[\w&]+/.exec(text);
  return word ? { value: word[0], length: word[0].length } : null;
}

/** "P-1002" → "SKU-1002" changes "P-" to "SKU-": whole runs of letters and digits both share are left out. */
function differingPart(from: string, to: string): [string, string] {
  const a = from.match(/[A-Za-z0-9]+|[^A-Za-z0-9]/g)!;
  const b = to.match(/[A-Za-z0-9]+|[^A-Za-z0-9]/g)!;
  const word = (t: string) => /^[A-Za-z0-9]/.test(t);
  while (a.length > 1 && b.length > 1 && a[a.length - 1] === b[b.length - 1] && word(a[a.length - 1])) {
    a.pop();
    b.pop();
  }
  while (a.length > 1 && b.length > 1 && a[0] === b[0] && word(a[0])) {
    a.shift();
    b.shift();
  }
  return [a.join(""), b.join("")];
}

/** "replace X with Y in A2", "remove dashes from A2". */
export const buildSubstitute: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c) return null;
  const text = ctx.masked;
  const verb =
    /\b(?:replace|substitute|swap|change|rename|switch)(?:d|ed)?\s+(?:out\s+)?(?:all\s+|every\s+|each\s+)?(?:the\s+)?(?:occurrences? of\s+)?(?:(?:the\s+)?(?:word|text|string|letters?|name)\s+)?(?:from\s+)?/i
      .exec(text);
  // "change the code in E2 from P-1002 to SKU-1002": the part that differs is what changes.
  const fromTo =
    /\b(?:change|turn|convert|replace|switch|rename|update)\w*\b[^.]*?\bfrom\s+([^\s⟦]*[\w-][^\s⟦]*)\s+(?:to|into|with)\s+([^\s⟦]*\w)/i
      .exec(text);
  if (fromTo && /\W/.test(fromTo[1] + fromTo[2])) {
    const [from, to] = differingPart(fromTo[1], fromTo[2]);
    if (from) {
      return perRow(
        `=SUBSTITUTE(${c},${str(from)},${str(to)})`,
        `Replaces ${str(from)} in ${c} with ${str(to)}, as in ${fromTo[1]} → ${fromTo[2]}.`,
      );
    }
  }
  // "% change from Score to Test 2", "the change in price": a difference, not a rename.
  const noun = verb && /(?:%|\bpercent(?:age)?|\bthe|\ba|\bnet|\btotal|\boverall|\bprice|\bvalue)\s*$/i.test(
    text.slice(0, verb.index),
  );
  if (verb && !noun) {
    const said = readText(text.slice(verb.index + verb[0].length));
    if (!said) return null;
    // "names say Steel but we renamed it to Metal": "it" is the word the cells say.
    const it = /^(?:it|them|that|this)$/i.test(said.value)
      ? /\b(?:says?|reads?|shows?|called|named|contains?|have|has)\s+(?:the\s+word\s+)?("[^"]+"|'[^']+'|[A-Z][\w&-]*)/
        .exec(
          text.slice(0, verb.index),
        )
      : null;
    if (/^(?:it|them|that|this)$/i.test(said.value) && !it) return null;
    const from = it ? { value: it[1].replace(/^["']|["']$/g, ""), length: said.length } : said;
    const rest = text.slice(verb.index + verb[0].length + from.length);
    const w = /^\s*(?:in\s+⟦\d+⟧\s+)?(?:with|by|for|to|into)\s+(?:the\s+)?(?:(?:word|text)\s+)?/i.exec(rest);
    const to = w ? readText(rest.slice(w[0].length)) : null;
    if (!to) return null;
    return perRow(
      `=SUBSTITUTE(${c},${str(from.value)},${str(to.value)})`,
      `Replaces every ${str(from.value)} in ${c} with ${to.value ? str(to.value) : "nothing"}.`,
    );
  }
  const remove = /\b(?:remove|delete|strip)\s+(?:all\s+)?(?:the\s+)?/i.exec(text);
  const what = remove ? readCharacter(text.slice(remove.index + remove[0].length)) : null;
  if (!what) return null;
  return perRow(`=SUBSTITUTE(${c},${str(what.value)},"")`, `Removes every ${str(what.value)} from ${c}.`);
};

/** Joins cells or a range with a separator: & for a few cells, TEXTJOIN for a range (both platforms). */
export const buildJoin: Builder = (ctx) => {
  if (ctx.refs.length === 0) return null;
  const sepAt =
    /\b(?:with|separated by|separate by|by|using|and|put)\s+(?:a\s+|an\s+)?(?=["']|comma|space|dash|hyphen|semi|colon|slash|underscore|dot|period|pipe)/i
      .exec(ctx.masked);
  // "comma separated", "semicolon-delimited": the separator said before the word.
  const before = /\b(comma|semi-?colon|colon|space|dash|hyphen|slash|pipe|tab)[- ](?:separated|delimited)\b/i.exec(
    ctx.masked,
  );
  const ch = sepAt
    ? readCharacter(ctx.masked.slice(sepAt.index + sepAt[0].length))
    : before
    ? readCharacter(before[1])
    : null;
  const range = ctx.refs.find((r) => r.kind === "range");
  // "Department - City for row 2": the cells of one row, never a column joined into one text.
  if (range && /\brow \d+\b/.test(ctx.lower) && !/^(\d+):\1$/.test(rowSpan(range))) return null;
  const cells = ctx.refs.map((r) => r.text);
  // "(e.g. HR - london)": the sample shows what goes between the parts, when the request does not say it.
  const shown = !ch && ctx.examples?.output
    ? literalsFrom((range ? [range, range] : cells).map(() => ({ initial: false })), ctx.examples.output)
    : null;
  const sep = ch ? ch.value : shown?.[1] ?? (/\bspace\b/.test(ctx.lower) ? " " : "");
  if (range && ctx.refs.length === 1) {
    return {
      formula: `=TEXTJOIN(${str(sep)},TRUE,${range.text})`,
      explanation: `Joins the texts in ${range.text} into one, with ${sep ? str(sep) : "nothing"} between them; ` +
        `TRUE skips empty cells.`,
    };
  }
  if (cells.length < 2) return null;
  const literals = shown ?? ["", ...cells.map((_, i) => i < cells.length - 1 ? sep : "")];
  const said = (text: string) => text ? [str(text)] : [];
  const parts = cells.flatMap((cell, i) => [...said(literals[i]), cell]).concat(said(literals[cells.length]));
  return perRow(
    `=${parts.join("&")}`,
    `Joins ${cells.join(", ")} into one text${sep ? `, with ${str(sep)} between them` : ""}; & glues texts together.`,
  );
};

/** Where a character or word first appears in a cell: FIND for symbols (exact), SEARCH for words (any case). */
export const buildFind: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c || ctx.refs[0].kind !== "cell") return null;
  const m = /\b(?:the\s+)?(?:word|text|character|letter)\s+(?=\S)/i.exec(ctx.masked) ??
    /\b(?:position of|where|find|locate|search for)\s+(?:the\s+)?/i.exec(ctx.masked);
  if (!m) return null;
  const ch = readText(ctx.masked.slice(m.index + m[0].length));
  if (!ch || !ch.value) return null;
  const fn = /^\w/.test(ch.value) && ch.value.length > 1 ? "SEARCH" : "FIND";
  return perRow(
    `=${fn}(${str(ch.value)},${c})`,
    `Gives the position of the first ${
      str(ch.value)
    } in ${c} (1 is the first character); an error means it is not there.`,
  );
};

/** Sheets' SPLIT and Excel's TEXTSPLIT: split a cell into columns. */
export const buildSplit: Builder = (ctx) => {
  const c = subject(ctx);
  if (!c) return null;
  const at = /\b(?:at|by|on|with|using)\s+(?:the\s+|each\s+|every\s+)?/i.exec(
    ctx.masked.slice(ctx.masked.search(/\bsplit\b/i)),
  );
  const ch = at ? readCharacter(ctx.masked.slice(ctx.masked.search(/\bsplit\b/i) + at.index + at[0].length)) : null;
  const sep = ch?.value.trim() === "," ? "," : ch?.value ?? " ";
  const fn = ctx.platform === "sheets" ? "SPLIT" : "TEXTSPLIT";
  return {
    formula: `=${fn}(${c},${str(sep)})`,
    explanation: `Splits the text in ${c} at each ${str(sep)} and puts each piece in its own cell to the right.`,
    spills: true,
  };
};
