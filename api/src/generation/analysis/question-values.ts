import type { Cell, Table } from "../inputs/table.ts";
import type { ColumnInfo } from "./columns.ts";
import { codes, lookUp } from "../understand/lexicon.ts";
import { misspelt } from "./misspellings.ts";
import { type Word, wordsOf } from "./words.ts";

/** A value of the data the question names ("East", "Laptops"), and the words that name it. */
export interface ValueMention {
  column: number;
  /** As the data spells it (the first spelling seen, when case differs). */
  value: string;
  start: number;
  end: number;
}

/** A comparison with a number the question makes: "over 500", "at least 3", "between 10 and 20". */
export interface Threshold {
  operator: ">" | ">=" | "<" | "<=";
  value: number;
  /** Word position of the number, to find the column it is about. */
  word: number;
  /** Written with a % sign: 20% may stand for 0.2 in a column of fractions. */
  percent: boolean;
  /** Written with a currency sign ("over £900"): an amount of money. */
  money?: true;
}

// Values too common as plain words to be read as a filter ("other", "total") and booleans' spellings.
const plainWords = new Set([
  "other",
  "others",
  "total",
  "all",
  "none",
  "n/a",
  "na",
  "unknown",
  "yes",
  "no",
  "true",
  "false",
  "average",
  "sum",
  "count",
  "top",
  "bottom",
  "month",
  "year",
  "week",
  "day",
  "date",
  "each",
  "per",
  "by",
  "the",
  "a",
  "an",
  "and",
  "or",
  "in",
  "on",
  "of",
  "to",
  "is",
  "it",
]);
// Reading every distinct value of a huge free-text column costs more than any question is worth.
const maxDistinct = 1_000;

function distinctValues(values: Cell[]): Map<string, string> | undefined {
  const seen = new Map<string, string>();
  for (const cell of values) {
    if (typeof cell !== "string" || cell.trim() === "") continue;
    const key = cell.toLowerCase();
    if (!seen.has(key)) {
      seen.set(key, cell);
      if (seen.size > maxDistinct) return undefined;
    }
  }
  return seen;
}

// "US", "IT", "HR": a value that is a short word in capitals counts only where the question writes it in capitals,
// since "us" and "it" are ordinary words ("would you recommend us", "what was it in May").
const acronym = /^[A-Z]{2,3}$/;

const weekdayShort = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/;

function matchesAt(words: Word[], at: number, value: Word[]): boolean {
  // A code ("CAR-15") is itself in any case: its digits say it is no ordinary word.
  const code = value.some((word) => /^\d/.test(word.text));
  return value.every((word, i) => {
    const said = words[at + i];
    if (!said) return false;
    // "Saturday" for Sat, "rainy days" for Rain: a day written out, a weather said as its adjective.
    const alike = said.stem === word.stem || value.length === 1 && (
          weekdayShort.test(word.text) && said.stem.startsWith(word.text) && /day$/.test(said.stem) ||
          word.text.length >= 4 && said.text === `${word.text}y` ||
          word.text.length >= 3 && said.text === `${word.text}${word.text.at(-1)}y`
        );
    if (!alike) return false;
    return code || !acronym.test(word.written) || said.written === word.written;
  });
}

/** A value of a text column the question may name, with its words. */
interface NamedValue {
  column: number;
  value: string;
  own: Word[];
}

/**
 * The values of text columns the question names, longest first so "New York City" beats "New York"; each word
 * names at most one value. Digits-only values are left to the threshold and year readers.
 */
export function findValueMentions(words: Word[], table: Table, infos: ColumnInfo[]): ValueMention[] {
  const found: (ValueMention & { size: number })[] = [];
  // Every value tried, for the words that name none exactly: they may name one misspelt.
  const named: NamedValue[] = [];
  for (const info of infos) {
    if (info.type !== "text" || info.profile.distinct > maxDistinct) continue;
    const values = distinctValues(table.columns[info.index].values);
    if (!values) continue;
    for (const value of values.values()) {
      const own = wordsOf(value);
      // Digits alone are left to the threshold and year readers, unless written just as the data has them
      // ("2024-03" in a Period column).
      const digits = own.every((word) => /^\d/.test(word.text));
      if (own.length === 0 || (digits && (own.length < 2 || !words.some((word) => word.text === own[0].text)))) {
        continue;
      }
      const plain = plainWords.has(own[0].text) && !acronym.test(own[0].written);
      if (own.length === 1 && (plain || own[0].text.length < 2)) continue;
      named.push({ column: info.index, value, own });
      for (let at = 0; at + own.length <= words.length; at++) {
        if (matchesAt(words, at, own)) {
          found.push({ column: info.index, value, start: at, end: at + own.length, size: own.length });
        }
      }
    }
  }
  found.sort((a, b) => b.size - a.size || a.start - b.start);
  const taken = new Array<boolean>(words.length).fill(false);
  const chosen: ValueMention[] = [];
  for (const { size: _size, ...mention } of found) {
    if (taken.slice(mention.start, mention.end).some(Boolean)) continue;
    taken.fill(true, mention.start, mention.end);
    chosen.push(mention);
  }
  chosen.push(...misspeltValues(words, named, infos, taken));
  chosen.push(...partOfOneValue(words, named, chosen));
  chosen.push(...codedValues(words, table, infos, chosen));
  return chosen.sort((a, b) => a.start - b.start);
}

/**
 * "Hannah" for Hannah Cole, "the Law programme" for LLB Law: a word written with a capital, past the first, that is
 * one word of exactly one value of the table, and no value itself.
 */
function partOfOneValue(words: Word[], named: NamedValue[], chosen: ValueMention[]): ValueMention[] {
  const found: ValueMention[] = [];
  words.forEach((word, at) => {
    if (plainWords.has(word.text) || !/^[a-z]{3,}$/.test(word.text)) return;
    if (chosen.some((value) => at >= value.start && at < value.end)) return;
    const holding = named.filter((value) => value.own.length > 1 && value.own.some((own) => own.stem === word.stem));
    if (holding.length !== 1) return;
    const [value] = holding;
    // "won deals" over Closed Won and Closed Lost: in lower case, only the word that tells the value from its
    // column's others, whose other words they share.
    const telling = value.own.every((own) =>
      own.stem === word.stem ||
      named.some((other) =>
        other !== value && other.column === value.column && other.own.some((o) => o.stem === own.stem)
      )
    );
    if (!(at > 0 && /^[A-Z][a-z]{2,}$/.test(word.written)) && !telling) return;
    // "Rose Cottage" beside Sea View Cottage: a name of its own, whose other capitalised word no value holds.
    const capital = (i: number) => i > 0 && /^[A-Z]/.test(words[i]?.written ?? "");
    const stranger = [at - 1, at + 1].some((i) =>
      capital(i) && !value.own.some((own) => own.stem === words[i].stem) &&
      !chosen.some((other) => i >= other.start && i < other.end)
    );
    if (stranger) return;
    found.push({ column: value.column, value: value.value, start: at, end: at + 1 });
  });
  return found;
}

/**
 * "home games" over an H/A column, "league wins" over a Result of W, D and L: a word standing for a one-letter code,
 * in a column whose cells are all codes of one set.
 */
function codedValues(words: Word[], table: Table, infos: ColumnInfo[], chosen: ValueMention[]): ValueMention[] {
  const found: ValueMention[] = [];
  for (const info of infos) {
    if (info.type !== "text" || info.profile.distinct < 2) continue;
    const cells = new Set(table.columns[info.index].values.filter((cell) => cell !== null).map(String));
    const set = codes.find((code) => cells.has(code.code))?.set;
    const own = codes.filter((code) => code.set === set);
    if (!set || [...cells].some((cell) => !own.some((code) => code.code === cell))) continue;
    words.forEach((word, at) => {
      const code = own.find((code) => code.words.includes(word.text) && cells.has(code.code));
      if (!code || chosen.some((value) => at >= value.start && at < value.end)) return;
      if (found.some((value) => value.start === at)) return;
      found.push({ column: info.index, value: code.code, start: at, end: at + 1 });
    });
  }
  return found;
}

/**
 * "Canda", "Manchster", "Kwame Mensha", "blod tests": words naming exactly one value of the table with one of its
 * words misspelt, longest values first. A misspelt word is no word the lexicon knows; alone, it is no slip of a
 * column's name either ("salry" is Salary, not Sally); in a value of several words, the others are spelt right, one
 * of them more than a plain word ("Hmoe 3" is Home 3, "the Grave" no sign of The Grove).
 */
function misspeltValues(words: Word[], named: NamedValue[], infos: ColumnInfo[], taken: boolean[]): ValueMention[] {
  const headerWords = infos.flatMap((info) => info.words.map((word) => word.text));
  const nearHeader = (said: Word) => headerWords.some((header) => header === said.text || misspelt(said.text, header));
  const slip = (said: Word, own: Word) =>
    /^[a-z]+$/.test(said.text) && misspelt(said.stem, own.stem) && lookUp([said.text])?.misspelt !== false;
  const nearly = (at: number, own: Word[]) => {
    const kinds = own.map((word, i) =>
      words[at + i].stem === word.stem ? "same" : slip(words[at + i], word) ? "slip" : undefined
    );
    if (!kinds.every(Boolean) || !kinds.includes("slip")) return false;
    if (own.length === 1) return !nearHeader(words[at]);
    return own.some((word, i) => kinds[i] === "same" && !plainWords.has(word.text));
  };
  const found: ValueMention[] = [];
  const sizes = [...new Set(named.map((value) => value.own.length))].sort((a, b) => b - a);
  for (const size of sizes) {
    for (let at = 0; at + size <= words.length; at++) {
      if (taken.slice(at, at + size).some(Boolean)) continue;
      const near = named.filter((value) => value.own.length === size && nearly(at, value.own));
      if (new Set(near.map((value) => `${value.column} ${value.value.toLowerCase()}`)).size !== 1) continue;
      taken.fill(true, at, at + size);
      found.push({ column: near[0].column, value: near[0].value, start: at, end: at + size });
    }
  }
  return found;
}

// The words of each comparison, said before its number ("at least 3", "longer than 1 hour") or after it ("3 or more").
const comparators: [operator: Threshold["operator"], before: string[], after: string[]][] = [
  [">=", [">=", "at least", "no less than", "not less than"], ["or more", "or higher", "or above"]],
  ["<=", ["<=", "at most", "no more than", "not more than"], ["or less", "or fewer", "or lower", "or below"]],
  [">", [
    ">",
    "over",
    "above",
    "more than",
    "greater than",
    "higher than",
    "exceeding",
    "exceeds",
    "exceed",
    "bigger than",
    "larger than",
    "longer than",
    "older than",
    "heavier than",
  ], []],
  ["<", [
    "<",
    "under",
    "below",
    "less than",
    "fewer than",
    "lower than",
    "smaller than",
    "shorter than",
    "younger than",
    "lighter than",
  ], []],
];
const operatorOf = (said: string) =>
  comparators.find(([, before, after]) => [...before, ...after].includes(said.toLowerCase()))![0];
// Longest first, so "exceeding" is not read as "exceed"; a word starts at a word boundary.
const alternatives = (phrases: string[]) =>
  [...phrases].sort((a, b) => b.length - a.length).map((phrase) => (/^[a-z]/.test(phrase) ? `\\b${phrase}` : phrase))
    .join("|");
const comparison = new RegExp(
  `(${
    alternatives(comparators.flatMap(([, before]) => before))
  })\\s*[$£€]?\\s*(-?\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|m|thousand|million)?\\b(%)?`,
  "gi",
);
// "7 or more", "7 nights or more": the unit may stand between the number and its comparison.
const orMore = new RegExp(
  `[$£€]?(-?\\d[\\d,]*(?:\\.\\d+)?)\\s*(k|m|thousand|million)?\\b(%)?(?:\\s+[a-z]+)?\\s+(${
    alternatives(comparators.flatMap(([, , after]) => after))
  })\\b`,
  "gi",
);
const betweenNumbers = /\bbetween\s+[$£€]?(-?\d[\d,]*(?:\.\d+)?)(%)?\s+and\s+[$£€]?(-?\d[\d,]*(?:\.\d+)?)(%)?/gi;
const scale: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };

const numberOf = (text: string, suffix?: string) =>
  Number(text.replace(/,/g, "")) * (suffix ? scale[suffix.toLowerCase()] : 1);
const wordIndexAt = (text: string, offset: number) => wordsOf(text.slice(0, offset)).length;

/** The number comparisons of a question, in the order it makes them. */
export function findThresholds(said: string): Threshold[] {
  // "15/20 or more" over a Mark (/20): the mark is 15, out of 20; "out of" keeps the words counted as they were.
  // Dates ("15/03/2024") are left whole.
  const text = said.replace(/(?<![\d/])(\d+(?:\.\d+)?)\/\d+(?![\d/])/g, "$1 of");
  const found: (Threshold & { at: number })[] = [];
  // "over £900", "£50 or more": a currency sign before the number says it is an amount of money.
  const money = (signed: boolean) => (signed ? { money: true as const } : {});
  const signBefore = (offset: number) => /[$£€]\s*$/.test(text.slice(0, offset));
  for (const match of text.matchAll(betweenNumbers)) {
    const word = wordIndexAt(text, match.index);
    const percent = !!(match[2] || match[4]);
    const signed = money(/[$£€]/.test(match[0]));
    found.push({ operator: ">=", value: numberOf(match[1]), word: word + 1, percent, at: match.index, ...signed });
    found.push({ operator: "<=", value: numberOf(match[3]), word: word + 2, percent, at: match.index + 1, ...signed });
  }
  for (const match of text.matchAll(comparison)) {
    const operator = operatorOf(match[1]);
    const numberAt = match.index + match[0].indexOf(match[2], match[1].length);
    const value = numberOf(match[2], match[3]);
    const word = wordIndexAt(text, numberAt);
    found.push({ operator, value, word, percent: !!match[4], at: match.index, ...money(signBefore(numberAt)) });
  }
  for (const match of text.matchAll(orMore)) {
    const operator = operatorOf(match[4]);
    const value = numberOf(match[1], match[2]);
    const signed = money(/^[$£€]/.test(match[0]) || signBefore(match.index));
    found.push({
      operator,
      value,
      word: wordIndexAt(text, match.index),
      percent: !!match[3],
      at: match.index,
      ...signed,
    });
  }
  // "100+ dinner covers": that many or more.
  for (const match of text.matchAll(/(?<![\w.])(\d+(?:,\d{3})*(?:\.\d+)?)\+(?!\d)/g)) {
    if (found.some((threshold) => threshold.at === match.index)) continue;
    const value = numberOf(match[1]);
    const word = wordIndexAt(text, match.index);
    found.push({ operator: ">=", value, word, percent: false, at: match.index, ...money(signBefore(match.index)) });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _at, ...threshold }) => threshold);
}
