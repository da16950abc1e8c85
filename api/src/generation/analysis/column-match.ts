import { escapePattern } from "../escape-pattern.ts";
import { lookUp } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";
import { holdsMoney } from "./measure-kinds.ts";
import { misspelt } from "./misspellings.ts";
import { bareName, doerBase, type Word, wordsOf } from "./words.ts";

/** A column named in the question: which one, the words that name it (start inclusive, end exclusive), how surely. */
export interface Mention {
  column: number;
  start: number;
  end: number;
  score: number;
  /** Named by one word of a longer name that is not its head ("deals" for Deal Value): a qualifier, not the column. */
  qualifier?: boolean;
}

// Units a header writes short ("kilos" for Weight (kg)): amounts, never the rows counted.
const unitGroups = [
  ["kg", "kilo", "kilogram", "kilogramme"],
  ["mi", "mile"],
  ["km", "kilometre", "kilometer"],
  ["litre", "liter", "ltr", "l"],
];

// Words people use for the same column, as stems. A synonym names a column less surely than its own words do.
const synonymGroups = [
  ["revenue", "sale", "turnover", "income", "taking", "earn", "rev", "gmv"],
  ["amount", "value", "amt", "money", "dollar", "size"],
  ["quantity", "qty", "unit", "volume", "piece"],
  ["price", "fee", "charge", "rate"],
  ["cost", "expense", "spend", "expenditure", "budget"],
  ["profit", "margin", "gain", "net"],
  ["employee", "staff", "person", "worker", "rep", "salesperson", "agent", "seller", "salesman", "member"],
  ["customer", "client", "buyer", "account", "purchaser", "shopper"],
  ["product", "item", "sku", "good", "article", "model", "prod"],
  ["region", "area", "territory", "zone", "market", "country"],
  ["department", "dept", "team", "division"],
  ["category", "type", "class", "group", "segment", "kind", "genre", "cat"],
  ["store", "shop", "branch", "outlet", "location", "site"],
  ["city", "town", "location"],
  ["date", "day", "time", "when", "period"],
  ["score", "grade", "mark", "point", "result"],
  ["salary", "pay", "wage", "compensation", "payroll", "earning", "earner", "earn", "income"],
  ["order", "transaction", "purchase", "deal", "invoice"],
  ["status", "state", "stage"],
  ["channel", "source", "medium", "platform"],
  ["ad", "advert", "advertising", "marketing", "campaign", "promo"],
  ["temperature", "temp"],
  ["weight", "wt"],
  ["vehicle", "reg", "registration", "plate", "van", "car", "truck", "lorry"],
  ["duration", "length", "dur"],
  ["attended", "attendance", "turnout", "attendee"],
  ["student", "pupil", "learner"],
  ["hour", "hr", "time"],
  ["visitor", "visit", "traffic", "session", "user", "view"],
  ["name", "person", "fullname"],
  ...unitGroups,
];

/** Stems that name amounts (money, quantities, scores): nouns that are measured, never counted. */
export const measureWords: ReadonlySet<string> = new Set(
  [...synonymGroups.slice(0, 6), ...unitGroups, ["salary", "pay", "wage", "payroll", "donation", "payment"], [
    "score",
    "grade",
    "mark",
    "point",
  ]]
    .flat(),
);

const synonyms = new Map<string, Set<string>>();
for (const group of synonymGroups) {
  for (const word of group) {
    const known = synonyms.get(word) ?? new Set<string>();
    for (const other of group) if (other !== word) known.add(other);
    synonyms.set(word, known);
  }
}

// Words that say what to compute rather than which column: "total sales" names Sales, not a "Total" column.
const intentWords = new Set([
  "total",
  "sum",
  "average",
  "avg",
  "mean",
  "count",
  "number",
  "max",
  "min",
  "median",
  "of",
  "the",
  "and",
  "by",
  "per",
  "in",
  "a",
  "to",
  "for",
  "on",
  "at",
  "each",
  "all",
  "what",
  "which",
  "how",
  "is",
  "are",
]);

const related = (a: string, b: string) => a === b || (synonyms.get(a)?.has(b) ?? false);

/**
 * A reading of some words as a column, with how they name it: all its words (`full`), or one word (`part`, its place
 * in the name) read as itself, a synonym, a short form the header writes with a dot ("estimate" for Est.), an adverb
 * of it ("actually" for Actual), what was done ("invoiced" for Invoice #), or misspelt.
 */
interface Candidate extends Mention {
  how: "own" | "related" | "short" | "adverb" | "done" | "slip";
  full?: true;
  part?: number;
}

/**
 * Whether the header writes its word as a short form, which the word typed may spell out: cut off with a dot ("Est.
 * hrs"), or its consonants ("Cost Ctr", "Reorder Lvl", "Age Grp": "centre", "level", "group").
 */
function spelledOut(word: Word, part: Word, name: string): boolean {
  if (word.text.length <= part.text.length) return false;
  if (
    part.text.length >= 3 && word.text.startsWith(part.text) &&
    new RegExp(`(?:^|[^a-z])${escapePattern(part.text)}\\.`, "i").test(name)
  ) {
    return true;
  }
  // "Sat (1-5)" for satisfaction, "Inv Date" for invoice date: a short header word that is the typed word's beginning.
  if (
    part.text.length >= 3 && part.text.length <= 4 && word.text.length >= part.text.length + 2 &&
    word.text.startsWith(part.text)
  ) {
    return true;
  }
  // Its consonants; "monthly" asks for months, it is no spelling of a header's "mth", nor "industry" of an ID.
  return /^[a-z][^aeiou]{1,3}$/.test(part.text) && part.text !== "id" && word.text[0] === part.text[0] &&
    (within(part.text, word.text) || pluralShort(part.text, word.text)) &&
    !/^(?:daily|weekly|monthly|quarterly|yearly)$/.test(word.text);
}

/** "Hrs" for hour: a short form with a plural s, whose other letters are the word's consonants ("higher" is not). */
export const pluralShort = (short: string, word: string) =>
  short.length > 2 && short.endsWith("s") && word.replace(/[aeiouy]+/g, "").replace(/s$/, "") === short.slice(0, -1);

/** A word without its ending of form: "attend" of attendance and attended, "deliver" of delivery and delivered. */
const baseOf = (word: string) => word.replace(/(?:ances?|ences?|ments?|ings?|ations?|ions?|ed|ies|y|s)$/, "");

/**
 * "invoiced" for Invoice #, "booked" for Book Date: a header's noun said as what was done; "cancelled", "shipped": the
 * last letter doubled before the ending.
 */
export const namesDone = (done: string, noun: string) =>
  done === `${noun}d` || done === `${noun}ed` || done === `${noun}${noun.at(-1)}ed`;

/** Whether the letters of `short` stand in `long` in order ("ctr" in "centre"). */
export function within(short: string, long: string): boolean {
  let found = 0;
  for (const letter of long) if (letter === short[found]) found++;
  return found === short.length;
}

// "actually" for Actual, "annually" for Annual: an adverb said of a column's adjective.
const adverbOf = (word: Word, part: Word) =>
  part.text.length >= 5 && part.text.endsWith("al") && word.text === `${part.text}ly`;

/** How a word names one word of a column's name, if it does. */
function readingOf(word: Word, part: Word, name: string): Candidate["how"] | undefined {
  // "hr" for Hrs, "min" for Mins: the stem keeps a short word's s, so its singular is met here.
  if (word.stem === part.stem || `${word.text}s` === part.text) return "own";
  if (related(word.stem, part.stem)) return "related";
  // "attendance" for Attended, "invoicing" for Invoiced, "delivery" for Delivered: one word in another form.
  // A plural ("claims", "hires") names the rows, not a Claimed or Hired column.
  const plural = /s$/.test(word.text) && /ed$/.test(part.text);
  if (!plural && baseOf(word.text).length >= 5 && baseOf(word.text) === baseOf(part.text) && word.text !== part.text) {
    return "related";
  }
  if (part.text.length >= 4 && namesDone(word.text, part.text)) return "done";
  // "picker" for Picked By, "borrower" for Borrowed: the one who did it.
  const doer = doerBase(word.text);
  if (doer && part.text === `${doer}ed`) return "done";
  // "booking" for Booked On, "ordering" for Ordered: the same verb, done and doing.
  const verb = (text: string) => text.replace(/ied$/, "y").replace(/(?:ing|ed)$/, "");
  if (
    /ing$/.test(word.text) && /ed$/.test(part.text) && verb(word.text).length >= 3 &&
    verb(word.text) === verb(part.text)
  ) {
    return "done";
  }
  if (spelledOut(word, part, name)) return "short";
  return adverbOf(word, part) ? "adverb" : undefined;
}

// A word the lexicon knows is used in its own sense, never a slip: "score" is no Store misspelt.
const maySlip = (word: Word) => /^[a-z]+$/.test(word.text) && lookUp([word.text])?.misspelt !== false;

/** Every way a column could be named: all its words in a row (by their own words or synonyms), or one telling word. */
function candidates(words: Word[], infos: ColumnInfo[]): Candidate[] {
  const found: Candidate[] = [];
  // A word shared by several column names (Order ID, Order Date) tells less about which one is meant.
  const sharing = new Map<string, number>();
  for (const info of infos) {
    for (const stem of new Set(info.words.map((word) => word.stem))) sharing.set(stem, (sharing.get(stem) ?? 0) + 1);
  }
  for (const info of infos) {
    const own = info.words;
    if (own.length === 0) continue;
    const bare = new Set(wordsOf(bareName(info.name)).map((word) => word.stem));
    for (let start = 0; start + own.length <= words.length; start++) {
      const span = words.slice(start, start + own.length);
      const named = { column: info.index, start, end: start + own.length, full: true as const };
      if (span.every((word, i) => word.stem === own[i].stem)) {
        // A column named only by an intent word ("Total") is named, but weakly: "total sales" means Sales.
        const weak = own.every((word) => intentWords.has(word.stem));
        found.push({ ...named, score: weak ? 0.5 : 3 + own.length, how: "own" });
      } else if (own.length > 1 && span.every((word, i) => related(word.stem, own[i].stem))) {
        found.push({ ...named, score: 2 + own.length / 2, how: "related" });
      } else if (
        own.length > 1 && span.every((word, i) => word.stem === own[i].stem || spelledOut(word, own[i], info.name))
      ) {
        // "cost centre" for Cost Ctr, "reorder level" for Reorder Lvl: the whole name, a word of it written short.
        found.push({ ...named, score: 2 + own.length / 2, how: "short" });
      }
    }
    words.forEach((word, at) => {
      if (intentWords.has(word.stem)) return;
      own.forEach((part, index) => {
        if (intentWords.has(part.stem)) return;
        const how = readingOf(word, part, info.name);
        // "closed the most deals" names no Hours to Close: what was done names a date or a code, not an amount.
        if (!how || how === "done" && info.type === "number") return;
        // "income" is an amount: a synonym of one names no text column ("Paid With" holds how, not how much). A word
        // the name holds itself ("vehicle" of Vehicle Reg) is read as that word, not as a synonym of another; a unit
        // in brackets ("days" of Lead Time (days)) is no word of the name.
        if (how === "related" && measureWords.has(word.stem) && info.type === "text") return;
        if (how === "related" && bare.has(word.stem)) return;
        const head = part.stem === info.head;
        // "the booking date" is Booked On, not Booking Ref: a word before "date" names a date.
        const dated = info.type === "date" && /^dates?$/.test(words[at + 1]?.text ?? "") ? 2 : 1;
        // A synonym ("weight" for Wt) names a column more surely than two letters it shares ("weight" in WH).
        const twoLetters = how === "short" && part.text.length <= 2;
        const weight = (head ? 1.5 : 0.6) * (how === "own" ? 1 : twoLetters ? 0.5 : 0.55) * dated;
        const mention: Candidate = {
          column: info.index,
          start: at,
          end: at + 1,
          score: weight / (sharing.get(part.stem) ?? 1),
          how,
          part: index,
          ...(own.length === 1 ? { full: true as const } : {}),
        };
        found.push(head || own.length === 1 ? mention : { ...mention, qualifier: true });
      });
    });
  }
  return [...found, ...slips(words, infos, found, sharing)];
}

/**
 * Columns named misspelt, read only for words nothing else explains: a name of several words with one of them
 * misspelt ("unit prise"), or one word of a name ("salry", "Mrak"), less surely than a word spelt right.
 */
function slips(words: Word[], infos: ColumnInfo[], exact: Candidate[], sharing: Map<string, number>): Candidate[] {
  const explained = new Set(exact.map((mention) => mention.start));
  const slip = (word: Word, at: number, part: Word) =>
    !explained.has(at) && !intentWords.has(word.stem) && !intentWords.has(part.stem) && maySlip(word) &&
    misspelt(word.stem, part.stem);
  const found: Candidate[] = [];
  for (const info of infos) {
    const own = info.words;
    for (let start = 0; own.length > 1 && start + own.length <= words.length; start++) {
      const span = words.slice(start, start + own.length);
      const kinds = span.map((word, i) => slip(word, start + i, own[i]) ? "slip" : readingOf(word, own[i], info.name));
      if (kinds.every(Boolean) && kinds.includes("own") && kinds.includes("slip")) {
        found.push({
          column: info.index,
          start,
          end: start + own.length,
          score: 2 + own.length / 2,
          how: "slip",
          full: true,
        });
      }
    }
    words.forEach((word, at) => {
      own.forEach((part, index) => {
        if (!slip(word, at, part)) return;
        const score = 0.7 / (sharing.get(part.stem) ?? 1);
        found.push({ column: info.index, start: at, end: at + 1, score, how: "slip", part: index });
      });
    });
  }
  return found;
}

// Phrases that say how to compute, whose words would otherwise name columns ("growth rate" is not a Rate column).
const intentPhrases = [
  ["growth", "rate"],
  ["rate", "of", "change"],
  ["running", "total"],
  ["grand", "total"],
  ["on", "average"],
  ["over", "time"],
  ["per", "cent"],
  ["standard", "deviation"],
  ["at", "least"],
  ["at", "most"],
  ["more", "than"],
  ["less", "than"],
  ["how", "many"],
  ["how", "much"],
  ["point", "in", "time"],
];

/** "How many points higher is the NPS": points of the difference asked, not a column of them. */
export const differenceUnit = (words: Word[], at: number) =>
  words[at].stem === "point" && /^(?:higher|lower|more|less|up|down)$/.test(words[at + 1]?.text ?? "");

/** Words inside an intent phrase, which name no column. */
function intentMask(words: Word[]): boolean[] {
  const masked = new Array<boolean>(words.length).fill(false);
  for (let at = 0; at < words.length; at++) {
    for (const phrase of intentPhrases) {
      if (phrase.every((part, i) => words[at + i]?.text === part)) masked.fill(true, at, at + phrase.length);
    }
    if (differenceUnit(words, at)) masked[at] = true;
  }
  return masked;
}

/** Columns that differ by their first word only: Budget £ and Actual £, Est. hrs and Actual hrs. */
function siblings(a: ColumnInfo, b: ColumnInfo): boolean {
  const rest = (info: ColumnInfo) => /^\S+\s+(.+)$/.exec(info.name.trim())?.[1];
  return a.index !== b.index && rest(a) !== undefined && rest(a) === rest(b);
}

/**
 * "actual spend", "actually spend": the word that tells sibling columns apart, then a word for what they share, name
 * the sibling it tells, though the second word alone reads as another ("spend" is a synonym of Budget). A sibling's
 * own telling word ("actual budget") is no such word.
 */
const picksSibling = (first: Candidate, next: Candidate, infos: ColumnInfo[]) =>
  first.end - first.start === 1 && (first.part ?? 0) === 0 && first.how !== "related" && first.how !== "slip" &&
  next.end - next.start === 1 && !(next.how === "own" && next.part === 0) &&
  siblings(infos[first.column], infos[next.column]);

/** "units on hand": a word only qualifying one measure's name ("units" of Unit Cost) next to another measure's name. */
const qualifiesName = (word: Candidate, name: Candidate, infos: ColumnInfo[]) =>
  word.qualifier === true && word.end - word.start === 1 && infos[word.column].type === "number" &&
  name.full === true && name.how === "own" && name.column !== word.column && infos[name.column].type === "number";

/** "fuel cost" over Fuel (L) and Cost ($): a measure's word before a money column's says what the money went on. */
const spentOn = (word: Candidate, money: Candidate, infos: ColumnInfo[]) =>
  word.end - word.start === 1 && money.end - money.start === 1 && word.column !== money.column &&
  infos[word.column].type === "number" && !holdsMoney(infos[word.column]) && holdsMoney(infos[money.column]);

/** Neighbouring readings that make one phrase, joined into the reading of the column the phrase names. */
function joinPhrases(chosen: Candidate[], infos: ColumnInfo[]): Candidate[] {
  const joined: Candidate[] = [];
  for (const mention of chosen) {
    const last = joined.at(-1);
    if (last?.end !== mention.start) {
      joined.push(mention);
    } else if (picksSibling(last, mention, infos) || qualifiesName(mention, last, infos)) {
      joined[joined.length - 1] = { ...last, end: mention.end };
    } else if (qualifiesName(last, mention, infos) || spentOn(last, mention, infos)) {
      joined[joined.length - 1] = { ...mention, start: last.start };
    } else {
      joined.push(mention);
    }
  }
  // An adverb names its column only in such a phrase: "which team actually finished most" is about no Actual column.
  return joined.filter((mention) => mention.how !== "adverb" || mention.end - mention.start > 1);
}

/**
 * The columns a question names, in the order it names them. Each word names at most one column: the surest reading
 * wins (a full name over one word of it, a column's own word over a synonym, its head word over a qualifier).
 */
export function findMentions(words: Word[], infos: ColumnInfo[]): Mention[] {
  const masked = intentMask(words);
  const all = candidates(words, infos).filter((mention) => !masked.slice(mention.start, mention.end).some(Boolean));
  // Among equals, a whole before its parts: "maintenance cost" is the Total Cost, not the Parts Cost.
  const whole = (mention: Candidate) => Number(!!infos[mention.column].parts);
  all.sort((a, b) =>
    b.score - a.score || (b.end - b.start) - (a.end - a.start) || a.start - b.start || whole(b) - whole(a)
  );
  const taken = new Array<boolean>(words.length).fill(false);
  const chosen: Candidate[] = [];
  for (const mention of all) {
    let free = true;
    for (let at = mention.start; at < mention.end; at++) free &&= !taken[at];
    if (!free) continue;
    for (let at = mention.start; at < mention.end; at++) taken[at] = true;
    chosen.push(mention);
  }
  chosen.sort((a, b) => a.start - b.start);
  return joinPhrases(chosen, infos).map(({ column, start, end, score, qualifier }) => ({
    column,
    start,
    end,
    score,
    ...(qualifier ? { qualifier } : {}),
  }));
}
