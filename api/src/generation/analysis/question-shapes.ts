import { measureWords } from "./column-match.ts";
import { defaultCategory, defaultDate, defaultLabel, isDefaultMeasure, isMeasure, namesAPeriod } from "./columns.ts";
import { choosePeriod } from "./periods.ts";
import { statedAggregate } from "./question-metrics.ts";
import { natural, type Reading, valueLabels } from "./question-reading.ts";
import { asksWho, type Measure, personColumn } from "./question-roles.ts";
import type { Ask, Grouping } from "./question-types.ts";
import { asks, defaultTopCount, periodAsked, periodGroupAsked } from "./question-words.ts";
import { stem } from "./words.ts";

/** The time axis of a trend: the date column named or the first one, else a column of years, months or "Jan"s. */
export function timeAxis(reading: Reading): number | undefined {
  const named = reading.mentions.find((m) =>
    reading.infos[m.column].type === "date" || reading.infos[m.column].ordered
  );
  if (named) return named.column;
  return defaultDate(reading.infos) ?? reading.infos.find((info) => info.ordered)?.index;
}

/** Dates by the period the question names, or the one that suits the data's span and step. */
export function timeGrouping(reading: Reading, column: number): Grouping {
  const info = reading.infos[column];
  if (info.type !== "date") return { column };
  const dates = info.profile.dates!;
  const period = periodAsked(reading.lower) ?? choosePeriod(dates.first, dates.last, dates.step);
  return { column, period };
}

/**
 * "What percentage of orders were cancelled": a share of things counted (orders, customers), not of a measure,
 * when the question names no measure and the noun after "percentage of" is a plural that is not one.
 */
export function sharesOfRows(reading: Reading, measures: Measure[]): boolean {
  if (measures.length > 0) return false;
  const noun = /(?:percent(?:age)?|share|proportion|fraction|%)\s+of\s+(?:the\s+|all\s+|our\s+|my\s+)?([a-z]+)/.exec(
    reading.lower,
  )?.[1];
  return !!noun && noun !== stem(noun) && !["sales", "revenues", "earnings", "profits", "costs"].includes(noun);
}

/** "between 2019 and 2024" on a Year column, "from Jan to Mar" on a Month column of text: the points compared. */
export function endPoints(reading: Reading, axis: number): { from?: number | string; to?: number | string } {
  const info = reading.infos[axis];
  if (info.periodLike) {
    const present = new Set(reading.table.columns[axis].values);
    const years = reading.words.filter((word) => /^\d{4}$/.test(word.text) && present.has(Number(word.text)));
    return years.length >= 2 ? { from: Number(years[0].text), to: Number(years.at(-1)!.text) } : {};
  }
  const named = valueLabels(reading.values, axis);
  return named.length >= 2 ? { from: named[0], to: named.at(-1)! } : {};
}

// Words after "by", "each" or "what" that group nothing: verbs, pronouns, the data itself.
const notGroups = new Set([
  "all",
  "any",
  "the",
  "a",
  "an",
  "of",
  "is",
  "are",
  "was",
  "were",
  "has",
  "have",
  "had",
  "do",
  "does",
  "did",
  "one",
  "data",
  "information",
  "info",
  "table",
  "sheet",
  "spreadsheet",
  "this",
  "that",
  "these",
  "those",
  "it",
  "can",
  "should",
  "would",
  "will",
  "kind",
  "sort",
  "time",
  "far",
  "much",
  "many",
  "about",
  "i",
  "we",
  "you",
  "in",
  "to",
  "and",
  "rows",
  "row",
  // "average clicks per entry": each row, not a column of its own.
  "entry",
  "entries",
  "record",
  "records",
  "line",
  "lines",
  "chart",
  "graph",
  "way",
]);

const groupingWord = /\b(?:by|per|each|every|across|which|what|all)\s+(?:the\s+)?([a-z]+)/g;

/**
 * A wide table, its number columns being the things compared ("average score in each subject" over Math, Science,
 * English; "sales per quarter" over Q1…Q4): the question groups by a word no column is named, and the table has
 * several measures and no time axis of its own for a period word to use.
 */
export function acrossColumns(
  reading: Reading,
  measures: Measure[],
  axis: number | undefined,
  superlative: "max" | "min" | undefined,
): Ask | undefined {
  const candidates = reading.infos.filter(isDefaultMeasure);
  const columns = measures.length >= 2 ? measures.map((m) => m.column) : candidates.map((info) => info.index);
  if (columns.length < 2) return undefined;
  const aggregate = statedAggregate(reading) ?? natural(reading.infos[columns[0]]);
  const ask: Ask = {
    kind: "columns",
    columns,
    aggregate: aggregate === "count" ? "sum" : aggregate,
    ...(superlative ? { pick: superlative } : {}),
  };
  // "the quarterly trend" of a table whose columns are Q1…Q4: the periods are the columns.
  const timeAsked = asks.trend.test(reading.lower) || periodGroupAsked(reading.lower);
  if (axis === undefined && timeAsked && columns.every((column) => namesAPeriod(reading.infos[column].name))) {
    return ask;
  }
  const nouns = [...reading.lower.matchAll(groupingWord)].map((match) => match[1]);
  const named = reading.mentions.map((m) => reading.words[m.start].text);
  const periods = /^(?:day|week|month|quarter|year|date)s?$/;
  const unmatched = nouns.some((noun) =>
    !named.includes(noun) && !notGroups.has(noun) && !measureWords.has(stem(noun)) &&
    (!periods.test(noun) || axis === undefined)
  );
  return unmatched ? ask : undefined;
}

/** "by region and product": a second category named right after "and" behind the first one grouped by. */
export function secondGrouping(reading: Reading, first: number): number | undefined {
  const at = reading.mentions.findIndex((m) => m.column === first);
  if (at < 0) return undefined;
  const next = reading.mentions[at + 1];
  const joint = next && reading.words.slice(reading.mentions[at].end, next.start).map((word) => word.text).join(" ");
  if (!next || next.column === first || !/^(?:and|then|&)(?: by| per)?(?: the)?$/.test(joint ?? "")) return undefined;
  const info = reading.infos[next.column];
  return (info.type === "text" || info.type === "boolean") ? next.column : undefined;
}

/** Sorted by value when the question picks or ranks, in the data's order otherwise. */
export function groupOrder(lower: string, pick: "max" | "min" | undefined): "data" | "desc" | "asc" {
  if (/\b(?:lowest to highest|smallest to largest|ascending)\b/.test(lower)) return "asc";
  if (pick === "min") return "asc";
  if (pick || /\b(?:rank\w*|sort\w*|order(?:ed)? by|highest to lowest|largest to smallest|descending)\b/.test(lower)) {
    return "desc";
  }
  return "data";
}

/** "the best selling products", "top reps": a rank without a number, five for a plural, one for a singular. */
export function impliedRank(reading: Reading): { n: number; direction: "top" | "bottom" } | undefined {
  const word = /\b(top|bottom)\b/.exec(reading.lower);
  const label = reading.mentions.find((m) => reading.infos[m.column].type === "text");
  if (!word || !label) return undefined;
  const plural = reading.words[label.end - 1].text !== reading.words[label.end - 1].stem;
  return { n: plural ? defaultTopCount : 1, direction: word[1] === "bottom" ? "bottom" : "top" };
}

/** What names the ranked things: the text column named, "who" → the people column, else the row label. */
export function rankLabel(reading: Reading): number | undefined {
  const named = reading.mentions.find((m) => reading.infos[m.column].type === "text");
  if (named) return named.column;
  if (asksWho(reading.lower)) return personColumn(reading.infos);
  return defaultLabel(reading.infos) ?? defaultCategory(reading.infos);
}

const strongRelation =
  /\b(?:correlat\w*|relationship|relation|related|relate[sd]?|associat\w*|affect\w*|impact\w*|influenc\w*|depend\w*|connect\w*|linked|predict\w*|go together|goes together|move together|go with|goes with|goes along with|lead to|leads? to|led to|cause[sd]?|result in|tied to|track each other|r squared|regression|scatter)\b/;

/**
 * Two measures and a relationship ask. With one named, the other is the only other measure; with none named, the
 * table's two measures when it has exactly two. "Y vs X" puts X on the horizontal axis.
 */
export function correlationAsk(reading: Reading, measures: Measure[]): Ask | undefined {
  if (!asks.correlation.test(reading.lower)) return undefined;
  // "revenue vs expenses over time" follows both over time; a relationship ask says so in words.
  const overTime = asks.trend.test(reading.lower) || periodGroupAsked(reading.lower);
  if (overTime && !strongRelation.test(reading.lower)) return undefined;
  // "which channel drives the most conversions" ranks channels; a relationship is between two measures.
  if (reading.cues.some((cue) => cue.picks) && measures.length < 2) return undefined;
  const all = reading.infos.filter((info) => isMeasure(info) && !info.idLike).map((info) => info.index);
  let pair = measures.map((m) => m.column);
  if (pair.length < 2 && strongRelation.test(reading.lower)) {
    const others = all.filter((column) => !pair.includes(column));
    if (pair.length === 1 && others.length === 1) pair = [pair[0], others[0]];
    if (pair.length === 0 && all.length === 2) pair = all;
  }
  if (pair.length < 2) return undefined;
  const [first, second] = pair;
  const versus = /\b(?:vs\.?|versus|against)\b/.test(reading.lower) && !strongRelation.test(reading.lower);
  return versus ? { kind: "correlation", x: second, y: first } : { kind: "correlation", x: first, y: second };
}
