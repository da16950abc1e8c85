import type { Figure } from "../../../contract/data.ts";
import {
  capitalise,
  type Described,
  listWords,
  metricFigures,
  metricName,
  metricValue,
  type Naming,
  plural,
  shareFigures,
} from "./describe.ts";
import { filterWords } from "./explain.ts";
import { formatNumber, formatPercent } from "./format.ts";
import { comparisonWords } from "../comparison-words.ts";
import { periodWords } from "./periods.ts";
import { isAdditive, isDerived, type Metric } from "./question-types.ts";
import type { ColumnsResult, GroupedResult, PortionResult, RankResult, ShareResult } from "./results.ts";

function skippedNote(skipped: number, column: string): string[] {
  return skipped
    ? [`${plural(skipped, "row", "rows")} with no ${column} ${skipped === 1 ? "was" : "were"} left out.`]
    : [];
}

/** "Total Revenue: North is 6,570.18 more than South (8,747.60 against 2,177.42)." */
function differenceWords(result: GroupedResult, naming: Naming): { sentence: string; figure: Figure } | undefined {
  const { first, second } = result.difference!;
  const [metric] = result.metrics;
  const [a, b] = [result.values[0][first], result.values[0][second]];
  if (a === null || b === null) return undefined;
  const [nameA, nameB] = [result.keys[first].label, result.keys[second].label];
  const gap = a - b;
  const way = gap >= 0 ? "more" : "less";
  // Two percentages differ by points: 93.5% against 93% is 0.5 percentage points, not 0.5%.
  const apart = metric.percent
    ? `${formatNumber(Math.round(Math.abs(gap) * 10_000) / 100)} percentage points`
    : metricValue(Math.abs(gap), metric, naming);
  const sentence = `${capitalise(metricName(metric, naming))}: ${nameA} is ${apart} ${way} than ${nameB} (${
    metricValue(a, metric, naming)
  } against ${metricValue(b, metric, naming)}).`;
  const label = `Difference — ${nameA} less ${nameB}`;
  const figure = metric.percent ? { label: `${label} (percentage points)`, value: gap * 100 } : { label, value: gap };
  return { sentence, figure };
}

/** "Total Cost (£) where Category is Plumbing or Heating and Date Raised from April 2024: £3,889.15." */
function togetherWords(result: GroupedResult, naming: Naming, column: string, where: string): Described {
  const [metric] = result.metrics;
  const { labels, value } = result.together!;
  const named = `${column} is ${labels.slice(0, -1).join(", ")} or ${labels[labels.length - 1]}`;
  return {
    analysis: [
      `${capitalise(metricName(metric, naming))} where ${named}${where.replace(/^ where/, " and")}: ${
        metricValue(value, metric, naming)
      }.`,
    ],
    figures: metricFigures(
      `${capitalise(metricName(metric, naming))} — ${labels.join(" and ")} together`,
      value,
      metric,
    ),
    meaning: [],
  };
}

export function describeGrouped(result: GroupedResult, naming: Naming, where = ""): Described {
  const name = naming.infos[result.by.column].name;
  const column = result.by.weekday
    ? `day of the week (of ${name})`
    : result.by.then !== undefined
    ? `${name} and ${naming.infos[result.by.then].name}`
    : name;
  const figures: Figure[] = [];
  const analysis: string[] = [];
  const [metric] = result.metrics;
  // One row per group (each student, each product once): the values are the rows' own, so no shares or totals.
  const single = result.keys.every((key) => key.rows <= 1);
  const nameOf = (m: Metric) =>
    single && m.column !== undefined && m.aggregate !== "count" && !isDerived(m)
      ? naming.infos[m.column].name
      : metricName(m, naming);
  if (result.having) {
    const { count, operator, value } = result.having;
    const said = `${metricName(metric, naming)} ${comparisonWords[operator]} ${metricValue(value, metric, naming)}`;
    analysis.push(
      `${formatNumber(count)} of ${formatNumber(result.keys.length)} ${column} values ${
        count === 1 ? "has" : "have"
      } ${said}.`,
    );
    figures.push({ label: `${column} values with ${said}`, value: count });
  }
  if (result.together !== undefined) {
    const together = togetherWords(result, naming, column, where);
    analysis.push(...together.analysis);
    figures.push(...together.figures);
  }
  const compared = result.difference && differenceWords(result, naming);
  if (compared) {
    analysis.push(compared.sentence);
    figures.push(compared.figure);
  }
  if (result.pick) {
    const key = result.keys[result.pick.at];
    const value = result.values[0][result.pick.at];
    const total = result.totals[0];
    const extreme = result.pick.direction === "max" ? "highest" : "lowest";
    // The rows the question kept are said with the answer, so a misread filter shows at once.
    let sentence = `${key.label} has the ${extreme} ${metricName(metric, naming)}${where}: ${
      metricValue(value, metric, naming)
    }`;
    if (isAdditive(metric) && value !== null && total && !single) {
      sentence += ` (${formatPercent(value / total)} of ${metricValue(total, metric, naming)})`;
      figures.push(...shareFigures(`${key.label} share of ${metricName(metric, naming)}`, value / total));
    }
    analysis.push(`${sentence}.`);
    figures.push({ label: `${capitalise(extreme)} ${column}`, value: key.label });
  }
  result.metrics.forEach((metric, m) => {
    const name = nameOf(metric);
    const items = result.order.map((i) => {
      const value = result.values[m][i];
      figures.push(...metricFigures(`${capitalise(name)} — ${result.keys[i].label}`, value, metric));
      return `${result.keys[i].label} ${metricValue(value, metric, naming)}`;
    });
    analysis.push(`${capitalise(name)} by ${column}: ${listWords(items)}.`);
    const total = result.totals[m];
    if (single) return;
    if (isAdditive(metric) && total !== null) {
      analysis.push(`All ${naming.noun} together: ${metricValue(total, metric, naming)}.`);
      figures.push({ label: `${capitalise(name)} — all`, value: total });
    } else if (metric.aggregate === "average" && total !== null) {
      analysis.push(`Over all ${naming.noun}: ${metricValue(total, metric, naming)}.`);
      figures.push({ label: `${capitalise(name)} — all`, value: total });
    }
  });
  figures.push({ label: `Groups (${column})`, value: result.order.length });
  const meaning = [
    `Each ${column} value is one group; ${metricName(metric, naming)} is worked out over its rows, as a pivot ` +
    `table or ${
      metric.aggregate === "count" ? "COUNTIFS" : metric.aggregate === "average" ? "AVERAGEIFS" : "SUMIFS"
    } would.`,
    ...skippedNote(result.skipped, column),
  ];
  return { analysis, meaning, figures };
}

const ordinalOf = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th"}`;

export function describeRank(result: RankResult, naming: Naming): Described {
  const name = metricName(result.metric, naming);
  const label = result.by ? naming.infos[result.by.column].name : "row";
  const words = result.direction === "top" ? "Top" : "Bottom";
  const figures: Figure[] = [];
  const items = result.items.map((item, i) => {
    figures.push({
      label: `${words} ${i + 1}: ${item.label} — ${result.grouped ? name : naming.infos[result.metric.column!].name}`,
      value: item.value,
    });
    return `${item.label} ${metricValue(item.value, result.metric, naming)}`;
  });
  const measure = result.grouped ? name : naming.infos[result.metric.column!].name;
  const head = `${words} ${result.items.length} ${label} by ${measure}`;
  // "The bottom 2 campaigns, between them": totals and counts of the groups listed add up.
  const values = result.items.map((item) => item.value).filter((value) => value !== null);
  // Rows' own amounts add up too ("top 3 accounts by MRR, combined"), where the column is added up, not averaged.
  const adds = result.grouped
    ? isAdditive(result.metric)
    : result.metric.column !== undefined && !naming.infos[result.metric.column].averaged;
  const together = adds && values.length > 1 && !result.nth ? values.reduce((sum, value) => sum + value, 0) : undefined;
  if (together !== undefined) figures.push({ label: `${head}, together`, value: together });
  const joint = together === undefined ? "" : ` (together ${metricValue(together, result.metric, naming)})`;
  // Listed in their order, with no "1." that would end the sentence before the first of them.
  const analysis = [`${head}: ${items.join("; ")}${joint}.`];
  const place = result.nth && result.items.length > 1 ? result.items[result.items.length - 1] : undefined;
  if (place) {
    const extreme = result.direction === "top" ? "highest" : "lowest";
    const who = result.by || result.grouped ? ` (${place.label})` : "";
    analysis.unshift(
      `The ${ordinalOf(result.items.length)} ${extreme} ${measure}: ${
        metricValue(place.value, result.metric, naming)
      }${who}.`,
    );
  }
  if (result.pool < result.items.length + 1 && result.items.length > 0) {
    analysis.push(`There ${result.pool === 1 ? "is" : "are"} only ${result.pool} to rank.`);
  }
  figures.push({ label: `Ranked (${label})`, value: result.pool });
  const meaning = result.grouped
    ? [
      `Rows were added up by ${label} first (${name} per ${label}), then sorted ${
        result.direction === "top" ? "largest" : "smallest"
      } first.`,
    ]
    : [
      `Each row counts on its own, sorted by ${measure}, ${
        result.direction === "top" ? "largest" : "smallest"
      } first; equal values keep their order in the data.`,
    ];
  return { analysis, meaning, figures };
}

export function describeShare(result: ShareResult, naming: Naming): Described {
  const grouped = naming.infos[result.by.column].name;
  const column = result.by.period ? `${periodWords[result.by.period].noun} (of ${grouped})` : grouped;
  const name = metricName(result.metric, naming);
  const figures: Figure[] = [];
  const analysis: string[] = [];
  const fraction = (i: number) => (result.total === 0 ? 0 : result.values[i] / result.total);
  for (const i of result.focus) {
    analysis.push(
      `${result.keys[i].label} accounts for ${formatPercent(fraction(i))} of the ${name} ` +
        `(${metricValue(result.values[i], result.metric, naming)} of ${
          metricValue(result.total, result.metric, naming)
        }).`,
    );
  }
  const items = result.order.map((i) => {
    figures.push(...shareFigures(`${result.keys[i].label} share of ${name}`, fraction(i)));
    figures.push({ label: `${capitalise(name)} — ${result.keys[i].label}`, value: result.values[i] });
    return `${result.keys[i].label} ${formatPercent(fraction(i))} (${
      metricValue(result.values[i], result.metric, naming)
    })`;
  });
  analysis.push(`Share of the ${name} by ${column}, largest first: ${listWords(items)}.`);
  analysis.push(`Total: ${metricValue(result.total, result.metric, naming)}.`);
  figures.push({ label: `${capitalise(name)} — all`, value: result.total });
  const meaning = [
    `Each share is the ${column}'s ${name} divided by the total of all ${column} values; the shares add up to 100%.`,
  ];
  if (result.values.some((value) => value < 0)) {
    meaning.push(
      `Some ${column} values are negative, so their shares are negative and the rest add up to more than 100%.`,
    );
  }
  meaning.push(...skippedNote(result.skipped, column));
  return { analysis, meaning, figures };
}

export function describePortion(result: PortionResult, naming: Naming, where: string): Described {
  const name = metricName(result.metric, naming);
  const among = result.of?.length
    ? `the rows where ${result.of.map((f) => filterWords(f, naming.infos)).join(" and ")}`
    : "";
  const part = result.part ?? 0;
  const whole = result.whole ?? 0;
  const figures: Figure[] = [{ label: `${capitalise(name)}${where}`, value: part }, {
    label: `${capitalise(name)} — ${among ? `among ${among}` : "all"}`,
    value: whole,
  }];
  const fraction = whole === 0 ? 0 : part / whole;
  figures.push(...shareFigures(`Share${where}`, fraction));
  return {
    analysis: [
      `${capitalise(name)}${where}: ${metricValue(part, result.metric, naming)} of ${
        metricValue(whole, result.metric, naming)
      }, ` +
      `that is ${formatPercent(fraction)}.`,
    ],
    meaning: [
      `The share is the ${name} of the rows that match, divided by the ${name} of ${among || "all the rows"}.`,
    ],
    figures,
  };
}

export function describeWideColumns(result: ColumnsResult, naming: Naming): Described {
  const figures: Figure[] = [];
  const analysis: string[] = [];
  const metric = (i: number) => ({ aggregate: result.aggregate, column: result.columns[i] });
  if (result.pick) {
    const extreme = result.pick.direction === "max" ? "highest" : "lowest";
    const at = result.pick.at;
    const name = naming.infos[result.columns[at]].name;
    analysis.push(
      `${name} has the ${extreme} ${result.aggregate}: ${metricValue(result.values[at], metric(at), naming)}.`,
    );
    figures.push({ label: `${capitalise(extreme)} column`, value: name });
  }
  const items = result.columns.map((column, i) => {
    const name = naming.infos[column].name;
    figures.push(...metricFigures(capitalise(metricName(metric(i), naming)), result.values[i], metric(i)));
    return `${name} ${metricValue(result.values[i], metric(i), naming)}`;
  });
  analysis.push(
    `${capitalise(result.aggregate === "sum" ? "total" : result.aggregate)} of each column: ${listWords(items)}.`,
  );
  const meaning = [
    `Each number column is one of the things compared (${result.ordered ? "in order, as periods" : "side by side"}); ` +
    `its ${result.aggregate === "sum" ? "total" : result.aggregate} is worked out down the column.`,
  ];
  return { analysis, meaning, figures };
}
