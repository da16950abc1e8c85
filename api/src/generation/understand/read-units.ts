import { distance } from "fastest-levenshtein";
import type { Binding } from "./bind-columns.ts";
import { fullLemma, isGlue, lookUp, type Sense } from "./lexicon.ts";
import { type Token, tokenize } from "./tokens.ts";

/**
 * The request as the parser reads it: places the binder found, numbers, dates, quoted values, signs, and words
 * with the senses the lexicon gives them (none for a word it does not know: a value or a word to account for).
 */
export type Unit =
  | { kind: "column"; column: number; start: number; end: number; text: string }
  | { kind: "cell"; cell: number; start: number; end: number; text: string }
  | { kind: "block"; place: string; start: number; end: number; text: string }
  | { kind: "rows"; start: number; end: number; text: string }
  | Exclude<Token, { kind: "word" } | { kind: "place" }>
  | { kind: "word"; text: string; senses: Sense[]; misspelt: boolean; start: number; end: number };

/** Tags the request: the binder's places first, then the columns' names, then the lexicon's phrases. */
export function readUnits(text: string, binding: Binding): Unit[] {
  const tokens = tokenize(text, binding.spans);
  const units: Unit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === "place") {
      const refers = binding.spans[token.index].refers;
      const { start, end, text } = token;
      if ("column" in refers) units.push({ kind: "column", column: refers.column, start, end, text });
      else if ("cell" in refers) units.push({ kind: "cell", cell: refers.cell, start, end, text });
      else if ("block" in refers) units.push({ kind: "block", place: refers.block, start, end, text });
      else units.push({ kind: "rows", start, end, text });
      continue;
    }
    // "% of": a sign that starts a phrase of the lexicon.
    const phraseSign = token.kind === "sign" && token.text === "%" && tokens[i + 1]?.kind === "word";
    if (token.kind !== "word" && !phraseSign) {
      units.push(token);
      continue;
    }
    const words = wordsFrom(tokens, i);
    // "weighted average" with a Weight column: a longer phrase of the lexicon wins over a column's name.
    const phrase = lookUp(words);
    const named = nameAt(words, binding);
    if (named && !(phrase && !phrase.misspelt && phrase.length > named.length)) {
      const last = tokens[i + named.length - 1];
      units.push({
        kind: "column",
        column: named.column,
        start: token.start,
        end: last.end,
        text: text.slice(token.start, last.end),
      });
      i += named.length - 1;
      continue;
    }
    // "IT", "HR", "US": a word in capitals is a name even where its small letters are glue ("it", "us").
    const shouted = /^[A-Z]{2,}$/.test(token.text) &&
      lookUp([token.text])?.senses.every(isGlue);
    const match = shouted ? null : lookUp(words);
    if (match) {
      const last = tokens[i + match.length - 1];
      units.push({
        kind: "word",
        text: text.slice(token.start, last.end),
        senses: match.senses,
        misspelt: match.misspelt,
        start: token.start,
        end: last.end,
      });
      i += match.length - 1;
      continue;
    }
    if (token.kind === "sign") units.push(token);
    else {units.push({
        kind: "word",
        text: token.text,
        senses: [],
        misspelt: false,
        start: token.start,
        end: token.end,
      });}
  }
  return units;
}

/**
 * The words (and signs that may sit in a phrase, "% of"; numbers after a word, "Test 2") from token i on, up to the
 * next other token.
 */
function wordsFrom(tokens: Token[], i: number): string[] {
  const words: string[] = [];
  for (let j = i; j < tokens.length && words.length < 7; j++) {
    const t = tokens[j];
    if (t.kind === "word") words.push(t.text);
    else if (t.kind === "sign" && /^[&=<>%+]/.test(t.text)) words.push(t.text);
    // "Test 2": a header may end in a number.
    else if (t.kind === "number" && j > i && !t.percent && !t.ordinal) words.push(t.text);
    else break;
  }
  return words;
}

const columnTails = new Set(["name", "column", "col", "field", "valu", "entri", "mark", "score", "figur", "date"]);

/**
 * A column named at the start of `words`: its whole name as lemmas ("unit prices" → Unit price), the last word of a
 * name no other column shares ("price"), or a single long name misspelt by one letter ("regoin").
 */
function nameAt(words: string[], binding: Binding): { column: number; length: number } | null {
  // "dept", "qty": a short form stands for its word.
  // "last year's numbers": a possessive names the column too.
  const lemmas = words.map((said) => fullLemma(said.replace(/(?<=[a-z])['’]s$/i, "")));
  let best: { column: number; length: number } | null = null;
  binding.columns.forEach((column, index) => {
    for (const name of column.names) {
      if (name.length <= lemmas.length && name.every((w, k) => w === lemmas[k])) {
        if (!best || name.length > best.length) best = { column: index, length: name.length };
      }
    }
  });
  // "the customer name", "the amount column": a word that only says it is a column or its entries goes with the name.
  // "unit price" for a column named price: a lower-case word the lexicon does not know (or knows only as a kind of
  // column), before a column's one-word name, is part of how the person calls it.
  // The first word as the lexicon knows it, asked once for every test below.
  const known = lookUp([words[0]]);
  if (
    !best && /^[a-z]+$/.test(words[0]) && (!known || known.senses.every((s) => s.kind === "type")) && lemmas[1]
  ) {
    // Only before a column of numbers: "the decor category" names a value of the category.
    const owner = binding.columns.findIndex((c) =>
      c.kind === "number" && c.names.some((n) => n.length === 1 && n[0] === lemmas[1])
    );
    if (owner >= 0) best = { column: owner, length: 2 };
  }
  if (best) {
    const found: { column: number; length: number } = best;
    const next = lemmas[found.length];
    // "deal Value" names two columns; "Test 2 score" one, as a column of numbers is already what is scored.
    const another = binding.columns.some((c) => c.names.some((n) => n.length === 1 && n[0] === next));
    // "Test 2 score": a column named with a number is a column of numbers.
    const numbers = binding.columns[found.column].kind === "number" ||
      binding.columns[found.column].names.some((n) => /^\d+$/.test(n[n.length - 1]));
    return next && columnTails.has(next) && (!another || numbers) ? { ...found, length: found.length + 1 } : found;
  }
  const first = lemmas[0];
  // "tasks that are due" with a Due date column: the first word of a name no other column shares.
  const firstWords = binding.columns.map((c) => c.names.filter((n) => n.length > 1).map((n) => n[0]));
  const leaders = firstWords.flatMap((names, index) => names.includes(first) ? [index] : []);
  // "which product" with a Product names column: a word for the rows names the column its name starts.
  const tailed = leaders.length === 1 &&
    binding.columns[leaders[0]].names.some((n) => n.length === 2 && n[0] === first && columnTails.has(n[1]));
  const typed = known?.senses.some((s) => !["type", "fill", ...(tailed ? ["rows"] : [])].includes(s.kind));
  if (
    leaders.length === 1 && first.length >= 3 && !typed &&
    !binding.columns.some((c) => c.names.some((n) => n[0] === first && n.length === 1))
  ) {
    return { column: leaders[0], length: 1 };
  }
  const lastWords = binding.columns.map((c) => c.names.map((n) => n[n.length - 1]));
  const owners = lastWords.flatMap((names, index) => names.includes(first) ? [index] : []);
  if (owners.length === 1 && first.length >= 3 && !known?.senses.some((s) => s.kind !== "type")) {
    return { column: owners[0], length: 1 };
  }
  if (words[0].length >= 5 && !known) {
    const close = binding.columns.flatMap((c, index) =>
      c.names.some((n) => n.length === 1 && n[0].length >= 4 && distance(n[0], first) === 1) ? [index] : []
    );
    if (close.length === 1) return { column: close[0], length: 1 };
  }
  return null;
}
