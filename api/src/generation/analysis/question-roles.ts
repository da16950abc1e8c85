import { measureWords, type Mention } from "./column-match.ts";
import { type ColumnInfo, isCategory, isMeasure } from "./columns.ts";
import type { AggregateWord } from "./question-words.ts";
import type { ValueMention } from "./question-values.ts";
import type { Word } from "./words.ts";

/** A column the question groups rows by, where it says so, and whether it asks for the top or bottom group. */
export interface GroupCue {
  column: number;
  at: number;
  /** "which region", "the product with the most": one group is wanted, not only the list. */
  picks: boolean;
}

const fillers = new Set(["the", "all", "different", "individual", "their", "its", "our", "my", "a", "an", "your"]);
const groupingWords = new Set(["by", "per", "across", "among", "within", "each", "every", "between", "wise"]);
const askingWords = new Set(["which", "what", "whose"]);
const rowWords = new Set(["line", "lines", "row", "rows", "entry", "entries", "record", "records"]);
const notGroupingBy = new Set([
  "weighted",
  "sorted",
  "ordered",
  "ranked",
  "divided",
  "multiplied",
  "sort",
  "order",
  "rank",
]);
// "best selling product": the verb form between a superlative and the noun.
const performing = new Set(["selling", "performing", "earning", "paying", "grossing", "rated", "scoring", "sale"]);
const superlatives = new Set([
  "top",
  "best",
  "worst",
  "highest",
  "lowest",
  "biggest",
  "largest",
  "smallest",
  "most",
  "least",
  "leading",
  "strongest",
  "weakest",
  "busiest",
  "cheapest",
  "priciest",
]);
const after = new Set(["with", "has", "had", "have", "that", "having", "sold", "earned", "made", "got", "generated"]);

/** The words just before position `at`, fillers skipped, nearest first. */
function before(words: Word[], at: number, count: number): string[] {
  const found: string[] = [];
  for (let i = at - 1; i >= 0 && found.length < count; i--) {
    if (!fillers.has(words[i].text)) found.push(words[i].text);
  }
  return found;
}

/** Whether a mention is worded as something to group by ("by region", "which product", "the rep with the most"). */
function groupCue(words: Word[], mention: Mention): GroupCue | undefined {
  const [previous, earlier] = before(words, mention.start, 2);
  const cue = { column: mention.column, at: mention.start };
  // "weighted by units", "sorted by revenue": by a measure, not into groups.
  if (previous === "by" && earlier !== undefined && notGroupingBy.has(earlier)) return undefined;
  // "the difference between approved and …" compares; it groups by nothing.
  const comparing = previous === "between" && /^(?:difference|gap|gaps|differences)$/.test(earlier ?? "");
  if (previous !== undefined && groupingWords.has(previous) && !comparing) return { ...cue, picks: false };
  if (words[mention.end]?.text === "wise") return { ...cue, picks: false };
  if (previous !== undefined && askingWords.has(previous)) return { ...cue, picks: true };
  if (previous !== undefined && superlatives.has(previous)) return { ...cue, picks: true };
  if (previous !== undefined && performing.has(previous) && earlier !== undefined && superlatives.has(earlier)) {
    return { ...cue, picks: true };
  }
  const next = words[mention.end]?.text;
  if (
    next !== undefined && after.has(next) &&
    words.slice(mention.end, mention.end + 4).some((w, i, near) =>
      superlatives.has(w.text) && (near[i - 1] ?? words[mention.end - 1]).text !== "at"
    )
  ) {
    return { ...cue, picks: true };
  }
  return undefined;
}

/** "across all the receipts": every group together, not group by group ("of any employee" still groups). */
function ofTheWhole(words: Word[], at: number): boolean {
  const [all, across] = words.slice(Math.max(0, at - 3), at).filter((word) => word.text !== "the").reverse();
  return all?.text === "all" && /^(?:across|over|for|of|in|from)$/.test(across?.text ?? "");
}

// "phases that spent more than planned": the rows a clause picks, not a column to group by.
const relative = new Set(["that", "which", "who", "where", "whose"]);

const countingWords = new Set(["many", "number", "count", "unique", "distinct", "different", "separate"]);

const groupable = (info: ColumnInfo) =>
  info.type === "text" || info.type === "boolean" || info.type === "date" || info.ordered;

/**
 * A number column of a few whole-number codes (Store 101, 102): a category when the question groups by it ("by
 * store", "which store"); otherwise it stays a number like any other.
 */
const codes = (info: ColumnInfo) =>
  info.type === "number" && !!info.profile.numbers && Number.isInteger(info.profile.numbers.min) &&
  !info.averaged && !measureWords.has(info.head) && !/[$£€%]/.test(info.name) &&
  info.profile.distinct <= 50 && info.profile.distinct <= info.profile.count / 2 &&
  Number.isInteger(info.profile.numbers.sum);

/**
 * The columns the question groups by, in its order. A category it names without a grouping word still groups
 * ("region sales totals") when nothing else could use it, unless the question leaves out one of its values
 * (`leftOut`): "all regions except East" is about the other regions together, not region by region.
 */
export function findGroupCues(
  words: Word[],
  mentions: Mention[],
  infos: ColumnInfo[],
  leftOut: Set<number> = new Set(),
  flags: Set<number> = new Set(),
  values: ValueMention[] = [],
): GroupCue[] {
  const cues: GroupCue[] = [];
  // "avg refund per return" over Return Reason and Return Date: a word of a name that is not its head, after "per",
  // is the rows, not a column of repeated values to group by ("revenue per order" over Order ID lists each order).
  const theRows = (mention: Mention) =>
    !!mention.qualifier && before(words, mention.start, 1)[0] === "per" &&
    infos[mention.column].profile.distinct < infos[mention.column].profile.count;
  const wholes = new Set(mentions.filter((mention) => ofTheWhole(words, mention.start)));
  mentions.forEach((mention, i) => {
    const info = infos[mention.column];
    if (wholes.has(mention)) return;
    // "per order" with an Order Date column means per row; a date column is named by its head ("per date").
    if ((!groupable(info) && !codes(info)) || (mention.qualifier && info.type === "date")) return;
    if (theRows(mention)) return;
    // "the highest approved expenses", "members who are not cancelled": a yes/no column said as a word of the rows
    // picks the rows, unless a grouping word groups by it ("by approved").
    const said = groupCue(words, mention);
    const previous = before(words, mention.start, 1)[0] ?? "";
    // "median spend per campaign/channel/week line": each row; "spend per conversion": a ratio of two measures.
    if (previous === "per" && words.slice(mention.end, mention.end + 4).some((w) => rowWords.has(w.text))) return;
    const measureBefore = mentions.some((m) =>
      m.end === mention.start - 1 && infos[m.column].type === "number" && !codes(infos[m.column])
    );
    if (previous === "per" && info.type === "number" && measureBefore) return;
    // "bottom 2 campaigns by conversions": after "by", numbers are what the named things are ranked by.
    const rankedBy = mentions.some((m) => m.end === mention.start - 1 && infos[m.column].type === "text");
    if (previous === "by" && info.type === "number" && rankedBy) return;
    // "the lowest attendance" over a Sess Att of whole numbers: a superlative before numbers is of a measure; a
    // column of codes groups only where it is asked for ("by store", "which store").
    const asCodes = info.type === "number" && !groupingWords.has(previous) && !askingWords.has(previous);
    const cue = said && (flags.has(mention.column) && !groupingWords.has(previous) || asCodes) ? undefined : said;
    // "each product category": the first noun qualifies the next, which is the one grouped by.
    const next = mentions[i + 1];
    const nextInfo = next && infos[next.column];
    const head = next && next.start === mention.end && (nextInfo.type === "text" || nextInfo.type === "boolean")
      ? next
      : undefined;
    const found = cue && head ? { ...cue, column: head.column, at: head.start } : cue;
    if (found && !cues.some((known) => known.column === found.column)) cues.push(found);
  });
  if (cues.length > 0) return cues;
  // "how many different products" counts them; "shipped" (true/false) filters: neither groups.
  const counted = (mention: Mention) =>
    words.slice(Math.max(0, mention.start - 3), mention.start).some((word) => countingWords.has(word.text));
  // "approved leave days" names Leave Type by a word that is not its head: it says which days, it groups nothing.
  // "the Law programme" names Law's column, "still on the ward" where the rows are: neither groups.
  const afterItsValue = (mention: Mention) =>
    values.some((value) => value.column === mention.column && value.end === mention.start);
  const stillIn = (mention: Mention) =>
    words.slice(Math.max(0, mention.start - 3), mention.start).some((word) => word.text === "still");
  // "failed at least one module", "to finish a course": any of them; it groups nothing.
  const counting = (mention: Mention) => /^(?:1|one|a|an)$/.test(words[mention.start - 1]?.text ?? "");
  // "our total fuel spend", "fuel cost per day": a noun before a measure says what the money went on, as
  // "maintenance cost" does; it groups nothing unless a word asks for groups.
  const modifies = (mention: Mention) =>
    mentions.some((m) => m.start === mention.end && infos[m.column].type === "number") ||
    measureWords.has(words[mention.end]?.stem ?? "");
  const categories = mentions.filter((mention) =>
    !mention.qualifier && !afterItsValue(mention) && !stillIn(mention) && !counting(mention) && !modifies(mention) &&
    (isCategory(infos[mention.column]) || infos[mention.column].ordered) && infos[mention.column].type !== "boolean" &&
    !flags.has(mention.column) && !theRows(mention) && !relative.has(words[mention.end]?.text ?? "") &&
    !counted(mention) && !leftOut.has(mention.column) && !wholes.has(mention)
  );
  const distinct = new Set(categories.map((mention) => mention.column));
  if (distinct.size === 1) return [{ column: categories[0].column, at: categories[0].start, picks: false }];
  return [];
}

/** Words of a column name that say its values are people ("Rep", "Employee"). */
export const peopleWords: ReadonlySet<string> = new Set([
  "name",
  "rep",
  "employee",
  "salesperson",
  "agent",
  "seller",
  "person",
  "staff",
  "customer",
  "client",
  "student",
  "member",
  "player",
  "worker",
  "manager",
  "owner",
  "author",
  "user",
  "buyer",
  "team",
  "representative",
  "associate",
  "driver",
  "teacher",
  "doctor",
  "vendor",
  "supplier",
]);

/** "Who sold the most", "and who was it": "who" asking, not "members who are not cancelled" picking rows. */
export const asksWho = (lower: string) => /(?:^|[,;:?]\s*|\b(?:and|but|so|then)\s+)who\b/.test(lower.trim());

/** The column "who" asks about: the first text column naming people, else the first text column. */
export function personColumn(infos: ColumnInfo[]): number | undefined {
  const texts = infos.filter((info) => info.type === "text");
  return (texts.find((info) => info.words.some((word) => peopleWords.has(word.stem))) ?? texts[0])?.index;
}

/** A measure the question names: its column, the words naming it, and the aggregate word that goes with it. */
export interface Measure {
  column: number;
  at: number;
  end: number;
  aggregate?: AggregateWord;
}

/**
 * The measures the question names, in its order, each with the aggregate word nearest before it (no other measure
 * in between). Identifiers and years are never measures.
 */
export function findMeasures(mentions: Mention[], infos: ColumnInfo[], aggregates: AggregateWord[]): Measure[] {
  const measures = mentions.filter((mention) => isMeasure(infos[mention.column]));
  const found: Measure[] = [];
  measures.forEach((mention, i) => {
    if (found.some((known) => known.column === mention.column)) return;
    const floor = i > 0 ? measures[i - 1].end : -1;
    // A count word only turns into a sum right before a measure ("number of units"); further off ("how many
    // products have a rating above 4") it counts rows.
    const aggregate = aggregates.filter((word) =>
      !word.superlative && word.at < mention.start && word.at >= Math.max(floor, mention.start - 5) &&
      (word.aggregate !== "count" || mention.start - (word.at + word.size) <= 1)
    ).at(-1);
    found.push({ column: mention.column, at: mention.start, end: mention.end, ...(aggregate ? { aggregate } : {}) });
  });
  return found;
}

/**
 * Value mentions and column mentions that share words: a full column name wins over a value ("Sales" the column,
 * not the Sales department), unless the value's own column is named next to it ("the Sales department"); any other
 * overlap goes to the value. A column named right next to one of its own values is part of the filter
 * ("East region"), not a column to group by.
 */
export function settleOverlaps(
  mentions: Mention[],
  values: ValueMention[],
): { mentions: Mention[]; values: ValueMention[] } {
  const keptValues = values.filter((value) => {
    const overlapping = mentions.filter((m) => m.start < value.end && value.start < m.end);
    const ownNamed = mentions.some((m) =>
      m.column === value.column && (m.end === value.start || m.start === value.end)
    );
    return ownNamed || !overlapping.some((m) => m.score >= 4 && m.column !== value.column);
  });
  const keptMentions = mentions.filter((m) =>
    !keptValues.some((value) =>
      (m.start < value.end && value.start < m.end) ||
      (m.column === value.column && (m.end === value.start || m.start === value.end))
    )
  );
  return { mentions: keptMentions, values: keptValues };
}
