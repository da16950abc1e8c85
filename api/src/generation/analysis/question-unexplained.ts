import nlp from "compromise";
import type { Table } from "../inputs/table.ts";
import {
  analysisWords,
  anyOfKind,
  lemma,
  lookUp,
  measureKinds,
  namesFreeText,
  rowEvents,
  type Sense,
} from "../understand/lexicon.ts";
import { type ColumnInfo, namesAPeriod } from "./columns.ts";
import { pluralShort, within } from "./column-match.ts";
import { misspelt } from "./misspellings.ts";
import { negationAt } from "./question-filters.ts";
import { profitWords } from "./question-derived.ts";
import { nameAt, namedAt, type Reading } from "./question-reading.ts";
import { type Ask, firstMetric, isDerived } from "./question-types.ts";
import { currencyOfWord, kindOf, sameKind } from "./measure-kinds.ts";
import { peopleWords } from "./question-roles.ts";
import { analysisPatterns } from "./question-words.ts";
import { rowsOf } from "./row-kinds.ts";
import { doerBase, type Word, wordsOf } from "./words.ts";

/**
 * A content word of the question that nothing in the table or the analysis explains: what the question asks about
 * that the table does not hold.
 */
export type Unexplained =
  /** A value the lexicon knows the kind of ("London", a city) that no cell holds and no column is for. */
  | { kind: "value"; at: number; end: number; of: string }
  /** A name ("Chemistry") no cell holds. */
  | { kind: "name"; at: number; end: number }
  /** A word before a text column's name that none of its values is ("the summer term"). */
  | { kind: "valueOf"; at: number; end: number; column: number }
  /** A thing to measure or group by ("bonus", "cashier", "patient age") no column holds. */
  | { kind: "column"; at: number; end: number }
  /** Something that happens to rows ("left", "cancelled") that no column records. */
  | { kind: "event"; at: number; end: number; need: string }
  /** A code ("VAN-03") shaped like a column's codes that none of them is. */
  | { kind: "code"; at: number; end: number; code: string; column: number }
  /** "per person" over rows that are not people. */
  | { kind: "people"; at: number; end: number }
  /** "boys or girls", two things compared that no cell or column holds. */
  | { kind: "either"; at: number; end: number };

// Senses by which the lexicon says only what kind of column or value a word is, not what it asks of one.
const kindSenses = new Set(["type", "class", "hint", "abbr"]);
const rowsOrKind = new Set([...kindSenses, "rows"]);
// Tags of the words that are things: nouns; a verb, an adverb or a comparison word says how, not what.
const notThings = [
  "Verb",
  "Pronoun",
  "Adverb",
  "Determiner",
  "Preposition",
  "Conjunction",
  "Comparative",
  "Superlative",
  "QuestionWord",
  "Value",
];
// Longer than any word a question would use ("incomprehensibilities" is 21 letters).
const longestWord = 24;
const phrasal = /^(?:out|it|them|blank|empty|off|aside|behind)$/;
const bareRows = new Set([
  "entries",
  "entry",
  "rows",
  "row",
  "records",
  "record",
  "lines",
  "line",
  "items",
  "responses",
  "response",
  "submissions",
  "answers",
]);
const perPerson = new Set(["person", "people", "head", "capita"]);
// Heads of headers that say a column holds kinds of a thing ("Donor Type"), not the things themselves.
const kindHeads = /^(?:type|category|group|band|level|class|tier|method|segment|kind)$/;
// "Utilisation, i.e. attended as a % of capacity": what a ratio the question defines is called.
const ratioWords = new Set([
  "rate",
  "ratio",
  "percentage",
  "percent",
  "proportion",
  "share",
  "utilisation",
  "utilization",
  "occupancy",
  "efficiency",
  "yield",
  "conversion",
  "productivity",
  "throughput",
]);

// Each pattern of the analysis, global, with the words it spells itself (escapes such as \\b left out).
const patternWords = analysisPatterns.map((pattern) => ({
  pattern: new RegExp(pattern.source, "g"),
  own: pattern.source.replace(/\\[a-zA-Z]/g, " ").match(/[a-z]{2,}/g) ?? [],
}));

/** A word a pattern spells, or the start of one it spells ("correlat…"). */
const spelt = (word: string, part: string) =>
  part === word || part.length >= 3 && (word.startsWith(part) || part.startsWith(word));

/** Words the analysis asks for by its own patterns ("trend", "pie", "3rd highest"): explained by the ask they make. */
function analysisVocabulary(lower: string): Set<string> {
  const said = new Set<string>();
  for (const { pattern, own } of patternWords) {
    for (const match of lower.matchAll(pattern)) {
      // Only the pattern's own words: "which industry has the most" asks for a ranking, not for an industry.
      for (const word of match[0].match(/[a-z]+/g) ?? []) {
        if (own.some((part) => spelt(word, part))) said.add(word);
      }
    }
  }
  return said;
}

/** The part of speech tags of each word, by the word in lower case without "'s". */
function tagsOf(text: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  const terms = nlp(text).terms().json() as { terms: { normal: string; tags: string[] }[] }[];
  for (const term of terms.flatMap((t) => t.terms)) {
    for (const part of term.normal.replace(/'s$/, "").split(/[^a-z0-9']+/)) {
      if (part && !tags.has(part)) tags.set(part, term.tags);
    }
  }
  return tags;
}

/** "sat" for Satisfaction, "est" for Estimate, "ctr" for Centre: a header word that is the word cut short. */
function shortFor(header: string, word: string): boolean {
  if (header.length >= 3 && word.startsWith(header)) return true;
  // "industry" spells no ID.
  return header.length <= 4 && header !== "id" && header[0] === word[0] &&
    (within(header, word) || pluralShort(header, word));
}

const isClass = (sense: Sense) => sense.kind === "class";

/**
 * A header or value word the question's word may stand for: the same word, a form of it, one letter off, or (for a
 * header) cut short ("Sat" for satisfaction). A word near the table is not one the table lacks, though it may not bind.
 */
function near(known: Set<string>, word: Word, cut: boolean): boolean {
  if (known.has(word.text) || known.has(word.stem)) return true;
  for (const other of known) {
    if (cut && other.length >= 2 && shortFor(other, word.text)) return true;
    // "testing" for Test, "completed" for Complete: the word with an ending a value or header lacks.
    const ending = other.length >= 4 && word.text.startsWith(other) ? word.text.slice(other.length) : undefined;
    // "pick" for Lines Picked: the header's word with an ending the question's lacks.
    const stripped = word.text.length >= 4 && other.startsWith(word.text) ? other.slice(word.text.length) : undefined;
    const form = (end: string | undefined) => end !== undefined && /^(?:s|es|d|ed|ing)$/.test(end);
    if (misspelt(word.text, other) || form(ending) || form(stripped)) return true;
  }
  return false;
}

// A table's text columns hold at most this many distinct values worth reading word by word; past it they are notes.
const valueLimit = 500;

/**
 * The words of the table's text values, lower case ("kwame", "mensah" from "Kwame Mensah"); not those of notes, whose
 * words ("tenant reported a leak") are no values a question names.
 */
function wordsOfValues(table: Table, infos: ColumnInfo[]): Set<string> {
  const found = new Set<string>();
  for (const [index, column] of table.columns.entries()) {
    if (column.type !== "text" || namesFreeText(infos[index].words.map((word) => lemma(word.text)))) continue;
    const distinct = new Set(column.values.filter((cell): cell is string => typeof cell === "string"));
    if (distinct.size > valueLimit) continue;
    // A title ("The Boy at the Back of the Class") is no list of values: only short ones lend their words.
    for (const value of distinct) {
      const own = wordsOf(value);
      if (own.length <= 3) { for (const word of own) found.add(word.text); }
    }
  }
  return found;
}

// A text column with at most this many distinct values is a category a question picks values of.
const categoryLimit = 30;

/** "spender", "buyer", "earner": one who does what a measure word says. */
function doerOfMeasure(word: string): boolean {
  const base = doerBase(word);
  return !!base &&
    [base, `${base}e`].some((verb) => measureKinds.has(verb) || lookUp([verb])?.senses.some((s) => s.kind === "hint"));
}

const codeShape = /^([a-z]{1,5})[- ]?(\d{1,5})$/i;

/**
 * "total litres for VAN-03" where Vehicle holds VAN-01 and VAN-02: a code shaped like the column's own codes (the
 * same letters, then digits) that no cell holds.
 */
function missingCode(reading: Reading): Unexplained | undefined {
  const { words, table } = reading;
  for (let at = 0; at + 1 < words.length; at++) {
    const [letters, digits] = [words[at], words[at + 1]];
    if (!/^[a-z]{1,5}$/.test(letters.text) || !/^\d{1,5}$/.test(digits.text)) continue;
    if (reading.values.some((value) => value.start <= at && at < value.end)) continue;
    for (const [column, { values }] of table.columns.entries()) {
      const codes = values.filter((cell): cell is string => typeof cell === "string")
        .map((cell) => codeShape.exec(cell.trim()))
        .filter((match) => match !== null);
      // "Year 12" where Yr Grp holds Y7…Y11: a word naming the column, spelt out from its codes' letters.
      const spelt = (match: RegExpExecArray) =>
        letters.text.length > match[1].length && letters.text.startsWith(match[1].toLowerCase()) &&
        reading.mentions.some((m) => m.column === column && m.start === at);
      const alike = codes.filter((match) => match[1].toLowerCase() === letters.text || spelt(match));
      if (alike.length === 0 || codes.length < values.length / 2) continue;
      if (alike.some((match) => Number(match[2]) === Number(digits.text))) continue;
      const written = alike.some((match) => match[1].toLowerCase() === letters.text)
        ? `${letters.written}-${digits.written}`
        : `${letters.written} ${digits.written}`;
      return { kind: "code", at, end: at + 2, code: written, column };
    }
  }
  return undefined;
}

// Words either side of "or" that are no things: "more or less", "one or more", "approved or not".
const notAlternatives =
  /^(?:more|less|fewer|not|no|one|two|none|all|any|both|either|neither|higher|lower|above|below|over|under|later|earlier|equal|same|else|other)$/;

/**
 * "Do boys or girls borrow more?": two things set against each other, neither of which any header, cell or word of
 * the analysis holds; the table cannot tell them apart.
 */
function unheldPair(
  reading: Reading,
  headerWords: Set<string>,
  valueWords: Set<string>,
  said: Set<string>,
): Unexplained | undefined {
  const { words } = reading;
  for (let at = 1; at + 1 < words.length; at++) {
    if (words[at].text !== "or") continue;
    const pair = [at - 1, at + 1];
    const unheld = pair.every((i) => {
      const word = words[i];
      return /^[a-z]{3,}$/.test(word.text) && !notAlternatives.test(word.text) && !namedAt(reading, i) &&
        !reading.used.has(i) && !said.has(word.text) && !analysisWords.has(word.text) &&
        !near(headerWords, word, true) && !near(valueWords, word, false) && !lookUp([word.text])?.senses.length &&
        (tagsOf(word.text).get(word.text) ?? []).includes("Noun");
    });
    if (unheld) return { kind: "either", at: at - 1, end: at + 2 };
  }
  return undefined;
}

const rowsArePeople = (infos: ColumnInfo[]) =>
  infos.some((info) => info.type === "text" && info.words.some((word) => peopleWords.has(word.stem)));

/**
 * The first content word of the question the table cannot explain, grown to the words around it that go with it;
 * a measure worked out from other columns ("profit" as Revenue − Cost) explains the words that name it.
 */
export function firstUnexplained(reading: Reading, ask: Ask): Unexplained | undefined {
  const { words, infos } = reading;
  const mentionAt = (at: number) => reading.mentions.find((m) => at >= m.start && at < m.end);
  const said = analysisVocabulary(reading.lower);
  const tags = tagsOf(reading.text);
  const headerWords = new Set(infos.flatMap((info) => info.words.flatMap((word) => [word.text, word.stem])));
  const valueWords = wordsOfValues(reading.table, infos);
  // An event is recorded by a date, a number or a status column named for it, not by a column of ids ("Order #").
  const recordingWords = new Set(
    infos.filter((info) => info.type !== "text" || info.profile.distinct <= categoryLimit)
      .flatMap((info) => info.words.flatMap((word) => [word.text, word.stem])),
  );
  const { nouns: rows, money: rowsMoney } = rowsOf(infos);
  // "Amt (£)" of donations is income: a column that says only that it is money holds the kind its rows say.
  const kinds = new Set(
    infos.filter((info) => info.type === "number").map((info) => {
      const kind = kindOf(info);
      return kind === "money" && rowsMoney ? rowsMoney : kind;
    }),
  );
  const peopleRows = rowsArePeople(infos);
  const types = new Set<string>(infos.map((info) => info.type));
  const periodsAcross = infos.some((info) => info.type === "number" && namesAPeriod(info.name));
  const metric = firstMetric(ask);
  const derived = metric && isDerived(metric) ? metric : undefined;

  // "days … have left": what remains, not someone leaving.
  const eventAt = (at: number) => {
    // "turned up" is turning up; "turned into hires" is no event of its own.
    if (words[at].text === "turned" && words[at + 1]?.text !== "up") return undefined;
    const remaining = words[at].text === "left" &&
      /^(?:have|has|had|got|still|are|is|days|hours|weeks)$/.test(words[at - 1]?.text ?? "");
    return rowEvents.get(remaining ? "unused" : words[at].text);
  };

  const verdict = (at: number): Exclude<Unexplained["kind"], "code"> | "explained" => {
    const word = words[at];
    // "xxxxxxxx", "qwrtzp": no word at all names nothing the table could lack ("NPS", "kWh" are words).
    const aWord = !/^(.)\1+$|^[^aeiouy]{5,}$/.test(word.text) && word.text.length <= longestWord;
    // "History homework": a capitalised word before the rows' noun says which of them, as a name does.
    const name = nameAt(words, at) || at > 0 && /^[A-Z][a-z]/.test(word.written) && rows.has(words[at + 1]?.stem ?? "");
    // "Which donor has given the most" over Donor Type: one of them asked for by name, which a column of their kinds
    // does not hold.
    const named = mentionAt(at);
    if (
      named?.qualifier && named.end === at + 1 && /^(?:which|what)$/.test(words[at - 1]?.text ?? "") &&
      infos[named.column].type === "text" && kindHeads.test(infos[named.column].head)
    ) {
      return "column";
    }
    if (
      namedAt(reading, at) || reading.used.has(at) || !/^[a-z]{3,}/.test(word.text) || !aWord ||
      !name && (said.has(word.text) || analysisWords.has(word.text))
    ) {
      return "explained";
    }
    // "the Sales team", "the North region": a word after a value that says what kind of value it is ("Marketing's
    // headcount" asks for a measure).
    const afterValue = reading.values.some((v) => v.end === at) &&
      (!measureKinds.has(word.text) || word.text !== word.stem);
    // "the 3rd biggest borrower" over a Borrowed date is one who borrowed, a person of a people column; "which baker"
    // over Units Baked, with no such column, asks for bakers the table does not name.
    const doer = doerBase(word.text);
    const doneBy = doer && infos.find((info) => info.words.some((part) => part.text === `${doer}ed`));
    // "which picker" over Picked By: the column of who did it names them.
    if (doneBy) return peopleRows || doneBy.type === "text" ? "explained" : "column";
    if (afterValue || negationAt(words, at) > 0 || near(headerWords, word, true) || near(valueWords, word, false)) {
      return "explained";
    }
    // "a book" in a library's loans, "repair jobs" in a log of them: the rows, which no header needs to name.
    if (rows.has(word.stem)) return "explained";
    if (perPerson.has(word.stem) && /^(?:per|a)$/.test(words[at - 1]?.text ?? "")) {
      return peopleRows ? "explained" : "people";
    }
    // "for the whole project", "per parcel": the table itself and its rows, where no column is named so; where the
    // headers say what the rows are (their noun was explained above), "per delivery" in a fuel log is not them.
    if (/^(?:whole|entire)$/.test(words[at - 1]?.text ?? "")) return "explained";
    if (words[at - 1]?.text === "per" && !measureKinds.has(word.text) && !lookUp([word.text])?.senses.length) {
      return rows.size === 0 ? "explained" : "column";
    }
    const event = eventAt(at);
    if (event) {
      // "units shipped" says what the Units are; "leave them out", "left it blank" are no events of the rows.
      const before = mentionAt(at - 1);
      if (before && infos[before.column].type === "number" || phrasal.test(words[at + 1]?.text ?? "")) {
        return "explained";
      }
      return recordingWords.values().some((header) => event.recordedBy.has(header)) ? "explained" : "event";
    }
    // "How many of our volunteers are students": a plural said of the rows after "are" is what they are, which a
    // value or column must hold; not the rows themselves, nor any column of people.
    if (
      /^(?:are|were)$/.test(words[at - 1]?.text ?? "") && at > 2 && word.text !== word.stem &&
      (tagsOf(word.text).get(word.text) ?? []).includes("Noun") && !lookUp([word.text])?.senses.some(isClass)
    ) {
      return "column";
    }
    // "shift length in hours": a length or duration measured in the unit a column is named by is that column.
    if (
      /^(?:length|lengths|duration|durations)$/.test(word.text) && words[at + 1]?.text === "in" && mentionAt(at + 2)
    ) {
      return "explained";
    }
    // "How much did we spend on seeds": what the money went on is a value or column the table must hold, not its rows.
    const spentOn = words.slice(Math.max(0, at - 4), at).map((w) => w.text).join(" ");
    if (
      /\b(?:spend|spent|spending) on(?: (?:the|our|any|and|or|[a-z]+ing))*$/.test(spentOn) && word.text !== word.stem &&
      !lookUp([word.text])?.senses.some(isClass)
    ) {
      return "column";
    }
    // "volunteers who have done a driver shift": after "have", a word says what was done, not a value to look for.
    if (/^(?:have|has|had|'ve)$/.test(words[at - 1]?.text ?? "") && /(?:ed|one|en)$/.test(word.text)) {
      return "explained";
    }
    const found = tags.get(word.text.replace(/'s$/, ""));
    // "TikTok" is one term to the tagger and two words here: a name written as one word.
    const tagged = found ?? (/^[A-Z]/.test(word.written) ? ["Noun", "ProperNoun"] : []);
    // "aged over 65": the measure a number is compared on, however the tagger reads it; "spent more than £500" says
    // what was done with money.
    const compared =
      /^(?:over|under|above|below|more|less|at|between|older|younger)$/.test(words[at + 1]?.text ?? "") &&
      !sameKind(measureKinds.get(word.text), "money");
    // "by age band", "click-through rate": a noun where the tagger saw a verb.
    // "shipping costs", "booking fees": a plural measure word after a word that names something is a noun.
    const afterNoun = /s$/.test(word.text) && word.text !== word.stem &&
      (mentionAt(at - 1) !== undefined || (tags.get(words[at - 1]?.text ?? "") ?? []).includes("Noun"));
    const noun = measureKinds.has(word.text) &&
        (/^(?:by|per|each|every|of|the|their|its|average|avg|mean|median|total)$/.test(words[at - 1]?.text ?? "") ||
          compared || afterNoun) ||
      ratioWords.has(word.stem) && at > 0 && !/^(?:to|you|we|i|they|would|how)$/.test(words[at - 1].text);
    // "hired in 2023", "what do we pay", "most expensive": how or what is done, not a thing the table should hold.
    if (
      !noun && !name &&
      (tagged.includes("Verb") || tagged.includes("Adjective") && !lookUp([word.text])?.senses.some(isClass))
    ) {
      return "explained";
    }
    // "profit" worked out as Revenue − Cost is explained by the sum that computes it.
    const labelled = (derived?.label ?? "").toLowerCase().split(/[^a-z]+/).some((part) =>
      part === word.text || word.text.length >= 4 && part.startsWith(word.text)
    );
    if (derived && (labelled || derived.minus !== undefined && profitWords.has(word.stem))) {
      return "explained";
    }
    // "error rate", "the ratio": one total over another is the rate asked for.
    if (derived?.per !== undefined && ratioWords.has(word.stem)) return "explained";
    // "average score in each subject" over Math, Science and English: the columns compared are the subjects.
    if (
      ask.kind === "columns" && /^(?:each|every|per|by)$/.test(words[at - 1]?.text ?? "") &&
      !lookUp([word.text])?.senses.some((sense) => sense.kind === "type")
    ) {
      return "explained";
    }
    const kind = measureKinds.get(word.text);
    // "gross revenue (qty × unit price)": money worked out from the table's columns is what the word asks for.
    // Revenue is income: "postage costs" is not what a qty × price gives.
    const derivedKind = derived && (measureKinds.get(derived.label?.toLowerCase() ?? "") ?? "money");
    if (derivedKind && kind !== undefined && anyOfKind.has(word.text) && sameKind(kind, derivedKind)) {
      return "explained";
    }
    if (kind) {
      if (kind === "people") return peopleRows ? "explained" : "column";
      // Scores go by many names ("Math", "Test 2"), and a wide table's periods (Q1…Q4) hold whatever it measures: a
      // word of those kinds is any number column whose name does not say.
      const held = [...kinds].some((column) => sameKind(kind, column)) ||
        (kind === "score" || periodsAcross) && kinds.has(undefined);
      return anyOfKind.has(word.text) && held ? "explained" : "column";
    }
    const match = name ? null : lookUp([word.text]);
    if (match && !match.misspelt) {
      // "product" names the rows of some tables, but where it also names a kind of column, no header here is it;
      // "expense items", in the plural, are the rows.
      const plural = word.text !== word.stem;
      const asked = match.senses.some((sense) => sense.kind === "type") && !plural ? rowsOrKind : kindSenses;
      if (match.senses.some((sense) => !asked.has(sense.kind))) return "explained";
      // "the promised date": the word for a type of column, where the table has columns of that type.
      if (match.senses.some((sense) => sense.kind === "type" && sense.value === word.stem && types.has(sense.value))) {
        return "explained";
      }
      const value = match.senses.some(isClass);
      // "yes" and "no" are answers, not values a table must hold.
      if (value && match.senses.some((sense) => sense.value === "flag")) return "explained";
      return value ? "value" : "column";
    }
    if (!name && (!tagged.includes("Noun") || tagged.some((tag) => notThings.includes(tag)))) return "explained";
    // "the 2nd highest spender": one who does what the table measures, a person its people column names; a role
    // ("cashier", "teacher") is a column of its own.
    if (peopleRows && doerOfMeasure(word.text)) return "explained";
    // "timesheet entries": a word before a bare word for rows names the table itself ("high-priority tasks" does not).
    if (bareRows.has(words[at + 1]?.text ?? "")) return "explained";
    // A plural no column is named by is what the rows are ("patients", "packages"), unless it is added up or
    // averaged ("total CO2 emissions", "average delays"): then it is a measure the table lacks.
    const measured = !(word.text in currencyOfWord) &&
      words.slice(Math.max(0, at - 3), at).some((before) =>
        /^(?:total|sum|average|avg|mean|median)$/.test(before.text)
      );
    // Where the headers say what the rows are, a plural that is none of them ("yellow cards" in a results table) is
    // something the table must hold, unless it says what a number is: "in dollars", "below 5 degrees", "stock
    // levels", "in % terms".
    if (tagged.includes("Plural") && !tagged.includes("ProperNoun") && !measured) {
      const before = mentionAt(at - 1);
      if (
        rows.size === 0 || word.text in currencyOfWord || /^\d/.test(words[at - 1]?.text ?? "") ||
        before && infos[before.column].type === "number" ||
        word.text === "terms" && /(?:%|\b(?:percent|percentage|real|cash)) terms\b/.test(reading.lower)
      ) {
        return "explained";
      }
    }
    // "the summer term": a value of the Term column none of its cells holds; "the teacher's class" names another
    // column, and a word before a column of names or codes ("high-priority tasks" over Task) is no value of it.
    const next = mentionAt(at + 1);
    // A column named by a verb after the word ("which manager approved") says what was done, not what the word is.
    const doneNext = (tags.get(words[at + 1]?.text ?? "") ?? []).includes("Verb");
    // "the promised date", "order value": a word before a column's name says which; "which driver delivered" asks for
    // a driver, whatever the Delivered date says.
    const asked = doneNext &&
      (/^(?:which|what)$/.test(words[at - 1]?.text ?? "") ||
        namedAt(reading, at - 1) && /^(?:which|what)$/.test(words[at - 2]?.text ?? ""));
    // "occupancy rate" over Rate/night: a ratio's name is no kind of the rate column after it.
    if (next && infos[next.column].type !== "text" && !asked && !ratioWords.has(word.stem)) return "explained";
    if (
      next && !doneNext && !word.written.endsWith("'s") && infos[next.column].profile.distinct <= categoryLimit
    ) {
      return "valueOf";
    }
    return at > 0 && /^[A-Z]/.test(word.written) ? "name" : "column";
  };

  const code = missingCode(reading);
  if (code) return code;
  const either = unheldPair(reading, headerWords, valueWords, said);
  if (either) return either;
  for (let at = 0; at < words.length; at++) {
    const kind = verdict(at);
    if (kind === "explained") continue;
    let end = at + 1;
    // "patient age", "standing charge", "retail value": the run of words the table lacks, with the measure word after;
    // a word the lexicon knows as a kind of column ("gender" in "gender pay gap") is the whole of what is lacking.
    if (kind === "column" && !lookUp([words[at].text])?.senses.some((sense) => sense.kind === "type")) {
      while (end < words.length && verdict(end) === "column") end++;
      if (end < words.length && measureKinds.has(words[end].text)) end++;
    }
    if (kind === "value") {
      const of = lookUp([words[at].text])?.senses.find((sense) => sense.kind === "class")?.value ?? "";
      return { kind, at, end, of };
    }
    if (kind === "name") {
      // "Rose Cottage", "TikTok": the capitalised words that go on the name.
      const goesOn = (i: number) =>
        /^[A-Z]/.test(words[i].written) && !namedAt(reading, i) && (nameAt(words, i - 1) || !tags.has(words[i].text));
      while (end < words.length && goesOn(end)) end++;
    }
    if (kind === "event") return { kind, at, end, need: eventAt(at)!.need };
    if (kind === "valueOf") return { kind, at, end, column: mentionAt(at + 1)!.column };
    return { kind, at, end };
  }
  return undefined;
}
