import { measureKinds } from "../understand/lexicon.ts";
import type { ColumnInfo } from "./columns.ts";
import { profitWords } from "./question-derived.ts";
import type { Reading } from "./question-reading.ts";
import { type Ask, isDerived, type Metric } from "./question-types.ts";

const currencyOfWord: Record<string, string> = {
  dollar: "$",
  dollars: "$",
  usd: "$",
  pound: "£",
  pounds: "£",
  gbp: "£",
  sterling: "£",
  euro: "€",
  euros: "€",
  eur: "€",
};
const currencyNames: Record<string, string> = { $: "dollars", "£": "pounds", "€": "euros" };
const kindNouns: Record<string, string> = {
  money: "an amount of money",
  score: "a score",
  count: "a count",
  age: "an age",
  time: "a length of time",
};
// A column of points on a scale: "Sat (1-5)", "Rating /10", "Score out of 100".
const scale = /\(\s*\d+\s*[-–]\s*\d+\s*\)|\/\s*\d+\b|\bout of \d+/i;

function currencyOf(info: ColumnInfo): string | undefined {
  const symbol = /[$£€]/.exec(info.name)?.[0];
  if (symbol) return symbol;
  const code = /\b(usd|gbp|eur)\b/i.exec(info.name)?.[1];
  return code ? currencyOfWord[code.toLowerCase()] : undefined;
}

/** What a number column measures, by its name: money, a score, a count, an age, a time; undefined when it does not say. */
export function kindOf(info: ColumnInfo): string | undefined {
  if (currencyOf(info)) return "money";
  if (scale.test(info.name)) return "score";
  // The last word that says is the head of the name: "Unit Price" is a price, "Sales Units" a count.
  return info.words.map((word) => measureKinds.get(word.text)).findLast((kind) => kind !== undefined);
}

/** " Its number columns: Qty and Rev ($)." — what the table can answer instead. */
function numberColumns(infos: ColumnInfo[]): string {
  const names = infos.filter((info) => info.type === "number").map((info) => info.name);
  if (names.length === 0) return "";
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return ` Its number ${names.length === 1 ? "column is" : "columns are"} ${listed}.`;
}

const firstMetric = (ask: Ask): Metric | undefined =>
  "metrics" in ask ? ask.metrics[0] : "metric" in ask ? ask.metric : undefined;

/**
 * What the table lacks for the question, said instead of an answer: a measure of one kind answered from a column of
 * another ("average age" from Salary, "income" from a 1–5 score), profit with no cost to work it out from, or an amount
 * in a currency the table does not hold. Undefined when the column used measures what was asked, as far as its name
 * says.
 */
export function whatTheTableLacks(reading: Reading, ask: Ask): string | undefined {
  const metric = firstMetric(ask);
  if (!metric || metric.column === undefined) return undefined;
  const used = reading.infos[metric.column];
  const derived = isDerived(metric);
  const instead = numberColumns(reading.infos);
  const named = (at: number) =>
    reading.mentions.some((m) => at >= m.start && at < m.end) ||
    reading.values.some((v) => at >= v.start && at < v.end);
  for (const [at, word] of reading.words.entries()) {
    if (named(at)) continue;
    const currency = currencyOfWord[word.text];
    const held = currency && currencyOf(used);
    if (held && held !== currency) {
      return `The table has no amounts in ${currencyNames[currency]}: ${used.name} is in ${
        currencyNames[held]
      }, and the table holds no exchange rate.${instead}`;
    }
    const kind = measureKinds.get(word.text);
    if (!kind || kind === "count") continue;
    // Profit worked out from revenue and cost is a derived measure; profit read as revenue alone is not profit.
    if (profitWords.has(word.stem) && !(derived && (metric.minus !== undefined || metric.per !== undefined))) {
      return `The table has no ${word.text} column, and no cost to work it out from.${instead}`;
    }
    const usedKind = derived ? undefined : kindOf(used);
    if (usedKind && usedKind !== kind) {
      return `The table has no ${word.text} column: ${used.name} is ${kindNouns[usedKind]}, not ${
        kindNouns[kind]
      }.${instead}`;
    }
  }
  return undefined;
}
