import type { Figure } from "../../../contract/data.ts";
import {
  capitalise,
  changeText,
  type Described,
  listWords,
  metricFigures,
  metricName,
  metricValue,
  type Naming,
  plural,
  rateText,
  shareFigures,
} from "./describe.ts";
import { formatNumber } from "./format.ts";
import { daySpan, periodDays, periodWords } from "./periods.ts";
import type { SeriesResult } from "./results.ts";
import { sum } from "./stats.ts";

/** How many points a sentence lists before it only names the first, last, best and worst. */
const listedPoints = 24;

function unitWords(result: SeriesResult, naming: Naming): { adjective: string; noun: string } {
  if (result.by.period) return periodWords[result.by.period];
  const column = naming.infos[result.by.column].name;
  return { adjective: `per ${column}`, noun: column };
}

function changeSentence(result: SeriesResult, naming: Naming, figures: Figure[]): string {
  const [metric] = result.metrics;
  const first = result.values[0][result.from];
  const last = result.values[0][result.to];
  const from = result.keys[result.from].label;
  const to = result.keys[result.to].label;
  const name = metricName(metric, naming);
  figures.push({ label: `${capitalise(name)} — first (${from})`, value: first ?? "none" });
  figures.push({ label: `${capitalise(name)} — last (${to})`, value: last ?? "none" });
  figures.push({ label: `Change from ${from} to ${to}`, value: result.change });
  let sentence = `${capitalise(name)} went from ${metricValue(first, metric, naming)} in ${from} to ` +
    `${metricValue(last, metric, naming)} in ${to}: ${changeText(result.change, metric, naming)}`;
  if (result.changeRate !== null) {
    sentence += ` (${rateText(result.changeRate)})`;
    figures.push(...shareFigures(`Change from ${from} to ${to}`, result.changeRate));
  }
  return `${sentence}.`;
}

/**
 * A period the data covers only in part, said where the answer compares it, and the change on like terms: over the
 * same days of both periods, or between the nearest full ones.
 */
function partialWords(result: SeriesResult, naming: Naming, figures: Figure[]): string[] {
  if (!result.partial || !result.by.period) return [];
  const { noun, plural: nouns } = periodWords[result.by.period];
  const words = result.partial.map((period) => {
    const label = result.keys[period.at].label;
    figures.push({ label: `Days with data — ${label}`, value: period.days });
    return `${capitalise(label)} has data for only ${plural(period.days, "day", "days")} (${
      daySpan(period.first, period.last)
    }), against ${formatNumber(Math.round(period.typical))} in a typical ${noun}: it is a partial ${noun}, so ` +
      `comparing it with full ${nouns} is not like for like.`;
  });
  const like = result.like;
  if (!like || like.start === null || like.end === null || like.change === null) return words;
  const [metric] = result.metrics;
  const name = metricName(metric, naming);
  const [from, to] = [result.keys[like.from].label, result.keys[like.to].label];
  const same = like.basis === "days" ? ", same days" : " (full periods)";
  let sentence: string;
  if (like.offsets) {
    const days = (at: number) => {
      const start = periodDays(result.keys[at].value as number, result.by.period!).start;
      return daySpan(start + like.offsets![0], start + like.offsets![1]);
    };
    figures.push({ label: `${capitalise(name)} — ${from}${same}`, value: like.start });
    figures.push({ label: `${capitalise(name)} — ${to}${same}`, value: like.end });
    sentence = `On the same days (${days(like.from)} against ${days(like.to)}), ${name} went from ` +
      `${metricValue(like.start, metric, naming)} to ${metricValue(like.end, metric, naming)}`;
  } else {
    sentence = `Between full ${nouns}, ${name} went from ${metricValue(like.start, metric, naming)} in ${from} to ` +
      `${metricValue(like.end, metric, naming)} in ${to}`;
  }
  figures.push({ label: `Change from ${from} to ${to}${same}`, value: like.change });
  sentence += `: ${changeText(like.change, metric, naming)}`;
  if (like.changeRate !== null) {
    sentence += ` (${rateText(like.changeRate)})`;
    figures.push(...shareFigures(`Change from ${from} to ${to}${same}`, like.changeRate));
  }
  return [...words, `${sentence}.`];
}

function pointList(result: SeriesResult, naming: Naming, figures: Figure[], m: number): string {
  const metric = result.metrics[m];
  const name = metricName(metric, naming);
  const items = result.keys.map((key, i) => {
    const value = result.values[m][i];
    figures.push(...metricFigures(`${capitalise(name)} — ${key.label}`, value, metric));
    return `${key.label} ${metricValue(value, metric, naming)}`;
  });
  const { adjective } = unitWords(result, naming);
  const head = `${capitalise(adjective)} ${name}`;
  if (items.length <= listedPoints) return `${head}: ${listWords(items, listedPoints)}.`;
  return `${head}, ${result.keys.length} points from ${result.keys[0].label} to ${result.keys.at(-1)!.label} ` +
    `(every one is in the figures).`;
}

function extremes(result: SeriesResult, naming: Naming, figures: Figure[]): string {
  const [metric] = result.metrics;
  const { noun } = unitWords(result, naming);
  const best = result.keys[result.best].label;
  const worst = result.keys[result.worst].label;
  const present = result.values[0].filter((value): value is number => value !== null);
  const average = present.length ? sum(present) / present.length : null;
  const highest = `Highest ${noun}: ${best} (${metricValue(result.values[0][result.best], metric, naming)}); lowest: ` +
    `${worst} (${metricValue(result.values[0][result.worst], metric, naming)})`;
  figures.push({ label: `Highest ${noun}`, value: best }, {
    label: `Highest ${noun} value`,
    value: result.values[0][result.best] ?? "none",
  });
  figures.push({ label: `Lowest ${noun}`, value: worst }, {
    label: `Lowest ${noun} value`,
    value: result.values[0][result.worst] ?? "none",
  });
  // Asked for, the average is the answer's first sentence and figure already.
  if (result.mean !== undefined) return `${highest}.`;
  if (average !== null) figures.push({ label: `Average per ${noun}`, value: average });
  return `${highest}; average per ${noun}: ${metricValue(average, metric, naming)}.`;
}

/** What the direction's line was fitted on: "all 6 points", or "the 5 full months (2024-03 left out as partial)". */
function fittedOn(result: SeriesResult): string {
  if (!result.unfitted) return `all ${result.keys.length} points`;
  const left = result.unfitted.map((at) => result.keys[at].label).join(" and ");
  const { plural } = periodWords[result.by.period!];
  return `the ${result.keys.length - result.unfitted.length} full ${plural} (${left} left out as partial)`;
}

const directionWords = { up: "rose overall", down: "fell overall", flat: "stayed roughly flat" };

const nothing = (result: SeriesResult, naming: Naming): Described => ({
  analysis: [`There are no rows with a ${naming.infos[result.by.column].name} to follow over time.`],
  meaning: [],
  figures: [],
});

export function describeTrend(result: SeriesResult, naming: Naming): Described {
  if (result.keys.length === 0) return nothing(result, naming);
  const figures: Figure[] = [];
  const analysis: string[] = [];
  const [metric] = result.metrics;
  const name = metricName(metric, naming);
  const { noun } = unitWords(result, naming);
  if (result.mean !== undefined) {
    const plural = result.by.period ? periodWords[result.by.period].plural : `${noun} values`;
    const [first, last] = [result.keys[0].label, result.keys.at(-1)!.label];
    figures.push({ label: `${capitalise(name)} — average per ${noun}`, value: result.mean });
    const over = result.activePeriods === undefined
      ? `${result.keys.length} ${plural} from ${first} to ${last}`
      : `${result.activePeriods} ${plural} with rows, from ${first} to ${last}`;
    analysis.push(
      `${capitalise(name)} per ${noun} on average: ${metricValue(result.mean, metric, naming)}, over the ${over}.`,
    );
  }
  if (result.pick) {
    const extreme = result.pick.direction === "max" ? "highest" : "lowest";
    analysis.push(
      `${result.keys[result.pick.at].label} had the ${extreme} ${name}: ` +
        `${metricValue(result.values[0][result.pick.at], metric, naming)}.`,
    );
  }
  result.metrics.forEach((_, m) => analysis.push(pointList(result, naming, figures, m)));
  if (result.keys.length > 1) {
    analysis.push(
      `${capitalise(name)} ${directionWords[result.direction]}. ${changeSentence(result, naming, figures)}`,
    );
    analysis.push(...partialWords(result, naming, figures));
    analysis.push(extremes(result, naming, figures));
  }
  if (result.running) {
    result.running.forEach((value, i) => figures.push({ label: `Running total — ${result.keys[i].label}`, value }));
    analysis.push(
      `Running total by ${result.keys.at(-1)!.label}: ${metricValue(result.running.at(-1)!, metric, naming)}.`,
    );
  }
  const meaning = [
    `The rows were grouped by ${noun}${result.by.period ? ` of ${naming.infos[result.by.column].name}` : ""}; ` +
    `"${directionWords[result.direction]}" comes from the straight line that best fits ${fittedOn(result)}, ` +
    `not only from the first and last.`,
  ];
  if (result.skipped) {
    meaning.push(`${result.skipped} rows with no ${naming.infos[result.by.column].name} were left out.`);
  }
  if (result.keys.some((key) => key.rows === 0)) {
    meaning.push(
      `${capitalise(noun)}s with no rows are shown as ${
        metric.aggregate === "sum" || metric.aggregate === "count" ? "0" : "empty"
      }.`,
    );
  }
  return { analysis, meaning, figures };
}

export function describeGrowth(result: SeriesResult, naming: Naming): Described {
  if (result.keys.length === 0) return nothing(result, naming);
  const figures: Figure[] = [];
  const analysis = [changeSentence(result, naming, figures), ...partialWords(result, naming, figures)];
  if (result.to - result.from > 1) {
    analysis.push(`Across ${fittedOn(result)} it ${directionWords[result.direction]}.`);
  }
  const { noun } = unitWords(result, naming);
  if (result.cagr) {
    analysis.push(
      `That is a compound annual growth rate (CAGR) of ${
        rateText(result.cagr.rate)
      } a year over ${result.cagr.years} ` +
        `year${result.cagr.years === 1 ? "" : "s"}.`,
    );
    figures.push(...shareFigures("Compound annual growth rate", result.cagr.rate));
  }
  const steps: string[] = [];
  const cut = (at: number) => result.partial?.some((period) => period.at === at);
  for (let i = Math.max(1, result.from + 1); i <= result.to; i++) {
    const rate = result.stepRates[i];
    if (rate === null) continue;
    figures.push(...shareFigures(`Change ${result.keys[i - 1].label} to ${result.keys[i].label}`, rate));
    const note = cut(i) ? ` (partial ${noun})` : cut(i - 1) ? ` (after a partial ${noun})` : "";
    steps.push(`${result.keys[i].label} ${rateText(rate)}${note}`);
  }
  if (steps.length > 1) analysis.push(`${capitalise(noun)} over ${noun}: ${listWords(steps, listedPoints)}.`);
  analysis.push(pointList(result, naming, figures, 0));
  const meaning = [
    `Growth compares ${result.keys[result.from].label} with ${
      result.keys[result.to].label
    }: the change divided by the ` +
    `starting value.${
      result.cagr ? " CAGR is the steady yearly rate that gets from the first value to the last." : ""
    }`,
  ];
  if (result.changeRate === null) meaning.push("The starting value is 0, so the change cannot be a percentage.");
  return { analysis, meaning, figures };
}
