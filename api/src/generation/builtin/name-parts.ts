import { str } from "./criteria.ts";
import { type Builder, perRow } from "./plan-context.ts";
import { firstCell } from "./references.ts";
import { caseWrap } from "./text-case.ts";

/**
 * "second" is the word after the first space: the last name, or the middle one when there is one; "whole" is all of
 * another cell ("then the department from E2").
 */
type Part = "first" | "second" | "middle" | "last" | "whole";

/** One piece of the text: a part of the name in `cell`, or its first letter. */
interface Piece {
  part: Part;
  initial: boolean;
  at: number;
  end: number;
  cell?: string;
}

const firstNameOf = (c: string) => `LEFT(${c},FIND(" ",${c})-1)`;
const lastNameOf = (c: string) => `TRIM(RIGHT(SUBSTITUTE(${c}," ",REPT(" ",100)),100))`;
const middleNameOf = (c: string) => `MID(${c},FIND(" ",${c})+1,FIND(" ",${c},FIND(" ",${c})+1)-FIND(" ",${c})-1)`;

function formulaOf(piece: Piece, c: string): string {
  if (piece.part === "whole") return c;
  if (!piece.initial) {
    return piece.part === "first" ? firstNameOf(c) : piece.part === "last" ? lastNameOf(c) : middleNameOf(c);
  }
  if (piece.part === "first") return `LEFT(${c},1)`;
  return piece.part === "last" ? `LEFT(${lastNameOf(c)},1)` : `MID(${c},FIND(" ",${c})+1,1)`;
}

const partWords = "(first name|forename|given name|last name|surname|family name|middle name)";
const partOf = (words: string): Part =>
  /first|fore|given/.test(words) ? "first" : /middle/.test(words) ? "middle" : "last";

// "skip the middle bit", "some have a middle name": a part the request talks about but does not want.
const unwanted =
  /\b(?:skip(?:ping)?|ignor(?:e|ing)|without|no|ha(?:s|ve|ving)|with|there'?s|there is|may be|even|some)\s+(?:an?\s+|the\s+|any\s+)?$/;

/** The name pieces the request asks for, in the order it says them. */
function readPieces(t: string): Piece[] {
  const pieces: Piece[] = [];
  const taken = (at: number, end: number) => pieces.some((p) => at < p.end && end > p.at);
  const initialOf = new RegExp(
    `\\b(?:(?:first|1st) (?:letter|initial|character)|initial)s? of (?:the |their |his |her |each )?${partWords}`,
    "g",
  );
  for (const m of t.matchAll(initialOf)) {
    pieces.push({ part: partOf(m[1]), initial: true, at: m.index!, end: m.index! + m[0].length });
  }
  for (const m of t.matchAll(/\b(first|middle|last|surname|family name)\s+initial\b(?!s)/g)) {
    if (!taken(m.index!, m.index! + m[0].length)) {
      pieces.push({ part: partOf(m[1]), initial: true, at: m.index!, end: m.index! + m[0].length });
    }
  }
  // "first and last name": two parts said with one noun.
  for (const m of t.matchAll(/\b(first|middle|last) (?:and|&) (first|middle|last) names?\b/g)) {
    if (/\b(?:letter|initial|character)s? of (?:the |their )?$/.test(t.slice(0, m.index!))) continue;
    const second = m.index! + m[0].lastIndexOf(m[2]);
    pieces.push({ part: partOf(m[1]), initial: false, at: m.index!, end: m.index! + m[1].length });
    pieces.push({ part: partOf(m[2]), initial: false, at: second, end: m.index! + m[0].length });
  }
  for (const m of t.matchAll(new RegExp(`\\b${partWords}`, "g"))) {
    const end = m.index! + m[0].length;
    if (taken(m.index!, end) || unwanted.test(t.slice(Math.max(0, m.index! - 30), m.index!))) continue;
    pieces.push({ part: partOf(m[1]), initial: false, at: m.index!, end });
  }
  // "initials": the first letter of the first and of the second word.
  for (const m of t.matchAll(/\binitials\b/g)) {
    if (taken(m.index!, m.index! + m[0].length)) continue;
    pieces.push({ part: "first", initial: true, at: m.index!, end: m.index! });
    pieces.push({ part: "second", initial: true, at: m.index!, end: m.index! + m[0].length });
  }
  // "surname then initial": a lone initial is the first name's.
  for (const m of t.matchAll(/\binitial\b(?!s)/g)) {
    if (!taken(m.index!, m.index! + m[0].length)) {
      pieces.push({ part: "first", initial: true, at: m.index!, end: m.index! + m[0].length });
    }
  }
  // "initials (first letter of first and last name)": the words after it explain the initials, not more pieces.
  const initialsOnly = /\binitials\b/.test(t) ? pieces.filter((p) => p.initial) : pieces;
  return initialsOnly.sort((a, b) => a.at - b.at);
}

/**
 * The literal text around and between the pieces, read off a sample ("Roberts D." → "", " ", "."; "Hi Carla," →
 * "Hi ", ","; "dtaylor" → "", "", ""): each piece takes one word of the sample, an initial one letter, and whatever
 * is left over is text to write as it is. Null when the sample does not fit the pieces.
 */
export function literalsFrom(pieces: { initial: boolean }[], sample: string): string[] | null {
  return alignSample(pieces, sample)?.literals ?? null;
}

function alignSample(
  pieces: { initial: boolean; part?: Part }[],
  sample: string,
): { literals: string[]; taken: string[] } | null {
  const words = [...sample.matchAll(/[A-Za-z][A-Za-z'-]*/g)].map((m) => ({
    at: m.index!,
    end: m.index! + m[0].length,
  }));
  // A leading word may be text of its own ("Hi Carla,"); one left after the pieces may not.
  for (let skip = 0; skip <= Math.min(1, words.length); skip++) {
    const spans: [number, number][] = [];
    let w = skip;
    let inside = -1;
    for (const piece of pieces) {
      if (inside >= 0) {
        spans.push(piece.initial ? [inside, inside + 1] : [inside, words[w - 1].end]);
        inside = piece.initial && inside + 1 < words[w - 1].end ? inside + 1 : -1;
        continue;
      }
      const word = words[w++];
      if (!word) break;
      if (piece.initial) {
        spans.push([word.at, word.at + 1]);
        inside = word.end > word.at + 1 ? word.at + 1 : -1;
      } else if (piece.part === "whole" && piece === pieces[pieces.length - 1]) {
        // A whole cell at the end may hold several words ("Human Resources").
        spans.push([word.at, words[words.length - 1].end]);
        w = words.length;
      } else spans.push([word.at, word.end]);
    }
    if (spans.length !== pieces.length || inside >= 0 || w !== words.length) continue;
    const literals = [sample.slice(0, spans[0][0])];
    spans.forEach(([, end], i) => literals.push(sample.slice(end, spans[i + 1]?.[0] ?? sample.length)));
    // A word of its own before the pieces is a greeting ("Hi ", "Dear "), never part of a bracket or a list.
    const greeting = skip === 0 || /^[A-Za-z]+ $/.test(literals[0]);
    if (greeting && literals.every((l) => (l.match(/[A-Za-z]+/g) ?? []).length <= 1)) {
      return { literals, taken: spans.map(([at, end]) => sample.slice(at, end)) };
    }
  }
  return null;
}

const placeholder =
  /(?<![a-z])(?:(first)[_ ]?name|f(name)|(last)[_ ]?name|l(name)|(surname)|(first)(?![a-z])|(last)(?![a-z]))(?![a-z])/gi;

/** "like firstname.lastname@example.com": a sample written with the parts' own names, and the text around them. */
function template(sample: string, at: number): { pieces: Piece[]; literals: string[] } | null {
  const found = [...sample.matchAll(placeholder)];
  if (found.length === 0) return null;
  const pieces = found.map((m): Piece => ({
    part: /^f/i.test(m[0]) ? "first" : "last",
    initial: false,
    at,
    end: at,
  }));
  const literals = [sample.slice(0, found[0].index)];
  found.forEach((m, i) => literals.push(sample.slice(m.index! + m[0].length, found[i + 1]?.index ?? sample.length)));
  return { pieces, literals };
}

/** Literals when no sample says them: a separator the request names, else a space, or nothing for a username. */
function literalsSaid(pieces: Piece[], t: string): string[] {
  const between = pieces.every((p) => p.initial)
    ? ""
    : /\bcomma\b/.test(t)
    ? ", "
    : /\busername\b|\buser name\b|\blogin\b|\bemail\b|\bno spaces?\b|\bwithout (?:a )?spaces?\b/.test(t)
    ? ""
    : " ";
  const dotted = /\b(?:with|and|followed by|plus) (?:a |the )?(?:dot|period|full stop)s?\b/.test(t);
  return [
    "",
    ...pieces.map((p, i) => (p.initial && dotted ? "." : "") + (i < pieces.length - 1 ? between : "")),
  ];
}

/** The case a piece of a sample is written in: "taylor" lower, "SMITH" upper; a capital initial says nothing. */
function caseOf(word: string): string | null {
  if (word === word.toLowerCase()) return "LOWER";
  return word.length > 1 && word === word.toUpperCase() ? "UPPER" : null;
}

/**
 * A name taken apart and put back together: "first name", "middle name from A7", "surname then initial with a
 * dot, so Roberts D.", "first letter of the first name then the surname, all lower case", "a greeting like Hi
 * Carla,". Each part comes from LEFT/MID/FIND, which every platform has; the text between the parts comes from
 * the sample the request shows, or the separator it names.
 */
export const buildNameParts: Builder = (ctx) => {
  const t = ctx.lower;
  const refs = ctx.refs;
  if (refs.length === 0 || refs.length > 3 || (refs.length > 1 && refs.some((r) => r.kind !== "cell"))) return null;
  const shown = ctx.examples?.output && refs.length === 1 ? template(ctx.examples.output, 0) : null;
  const named = shown?.pieces ?? readPieces(t);
  if (named.length === 0) return null;
  // Each part of a name comes from the cell said after it ("first name from A2"); another cell is used whole.
  const marks = refs.map((r, i) => ({ cell: firstCell(r), at: t.indexOf(`⟦${i}⟧`) }));
  for (const p of named) p.cell = (marks.find((m) => m.at >= p.end) ?? marks[marks.length - 1]).cell;
  const wholes: Piece[] = marks.filter((m) => !named.some((p) => p.cell === m.cell))
    .map((m) => ({ part: "whole", initial: false, at: m.at, end: m.at, cell: m.cell }));
  const pieces = [...named, ...wholes].sort((a, b) => a.at - b.at);
  const c = marks.map((m) => m.cell).join(" and ");
  // A sample the pieces cannot make ("like Smith, John (Sales)") asks for something else.
  const sample = ctx.examples?.output && !shown ? alignSample(pieces, ctx.examples.output) : null;
  if (ctx.examples?.output && !shown && !sample) return null;
  const literals = shown?.literals ?? sample?.literals ?? literalsSaid(pieces, t);
  // A whole cell's case says nothing: "HR" is how the department is written, not a case to make.
  const cases = pieces.map((p, i) => sample && p.part !== "whole" ? caseOf(sample.taken[i]) : null);
  // "SMITH John": each piece in its own case; "dtaylor": one case for the whole text.
  const one = cases.every((k) => k === cases[0]) ? cases[0] : null;
  let formula = literals[0] ? str(literals[0]) : "";
  pieces.forEach((p, i) => {
    const own = one || !cases[i] ? formulaOf(p, p.cell!) : `${cases[i]}(${formulaOf(p, p.cell!)})`;
    formula += `${formula ? "&" : ""}${own}${literals[i + 1] ? `&${str(literals[i + 1])}` : ""}`;
  });
  const mixed = cases.some((k) => k !== cases[0]);
  const wrap = one ?? (mixed ? null : caseWrap(t));
  const names = pieces.map((p) =>
    p.part === "whole" ? `the text of ${p.cell}` : `${p.initial ? "the first letter of " : ""}the ${p.part} name`
  );
  const explanation = pieces.length === 1 && !literals.some(Boolean)
    ? `Takes ${names[0]} out of ${c}, using the spaces between the words` +
      (pieces[0].part === "last" && !pieces[0].initial ? `, so a middle name is skipped.` : ".")
    : `Builds the text from ${c}: ${names.join(", then ")}, with the text between them written as it is.`;
  return perRow(wrap ? `=${wrap}(${formula})` : `=${formula}`, explanation);
};
