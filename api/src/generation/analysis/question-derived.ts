import { isDefaultMeasure } from "./columns.ts";
import { currencyOf, kindOf } from "./measure-kinds.ts";
import { countedNoun, statedAggregate } from "./question-metrics.ts";
import type { Reading } from "./question-reading.ts";
import { stem, wordSpans } from "./words.ts";
import type { Measure } from "./question-roles.ts";
import type { Metric } from "./question-types.ts";
import { asks } from "./question-words.ts";
import { ratioMetric } from "./question-ratio.ts";

const revenueWords = new Set(["revenue", "sale", "turnover", "income", "amount", "value", "price", "gmv"]);

const costWords = new Set(["cost", "expense", "spend", "expenditure", "cogs", "outlay"]);

export const profitWords = new Set(["profit", "margin", "net", "earning", "gain"]);

/** A column whose own words are one of a set (its head first), among the measures. */
function measureNamed(reading: Reading, words: Set<string>): number | undefined {
  const measures = reading.infos.filter((info) => isDefaultMeasure(info));
  return (measures.find((info) => words.has(info.head)) ??
    measures.find((info) => info.words.some((word) => words.has(word.stem))))?.index;
}

export const moneyTotals = new Set([
  "revenue",
  "sale",
  "turnover",
  "income",
  "amount",
  "total",
  "value",
  "gmv",
  "spend",
]);

const quantities = new Set(["quantity", "qty", "unit", "volume", "piece", "count"]);

export const prices = new Set(["price", "rate", "fee", "cost"]);

/**
 * "Revenue by customer" over a table of Qty and Price with no revenue column: revenue is Qty × Price, row by row.
 * Only when the question asks for money it names no column for.
 */
function revenueFromParts(reading: Reading, measures: Measure[]): Metric | undefined {
  const asksMoney =
    /\b(?:revenue|revenues|sales|money|income|turnover|takings|earn\w*|spent|spend|spending|worth|value)\b/
      .test(reading.lower);
  // Naming no measure at all ("who is our best customer") also means money, unless the question counts things.
  const unnamed = measures.length === 0 && statedAggregate(reading) !== "count" && !countedNoun(reading);
  if (!(asksMoney || unnamed) || measures.length > 0 || measureNamed(reading, moneyTotals) !== undefined) {
    return undefined;
  }
  // Of Units Baked and Units Sold, revenue comes from what was sold.
  const sold = reading.infos.find((info) =>
    isDefaultMeasure(info) && kindOf(info) !== "money" && info.words.some((word) => word.stem === "sell")
  )?.index;
  const quantity = sold ?? measureNamed(reading, quantities);
  const price = measureNamed(reading, prices);
  if (quantity === undefined || price === undefined || quantity === price) return undefined;
  return { aggregate: "sum", column: quantity, times: price, label: "revenue" };
}

/**
 * "The total value of the stock at unit cost": a count of things held (On Hand) × what one costs, row by row; only
 * where the question asks for a value and names no column of money totals.
 */
function stockValue(reading: Reading, measures: Measure[]): Metric | undefined {
  if (!/\b(?:value|worth)\b/.test(reading.lower) || measureNamed(reading, moneyTotals) !== undefined) return undefined;
  const counts = reading.infos.filter((info) => isDefaultMeasure(info) && kindOf(info) === "count");
  const price = measureNamed(reading, prices);
  // "the value of stock on hand" names the count itself; any other measure named is something else.
  if (
    counts.length !== 1 || price === undefined ||
    measures.some((m) => m.column !== price && m.column !== counts[0].index)
  ) {
    return undefined;
  }
  return { aggregate: "sum", column: counts[0].index, times: price, label: "value" };
}

// Words for a plan a result is measured against, and for the result itself.
const planWords = new Set([
  "budget",
  "budgeted",
  "estimate",
  "estimated",
  "est",
  "plan",
  "planned",
  "target",
  "forecast",
]);
const actualWords = new Set(["actual", "actually", "spent", "spend", "real", "logged"]);
const goingOver =
  /\b(?:overspen[dt]\w*|overr[au]n\w*|exceed\w*|(?:go|goes|went|gone|going|came|come|comes) (?:in )?over|over (?:the |their |its )?(?:budget|estimate|plan|target)s?)\b/;

/**
 * Budget against actual, estimate against time taken: how far the result went over its plan ("overspent", "went
 * over its estimates", "actual exceeded the budget") is actual − plan; what share of the plan was used ("what share
 * of the budget was actually spent") is actual ÷ plan. Only where the table has both columns.
 */
function actualAgainstPlan(reading: Reading): Metric | undefined {
  const { infos, lower } = reading;
  const measures = infos.filter(isDefaultMeasure);
  const plan = measures.find((info) => info.words.some((word) => planWords.has(word.stem)));
  const actual = measures.find((info) => info !== plan && info.words.some((word) => actualWords.has(word.stem)));
  if (!plan || !actual) return undefined;
  // "How many times did we go over budget" counts the rows that went over; "how much over" is the amount.
  if (goingOver.test(lower) && !/\b(?:how often|number of|count)\b|(?<!\bby )\bhow many\b/.test(lower)) {
    return { aggregate: "sum", column: actual.index, minus: plan.index, label: `${actual.name} over ${plan.name}` };
  }
  const saysActual = reading.words.some((word) => actualWords.has(word.stem));
  const saysPlan = reading.words.some((word) => planWords.has(word.stem));
  if (asks.share.test(lower) && saysActual && saysPlan && reading.values.length === 0) {
    return {
      aggregate: "sum",
      column: actual.index,
      per: plan.index,
      label: `${actual.name} as a share of ${plan.name}`,
      percent: true,
    };
  }
  return undefined;
}

const countedThings = new Set(["order", "transaction", "sale", "customer", "visit", "visitor", "purchase", "deal"]);

/**
 * "Average order value" of a table that counts its orders (Month, Orders, Revenue): revenue over orders. A table of
 * single orders has no such count, and its average amount is already the answer.
 */
function orderValue(reading: Reading): Metric | undefined {
  if (
    !/\b(?:average order (?:value|size)|aov|average basket|average ticket|(?:revenue|sales) per (?:order|customer|visit))\b/
      .test(reading.lower)
  ) {
    return undefined;
  }
  const money = measureNamed(reading, moneyTotals);
  const count = reading.infos.find((info) =>
    isDefaultMeasure(info) && info.index !== money && countedThings.has(info.head) &&
    info.words.at(-1)!.text !== info.words.at(-1)!.stem
  );
  if (money === undefined || !count) return undefined;
  return {
    aggregate: "sum",
    column: money,
    per: count.index,
    label: `${reading.infos[money].name} per ${singular(count.name)}`,
  };
}

/** "Orders" → "Order": a count column's name for one of the things it counts. */
function singular(name: string): string {
  const words = name.split(" ");
  const last = words.at(-1)!;
  const one = stem(last);
  words[words.length - 1] = one === last.toLowerCase() ? last : last.slice(0, one.length);
  return words.join(" ");
}

const converted = new Set(["conversion", "order", "sale", "signup", "purchase", "lead", "booking", "click"]);
const audiences = new Set(["visitor", "session", "visit", "click", "view", "impression", "user", "lead", "call"]);

/** "Conversion rate": what was converted (orders, sign-ups) over who could convert (visitors, sessions), in %. */
function conversionRate(reading: Reading): Metric | undefined {
  if (!/\bconversion rates?\b|\bconversion\b/.test(reading.lower)) return undefined;
  const measures = reading.infos.filter(isDefaultMeasure);
  const audience = measures.find((info) => audiences.has(info.head));
  const done = measures.find((info) => converted.has(info.head) && info !== audience);
  if (!audience || !done) return undefined;
  return { aggregate: "sum", column: done.index, per: audience.index, label: "conversion rate", percent: true };
}

// "average lunch plus dinner covers", "per day": two columns' sum is averaged over the rows, not added up.
const averagedPerRow = /\b(?:average|avg|mean|on average|per (?:day|service|session|row))\b/;

/** Two number columns joined by "+" or "plus": "(food + drinks)", "lunch plus dinner covers". */
function sumOfTwo(reading: Reading): Metric | undefined {
  const { infos, words, text } = reading;
  const numbers = reading.mentions.filter((m) => infos[m.column].type === "number").sort((a, b) => a.start - b.start);
  const spans = wordSpans(text, words);
  for (const [i, a] of numbers.slice(0, -1).entries()) {
    const b = numbers[i + 1];
    if (b.column === a.column) continue;
    const between = text.slice(spans[a.end - 1].end, spans[b.start].start).trim().toLowerCase();
    if (!/^(?:\+|plus|and|&)$/.test(between) || between === "and" && !/\(/.test(text.slice(0, spans[a.start].start))) {
      continue;
    }
    const averaged = averagedPerRow.test(reading.lower);
    return {
      aggregate: averaged ? "average" : "sum",
      column: a.column,
      plus: b.column,
      label: `${infos[a.column].name} plus ${infos[b.column].name}`,
    };
  }
  return undefined;
}

/**
 * "total covers" over Lunch Covers and Dinner Covers, with no Covers column: the word two measures are both about,
 * said without what tells them apart, is the two together.
 */
function sharedHead(reading: Reading, measures: Measure[]): Metric | undefined {
  const { infos, words } = reading;
  const first = measures[0];
  if (!first || first.end - first.at !== 1) return undefined;
  const head = words[first.at].stem;
  const sharing = infos.filter((info) => isDefaultMeasure(info) && info.head === head && info.words.length > 1);
  if (sharing.length !== 2 || infos.some((info) => info.head === head && info.words.length === 1)) return undefined;
  const [a, b] = sharing;
  if (kindOf(a) !== kindOf(b) || a.parts || b.parts) return undefined;
  // "lunch covers" names one of them, whichever word of the question tells it.
  const told = (info: typeof a) =>
    info.words.some((word) => word.stem !== head && words.some((said) => said.stem === word.stem));
  if (told(a) || told(b)) return undefined;
  const averaged = averagedPerRow.test(reading.lower);
  return {
    aggregate: averaged ? "average" : "sum",
    column: a.index,
    plus: b.index,
    label: `${a.name} plus ${b.name}`,
  };
}

// Ways of paying a column of takings is named for: a till's money split by how it came in.
const paymentMethods = new Set(["card", "cash", "cheque", "check", "contactless", "online", "transfer", "voucher"]);
const incomeAsked = /\b(?:takings|revenue|sales|income|turnover|take|took|taken)\b/;

/**
 * "Which month had the highest takings" over Card (£) and Cash (£), with no column of the whole: the money that came
 * in is the columns of the ways it was paid, together; "÷ covers", "per cover" divides it by a count.
 */
function paymentParts(reading: Reading, measures: Measure[]): Metric | undefined {
  const { infos, words, lower } = reading;
  if (!incomeAsked.test(lower)) return undefined;
  const parts = infos.filter((info) =>
    isDefaultMeasure(info) && currencyOf(info) !== undefined && info.words.some((word) => paymentMethods.has(word.stem))
  );
  const isPer = (m: Measure) =>
    /^(?:per|over|by)$/.test(words[m.at - 1]?.text ?? "") || /[÷/]\s*$/.test(textBefore(reading, m.at));
  // Another measure named asks about it; a part named on its own ("as cash") asks about that part.
  if (
    parts.length !== 2 || measures.some((m) => !isPer(m)) ||
    reading.mentions.some((m) => parts.some((part) => part.index === m.column))
  ) {
    return undefined;
  }
  const per = measures.find(isPer)?.column;
  const [a, b] = parts;
  const averaged = /\b(?:average|avg|mean|on average)\b/.test(lower) && per === undefined;
  return {
    aggregate: averaged ? "average" : "sum",
    column: a.index,
    plus: b.index,
    ...(per === undefined ? {} : { per }),
    label: `${a.name} plus ${b.name}${per === undefined ? "" : ` per ${infos[per].name}`}`,
  };
}

const textBefore = (reading: Reading, at: number) =>
  reading.text.slice(0, wordSpans(reading.text, reading.words)[at].start);

/**
 * Measures the table does not hold but the question asks for: "revenue minus costs", "the difference between A and
 * B", profit as revenue less cost, and a margin as profit over revenue. Only from totals, so a formula gives the
 * same: (SUM(a) − SUM(b)) ÷ SUM(c).
 */
export function derivedMetric(reading: Reading, measures: Measure[]): Metric | undefined {
  const { lower, infos } = reading;
  const perOrder = orderValue(reading) ?? conversionRate(reading);
  if (perOrder) return perOrder;
  // "the average price weighted by units": Σ price × units ÷ Σ units.
  if (measures.length >= 2 && /\bweighted\b/.test(lower)) {
    const [a, b] = measures;
    return {
      aggregate: "sum",
      column: a.column,
      times: b.column,
      per: b.column,
      label: `weighted average of ${infos[a.column].name} (by ${infos[b.column].name})`,
    };
  }
  // "qty × unit price", "units times price": one measure times the other, row by row, then added up.
  const ordered = [...measures].sort((x, y) => x.at - y.at);
  for (const [i, a] of ordered.slice(0, -1).entries()) {
    const b = ordered[i + 1];
    const joint = reading.words.slice(a.end, b.at).map((word) => word.text).join(" ");
    if (/^(?:x|times|multiplied by)$/.test(joint)) {
      return {
        aggregate: "sum",
        column: a.column,
        times: b.column,
        label: `${infos[a.column].name} × ${infos[b.column].name}`,
      };
    }
  }
  // "total takings (food + drinks)", "lunch plus dinner covers": one column's total added to another's.
  const sum = sumOfTwo(reading) ?? sharedHead(reading, measures) ?? paymentParts(reading, measures);
  if (sum) return sum;
  // "tax as a % of gross", "revenue per unit", "errors per 1,000 lines", "error rate": one total over another.
  const ratio = ratioMetric(reading);
  if (ratio) return ratio;
  // "How much higher is the avg coursework mark than the avg exam mark": one measure less the other, on average.
  const than = measures.length >= 2 &&
    reading.words.slice(measures[0].end, measures[1].at).some((word) => word.text === "than") &&
    /\b(?:higher|more|lower|less|bigger|greater|longer|shorter|larger|smaller)\b/.test(lower);
  if (
    than ||
    measures.length >= 2 && /\b(?:minus|less|subtract\w*|net of|deduct\w*|difference between)\b|\s-\s/.test(lower)
  ) {
    const [a, b] = measures;
    return {
      aggregate: /\b(?:average|avg|mean)\b/.test(lower) ? "average" : "sum",
      column: a.column,
      minus: b.column,
      label: `${infos[a.column].name} minus ${infos[b.column].name}`,
    };
  }
  const againstPlan = actualAgainstPlan(reading);
  if (againstPlan) return againstPlan;
  const fromParts = revenueFromParts(reading, measures) ?? stockValue(reading, measures);
  if (fromParts) return fromParts;
  const margin = /\bmargins?\b/.test(lower);
  const profitAsked = margin || /\b(?:profits?|net income|earnings)\b/.test(lower);
  if (!profitAsked) return undefined;
  const profit = measureNamed(reading, profitWords);
  const revenue = measureNamed(reading, revenueWords);
  if (profit !== undefined) {
    // A Profit column answers "profit" itself; only its margin needs deriving.
    return margin && revenue !== undefined && revenue !== profit
      ? { aggregate: "sum", column: profit, per: revenue, label: "profit margin", percent: true }
      : undefined;
  }
  const cost = measureNamed(reading, costWords);
  if (revenue === undefined || cost === undefined || revenue === cost) return undefined;
  return margin
    ? { aggregate: "sum", column: revenue, minus: cost, per: revenue, label: "profit margin", percent: true }
    : { aggregate: "sum", column: revenue, minus: cost, label: "profit" };
}
