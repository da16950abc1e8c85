import { normalise } from "../builtin/normalise.ts";
import { escapePattern } from "../escape-pattern.ts";
import { monthNames } from "../month-names.ts";
import { lookUp } from "../understand/lexicon.ts";
import { misspelt } from "./misspellings.ts";

/** A word of a question or a column name: as typed (lower case), its stem, and where it stands. */
export interface Word {
  text: string;
  stem: string;
  index: number;
  /** As typed, capitals kept: "US" (a country) is not "us". */
  written: string;
}

// Forms no suffix rule reaches: "spent" has to meet a "Spend" column, "studied" a "Hours Studied" one.
// Verbs stay verbs: "units sold" names Units Sold, while "sales" (a noun) means revenue.
const irregular: Record<string, string> = {
  sold: "sell",
  sells: "sell",
  selling: "sell",
  spent: "spend",
  spending: "spend",
  people: "person",
  salespeople: "salesperson",
  salesmen: "salesman",
  bought: "buy",
  earned: "earn",
  earnings: "earn",
  scoring: "score",
  scored: "score",
  paying: "pay",
  paid: "pay",
  ordered: "order",
  ordering: "order",
  performing: "perform",
  visited: "visit",
  studied: "study",
  studying: "study",
  won: "win",
  made: "make",
};

/** A crude but predictable stem: plural and possessive endings off, so "regions", "region's" and "Region" meet. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/'s$|'$/, "");
  if (irregular[lower]) return irregular[lower];
  if (lower.length > 4 && lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (/(?:ch|sh|x|z|ss)es$/.test(lower) && lower.length > 4) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith("s") && !/(?:ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** Units in brackets are not what a column is about: "Area (km2)" is about area; nor is the "Y/N" of "Paid Y/N". */
export const bareName = (name: string) => name.replace(/\([^)]*\)|\[[^\]]*\]|\b(?:y\/n|yes\/no)\b/gi, " ");

/**
 * The words of a text, stemmed: camelCase and snake_case split, symbols dropped ("Revenue ($)" is one word,
 * "UnitsSold" two, but a unit such as "kWh" or "mAh", one small letter before its capital, one). Digits stay words of
 * their own, so "top 5" keeps its 5.
 */
export function wordsOf(text: string): Word[] {
  const spaced = text.replace(/([a-z]{2})([A-Z])/g, "$1 $2").replace(/([A-Za-z])(\d)|(\d)([A-Za-z])/g, "$1$3 $2$4");
  const found = spaced.match(/[a-z]+(?:'[a-z]+)?|\d+(?:[.,]\d+)*/gi) ?? [];
  return found.map((written, index) => {
    const text = written.toLowerCase();
    return { text, stem: stem(text), index, written };
  });
}

// Months the date reader looks for by their letters, so a slip in one ("Septmber") loses the date. Short months are
// left as typed: "Marco" is a name, not March misspelt.
const longMonths = monthNames.filter((month) => month.length >= 6);

/** "since Septmber": a word that is one long month misspelt, and no word the lexicon knows, is that month. */
function fixMonths(text: string): string {
  return text.replace(/\b[A-Za-z]{5,}\b/g, (word) => {
    const lower = word.toLowerCase();
    const near = longMonths.filter((month) => misspelt(lower, month));
    if (near.length !== 1 || lookUp([lower])?.misspelt === false) return word;
    return word[0] === word[0].toUpperCase() ? near[0][0].toUpperCase() + near[0].slice(1) : near[0];
  });
}

/** The request in the one shape the reader works on: spelling fixed, number words as digits, spaces single. */
export function normaliseQuestion(description: string): string {
  // "qty × price", "qty * price": the sign is no word, so it is read as one; "the most $" asks for money; "diff
  // suppliers" are different ones.
  const signs = description.replace(/[\u2013\u2014\u2212]/g, " - ").replace(
    /\s*×\s*|(?<=[a-z)])\s*\*\s*(?=[a-z(])/gi,
    " times ",
  )
    .replace(/(?<![\w$£€])[$£€](?![\s$£€]*\d)/g, " money ").replace(/(?<=[a-z)])\s*\+\s*(?=[a-z(])/gi, " plus ")
    .replace(/\bdiff\b(?=\s+[a-z]+s\b)/gi, "different").replace(/\bdiff?e?re?nt\b/gi, "different")
    .replace(/(\d)(kg|g|km|mi|kwh|hrs?|h|mins?|ml|l|lbs?|oz)\b/gi, "$1 $2")
    // "havent", "didnt": the apostrophe left out; "more then £80": "than" mistyped.
    .replace(/\b(have|has|had|is|was|were|are|do|does|did|could|would|should)nt\b/gi, "$1n't")
    .replace(
      /\b(more|less|fewer|greater|higher|lower|longer|shorter|bigger|smaller|larger|later|earlier|older|younger) then\b/gi,
      "$1 than",
    )
    // "longer than an hour": one of that unit, a number a threshold can read.
    .replace(
      /\b(than|over|under|at least|at most) an? (hour|day|week|month|year|minute|mile|kilometre|km|kg)\b/gi,
      "$1 1 $2",
    );
  return fixMonths(normalise(signs));
}

/** Whether `phrase` stands in `text` as whole words (both lower case). */
export function hasPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  return new RegExp(`(?:^|[^a-z0-9])${escapePattern(phrase)}(?:$|[^a-z0-9])`).test(text);
}

const spans = new WeakMap<Word[], { start: number; end: number }[]>();

/** The first word that starts at or after a character of the text, or the number of words past the last. */
export function wordFrom(text: string, words: Word[], index: number): number {
  const at = wordSpans(text, words).findIndex((span) => span.start >= index);
  return at < 0 ? words.length : at;
}

/** Where each word stands in the text it was read from, found once per list of words. */
export function wordSpans(text: string, words: Word[]): { start: number; end: number }[] {
  const known = spans.get(words);
  if (known) return known;
  const found: { start: number; end: number }[] = [];
  let from = 0;
  for (const word of words) {
    const start = text.indexOf(word.written, from);
    found.push({ start, end: start + word.written.length });
    from = start + word.written.length;
  }
  spans.set(words, found);
  return found;
}

/**
 * The verb a doer noun is made from, as its letters before "er" ("borrow" of borrower, "bak" of baker, "pick" of
 * pickers), three letters at least; undefined for a word that is no doer.
 */
export const doerBase = (word: string): string | undefined => /^([a-z]{3,}?)e?rs?$/.exec(word)?.[1];
