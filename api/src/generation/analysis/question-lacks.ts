import type { Table } from "../inputs/table.ts";
import { anyOfKind, measureKinds } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";
import { list } from "./explain.ts";
import { currencyOf, currencyOfWord, kindOf, sameKind } from "./measure-kinds.ts";
import { profitWords } from "./question-derived.ts";
import { namedAt, type Reading } from "./question-reading.ts";
import { type Word, wordSpans } from "./words.ts";
import { type Ask, firstMetric, isDerived, type Metric } from "./question-types.ts";
import { firstUnexplained, type Unexplained } from "./question-unexplained.ts";

const currencyNames: Record<string, string> = { $: "dollars", "£": "pounds", "€": "euros" };
const kindNouns: Record<string, string> = {
  money: "an amount of money",
  income: "an amount of money",
  cost: "an amount of money",
  price: "an amount of money",
  pay: "an amount of money",
  score: "a score",
  count: "a count",
  age: "an age",
  time: "a length of time",
  energy: "an amount of energy",
  percent: "a percentage",
  people: "a number of people",
  weight: "a weight",
  height: "a height",
  distance: "a distance",
  volume: "a volume",
};

/** " Its number columns are Qty and Rev ($)." — what the table can answer instead. */
function numberColumns(infos: ColumnInfo[]): string {
  const names = infos.filter((info) => info.type === "number").map((info) => info.name);
  if (names.length === 0) return "";
  return ` Its number ${names.length === 1 ? "column is" : "columns are"} ${list(names)}.`;
}

/**
 * What the table lacks for the question, said instead of an answer: a content word the table cannot explain (a value
 * no cell holds, a measure or grouping no column is for), a measure of one kind answered from a column of another
 * ("average age" from Salary, "income" from a 1–5 score), profit with no cost to work it out from, or an amount in a
 * currency the table does not hold. Undefined when every word is explained and the column used measures what was
 * asked, as far as its name says.
 */
export function whatTheTableLacks(reading: Reading, ask: Ask): string | undefined {
  const metric = firstMetric(ask);
  const mismatch = metric?.column !== undefined ? kindMismatch(reading, metric) : undefined;
  if (mismatch) return mismatch;
  const missing = firstUnexplained(reading, ask);
  return missing && saidMissing(reading, missing);
}

const namesAColumn = (reading: Reading, word: Word) =>
  reading.infos.some((info) => info.words.some((part) => part.stem === word.stem));

function kindMismatch(reading: Reading, metric: Metric): string | undefined {
  if (metric.column === undefined) return undefined;
  const used = reading.infos[metric.column];
  const derived = isDerived(metric);
  const instead = numberColumns(reading.infos);
  for (const [at, word] of reading.words.entries()) {
    if (namedAt(reading, at)) continue;
    const currency = currencyOfWord[word.text];
    const held = currency && currencyOf(used);
    if (held && held !== currency) {
      return `The table has no amounts in ${currencyNames[currency]}: ${used.name} is in ${
        currencyNames[held]
      }, and the table holds no exchange rate.${instead}`;
    }
    const kind = measureKinds.get(word.text);
    // "hours spent", "money": a word for whatever column of its kind the table has says nothing against the one used;
    // nor does a word that names another column ("grade G3" beside a Grade column).
    if (!kind || kind === "count" || anyOfKind.has(word.text) || namesAColumn(reading, word)) continue;
    // Profit worked out from revenue and cost is a derived measure; profit read as revenue alone is not profit.
    if (profitWords.has(word.stem) && !(derived && (metric.minus !== undefined || metric.per !== undefined))) {
      return `The table has no ${word.text} column, and no cost to work it out from.${instead}`;
    }
    // Revenue worked out as Qty × Price is income, whatever the columns it is made of are.
    const usedKind = derived ? (metric.label === "revenue" ? "income" : undefined) : kindOf(used);
    if (usedKind && !sameKind(kind, usedKind)) {
      return `The table has no ${word.text} column: ${used.name} is ${kindNouns[usedKind]}, not ${
        kindNouns[kind]
      }.${instead}`;
    }
  }
  return undefined;
}

/** " Its text columns are Store, Category and Payment." */
function textColumns(infos: ColumnInfo[]): string {
  const names = infos.filter((info) => info.type === "text").map((info) => info.name);
  if (names.length === 0) return "";
  return ` Its text ${names.length === 1 ? "column is" : "columns are"} ${list(names)}.`;
}

/** "Autumn and Spring", "VAN-01, VAN-02 … and others": the values a column holds, the first eight of them. */
function heldValues(table: Table, column: number): string {
  const held = [...new Set(table.columns[column].values.filter((cell) => cell !== null))].map(String);
  return held.length <= 8 ? list(held) : `${list(held.slice(0, 8))} and others`;
}

/** The sentence that says what the table lacks, and what it holds instead. */
function saidMissing(reading: Reading, missing: Unexplained): string {
  const { words, infos, table } = reading;
  // "customers" → "customer column", "patient age" as said.
  const phrase = words.slice(missing.at, missing.end).map((word, i, all) =>
    i === all.length - 1 ? word.stem : word.text.replace(/'s$/, "")
  ).join(" ");
  const written = words.slice(missing.at, missing.end).map((word) => word.written.replace(/'s$/, "")).join(" ");
  switch (missing.kind) {
    case "value":
      return `The table has no ${missing.of} column, and no cell holds "${written}".${textColumns(infos)}`;
    case "name": {
      // As typed, so "TikTok" (two words to the reader) stays one.
      const at = wordSpans(reading.text, words);
      const typed = reading.text.slice(at[missing.at].start, at[missing.end - 1].end).replace(/'s$/, "");
      return `"${typed}" is not in the table: no cell holds it.${textColumns(infos)}`;
    }
    case "valueOf": {
      const { name } = infos[missing.column];
      return `No rows have ${name} "${written}": ${name} holds ${heldValues(table, missing.column)}.`;
    }
    case "code": {
      const { name } = infos[missing.column];
      const code = missing.code;
      return `"${code}" is not in the table: no ${name} is ${code}; ${name} holds ${
        heldValues(table, missing.column)
      }.`;
    }
    case "event":
      return `The table has no ${missing.need}: none of its columns records that.${numberColumns(infos)}`;
    case "people":
      return `The table has no number of people to divide by: its rows are not people.${numberColumns(infos)}`;
    case "column":
      return `The table has no ${phrase} column.${numberColumns(infos)}${textColumns(infos)}`;
    case "either": {
      const [first, second] = [words[missing.at].written, words[missing.end - 1].written];
      return `The table has no column that tells "${first}" from "${second}".${textColumns(infos)}`;
    }
  }
}
