import { anyOfKind, measureKinds } from "../understand/lexicon.ts";
import { differenceUnit, measureWords } from "./column-match.ts";
import { kindOf, sameKind } from "./measure-kinds.ts";
import { type ColumnInfo, isCategory, isMeasure } from "./columns.ts";
import { moneyTotals, profitWords } from "./question-derived.ts";
import { namedAt, natural, type Reading } from "./question-reading.ts";
import { findThresholds } from "./question-values.ts";
import { type Measure, peopleWords } from "./question-roles.ts";
import type { Metric } from "./question-types.ts";
import {
  type Aggregate,
  aggregateWords,
  durationWords,
  findAggregateWords,
  impliedMeasures,
  speedWords,
} from "./question-words.ts";
import { type Word, wordsOf } from "./words.ts";

// A column with at most this many kinds of value (phases, statuses) is counted by its rows where rows are picked.
const fewKinds = 12;

export const explicitAggregates = new Set<Aggregate>(["sum", "average", "median", "stdev", "count"]);

/** The aggregate the question says for the whole ask: the first of average, median, spread, total it names. */
export function statedAggregate(reading: Reading): Aggregate | undefined {
  const stated = reading.aggregates.filter((word) => explicitAggregates.has(word.aggregate));
  return (stated.find((word) => word.aggregate !== "sum" && word.aggregate !== "count") ?? stated[0])?.aggregate;
}

/** The superlative the question uses, if any: it picks a group, or asks for a max or min. */
export function superlativeOf(reading: Reading, main: number | undefined): "max" | "min" | undefined {
  const word = reading.aggregates.find((found) => found.superlative);
  if (!word) return undefined;
  const direction = word.aggregate as "max" | "min";
  return timedBySpeed(reading, main) ? (direction === "max" ? "min" : "max") : direction;
}

/** "Which agent resolves tickets fastest" over Hours to Resolve: speed read off a duration, where less is faster. */
function timedBySpeed(reading: Reading, main: number | undefined): boolean {
  if (main === undefined || !reading.words.some((word) => speedWords.has(word.text))) return false;
  return reading.infos[main].words.some((word) => durationWords.has(word.stem));
}

/**
 * What to compute per group (or overall): each measure named with its own aggregate word, "number of units" as a
 * sum of Units, distinct values of a text column when asked, else a count of rows when the question counts, else
 * the main measure's natural aggregate (totals, or averages for prices and scores).
 */
export function metricsOf(
  reading: Reading,
  measures: Measure[],
  main: number | undefined,
  filtered = false,
): Metric[] {
  const stated = statedAggregate(reading);
  // "How many customers (regions, products)…": of a category whose values repeat, the different ones are counted;
  // with a number to compare ("how many items sold for over $50") it is the rows that are counted.
  const count = reading.aggregates.find((word) => word.aggregate === "count");
  // "How many students failed (under 40)": people are counted once each, whatever number picks their rows.
  const next = count && reading.mentions.find((m) => m.start === count.at + count.size);
  const people = next && reading.infos[next.column].words.some((word) => peopleWords.has(word.stem));
  const counted = count && (findThresholds(reading.text).length === 0 || people) && next;
  // "How many phases spent more than planned": of a column of a few kinds (Phase), with rows picked, the rows.
  const kinds = counted && reading.infos[counted.column].profile.distinct <= fewKinds && filtered &&
    !/\b(?:different|distinct|unique|separate)\b/.test(reading.lower);
  if (
    counted && !kinds && isCategory(reading.infos[counted.column]) && reading.infos[counted.column].type === "text" &&
    !reading.cues.some((cue) => cue.column === counted.column)
  ) {
    return [{ aggregate: "distinct", column: counted.column }];
  }
  const distinct = reading.aggregates.find((word) => word.aggregate === "distinct");
  if (distinct) {
    const target = reading.mentions.find((m) =>
      m.start > distinct.at && reading.infos[m.column].type !== "number" &&
      !reading.cues.some((cue) => cue.column === m.column)
    );
    if (target) return [{ aggregate: "distinct", column: target.column }];
  }
  const listed = listedAggregates(reading);
  if (listed.length > 1 && (measures.length === 1 || (measures.length === 0 && main !== undefined))) {
    const column = measures[0]?.column ?? main!;
    return listed.map((aggregate) => ({ aggregate, column }));
  }
  // How fast things go is a time per thing: an average, whatever the column would add up to otherwise.
  if (!stated && timedBySpeed(reading, measures[0]?.column ?? main)) {
    return [{ aggregate: "average", column: measures[0]?.column ?? main! }];
  }
  if (measures.length > 0) {
    return measures.map(({ column, aggregate }) => {
      // "How much longer do patients wait …, on average": "how much" asks for an amount, the average says which.
      // "The median number of items": "number of" counts what the median is of.
      const amountOnly = aggregate && /^(?:how|number|no)$/.test(reading.words[aggregate.at].text);
      const own = amountOnly && stated && stated !== "count" && stated !== "sum" ? stated : aggregate?.aggregate;
      const chosen = own === "count" || own === "distinct" ? "sum" : own ?? (stated === "count" ? undefined : stated);
      return { aggregate: chosen ?? natural(reading.infos[column]), column };
    });
  }
  // "the most popular plan", "the 3rd most common reason", "fewest returns": how many rows, not a measure; so are
  // "the most borrowed genre" and "our biggest borrower" over a Borrowed date, what each row records happening.
  // "which clinician had the most attended appointments": the most of the rows themselves, one word of a value or a
  // yes/no column between.
  const noun = countedNoun(reading);
  const mostRows = noun !== undefined &&
    new RegExp(`\\b(?:most|fewest|least)\\s+(?:[a-z]+\\s+)?${noun}\\b`).test(reading.lower);
  const popularity = /\b(?:common|popular|frequent)\b|\bfewest\b/.test(reading.lower) || eventOfRows(reading) ||
    mostRows;
  // "On average how many tickets did we get per day": the tickets are counted, whatever is then averaged.
  const howManyRows = noun !== undefined && new RegExp(`\\bhow many ${noun}\\b`).test(reading.lower);
  if (stated === "count" || main === undefined || popularity || howManyRows || (!stated && noun)) {
    return [{ aggregate: "count" }];
  }
  return [{ aggregate: stated ?? natural(reading.infos[main]), column: main }];
}

const listWord = `(?:${[...aggregateWords].join("|")}|standard deviation)`;

const aggregateList = new RegExp(`\\b${listWord}(?:\\s*(?:,|and|or|&|/|plus)\\s*(?:the\\s+)?${listWord})+\\b`);

/**
 * "max and min temperature", "the average, median and highest score": aggregates listed together, each asked of
 * the same measure. "The lowest total" is one aggregate qualified, not a list.
 */
export function listedAggregates(reading: Reading): Aggregate[] {
  const list = aggregateList.exec(reading.lower);
  if (!list) return [];
  const words = wordsOf(list[0]);
  const found = findAggregateWords(words, () => false).map((word) =>
    word.aggregate === "count" ? "sum" : word.aggregate
  );
  return [...new Set(found)];
}

// Plurals that are not things to count: the data's own vocabulary, time, and what an answer is made of.
const notCounted = new Set([
  "rows",
  "values",
  "numbers",
  "figures",
  "data",
  "results",
  "totals",
  "things",
  "stats",
  "statistics",
  "insights",
  "trends",
  "columns",
  "charts",
  "graphs",
  "cells",
  "days",
  "weeks",
  "months",
  "quarters",
  "years",
  "dates",
  "times",
  "percentages",
  "percents",
  "averages",
  "sums",
  "counts",
  "details",
  "outliers",
  "changes",
  "patterns",
  "groups",
  "categories",
  "is",
  "was",
  "has",
  "does",
  "this",
  "us",
  "its",
  "as",
  "his",
  "hers",
  "yes",
  "less",
  "across",
  "plus",
  "minus",
  "versus",
  "vs",
]);

/**
 * The plural noun the question counts ("how many orders", "hires per year", "the most employees"), when it names
 * no measure: the rows are those things. Words naming a measure, a category to group by, a value or a period are
 * not it; a column that names each row (Employee) is.
 */
export function countedNoun(reading: Reading): string | undefined {
  // "no-shows" are said by their filter (Attended is No), not counted as shows.
  const taken = (at: number) =>
    reading.mentions.some((m) => at >= m.start && at < m.end && !namesRows(reading.infos[m.column])) ||
    reading.values.some((v) => at >= v.start && at < v.end) || reading.words[at - 1]?.text === "no";
  const plural = (word: Word) => (word.text.endsWith("s") || word.text === "people") && word.stem !== word.text;
  // "which product brings in": after its subject, an -s word is a verb, not a plural; after a yes/no column said as
  // a word of the rows ("attended appointments"), a plural.
  const afterSubject = (at: number) =>
    at > 0 && (/^(?:who|it|that|which|what|he|she)$/.test(reading.words[at - 1].text) ||
      reading.mentions.some((m) => m.end === at && !reading.flags.has(m.column)));
  return reading.words.find((word, at) =>
    /^[a-z]{3,}$/.test(word.text) && plural(word) && !notCounted.has(word.text) && !measureWords.has(word.stem) &&
    !aggregateWords.has(word.text) && !taken(at) && !afterSubject(at)
  )?.text;
}

/**
 * A column whose words can name the rows themselves: one whose every value is different (Employee, Order, Ticket #), or a
 * date saying when each happened ("hires" for Hire Date). Counting those counts rows.
 */
const namesRows = (info: ColumnInfo) =>
  info.type === "date" || ((info.type === "text" || info.idLike) && info.profile.distinct === info.profile.count);

/** "most borrowed", "biggest borrower" over a Borrowed date: the rows' own event, counted. */
export function eventOfRows(reading: Reading): boolean {
  const dates = reading.infos.filter((info) => info.type === "date");
  return reading.words.some((word) =>
    /^(?:most|biggest|top|fewest|least)$/.test(reading.words[word.index - 1]?.text ?? "") &&
    dates.some((info) =>
      info.words.some((part) =>
        part.text.length >= 5 && part.text.endsWith("ed") &&
        (word.text === part.text || word.text === `${part.text.slice(0, -2)}er` ||
          word.text === `${part.text.slice(0, -1)}r`)
      )
    )
  );
}

/** "the youngest employee": the measure a superlative implies (Age), when the table has it. */
export function impliedMeasure(words: Word[], infos: ColumnInfo[]): Measure[] {
  for (const word of words) {
    const stems = impliedMeasures[word.text];
    const info = stems && infos.find((info) => isMeasure(info) && info.words.some((part) => stems.includes(part.stem)));
    if (info) return [{ column: info.index, at: word.index, end: word.index + 1 }];
  }
  // "total takings" of a table whose one amount of money is Basket £: the word names that column by its kind.
  for (const word of words) {
    const kind = anyOfKind.has(word.text) ? measureKinds.get(word.text) : undefined;
    // A price is money too, but never the total a money word asks for (revenue from Qty × Price is worked out).
    const ofKind = kind
      ? infos.filter((info) => isMeasure(info) && !info.averaged && sameKind(kind, kindOf(info)))
      : [];
    if (ofKind.length === 1) return [{ column: ofKind[0].index, at: word.index, end: word.index + 1 }];
  }
  return [];
}

/** "Total profit" of a table with no profit column: the answer says what it used instead. */
export function noteUnnamedMeasure(reading: Reading, used: Metric): void {
  // A word that names a column or one of its values ("outside Sales" in a Dept column) asks for no measure.
  // "how many points higher": the unit of a difference, not a measure asked for.
  const asked = reading.words.find((word, at) =>
    (measureWords.has(word.stem) || profitWords.has(word.stem)) && !namedAt(reading, at) &&
    !differenceUnit(reading.words, at)
  );
  if (!asked || used.column === undefined) return;
  const name = used.label ?? reading.infos[used.column].name;
  if (name.toLowerCase().includes(asked.stem) || (used.label && moneyTotals.has(asked.stem))) return;
  reading.readings.push(`No column is called "${asked.text}", so this uses ${name}.`);
}
