import { readFileSync } from "node:fs";
import { distance } from "fastest-levenshtein";
import { stemmer } from "stemmer";
import { firstNames } from "../builtin/first-names.ts";

/** One meaning a word or phrase can carry: its kind ("op"), its value ("sum") and how sure the lexicon is of it. */
export interface Sense {
  kind: string;
  value: string;
  weight: number;
}

/** A phrase of the lexicon, as stems and as written, with every sense the data gives it. */
interface Entry {
  stems: string[];
  phrase: string;
  senses: Sense[];
}

const files = ["operations", "comparators", "logic", "dates", "values", "columns", "filler", "transforms"];

// Words the Porter stemmer folds into another word: "ones" into "on" ("the closed ones" is not "closed on"), "hrs"
// into "hr" (hours, not HR), "stored" into "store" (a shop).
const ownStems = new Set(["ones", "hrs", "stored"]);

/** A word's lemma: its Porter stem, lower case ("totals", "totalling" → "total"). */
export function lemma(word: string): string {
  const lower = word.toLowerCase();
  return /^[a-z]+$/.test(lower) && !ownStems.has(lower) ? stemmer(lower) : lower;
}

// Senses that ask for nothing of their own: filler, and the glue that leads to a label ("say", "it's") or whose
// subject is the name before it ("sold to").
const glueKinds = new Set(["fill", "lead", "show", "relative"]);

/** Whether a sense is glue: it never asks for anything, whatever else the word may do. */
export const isGlue = (sense: Sense): boolean => glueKinds.has(sense.kind);

function readEntries(): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const file of files) {
    const text = readFileSync(new URL(`./lexicon/${file}.tsv`, import.meta.url), "utf8");
    for (const line of text.split("\n")) {
      if (!line.trim() || line.startsWith("#")) continue;
      const [phrase, sense, weight] = line.split("\t");
      const [kind, value = ""] = sense.split(":");
      const stems = phrase.trim().split(/\s+/).map(lemma);
      const key = stems.join(" ");
      const entry = entries.get(key) ?? { stems, phrase: phrase.trim().toLowerCase(), senses: [] };
      // "countif" and "countifs" share a stem: one sense each, at the larger weight.
      const same = entry.senses.find((s) => s.kind === kind && s.value === value);
      if (same) same.weight = Math.max(same.weight, Number(weight));
      else entry.senses.push({ kind, value, weight: Number(weight) });
      entries.set(key, entry);
    }
  }
  return entries;
}

const entries = readEntries();
const longest = Math.max(...[...entries.values()].map((e) => e.stems.length));
// Words long enough to be misspelt recognisably, for typo look-ups; only words that ask for something (an
// operation, a comparison, a wrapper…), since a name that happens to be near a word ("Lighting", "weight") is a value.
const asking = new Set(["op", "cmp", "neg", "wrap", "dir", "month", "hint"]);
const spellable = [...entries.values()].filter((e) =>
  e.stems.length === 1 &&
  (e.phrase.length >= 5 && e.senses.some((s) => asking.has(s.kind)) || e.phrase.length >= 6 && isFill(e))
);

// Long filler and words for the rows ("anything", "orders") misspelt are still themselves; short ones are too close
// to names to guess.
function isFill(entry: Entry): boolean {
  return entry.senses.every((s) => isGlue(s) || s.kind === "rows");
}

/** A match of the lexicon in a run of words: how many words it spans and its senses. */
export interface LexiconMatch {
  length: number;
  senses: Sense[];
  /** True when found by spelling tolerance rather than exactly. */
  misspelt: boolean;
}

/**
 * The longest phrase of the lexicon that starts at `words[0]`, matched on lemmas; failing that (unless `exact`), for a
 * single word of five or more letters, the lexicon word one edit away (two for words of eight or more), at four fifths of its
 * weight. Null when the words mean nothing to the lexicon.
 */
export function lookUp(words: string[], exact = false): LexiconMatch | null {
  const stems = words.slice(0, longest).map(lemma);
  for (let length = stems.length; length >= 1; length--) {
    const entry = entries.get(stems.slice(0, length).join(" "));
    if (entry) return { length, senses: entry.senses, misspelt: false };
  }
  if (exact) return null;
  const word = words[0] ?? "";
  // Four letters are too few to tell a slip from another word ("sqrt" is not "sort"); a capitalised word is a name.
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return null;
  const allowed = word.length >= 8 ? 2 : 1;
  let best: Entry | null = null;
  let bestDistance = allowed + 1;
  for (const entry of spellable) {
    const d = transposed(word, entry.phrase) ? 1 : distance(word, entry.phrase);
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  if (!best) return null;
  const senses = isFill(best)
    ? best.senses
    : best.senses.filter((s) => asking.has(s.kind)).map((s) => ({ ...s, weight: s.weight * 0.8 }));
  return { length: 1, senses, misspelt: true };
}

/** A word's lemma, a short form standing for its word ("dept" → "depart", "qty" → "quantiti"). */
export function fullLemma(word: string): string {
  return lemma(lookUp([word])?.senses.find((s) => s.kind === "abbr")?.value ?? word);
}

/** "make more than 70k": the column words a verb points the test after it to, as lemmas. */
export function hintsOf(word: string): string[] {
  return lookUp([word])?.senses.filter((s) => s.kind === "hint").map((s) => lemma(s.value)) ?? [];
}

const dataLines = (file: string) =>
  readFileSync(new URL(`./lexicon/${file}`, import.meta.url), "utf8").split("\n")
    .filter((line) => line.trim() && !line.startsWith("#")).map((line) => line.trim().split("\t"));
const peopleColumns = dataLines("people.tsv").map(([word]) => lemma(word));
const companyData = dataLines("companies.tsv");
const companySuffixes = new Set(companyData.filter(([kind]) => kind === "suffix").map(([, word]) => word));
const companyColumns = companyData.filter(([kind]) => kind === "column").map(([, word]) => lemma(word));

const freeText = dataLines("free-text.tsv").map(([word]) => lemma(word));

/** Whether a column's header words (as lemmas) say its cells are free text, contact details or codes ("Notes"). */
export const namesFreeText = (stems: string[]): boolean => stems.some((stem) => freeText.includes(stem));

/**
 * What a number column named by a word measures ("salary" money, "rating" a score, "age" an age), by the word as
 * written (lower case): stems would join words of other kinds ("expensive" is no expense).
 */
const measureKindLines = dataLines("measure-kinds.tsv");
export const measureKinds: ReadonlyMap<string, string> = new Map(
  measureKindLines.map(([word, kind]) => [word.toLowerCase(), kind]),
);

/** Words of a question about data that shape the answer (a chart, a comparison, the half year), not a column or value. */
export const analysisWords: ReadonlySet<string> = new Set(dataLines("analysis-words.tsv").map(([word]) => word));

/** Something that happens to a row (a hire, a cancellation): what would record it, and the header words that do. */
export interface RowEvent {
  need: string;
  recordedBy: ReadonlySet<string>;
}

const eventLines = dataLines("events.tsv");
const eventKinds = new Map(
  eventLines.filter(([word]) => word.startsWith("=")).map(([name, need, words]) => [
    name.slice(1),
    { need, recordedBy: new Set(words.split(" ")) },
  ]),
);

/** The event a word names ("left" → leaving), by the word as written in lower case. */
export const rowEvents: ReadonlyMap<string, RowEvent> = new Map(
  eventLines.filter(([word]) => !word.startsWith("=")).map(([word, name]) => [word, eventKinds.get(name)!]),
);

/** A one-letter code a column of them holds ("W" of a result) and the words that stand for it ("win", "won"). */
export interface Code {
  set: string;
  code: string;
  words: string[];
}

export const codes: readonly Code[] = dataLines("codes.tsv").map(([set, code, words]) => ({
  set,
  code,
  words: words.split(" "),
}));

/** A kind of table by its rows: the nouns that name them and the header words that tell the kind (row-kinds.tsv). */
export interface RowKind {
  nouns: string[];
  cues: string[];
  /** The kind of money (income, cost) a money column of these rows holds where its name says only that it is money. */
  money?: string;
}

export const rowKinds: readonly RowKind[] = dataLines("row-kinds.tsv").map(([nouns, cues, money]) => ({
  nouns: nouns.split(" "),
  cues: cues.split(" "),
  money,
}));

/** Measure words that name whatever column of their kind the table has ("money", "hours"), not one measure ("bonus"). */
export const anyOfKind: ReadonlySet<string> = new Set(
  measureKindLines.filter(([, , any]) => any === "any").map(([word]) => word.toLowerCase()),
);

/**
 * Column words (lemmas) whose values the lexicon can recognise (regions, stages, people, companies) or that hold free
 * text or codes: a word the lexicon does not know is not a value of any of them.
 */
export const closedColumns: ReadonlySet<string> = new Set([
  ...[...entries.values()].flatMap((e) => e.senses.filter((s) => s.kind === "class").map((s) => lemma(s.value))),
  ...peopleColumns,
  ...companyColumns,
  ...freeText,
]);

/** The kinds of column a value belongs to, as lemmas of column names ("open" is a status or a stage); empty for a value the lexicon does not know. */
export function classesOf(value: string): string[] {
  const classes = lookUp([value])?.senses.filter((s) => s.kind === "class").map((s) => lemma(s.value)) ?? [];
  const words = value.split(/\s+/);
  // "Acme Ltd": a company; "Hana", "Kara Walker": a person, by a first name or by the shape of a full name.
  if (words.length > 1 && companySuffixes.has(words[words.length - 1].toLowerCase())) {
    return [...classes, ...companyColumns];
  }
  const fullName = words.length === 2 && words.every((w) => /^[A-Z][a-z]+$/.test(w));
  return firstNames.has(words[0].toLowerCase()) || fullName ? [...classes, ...peopleColumns] : classes;
}

/** "avergae" for "average": two neighbouring letters swapped, one slip of the fingers. */
function transposed(word: string, target: string): boolean {
  if (word.length !== target.length) return false;
  const at = [...word].findIndex((c, k) => c !== target[k]);
  return at >= 0 && word[at] === target[at + 1] && word[at + 1] === target[at] &&
    word.slice(at + 2) === target.slice(at + 2);
}
