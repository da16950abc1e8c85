import type { ChartFamily } from "../../../contract/data.ts";
import type { Period } from "./periods.ts";
import type { Word } from "./words.ts";

/** What a question can ask to compute over a measure (or, for count, over rows). */
export type Aggregate = "sum" | "average" | "count" | "min" | "max" | "median" | "stdev" | "distinct";

/** An aggregate word and where it stands (word position). */
export interface AggregateWord {
  aggregate: Aggregate;
  at: number;
  /** How many words it takes ("how many" is two). */
  size: number;
  /** A superlative ("highest", "most"): for a group-by it picks a group rather than saying how to aggregate. */
  superlative: boolean;
}

const phrases: [string[], Aggregate, boolean][] = [
  [["how", "many"], "count", false],
  [["head", "count"], "count", false],
  [["number", "of"], "count", false],
  [["no", "of"], "count", false],
  [["how", "much"], "sum", false],
  [["add", "up"], "sum", false],
  [["standard", "deviation"], "stdev", false],
  [["std", "dev"], "stdev", false],
  [["most", "expensive"], "max", true],
  [["least", "expensive"], "min", true],
];
const single: Record<string, [Aggregate, boolean]> = {
  total: ["sum", false],
  sum: ["sum", false],
  combined: ["sum", false],
  altogether: ["sum", false],
  average: ["average", false],
  avg: ["average", false],
  mean: ["average", false],
  typical: ["average", false],
  median: ["median", false],
  count: ["count", false],
  headcount: ["count", false],
  tally: ["count", false],
  frequency: ["count", false],
  often: ["count", false],
  distinct: ["distinct", false],
  unique: ["distinct", false],
  different: ["distinct", false],
  stdev: ["stdev", false],
  std: ["stdev", false],
  variability: ["stdev", false],
  volatility: ["stdev", false],
  consistent: ["stdev", false],
  consistency: ["stdev", false],
  variation: ["stdev", false],
  vary: ["stdev", false],
  varies: ["stdev", false],
  volatile: ["stdev", false],
  fluctuate: ["stdev", false],
  fluctuates: ["stdev", false],
  dispersion: ["stdev", false],
  variance: ["stdev", false],
  max: ["max", true],
  maximum: ["max", true],
  highest: ["max", true],
  largest: ["max", true],
  biggest: ["max", true],
  greatest: ["max", true],
  most: ["max", true],
  peak: ["max", true],
  top: ["max", true],
  best: ["max", true],
  strongest: ["max", true],
  longest: ["max", true],
  min: ["min", true],
  minimum: ["min", true],
  lowest: ["min", true],
  smallest: ["min", true],
  least: ["min", true],
  fewest: ["min", true],
  bottom: ["min", true],
  worst: ["min", true],
  weakest: ["min", true],
  cheapest: ["min", true],
  shortest: ["min", true],
  poorest: ["min", true],
  youngest: ["min", true],
  oldest: ["max", true],
  newest: ["max", true],
  earliest: ["min", true],
  latest: ["max", true],
  hottest: ["max", true],
  warmest: ["max", true],
  coldest: ["min", true],
  coolest: ["min", true],
  tallest: ["max", true],
  heaviest: ["max", true],
  lightest: ["min", true],
  fastest: ["max", true],
  quickest: ["max", true],
  slowest: ["min", true],
  priciest: ["max", true],
  busiest: ["max", true],
  richest: ["max", true],
};

/**
 * Superlatives that say which measure they are about ("the youngest" is about age): the column words they imply,
 * used when the question names no measure itself.
 */
export const impliedMeasures: Record<string, string[]> = {
  youngest: ["age", "birth"],
  oldest: ["age", "birth"],
  cheapest: ["price", "cost"],
  priciest: ["price", "cost"],
  expensive: ["price", "cost"],
  hottest: ["temperature", "temp"],
  warmest: ["temperature", "temp"],
  coldest: ["temperature", "temp"],
  coolest: ["temperature", "temp"],
  tallest: ["height"],
  heaviest: ["weight"],
  lightest: ["weight"],
  fastest: ["speed", "time", "duration", "hour", "minute", "day"],
  quickest: ["speed", "time", "duration", "hour", "minute", "day"],
  slowest: ["speed", "time", "duration", "hour", "minute", "day"],
  longest: ["duration", "length", "time", "hour"],
  shortest: ["duration", "length", "time", "hour"],
  busiest: ["visitor", "session", "traffic", "order", "call"],
  richest: ["income", "revenue", "wealth", "salary"],
};

/** Superlatives about speed: over a column of durations (Hours to Resolve), the fastest is the smallest. */
export const speedWords = new Set(["fastest", "quickest", "slowest", "soonest"]);
export const durationWords = new Set([
  "hour",
  "minute",
  "second",
  "day",
  "week",
  "time",
  "duration",
  "delay",
  "wait",
  "lead",
]);

/** Every single word that asks for an aggregate. */
export const aggregateWords: ReadonlySet<string> = new Set(Object.keys(single));

// "the best chart", "the most suitable graph": superlatives about the answer, not the data.
const aboutTheAnswer = new Set([
  "chart",
  "graph",
  "plot",
  "visual",
  "visualisation",
  "visualization",
  "way",
  "type",
  "option",
  "fit",
  "suitable",
  "appropriate",
  "useful",
  "important",
  "interesting",
]);

/** Every aggregate word of the question, in order, skipping the words that name a column ("Average Price"). */
export function findAggregateWords(words: Word[], namesColumn: (at: number) => boolean): AggregateWord[] {
  const found: AggregateWord[] = [];
  for (let at = 0; at < words.length; at++) {
    if (namesColumn(at)) continue;
    if (single[words[at].text]?.[1] && aboutTheAnswer.has(words[at + 1]?.stem ?? "")) continue;
    const phrase = phrases.find(([parts]) => parts.every((part, i) => words[at + i]?.text === part));
    if (phrase) {
      found.push({ aggregate: phrase[1], at, size: phrase[0].length, superlative: phrase[2] });
      at += phrase[0].length - 1;
      continue;
    }
    const word = single[words[at].text];
    // "at least one", "at most 3": a bound on a number, no superlative.
    const bound = words[at - 1]?.text === "at" && /^(?:least|most)$/.test(words[at].text);
    if (word && !bound) found.push({ aggregate: word[0], at, size: 1, superlative: word[1] });
  }
  return found;
}

/** The words that ask for each kind of analysis, tried on the lower-case question. */
export const asks = {
  difference:
    /\b(?:how (?:much|many) (?:(?:percentage )?points? |percent |% )?(?:more|less|fewer|higher|lower|bigger|smaller|longer|shorter|later|earlier|older|younger|cheaper|dearer)|(?:more|less|fewer|higher|lower|bigger|smaller|greater|longer|shorter|later|earlier|older|younger|cheaper|dearer) than|difference|gap|compared (?:to|with)|versus|vs)\b/,
  correlation:
    /\b(?:correlat\w*|relationship|relation|related|relate[sd]?|associat\w*|affect\w*|impact\w*|influenc\w*|depend\w*|connect\w*|linked|link between|predict\w*|drives?|go together|goes together|move together|go with|goes with|goes along with|lead to|leads? to|led to|cause[sd]?|result in|tied to|track each other|vs\.?|versus|against|r squared|regression|scatter)\b/,
  outliers:
    /\b(?:outliers?|outlying|anomal\w*|unusual(?:ly)?|odd ones?|abnormal(?:ly)?|extreme values?|extremes|strange|weird|suspicious(?:ly)?|stand out|stands out|out of the ordinary|out of line|unexpected(?:ly)?|spikes?|extraordinar\w*)\b/,
  distribution: /\b(?:distribut\w*|histogram|spread|frequency of values|bell curve|how .* spread)\b/,
  share:
    /\b(?:share|shares|percent|percentage|percentages|proportion|proportions|fraction|portion|contribut\w*|makes? up|made up|of the total|of total|of all)\b|%|\bpie\b/,
  strongGrowth:
    /\b(?:grow\w*|grew|increasing or decreasing|going up or down|cagr|year over year|yoy|month over month|mom|quarter over quarter|qoq|week over week|wow|day over day|period over period|percent change|percentage change|rate of change|growth rate)\b/,
  weakGrowth:
    /\b(?:increas\w*|decreas\w*|declin\w*|change[sd]?|rise|rose|risen|fell|fall|fallen|drop\w*|gain\w*|improv\w*|compared? (?:to|with))\b/,
  trend:
    /\b(?:trends?|trending|over time|time series|timeline|monthly|weekly|daily|quarterly|yearly|annual(?:ly)?|month by month|week by week|year by year|day by day|going up|going down|seasonal\w*|over the (?:years|period)|(?<!\bin )progress\w*|history|evolv\w*|evolution|through the year|across the year)\b/,
  cumulative:
    /\b(?:cumulative\w*|running total|running sum|accumulat\w*|build up|built up)\b|\b(?:to date|ytd|so far)\b(?=.*\b(?:by|each|per|over) (?:day|week|month|quarter|year)|.*\btrend)/,
  zScore: /\b(?:z[ -]?scores?|standard deviations?|sigma|3 sd)\b/,
  summary:
    /\b(?:summar\w*|overview|describe|description|insights?|tell me about|what can you tell|analy[sz]e|analysis|profile|key (?:figures|numbers|stats|facts)|stats|statistics|explore|look at)\b/,
};

/** How many rows a "top" ask means when it gives no number: one for a singular noun, five for a plural. */
export const defaultTopCount = 5;

const rankBefore =
  /\b(?:top|bottom|best|worst|highest|lowest|largest|smallest|biggest|leading|first|last|most|least)\s+(\d+)\b/;
const rankAfter =
  /\b(\d+)\s+(?:best|worst|highest|lowest|largest|smallest|biggest|top|bottom|most|least|leading|strongest|weakest|cheapest|priciest|most expensive)\b/;

/** "top 5", "the 3 lowest", "bottom 10": the count and the direction, when the question ranks. */
const bottomWords = /\b(?:bottom|worst|lowest|smallest|least|fewest|weakest|cheapest|last|poorest|shortest)\b/;
const topWords = /\b(?:top|best|highest|largest|biggest|most|greatest|leading|strongest|priciest|first|longest)\b/;
// "which 3 stores sold the least", "the 5 products with the highest revenue": a count, then a superlative later.
const countedThenRanked = /\b(?:which|what|the|list|show|name|find|give me)\s+(\d+)\s+[a-z]/;

const ordinals: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};
// "the 3rd highest salary", "second biggest region": one place in the ranking, not the list down to it.
const ordinalRank =
  /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d+)(?:st|nd|rd|th))[ -](?:highest|largest|biggest|most|greatest|top|best|lowest|smallest|least|fewest|worst|cheapest|priciest|longest|shortest)\b/;

const rankedPlace =
  /\b(?:ranks?|ranked|comes?|came|placed?|finish(?:es|ed)?|is|was) (\d+)(?:st|nd|rd|th)\b|\b(?:in|at) (\d+)(?:st|nd|rd|th) place\b/;

export function rankAsk(
  said: string,
): { n: number; direction: "top" | "bottom"; nth?: true } | undefined {
  // "at least one", "at most 3" bound a number; they rank nothing.
  // "the last 3 months" is a stretch of time; it ranks nothing either.
  const lower = said.replace(/\bat (?:least|most)\b/g, "at")
    .replace(/\b(?:last|past|first|previous|next) \d+ (?:days?|weeks?|months?|quarters?|years?)\b/g, "");
  const place = ordinalRank.exec(lower);
  if (place) {
    const n = place[2] ? Number(place[2]) : ordinals[place[1]];
    if (n > 1) return { n, direction: bottomWords.test(place[0]) ? "bottom" : "top", nth: true };
  }
  // "which store ranks 3rd", "in 2nd place": a place, counted from the top unless the question says the bottom.
  const ranked = rankedPlace.exec(lower);
  const at = ranked && Number(ranked[1] ?? ranked[2]);
  if (at && at > 1) {
    return { n: at, direction: /\bfrom the bottom\b|\blowest\b/.test(lower) ? "bottom" : "top", nth: true };
  }
  const match = rankBefore.exec(lower) ?? rankAfter.exec(lower);
  if (match) {
    const n = Number(match[1]);
    return n > 0 ? { n, direction: bottomWords.test(match[0]) ? "bottom" : "top" } : undefined;
  }
  const counted = countedThenRanked.exec(lower);
  if (counted && Number(counted[1]) > 0) {
    const rest = lower.slice(counted.index);
    const bottom = rest.search(bottomWords);
    const top = rest.search(topWords);
    if (bottom < 0 && top < 0) return undefined;
    const isBottom = bottom >= 0 && (top < 0 || bottom < top);
    return { n: Number(counted[1]), direction: isBottom ? "bottom" : "top" };
  }
  return undefined;
}

const picked = "(?:which|what|best|worst|busiest|slowest|quietest|top|peak|highest|lowest|strongest|weakest|the)";
const periodPatterns: [RegExp, Period][] = [
  [
    new RegExp(
      `\\b(?:daily|per day|by day|each day|every day|day by day|by date|per date|each date|${picked} (?:single )?day)\\b`,
    ),
    "day",
  ],
  [
    new RegExp(`\\b(?:weekly|per week|by week|each week|every week|week by week|${picked} week|wow|week over week)\\b`),
    "week",
  ],
  [
    new RegExp(
      `\\b(?:monthly|per month|by month|each month|every month|month by month|${picked} month|mom|month over month|a month)\\b`,
    ),
    "month",
  ],
  [
    new RegExp(
      `\\b(?:quarterly|per quarter|by quarter|each quarter|every quarter|${picked} quarter|qoq|quarter over quarter)\\b`,
    ),
    "quarter",
  ],
  [
    new RegExp(
      `\\b(?:yearly|annual(?:ly)?|per year|by year|each year|every year|year by year|${picked} year|yoy|year over year|cagr)\\b`,
    ),
    "year",
  ],
];

// A bare plural ("over the months") says less than "monthly" or "which month", so it is read last.
const pluralPatterns: [RegExp, Period][] = [
  [/\bdays\b/, "day"],
  [/\bweeks\b/, "week"],
  [/\bmonths\b/, "month"],
  [/\bquarters\b/, "quarter"],
  [/\byears\b/, "year"],
];

/** The period a question groups dates by, when it names one. */
export function periodAsked(lower: string): Period | undefined {
  return (periodPatterns.find(([pattern]) => pattern.test(lower)) ??
    pluralPatterns.find(([pattern]) => pattern.test(lower)))
    ?.[1];
}

/** Whether the question names a period to group by at all ("by month", "which quarter", "monthly"). */
export const periodGroupAsked = (lower: string) =>
  /\b(?:daily|weekly|monthly|quarterly|yearly|annual(?:ly)?)\b|\b(?:per|by|each|every|which|what|best|worst|busiest|slowest|quietest|peak|a|over)\s+(?:single\s+)?(?:day|week|month|quarter|year|date)s?\b|\b(?:day|week|month|quarter|year)\s+(?:by|over)\s+(?:day|week|month|quarter|year)\b/
    .test(lower);

const chartPatterns: [RegExp, ChartFamily][] = [
  [/\b(?:donut|doughnut|ring)\b/, "donut"],
  [/\bpie\b/, "pie"],
  [/\bscatter\w*|\bxy (?:chart|plot|graph)|\bbubble\b/, "scatter"],
  [
    /\bcombo\b|\bcombination (?:chart|graph)|\bdual[ -]axis|\bsecondary axis|\btwo axes\b|\bbars? and (?:a )?lines?\b|\bcolumns? and (?:a )?lines?\b/,
    "combo",
  ],
  [/\barea (?:chart|graph|plot)|\bas (?:an )?area\b|\bstacked area\b|\bfilled line\b/, "area"],
  [/\bline (?:chart|graph|plot)|\bas (?:a )?line\b|\blines\b|\bline\b(?= of| showing| over)/, "line"],
  [/\bhorizontal bars?\b|\bbar (?:chart|graph|plot)|\bas (?:a )?bars?\b|\bbars\b/, "bar"],
  [/\bvertical bars?\b|\bcolumn (?:chart|graph|plot)|\bas (?:a )?columns\b|\bhistogram\b/, "column"],
];

/** The chart type a question asks for by name, if it does. */
export function chartAsked(lower: string): ChartFamily | undefined {
  return chartPatterns.find(([pattern]) => pattern.test(lower))?.[1];
}

/**
 * Every pattern above that gives a word of the question its part in the analysis: a word inside a match is explained
 * by the analysis it asks for, so it is not a thing the table lacks.
 */
export const analysisPatterns: readonly RegExp[] = [
  ...Object.values(asks),
  ...periodPatterns.map(([pattern]) => pattern),
  ...pluralPatterns.map(([pattern]) => pattern),
  ...chartPatterns.map(([pattern]) => pattern),
  rankBefore,
  rankAfter,
  ordinalRank,
  topWords,
  bottomWords,
];
