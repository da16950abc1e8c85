import type { ColumnInfo } from "./columns.ts";
import { kindOf, sameKind } from "./measure-kinds.ts";
import { misspelt } from "./misspellings.ts";
import type { Reading } from "./question-reading.ts";
import type { Filter } from "./question-types.ts";
import type { Threshold } from "./question-values.ts";
import { type Word, wordSpans } from "./words.ts";

// Words that compare what comes before them with a column named after them: "below their reorder level",
// "delivered after the promised date", "spent more than planned".
const comparators: [string[], Threshold["operator"]][] = [
  [["on", "or", "before"], "<="],
  [["on", "or", "after"], ">="],
  [["less", "than"], "<"],
  [["lower", "than"], "<"],
  [["fewer", "than"], "<"],
  [["smaller", "than"], "<"],
  [["earlier", "than"], "<"],
  [["more", "than"], ">"],
  [["higher", "than"], ">"],
  [["greater", "than"], ">"],
  [["bigger", "than"], ">"],
  [["later", "than"], ">"],
  [["below"], "<"],
  [["under"], "<"],
  [["before"], "<"],
  [["above"], ">"],
  [["over"], ">"],
  [["after"], ">"],
  [["exceeds"], ">"],
  [["exceeded"], ">"],
  [["exceed"], ">"],
];
const linking = new Set(["their", "its", "the", "his", "her", "our", "a", "an", "my", "your"]);
// How far before the comparator the column compared may be named ("on hand under", "the actual hours went over").
const reachBefore = 5;

/** Columns of one sort can be compared: dates with dates, numbers with numbers of the same kind (or unknown kind). */
function comparable(a: ColumnInfo, b: ColumnInfo): boolean {
  if (a.type !== b.type || a.index === b.index) return false;
  if (a.type === "date") return true;
  if (a.type !== "number") return false;
  const [kindA, kindB] = [kindOf(a), kindOf(b)];
  return sameKind(kindA, kindB) || kindA === undefined || kindB === undefined;
}

/** A word of the question that stands for a header word: the same stem, a slip, or the word cut short. */
const standsFor = (word: Word, header: Word) =>
  word.stem === header.stem || misspelt(word.text, header.text) ||
  (header.text.length >= 4 && word.text.startsWith(header.text.slice(0, 4)) &&
    header.text.startsWith(word.text.slice(0, 4)));

/**
 * The column a comparison is about, before its comparator: one named there, else one a word there stands for
 * ("delivered" for Delivered On), else the only other column of the same sort.
 */
function comparedColumn(reading: Reading, at: number, other: ColumnInfo): number | undefined {
  const { infos, words, mentions } = reading;
  const whole = (info: ColumnInfo) =>
    reading.table.columns[info.index].values.every((cell) => typeof cell !== "number" || Number.isInteger(cell));
  // Alike: of the same kind, else whole numbers with whole numbers (On Hand against Reorder Lvl, not Unit Cost).
  const alike = (info: ColumnInfo) =>
    comparable(info, other) &&
    (kindOf(info) !== undefined && sameKind(kindOf(info), kindOf(other)) || whole(info) === whole(other));
  const named = mentions.filter((m) => m.end <= at && m.start >= at - reachBefore && alike(infos[m.column])).at(-1);
  if (named) return named.column;
  const said = infos.find((info) =>
    alike(info) &&
    words.slice(Math.max(0, at - reachBefore), at).some((word) => info.words.some((part) => standsFor(word, part)))
  );
  if (said) return said.index;
  const rest = infos.filter(alike);
  return rest.length === 1 ? rest[0].index : undefined;
}

/** "5% of", "5 percent of" at `at`: the fraction, and where the words after it start. */
function percentOf(reading: Reading, at: number): { scale: number; next: number } | undefined {
  const { words } = reading;
  const number = words[at]?.text;
  if (!number || !/^\d+(?:\.\d+)?$/.test(number)) return undefined;
  const spans = wordSpans(reading.text, words);
  const percent = reading.text.slice(spans[at].end, spans[at + 1]?.start ?? reading.text.length).includes("%") ||
    words[at + 1]?.text === "percent";
  const of = words[at + 1]?.text === "percent" ? at + 2 : at + 1;
  if (!percent || words[of]?.text !== "of") return undefined;
  return { scale: Number(number) / 100, next: of + 1 };
}

/** The comparisons found: the filters, the columns compared, and the columns they are compared with. */
export interface Versus {
  filters: Filter[];
  subjects: Set<number>;
  /** Named only as what another column is held against, never what is computed. */
  targets: Set<number>;
  /** Where a number stands that is a share of the other column ("5% of clicks"), no threshold of its own. */
  shares: Set<number>;
}

/**
 * Rows kept by comparing two of their own columns: "How many SKUs are below their reorder level?" is On Hand <
 * Reorder Lvl; "delivered after the promised date" is Delivered > Promised. Only where a column (not a number or a
 * value) follows the comparator; "by how much did actual exceed the estimates" asks for the difference instead.
 */
export function versusFilters(reading: Reading): Versus {
  const filters: Filter[] = [];
  const subjects = new Set<number>();
  const targets = new Set<number>();
  const shares = new Set<number>();
  const { words, infos, mentions } = reading;
  if (/\bby how (?:much|many)\b/.test(reading.lower)) return { filters, subjects, targets, shares };
  // "Handed in late", "came back after the due date": the date done after the date due.
  const late = lateFilter(reading);
  if (late) return { filters: [late], subjects: new Set([late.column]), targets: new Set([late.other]), shares };
  for (let at = 0; at < words.length; at++) {
    const comparator = comparators.find(([said]) => said.every((word, i) => words[at + i]?.text === word));
    if (!comparator) continue;
    // "furthest over budget", "how much over": the amount over is asked for, not the rows that went over.
    if (/^(?:furthest|farthest|most|much|far|biggest|largest)$/.test(words[at - 1]?.text ?? "")) continue;
    let next = at + comparator[0].length;
    // "more than 5% of clicks": a share of the other column's cell.
    const share = percentOf(reading, next);
    const shareAt = next;
    if (share) next = share.next;
    while (linking.has(words[next]?.text ?? "")) next++;
    const otherMention = mentions.find((m) => m.start === next);
    const other = otherMention && infos[otherMention.column];
    if (!other || (other.type !== "number" && other.type !== "date")) continue;
    const column = comparedColumn(reading, at, other);
    if (column === undefined) continue;
    filters.push({
      kind: "versus",
      column,
      operator: comparator[1],
      other: other.index,
      ...(share ? { scale: share.scale } : {}),
    });
    subjects.add(column);
    targets.add(other.index);
    if (share) shares.add(shareAt);
    // "on or before": its last word is no comparison of its own.
    at = next - 1;
  }
  return { filters, subjects, targets, shares };
}

// A date a thing should be done by, and dates that say it was done.
const dueName = /\b(?:due|deadline|promised|expected|target)\b/i;
const doneName =
  /\b(?:handed|returned|delivered|completed|submitted|closed|paid|done|fixed|finished|received|shipped)\b/i;

/**
 * "Homework handed in late", "how many loans came back late": the date it was done after the date it was due, both
 * columns of the row (Handed In > Due).
 */
function lateFilter(reading: Reading): Extract<Filter, { kind: "versus" }> | undefined {
  if (!/\b(?:late|overdue)\b|\b(?:after|past) (?:the |their |its )?(?:due|deadline)\b/.test(reading.lower)) {
    return undefined;
  }
  const { infos, mentions } = reading;
  const due = infos.filter((info) => info.type === "date" && dueName.test(info.name));
  if (due.length !== 1) return undefined;
  // The date named for being done (Paid On, Returned, Handed In), else the one other date the question names.
  const doneDates = infos.filter((info) => info.type === "date" && info !== due[0] && doneName.test(info.name));
  const named = mentions.map((m) => infos[m.column]).filter((info) => info.type === "date" && info !== due[0]);
  const done = doneDates.length === 1 ? doneDates : named;
  if (done.length !== 1) return undefined;
  return { kind: "versus", column: done[0].index, operator: ">", other: due[0].index };
}
