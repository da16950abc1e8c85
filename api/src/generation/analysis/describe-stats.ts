import type { Figure } from "../../../contract/data.ts";
import {
  capitalise,
  columnStyle,
  type Described,
  listWords,
  metricFigures,
  metricName,
  metricValue,
  type Naming,
  plural,
  rowName,
} from "./describe.ts";
import { describeGrouped } from "./describe-groups.ts";
import { formatMeasure, formatNumber, type MeasureStyle } from "./format.ts";
import { isoDay } from "./periods.ts";
import type { ColumnProfile } from "./profile.ts";
import type { CorrelationResult, DistributionResult, OutlierResult, OverallResult, SummaryResult } from "./results.ts";

/** Pearson's r in words, by the usual rule of thumb. */
export function strength(r: number): string {
  const size = Math.abs(r);
  if (size >= 0.7) return "strong";
  if (size >= 0.4) return "moderate";
  if (size >= 0.2) return "weak";
  return "very weak";
}

export function describeCorrelation(result: CorrelationResult, naming: Naming): Described {
  const x = naming.infos[result.x].name;
  const y = naming.infos[result.y].name;
  const figures: Figure[] = [{ label: "Pairs of values", value: result.n }];
  if (result.r === null) {
    return {
      analysis: [
        `The correlation between ${x} and ${y} cannot be worked out: one of them does not vary over the ${result.n} rows.`,
      ],
      meaning: ["A correlation needs both columns to change from row to row."],
      figures,
    };
  }
  const sign = result.r > 0 ? "positive" : result.r < 0 ? "negative" : "zero";
  figures.push(
    { label: `Correlation (r) between ${x} and ${y}`, value: result.r },
    { label: "R squared", value: result.r * result.r },
  );
  const analysis = [
    `${x} and ${y} have a ${strength(result.r)} ${sign} correlation: r = ${result.r.toFixed(2)} ` +
    `(r² = ${(result.r * result.r).toFixed(2)}) over ${plural(result.n, "pair", "pairs")} of values.`,
  ];
  if (result.slope !== null && result.intercept !== null) {
    figures.push({ label: `Slope (${y} per 1 ${x})`, value: result.slope }, {
      label: "Intercept",
      value: result.intercept,
    });
    analysis.push(
      `On the best-fitting line, each 1 more ${x} goes with ${formatNumber(Math.abs(result.slope))} ` +
        `${result.slope >= 0 ? "more" : "less"} ${y}.`,
    );
  }
  const meaning = [
    `r runs from -1 to 1: near 1, ${y} rises with ${x}; near -1, it falls as ${x} rises; near 0, there is no straight-line ` +
    `link. It shows how the two move together, not that one causes the other.`,
  ];
  return { analysis, meaning, figures };
}

export function describeOutliers(result: OutlierResult, naming: Naming): Described {
  const column = naming.infos[result.column].name;
  const style = columnStyle(result.column, naming);
  const value = (n: number) => formatMeasure(n, style);
  const figures: Figure[] = [];
  if (result.method === "iqr") {
    figures.push(
      { label: "First quartile (Q1)", value: result.q1 },
      { label: "Third quartile (Q3)", value: result.q3 },
      { label: "Interquartile range (IQR)", value: result.q3 - result.q1 },
    );
  } else {
    figures.push({ label: `Average ${column}`, value: result.mean }, {
      label: "Standard deviation",
      value: result.stdev ?? "none",
    });
  }
  figures.push({ label: "Lower limit", value: result.lower }, { label: "Upper limit", value: result.upper });
  figures.push({ label: "Outliers", value: result.outliers.length });
  const rule = result.method === "iqr"
    ? `more than 1.5 × IQR beyond the quartiles (below ${value(result.lower)} or above ${value(result.upper)})`
    : `more than 3 standard deviations from the average (below ${value(result.lower)} or above ${value(result.upper)})`;
  const listed = result.outliers.map((outlier) => {
    figures.push({ label: `Outlier — ${rowName(outlier.row, naming)}`, value: outlier.value });
    return `${rowName(outlier.row, naming)}: ${value(outlier.value)}`;
  });
  const analysis = result.outliers.length
    ? [
      `${plural(result.outliers.length, "value", "values")} of ${column} (of ${result.n}) ${
        result.outliers.length === 1 ? "lies" : "lie"
      } ${rule}: ${listWords(listed, 20)}.`,
    ]
    : [`No ${column} value lies ${rule}; all ${result.n} are within the usual range.`];
  const meaning = [
    result.method === "iqr"
      ? "The quartiles mark the middle half of the values; a value far outside that band (Tukey's rule) is worth a second look — a typo, a one-off, or a real extreme."
      : "A value more than 3 standard deviations from the average is rare in evenly spread data, so it is worth a second look.",
  ];
  return { analysis, meaning, figures };
}

export function describeDistribution(result: DistributionResult, naming: Naming): Described {
  const column = naming.infos[result.column].name;
  const style = columnStyle(result.column, naming);
  const value = (n: number) => formatMeasure(n, style);
  const figures: Figure[] = [
    { label: "Values", value: result.n },
    { label: `Lowest ${column}`, value: result.min },
    { label: "First quartile (Q1)", value: result.q1 },
    { label: `Median ${column}`, value: result.median },
    { label: "Third quartile (Q3)", value: result.q3 },
    { label: `Highest ${column}`, value: result.max },
    { label: `Average ${column}`, value: result.mean },
    { label: "Standard deviation", value: result.stdev ?? "none" },
  ];
  const bins = result.bins.map((bin, i) => {
    const last = i === result.bins.length - 1;
    const label = `${value(bin.from)} to ${last ? "" : "under "}${value(bin.to)}`;
    figures.push({ label: `Count ${label}`, value: bin.count });
    return `${label}: ${bin.count}`;
  });
  const analysis = [
    `${column} over ${plural(result.n, "value", "values")}: lowest ${value(result.min)}, Q1 ${value(result.q1)}, ` +
    `median ${value(result.median)}, Q3 ${value(result.q3)}, highest ${value(result.max)}; average ${
      value(result.mean)
    }` +
    `${result.stdev === null ? "" : `, standard deviation ${formatNumber(result.stdev)}`}.`,
    `How many fall in each range: ${listWords(bins, 12)}.`,
  ];
  const skew = result.mean > result.median
    ? "a longer tail of high values"
    : result.mean < result.median
    ? "a longer tail of low values"
    : "an even spread";
  return {
    analysis,
    meaning: [
      `Half the values lie between Q1 and Q3; the average ${
        result.mean === result.median ? "equals" : result.mean > result.median ? "is above" : "is below"
      } the median, which suggests ${skew}.`,
    ],
    figures,
  };
}

export function describeOverall(result: OverallResult, naming: Naming, filtered: string): Described {
  const figures: Figure[] = [];
  const analysis = result.metrics.map((metric, i) => {
    const name = metricName(metric, naming);
    const value = result.values[i];
    // A margin is said as a percentage: its figure comes both ways, so either reading is found.
    figures.push(...metricFigures(capitalise(name), value, metric));
    const at = result.at[i];
    const where = at === undefined ? "" : `, in ${rowName(at, naming)}`;
    return `${capitalise(name)}${filtered}: ${metricValue(result.values[i], metric, naming)}${where}.`;
  });
  return { analysis, meaning: [], figures };
}

function columnSummary(profile: ColumnProfile, style: MeasureStyle, figures: Figure[]): string {
  const { name } = profile;
  const missing = profile.missing ? ` (${profile.missing} empty)` : "";
  if (profile.numbers) {
    const n = profile.numbers;
    const value = (v: number) => formatMeasure(v, style);
    figures.push(
      { label: `Total ${name}`, value: n.sum },
      { label: `Average ${name}`, value: n.mean },
      { label: `Median ${name}`, value: n.median },
      { label: `Lowest ${name}`, value: n.min },
      { label: `Highest ${name}`, value: n.max },
    );
    if (n.stdev !== null) figures.push({ label: `Standard deviation of ${name}`, value: n.stdev });
    return `${name}: total ${value(n.sum)}, average ${value(n.mean)}, median ${value(n.median)}, from ${
      value(n.min)
    } to ` +
      `${value(n.max)}${missing}.`;
  }
  if (profile.dates) {
    const { first, last, step } = profile.dates;
    figures.push({ label: `First ${name}`, value: isoDay(first) }, { label: `Last ${name}`, value: isoDay(last) });
    return `${name}: ${isoDay(first)} to ${isoDay(last)}, ${
      step === "irregular" ? "at irregular intervals" : step
    }${missing}.`;
  }
  if (profile.distinctAtLeast) {
    // Free text was not counted to the end: say so rather than give a count that looks exact.
    return `${name}: free text, more than ${
      plural(profile.distinct, "different value", "different values")
    }${missing}.`;
  }
  if (profile.categories?.length) {
    figures.push({ label: `Different ${name} values`, value: profile.distinct });
    const top = profile.categories.slice(0, 3).map((category) => {
      figures.push({ label: `Rows with ${name} ${category.value}`, value: category.count });
      return `${category.value} (${category.count})`;
    });
    return `${name}: ${plural(profile.distinct, "different value", "different values")}, most common ${
      top.join(", ")
    }${missing}.`;
  }
  return `${name}: empty.`;
}

export function describeSummary(result: SummaryResult, naming: Naming): Described {
  const figures: Figure[] = [];
  const rows = result.profiles[0] ? result.profiles[0].count + result.profiles[0].missing : 0;
  figures.push({ label: "Rows", value: rows }, { label: "Columns", value: result.profiles.length });
  const analysis = [
    `${plural(rows, "row", "rows")} and ${plural(result.profiles.length, "column", "columns")}.`,
    ...result.profiles.map((profile, i) => columnSummary(profile, columnStyle(i, naming), figures)),
  ];
  const meaning = ["No single figure was asked for, so this is an overview of every column."];
  if (result.highlight) {
    const grouped = describeGrouped(result.highlight, naming);
    analysis.push(...grouped.analysis.slice(0, 2));
    figures.push(...grouped.figures);
  }
  return { analysis, meaning, figures };
}
