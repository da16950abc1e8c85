import { createRequire } from "node:module";
import type { Table } from "../inputs/table.ts";
import { analysisWords, lookUp, measureKinds } from "../understand/lexicon.ts";
import { misspelt } from "./misspellings.ts";
import { wordsOf, wordSpans } from "./words.ts";

let english: ReadonlySet<string> | undefined;

/** ~275,000 English words, British spellings among them, read the first time a question has a word to check. */
function dictionary(): ReadonlySet<string> {
  english ??= new Set(createRequire(import.meta.url)("an-array-of-english-words") as string[]);
  return english;
}

const letters = "abcdefghijklmnopqrstuvwxyz";

/** Every string one letter left out, added, changed or two neighbours swapped away from `word`. */
function oneSlipFrom(word: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      found.add(head + letter + tail);
      if (tail) found.add(head + letter + tail.slice(1));
    }
  }
  found.delete(word);
  return found;
}

const lettersOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** The words the table is written in: its headers' words and its values' words, lower case. */
function tableWords(table: Table): Set<string> {
  const found = new Set<string>();
  for (const column of table.columns) {
    for (const word of lettersOf(column.name)) found.add(word);
    if (column.type !== "text") continue;
    const distinct = new Set(column.values.filter((cell): cell is string => typeof cell === "string").slice(0, 5_000));
    if (distinct.size > 500) continue;
    for (const value of distinct) for (const word of lettersOf(value)) found.add(word);
  }
  return found;
}

/** Two neighbouring letters swapped: "recieved", "unpiad". */
function swapped(typed: string, word: string): boolean {
  if (typed.length !== word.length) return false;
  const at = [...typed].findIndex((letter, i) => letter !== word[i]);
  return typed[at] === word[at + 1] && typed[at + 1] === word[at] && typed.slice(at + 2) === word.slice(at + 2);
}

/** A doubled letter written once, or a single one twice: "admisions", "occurence", "untill". */
function doubled(typed: string, word: string): boolean {
  const [short, long] = typed.length < word.length ? [typed, word] : [word, typed];
  if (long.length !== short.length + 1) return false;
  const at = [...long].findIndex((letter, i) => letter !== short[i]);
  return long[at] === long[at - 1] && long.slice(0, at) + long.slice(at + 1) === short;
}

// Shorter words are too often another word one letter off ("rate", "date") to correct.
const shortest = 5;

/** A word of the analyzer's own vocabulary: a word the lexicon knows, a kind of measure, a word shaping the answer. */
const known = (word: string) => measureKinds.has(word) || analysisWords.has(word) || lookUp([word], true) !== null;

/**
 * "revnue", "cleint", "priorty", "recieved": a word no dictionary and no cell or header holds, one slip from exactly
 * one word that the table, then the analyzer's vocabulary, then English holds, is that word. A word written with a
 * capital past the first is a name, and names are left as typed.
 */
export function correctSpelling(text: string, table: Table): string {
  const words = wordsOf(text);
  const spans = wordSpans(text, words);
  const own = tableWords(table);
  let corrected = "";
  let from = 0;
  words.forEach((word, at) => {
    const plain = /^[a-z]+$/.test(word.text) && (at === 0 || !/^[A-Z]/.test(word.written));
    if (!plain || word.text.length < shortest || own.has(word.text)) return;
    const english = dictionary();
    if (english.has(word.text) || known(word.text)) return;
    const near = [...oneSlipFrom(word.text)].filter((other) =>
      (own.has(other) || english.has(other)) && misspelt(word.text, other)
    );
    const inTable = near.filter((other) => own.has(other));
    const inVocabulary = near.filter(known);
    // Any English word: only by the slips that seldom make another word ("recieved" is received, not relieved;
    // "fillups" is no fillips).
    const likely = near.filter((other) => swapped(word.text, other) || doubled(word.text, other));
    const choice = [inTable, inVocabulary, likely].find((found) => found.length > 0);
    if (choice?.length !== 1) return;
    const [fix] = choice;
    const { start, end } = spans[at];
    corrected += text.slice(from, start) + (/^[A-Z]/.test(word.written) ? fix[0].toUpperCase() + fix.slice(1) : fix);
    from = end;
  });
  return corrected + text.slice(from);
}
