import type { Table } from "../inputs/table.ts";
import { aggregateAll, selectRows } from "./compute.ts";
import { findMentions, measureWords } from "./column-match.ts";
import { type ColumnInfo, defaultCategory, defaultMeasure } from "./columns.ts";
import { type Period, periodIndex, periodName } from "./periods.ts";
import { comparedPair, findDateRefs, rangeOf } from "./question-dates.ts";
import { derivedMetric } from "./question-derived.ts";
import {
  addDateFilter,
  addValueFilters,
  excludedValues,
  flagFilters,
  namesDates,
  noShows,
  periodValueFilters,
  settleUnpaid,
  thresholdFilters,
  yesNoValues,
  zeroFilters,
} from "./question-filters.ts";
import {
  countedNoun,
  eventOfRows,
  explicitAggregates,
  impliedMeasure,
  listedAggregates,
  metricsOf,
  noteUnnamedMeasure,
  statedAggregate,
  superlativeOf,
} from "./question-metrics.ts";
import { nameAt, natural, type Reading, valueLabels } from "./question-reading.ts";
import { asksWho, findGroupCues, findMeasures, type Measure, personColumn, settleOverlaps } from "./question-roles.ts";
import {
  acrossColumns,
  correlationAsk,
  endPoints,
  groupOrder,
  impliedRank,
  rankLabel,
  secondGrouping,
  sharesOfRows,
  timeAxis,
  timeGrouping,
} from "./question-shapes.ts";
import { type Ask, type Filter, isAdditive, isDerived, type Metric, type Question } from "./question-types.ts";
import { whatTheTableLacks } from "./question-lacks.ts";
import { versusFilters } from "./question-versus.ts";
import { blankFilters } from "./question-blanks.ts";
import { groupsMeeting } from "./question-having.ts";
import { kindOf } from "./measure-kinds.ts";
import { npsGroupFilters } from "./nps.ts";
import { findValueMentions } from "./question-values.ts";
import {
  type Aggregate,
  asks,
  chartAsked,
  findAggregateWords,
  periodAsked,
  periodGroupAsked,
  rankAsk,
} from "./question-words.ts";
import { normaliseQuestion, type Word, wordsOf } from "./words.ts";
import { lookUp } from "../understand/lexicon.ts";
import { type DaySpan, mentionSpan } from "./day-spans.ts";

/** "spend", "expenses", "salary": a word the lexicon knows as naming a column of numbers. */
const namesAmount = (word: Word) =>
  measureWords.has(word.stem) ||
  (lookUp([word.text])?.senses.some((sense) => sense.kind === "type" && sense.value === "number") ?? false);

/** A column of counts ("Units", "Qty"), whose "how many" is its total rather than a number of rows. */
const isCount = (info: ColumnInfo) => kindOf(info) === "count";

/**
 * "Win rate on cold calls", "readmission rate for Ortho": a value (Won) or a yes/no column (Readmission) just before
 * "rate" names the part of a share of the rows; the rest of the question says which rows are the whole.
 */
function rowRate(reading: Reading): { column: number; at: number } | undefined {
  const at = reading.words.findIndex((word, i) => i > 0 && /^rates?$/.test(word.text));
  if (at < 0) return undefined;
  const value = reading.values.find((v) => v.end === at);
  const flag = reading.mentions.find((m) => m.end === at && reading.flags.has(m.column));
  // "no-show rate" over Attended: the rows it says no for are the part.
  const missed = noShows(reading);
  const column = value?.column ?? flag?.column ?? (missed?.end === at ? missed.column : undefined);
  return column === undefined ? undefined : { column, at };
}

/** "% of leave requests …": the plural a share is of, where it names no measure, is the rows. */
function sharedRows(reading: Reading): boolean {
  const of = /(?:%|\bpercent(?:age)?|\bshare|\bproportion|\bfraction) of (?:the |all |our )?(?:[a-z]+ )?([a-z]+s)\b/
    .exec(reading.lower);
  if (!of) return false;
  const at = reading.words.findIndex((word) => word.text === of[1]);
  return at >= 0 &&
    !reading.mentions.some((m) => at >= m.start && at < m.end && reading.infos[m.column].type === "number");
}

/** "staff", "orders", "people": a word the lexicon knows as naming the rows themselves. */
const namesRows = (word: Word) => lookUp([word.text])?.senses.some((sense) => sense.kind === "rows") ?? false;

/**
 * "Average monthly cost", "how much a month on average", "average spend per month": one figure, the average of the
 * periods; "average cost by month", "each month", a trend, asks for the list.
 */
function averagePerPeriod(reading: Reading): boolean {
  const averaged = reading.aggregates.some((word) => word.aggregate === "average") ||
    /\bon average\b/.test(reading.lower);
  const rate = /\b(?:per|a) (?:day|week|month|quarter|year)\b|\b(?:daily|weekly|monthly|quarterly|yearly|annual)\b/;
  const list =
    /\b(?:by|each|every) (?:day|week|month|quarter|year)\b|\btrends?\b|\bover time\b|\b(?:month|week|year) by\b/;
  return averaged && rate.test(reading.lower) && !list.test(reading.lower);
}

// Past this many groups, "average … per donor" is one figure rather than a list of each one's average.
const manyGroups = 12;

// "anyone", "any home", "a single task": one row, whoever or whatever it belongs to.
const anyOne = /\b(?:anyone|anybody|any (?!of\b)[a-z]+|a single|any single)\b/;

/** Reads what a question asks of a table: the analysis, the rows it applies to and any chart type named. */
export function readQuestion(table: Table, description: string, infos: ColumnInfo[], span?: DaySpan): Question {
  const text = normaliseQuestion(description);
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  const settled = settleOverlaps(findMentions(words, infos), findValueMentions(words, table, infos));
  // "deals" for a Deal Value column names the deals themselves (to count), not their value.
  const named = settled.mentions.filter((m) =>
    !(m.qualifier && infos[m.column].type === "number" && /s$/.test(words[m.start].text) &&
      words[m.start].text !== words[m.start].stem && !measureWords.has(words[m.start].stem))
  );
  const mentions = span ? mentionSpan(named, span, table.columns.length - 1, words) : named;
  const values = settled.values;
  const aggregates = findAggregateWords(words, (at) => mentions.some((m) => at >= m.start && at < m.end));
  const left = excludedValues(words, values);
  const flags = new Set(
    infos.filter((info) => info.type === "boolean" || info.type === "text" && yesNoValues(table, info.index))
      .map((info) => info.index),
  );
  const leftOut = new Set([...left].map((value) => value.column));
  const reading: Reading = {
    table,
    infos,
    text,
    lower,
    words,
    mentions,
    values,
    aggregates,
    cues: findGroupCues(words, mentions, infos, leftOut, flags, values),
    readings: [],
    flags,
    left,
    used: new Set(),
  };
  const rate = rowRate(reading);
  if (rate) {
    reading.rateOf = rate.column;
    reading.used.add(rate.at);
  }
  const found = findMeasures(mentions, infos, aggregates).filter((m) =>
    !reading.cues.some((cue) => cue.column === m.column)
  );
  if (found.length === 0) found.push(...impliedMeasure(words, infos));
  const firstMeasure = found[0]?.column ?? defaultMeasure(infos);
  const versus = versusFilters(reading);
  // "errors more than 1% of the lines": the number is a share of the other column, no threshold of its own.
  const thresholds = thresholdFilters(reading, firstMeasure, versus.shares);
  const none = zeroFilters(reading);
  const blanks = blankFilters(reading);
  // "How many exam marks are missing": a measure named only to say which rows is not what is computed.
  const saidOf = new Set([...thresholds.subjects, ...versus.subjects, ...[...none, ...blanks].map((f) => f.column)]);
  const compared = (column: number) => saidOf.has(column);
  // A measure named only to compare it with a number ("orders with more than 10 units", "how many products have
  // a rating above 4") is not what is computed.
  // "How many marks were below 40": the measure counted is the one compared, so it is its rows that are counted.
  const counting = statedAggregate(reading) === "count" &&
    found.every((m) => m.aggregate?.aggregate !== "count" || compared(m.column) && !isCount(infos[m.column]));
  // What another column is held against ("below their reorder level") is never what is computed.
  const held = found.filter((m) => !versus.targets.has(m.column));
  const measures = held.length > 1 || counting ? held.filter((m) => !compared(m.column)) : held;
  const main = measures[0]?.column ?? defaultMeasure(infos);
  const filters: Filter[] = [
    ...thresholds.filters,
    ...versus.filters,
    ...flagFilters(reading),
    ...npsGroupFilters(reading),
    ...periodValueFilters(reading),
    ...blanks,
    ...none,
  ];
  const { ask, groupColumn, datesAreEnds, wholeKeepsTheRest } = decideAsk(reading, measures, main, filters);
  addDateFilter(reading, filters, datesAreEnds ?? false);
  addValueFilters(reading, filters, groupColumn);
  settleUnpaid(reading, filters);
  largerFirst(reading, ask, filters);
  if (ask.kind === "portion" && wholeKeepsTheRest) {
    const conditions = conditionsOf(reading, filters);
    const rest = filters.filter((filter) => !conditions.includes(filter));
    if (rest.length) ask.of = rest;
  }
  const chart = chartAsked(lower);
  const lacks = whatTheTableLacks(reading, ask);
  return {
    ask,
    filters,
    ...(chart ? { chart } : {}),
    ...(lacks ? { lacks } : {}),
    readings: reading.readings,
    noun: countedNoun(reading) ?? "rows",
  };
}

/**
 * "The difference between budget and actual" is how far apart they are: the larger total first, so the figure is
 * not negative. "Budget minus actual" says its order and keeps it.
 */
function largerFirst(reading: Reading, ask: Ask, filters: Filter[]): void {
  if (ask.kind !== "overall" || !/\b(?:difference|gap)\b/.test(reading.lower)) return;
  const metric = ask.metrics[0];
  if (metric?.minus === undefined || metric.per !== undefined || metric.times !== undefined) return;
  const value = aggregateAll(reading.table, selectRows(reading.table, filters), metric);
  if (value === null || value >= 0) return;
  const [first, second] = [reading.infos[metric.minus], reading.infos[metric.column!]];
  ask.metrics[0] = { ...metric, column: first.index, minus: second.index, label: `${first.name} minus ${second.name}` };
}

/**
 * What the question asks, and how the dates and values it names apply: as filters, unless they are the points a
 * growth compares or the groups to show (`groupColumn`).
 */
interface Decision {
  ask: Ask;
  /** The column whose named values pick its groups rather than filter the rows. */
  groupColumn?: number;
  /** The dates named are the end points compared (growth) or the part shown (a share), not a filter. */
  datesAreEnds?: boolean;
  /** A portion's whole is the rows every filter but the conditions keeps. */
  wholeKeepsTheRest?: true;
}

/**
 * The filters that say what the part of a share is ("restocked", "scored 4 or 5", "below their reorder level"),
 * rather than which rows are counted at all ("phone respondents", "in Q2"): the yes/no ones where there are any
 * ("of those with a Sat of 4 or more, how many would recommend"), else the comparisons.
 */
function conditionsOf(reading: Reading, filters: Filter[]): Filter[] {
  if (reading.rateOf !== undefined) return filters.filter((filter) => filter.column === reading.rateOf);
  const flags = filters.filter((filter) => filter.kind === "equals" && reading.flags.has(filter.column));
  if (flags.length) return flags;
  const compared = filters.filter((filter) => filter.kind === "compare" || filter.kind === "versus");
  // "% with no lates", "% of accounts that have cancelled": a count of none, a cell filled in or blank, where
  // nothing is compared.
  return compared.length
    ? compared
    : filters.filter((filter) => filter.kind === "equals" && (filter.value === 0 || filter.value === ""));
}

function decideAsk(reading: Reading, measures: Measure[], main: number | undefined, filters: Filter[]): Decision {
  const { infos, lower, cues, values } = reading;
  // "max and min temperature per city" lists what to compute; it picks no group.
  const superlative = listedAggregates(reading).length > 1 ? undefined : superlativeOf(reading, main);

  const correlation = correlationAsk(reading, measures);
  if (correlation) {
    return { ask: correlation };
  }
  if (asks.outliers.test(lower) && main !== undefined) {
    return { ask: { kind: "outliers", column: main, method: asks.zScore.test(lower) ? "z" : "iqr" } };
  }

  const derived = derivedMetric(reading, measures);
  const filtered = filters.length > 0 || reading.values.length > 0 || namesDates(reading);
  const metrics = derived ? [derived] : metricsOf(reading, measures, main, filtered);
  noteUnnamedMeasure(reading, metrics[0]);
  const metric = metrics[0];
  const axis = timeAxis(reading);
  // "Which month had the most appointments", "what week did we score most": the periods are the groups, whatever
  // else names a column, unless a word groups by it too ("which month, by clinic").
  const periodPicked = axis !== undefined && infos[axis].type === "date" &&
    /\b(?:which|what) (?:day|week|month|quarter|year)\b/.test(lower);
  const nonTimeCue = cues.find((cue) =>
    infos[cue.column].type !== "date" && !infos[cue.column].ordered &&
    (!periodPicked || /^(?:by|per|each|every|across)$/.test(reading.words[cue.at - 1]?.text ?? ""))
  );
  // "not delivered yet": a date named to say it is blank is no time to follow.
  const blank = (column: number) =>
    filters.some((filter) => filter.column === column && filter.kind === "equals" && filter.value === "");
  const timeCue = cues.find((cue) =>
    (infos[cue.column].type === "date" || infos[cue.column].ordered) && !blank(cue.column)
  );
  const refs = axis !== undefined && infos[axis].type === "date"
    ? findDateRefs(reading.text, infos[axis].profile.dates)
    : [];

  const pair = comparedPair(reading.text, refs);
  const comparesTwo = refs.length === 2 && !!pair &&
    (/\b(?:compare|comparison|compared|versus|vs)\b/.test(lower) || !rangeOf(reading.text, refs));
  // "Rose Cottage" is a property, not a rise: the words of values named, and names, ask for nothing.
  const unvalued = reading.words
    .filter((_word, at) => !values.some((v) => at >= v.start && at < v.end) && !nameAt(reading.words, at))
    .map((word) => word.text).join(" ");
  const growthWords = asks.strongGrowth.test(unvalued) || comparesTwo ||
    (asks.weakGrowth.test(unvalued) && (!asks.trend.test(lower) || !!rangeOf(reading.text, refs)));
  if (growthWords && axis !== undefined && !nonTimeCue) {
    const by = timeGrouping(reading, axis);
    const range = comparesTwo ? pair : rangeOf(reading.text, refs);
    if (range && by.period && !periodAsked(lower)) by.period = range.from.unit === "day" ? "day" : range.from.unit;
    // "How did June compare with May": the earlier of the two first.
    const [earlier, later] = range ? [range.from.start, range.to.start].sort((a, b) => a - b) : [];
    const ends = range ? { from: earlier, to: later } : endPoints(reading, axis);
    return { ask: { kind: "growth", metric, by, ...ends }, groupColumn: axis, datesAreEnds: !!range };
  }

  if (asks.distribution.test(lower) && !nonTimeCue && main !== undefined && !asks.share.test(lower)) {
    return { ask: { kind: "distribution", column: measures[0]?.column ?? main } };
  }

  // "How many students were below 90% attendance": the students whose own rate is below it, counted.
  const meeting = groupsMeeting(reading, metric, filters);
  if (meeting) {
    filters.splice(filters.indexOf(meeting.threshold), 1);
    return { ask: meeting.ask, groupColumn: meeting.ask.by.column };
  }

  const valueColumns = [...new Set(values.map((value) => value.column))];
  // A share is of a total or a count: "pie chart of average price" asks for averages, not parts of a whole. One that
  // names no measure is a share of the rows where it names them ("what % of staff work remotely") or where the only
  // number to add up is a score ("what % would recommend us" over a 1–5 rating); otherwise of the main measure's total.
  // "What % of marks were 70 or above": the measure is only compared, so the share is of its rows.
  const compared = measures.length > 0 &&
    measures.every((m) =>
      filters.some((filter) =>
        (filter.kind === "compare" || filter.kind === "versus" || filter.kind === "equals" && filter.value === 0) &&
        filter.column === m.column
      )
    );
  const rowsOnly = compared || reading.rateOf !== undefined ||
    measures.length === 0 && filters.some((filter) => filter.kind === "versus") ||
    measures.length === 0 && !reading.words.some(namesAmount) &&
      (reading.words.some(namesRows) || (main !== undefined && kindOf(infos[main]) === "score") ||
        // "% of leave requests got approved": a plural no column names is the rows.
        countedNoun(reading) !== undefined || sharedRows(reading));
  const additive = isAdditive(metric) || rowsOnly;
  if ((asks.share.test(lower) || reading.rateOf !== undefined) && !asks.strongGrowth.test(lower) && additive) {
    const shareMetric: Metric =
      metric.aggregate === "count" || metric.column === undefined || rowsOnly || sharesOfRows(reading, measures)
        ? { aggregate: "count" }
        : { aggregate: "sum", column: metric.column };
    // "What % of returns were restocked", "% of off-peak members who haven't cancelled": the rows a yes/no column
    // keeps, out of the rows the rest of the question keeps; "% restocked by reason" still splits by reason.
    const flagged = conditionsOf(reading, filters).length > 0;
    const groupedBy = nonTimeCue && /^(?:by|per|each|every|across)$/.test(reading.words[nonTimeCue.at - 1]?.text ?? "");
    if (flagged && !groupedBy) return { ask: { kind: "portion", metric: shareMetric }, wholeKeepsTheRest: true };
    const named = nonTimeCue?.column ?? valueColumns[0] ?? timeCue?.column;
    // "What % of sales were in Q1": that period's share among all the periods.
    const period = named === undefined && refs.length === 1 && axis !== undefined ? refs[0] : undefined;
    if (period) {
      const unit = period.unit;

      const focus = [periodName(periodIndex(period.start, unit), unit)];
      return {
        ask: { kind: "share", metric: shareMetric, by: { column: axis!, period: unit }, focus },
        datesAreEnds: true,
      };
    }
    // "What % of orders were over $500", "what share of staff are remote": the rows kept, out of all of them.
    if (named === undefined && (filters.length > 0 || namesDates(reading))) {
      return { ask: { kind: "portion", metric: shareMetric } };
    }
    const column = named ?? defaultCategory(infos);
    if (column !== undefined) {
      const by = infos[column].type === "date" ? timeGrouping(reading, column) : { column };
      const focus = valueLabels(values, column);
      return {
        ask: { kind: "share", metric: shareMetric, by, ...(focus.length ? { focus } : {}) },
        groupColumn: column,
      };
    }
  }

  const rank = rankAsk(lower) ?? impliedRank(reading);
  if (rank && main !== undefined) {
    const label = nonTimeCue?.column ?? rankLabel(reading);
    const measure = measures[0]?.column ?? main;
    // "The 3rd most common reason", "the second most candidates", "the biggest borrower": where the question counts
    // and names no measure, the rows are counted ("top 2 products" ranks them by the main measure).
    const counts = metric.aggregate === "count" && metric.column === undefined && measures.length === 0 &&
      (/\b(?:common|popular|frequent)\b|\bfewest\b|\bnumber of\b|\bhow many\b/.test(lower) ||
        /\b(?:most|fewest|least)\s+[a-z]+s\b/.test(lower) && countedNoun(reading) !== undefined ||
        eventOfRows(reading));
    const rankMetric: Metric = counts || metric.column === measure && metric.aggregate !== "count"
      ? metric
      : { aggregate: natural(infos[measure]), column: measure };
    // "The 3rd longest wait at Clinic B", "the 2nd highest bill of any home": rows, where no group is asked for.
    const groupNamed = nonTimeCue !== undefined || asksWho(lower) ||
      reading.mentions.some((m) => infos[m.column].type === "text" && !valueColumns.includes(m.column));
    // "Which week had the 3rd highest spend": the periods of the dates are what is ranked.
    const periodWord = /\b(?:which|what) (day|week|month|quarter|year)\b/.exec(lower)?.[1] as Period | undefined;
    if (periodWord && axis !== undefined && infos[axis].type === "date" && !nonTimeCue) {
      const by = { column: axis, period: periodWord };
      return { ask: { kind: "rank", metric: rankMetric, by, ...rank } };
    }
    const rows = !groupNamed || anyOne.test(lower);
    return {
      ask: {
        kind: "rank",
        metric: rows && !isDerived(rankMetric) ? { aggregate: natural(infos[measure]), column: measure } : rankMetric,
        ...(label === undefined ? {} : { by: { column: label } }),
        ...rank,
        ...(rows ? { rows } : {}),
      },
    };
  }

  // "Which day of the week sells most": Mondays together, Tuesdays together… a category, not a time line.
  const dateAxis = axis !== undefined && infos[axis].type === "date" ? axis : undefined;
  if (
    /\b(?:day of (?:the )?week|days of (?:the )?week|weekdays?|week ?days?)\b/.test(lower) && dateAxis !== undefined &&
    !nonTimeCue
  ) {
    const pick = superlative;
    const by = { column: dateAxis, weekday: true };
    return { ask: { kind: "grouped", metrics, by, order: groupOrder(lower, pick), ...(pick ? { pick } : {}) } };
  }

  // "total monthly fee" over a Fee (£/mth) column: "monthly" is the column's unit, not a line over the months.
  const unitOnly = measures.some((m) => /\b(?:mth|mo|month|monthly|pm)\b/i.test(infos[m.column].name)) &&
    !/\b(?:trends?|over time|by month|each month|every month|month by month|which month)\b/.test(lower);
  const asksTime = (text: string) =>
    asks.trend.test(text) || asks.cumulative.test(text) || periodGroupAsked(text) || !!timeCue;
  // "annual leave days" over a Leave Type holding Annual: a value of the table, not a period to group by.
  const periodText = values.length ? unvalued : lower;
  const timeAsked = asksTime(unitOnly ? periodText.replace(/\b(?:monthly|per month|a month)\b/g, "") : periodText);
  if (timeAsked && axis !== undefined && !nonTimeCue) {
    const by = timeGrouping(reading, timeCue?.column ?? axis);
    const pick = superlative && !asks.trend.test(lower) ? superlative : undefined;
    // "Average monthly cost", "on average, how much a month": each month's total, then their average.
    // Not an average that is per row already ("avg order value per month", a price, a score): that is a list.
    // "On average how many tickets a day": the rows counted each day, then averaged.
    const counted = metric.aggregate === "count" && metric.column === undefined;
    const mean = !pick && averagePerPeriod(reading) &&
      (counted || metric.column !== undefined && !isDerived(metric) && natural(infos[metric.column]) === "sum") &&
      !/\b(?:order|basket) (?:value|size)\b/.test(lower);
    const perPeriod: Metric[] = !mean
      ? metrics
      : counted
      ? [{ aggregate: "count" }]
      : [{ aggregate: natural(infos[metric.column!]), column: metric.column }];
    // "On the days I actually worked", "per teaching day": only the periods that have rows.
    const active = mean &&
      /\bactually\b|\bdays? (?:that |when )?(?:i|we|you|they) \w+|\bworking days?\b|\bdays? worked\b/.test(lower);
    return {
      ask: {
        kind: "trend",
        metrics: perPeriod,
        by,
        cumulative: asks.cumulative.test(lower),
        ...(pick ? { pick } : {}),
        ...(mean ? { mean } : {}),
        ...(active ? { activeOnly: true as const } : {}),
      },
    };
  }

  // A measure worked out from two columns ("actual over budget") is one figure, not each column's own.
  const across = derived ? undefined : acrossColumns(reading, measures, axis, superlative);
  if (across && !nonTimeCue) {
    return { ask: across };
  }

  // "Average revenue per order", "median freight per shipment", each order one row: over the rows, not a list of them.
  const perRow = nonTimeCue && infos[nonTimeCue.column].profile.distinct === infos[nonTimeCue.column].profile.count &&
    /\b(?:average|avg|mean|median)\b/.test(lower) && main !== undefined;
  if (perRow) {
    const aggregate = /\bmedian\b/.test(lower) ? "median" : "average";
    return { ask: { kind: "overall", metrics: [{ aggregate, column: measures[0]?.column ?? main }] } };
  }

  // "Average amount given per donor", "average late marks per Y7 student": one figure, the total shared among the
  // donors; "by donor", "for each donor" list them, as "per region" does for a few regions. Not a price or a score,
  // whose average is per row.
  const perWord = nonTimeCue && infos[nonTimeCue.column].profile.distinct > manyGroups &&
    reading.words.slice(Math.max(0, nonTimeCue.at - 3), nonTimeCue.at).some((word) => word.text === "per");
  // A time each row took ("resolution time per agent") is averaged over the rows, as a price is.
  const measured = metric.column !== undefined && !isDerived(metric) && !infos[metric.column].averaged &&
    kindOf(infos[metric.column]) !== "time";
  if (
    perWord && measured && /\b(?:average|avg|mean)\b/.test(lower) &&
    !/\b(?:each|every|by|list|breakdown|split|which|who)\b/.test(lower)
  ) {
    const column = metric.column!;
    const label = `${infos[column].name} per ${infos[nonTimeCue.column].name}`;
    return { ask: { kind: "overall", metrics: [{ aggregate: "sum", column, perEach: nonTimeCue.column, label }] } };
  }

  const who = asksWho(lower) ? personColumn(infos) : undefined;
  // "East and West" picks two groups; "apart from Sales and Marketing" leaves two out of one whole.
  // "North than South, shipped orders only": the one column two values are named of; the others filter.
  const several = valueColumns.filter((column) =>
    valueLabels(values, column).length > 1 &&
    !values.some((value) => value.column === column && reading.left.has(value))
  );
  const picked = several.length === 1 ? several[0] : undefined;
  const groupColumn = nonTimeCue?.column ?? who ?? picked;
  if (groupColumn !== undefined) {
    // "agency fees for hires from agencies": one value named twice is one group.
    const only = [...new Set(valueLabels(values, groupColumn))];
    // "How much more did North make than South": the two named groups, the first less the second.
    const difference = only.length === 2 && asks.difference.test(lower);
    // "Total spent on plumbing and heating jobs", "how many High or Urgent tickets": the groups named, as one figure,
    // where nothing asks for them one by one.
    const together = only.length > 1 && !difference && groupColumn === picked && !superlative &&
      isAdditive(metrics[0]) && !isDerived(metrics[0]) &&
      !/^\W*(?:which|who)\b|\b(?:each|every|by|per|compare|compared|comparison|versus|vs|split|breakdown|separately|respectively|against)\b/
        .test(lower);
    const picks = !difference && (nonTimeCue?.picks || who !== undefined || !!superlative);
    const pick = picks ? superlative ?? "max" : undefined;
    const order = groupOrder(lower, pick);
    const then = secondGrouping(reading, groupColumn);
    const ask: Ask = {
      kind: "grouped",
      metrics,
      by: { column: groupColumn, ...(then === undefined ? {} : { then }) },
      order,
      ...(pick ? { pick } : {}),
      ...(only.length ? { only } : {}),
      ...(difference ? { difference } : {}),
      ...(together ? { together } : {}),
    };
    return { ask, groupColumn };
  }
  if (derived) return { ask: { kind: "overall", metrics } };
  // "stats on sales", "summarise the prices": the usual figures of that one column.
  if (asks.summary.test(lower) && measures.length === 1 && reading.aggregates.length === 0) {
    const column = measures[0].column;
    const usual: Aggregate[] = ["sum", "average", "median", "min", "max", "stdev"];
    return { ask: { kind: "overall", metrics: usual.map((aggregate) => ({ aggregate, column })) } };
  }
  const asked = measures.length > 0 || reading.aggregates.length > 0 || filters.length > 0 || values.length > 0 ||
    namesDates(reading);
  if (asked && !(asks.summary.test(lower) && measures.length === 0 && reading.aggregates.length === 0)) {
    const overall = superlative && measures.length <= 1 && main !== undefined &&
        !reading.aggregates.some((word) => explicitAggregates.has(word.aggregate) && word.aggregate !== "count")
      ? [{ aggregate: superlative, column: measures[0]?.column ?? main }]
      : metrics;
    return { ask: { kind: "overall", metrics: overall } };
  }
  return { ask: { kind: "summary" } };
}
