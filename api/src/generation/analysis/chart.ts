import type { ChartFamily, ChartSeriesInfo } from "../../../contract/data.ts";
import type { Table } from "../inputs/table.ts";
import { type Drawn, drawView } from "./chart-data.ts";
import { splitReason, splitView } from "./chart-split.ts";
import { chartSteps } from "./chart-steps.ts";
import { type View, viewForAsked, viewOf } from "./chart-view.ts";
import { type ColumnInfo, defaultLabel, describeColumns } from "./columns.ts";
import { selectRows } from "./compute.ts";
import type { ChartDraft } from "./drafts.ts";
import { filterWords, readWords } from "./explain.ts";
import { profileTable } from "./profile.ts";
import { readQuestion } from "./question.ts";
import { type Filter, isAdditive, type Question } from "./question-types.ts";
import { placeOf } from "./sheet-ranges.ts";
import { fit } from "./stats.ts";
import { normaliseQuestion } from "./words.ts";

/** The chart's name as people say it; the web's preview picks its drawing from this text. */
const chartNames: Record<ChartFamily, string> = {
  bar: "Bar Chart",
  column: "Column Chart",
  line: "Line Chart",
  area: "Area Chart",
  pie: "Pie Chart",
  donut: "Donut Chart",
  combo: "Combo Chart",
  scatter: "Scatter Chart",
};

/** A chart of several series says how they stand: "Stacked Column Chart", "100% Stacked Area Chart". */
function chartName(family: ChartFamily, series?: ChartSeriesInfo): string {
  if (series?.stacking === "stacked") return `Stacked ${chartNames[family]}`;
  if (series?.stacking === "percent") return `100% Stacked ${chartNames[family]}`;
  return series && family === "column" ? "Clustered Column Chart" : chartNames[family];
}

/** Families that draw a split over time; the others (a pie of the totals, say) keep the question's own view. */
const splitFamilies = new Set<ChartFamily>(["line", "area", "column", "bar"]);

/** Labels longer than this (on average) read better along horizontal bars. */
const longLabel = 12;
/** More categories than this read better as horizontal bars. */
const manyCategories = 8;
/** Parts a pie can show and stay readable. */
const pieParts = 6;

const averageLength = (drawn: Drawn) =>
  drawn.data.reduce((total, datum) => total + datum.name.length, 0) / Math.max(1, drawn.data.length);

/** Whether a view's values are parts of one whole: a total or a count, none negative. */
function partsOfWhole(view: View, drawn: Drawn): boolean {
  const metric = view.view === "groups"
    ? view.metrics[0]
    : view.view === "columns"
    ? { aggregate: view.aggregate }
    : view.view === "portion"
    ? view.metric
    : undefined;
  return !!metric && isAdditive(metric) && drawn.data.every((datum) => datum.value >= 0);
}

/** "On two axes": the question wants each measure on its own scale, whatever their sizes. */
const twoAxes = /\b(?:2|two) (?:y )?axes\b|\bdual[ -]axis\b|\bsecondary axis\b|\bown (?:axis|axes|scales?)\b/;

/** The chart the data's shape and the ask call for, when no type was named. */
function automatic(
  view: View,
  question: Question,
  infos: ColumnInfo[],
  draw: (family: ChartFamily) => Drawn,
  lower: string,
): ChartFamily {
  const oneScale = (family: ChartFamily) => !twoAxes.test(lower) && !!draw(family).series;
  switch (view.view) {
    case "pairs":
    case "spread":
      return "scatter";
    case "bins":
      return "column";
    case "portion":
      return partsOfWhole(view, draw("pie")) ? "pie" : "column";
    case "columns": {
      if (view.ordered) return "line";
      const drawn = draw("bar");
      if (question.ask.kind === "share" && partsOfWhole(view, drawn) && drawn.data.length <= pieParts) return "pie";
      return drawn.data.length > manyCategories || averageLength(drawn) > longLabel ? "bar" : "column";
    }
    case "split":
      return view.wish ? "column" : "line";
    case "series":
      // Measures on one scale share an axis as lines; on different scales a combo gives each its own.
      if (view.metrics.length > 1) return !view.cumulative && oneScale("line") ? "line" : "combo";
      return view.cumulative ? "area" : "line";
    case "rows":
    case "groups": {
      if (view.view === "groups" && view.metrics.length > 1) return oneScale("column") ? "column" : "combo";
      const drawn = draw("bar");
      if (question.ask.kind === "share") {
        return partsOfWhole(view, drawn) && drawn.data.length <= pieParts ? "pie" : "bar";
      }
      if (question.ask.kind === "rank") return "bar";
      // True and false are the two parts of a whole.
      if (view.view === "groups" && infos[view.by.column].type === "boolean" && partsOfWhole(view, drawn)) return "pie";
      return drawn.data.length > manyCategories || averageLength(drawn) > longLabel ? "bar" : "column";
    }
  }
}

/** Why a named chart type does not fit, or undefined when it does. */
function misfit(family: ChartFamily, view: View | undefined, drawn: Drawn | undefined): string | undefined {
  if (!view || !drawn) {
    if (family === "scatter") return "a scatter chart needs two number columns to plot against each other";
    if (family === "combo") return "a combo chart needs a category or dates to draw its two measures over";
    return `a ${chartNames[family].toLowerCase()} needs categories or dates, and this ask compares two number columns`;
  }
  if ((family === "pie" || family === "donut") && !partsOfWhole(view, drawn)) {
    return `a ${family} chart shows parts of a whole, and these values are not (they are averages, or some are negative)`;
  }
  return undefined;
}

function reason(family: ChartFamily, drawn: Drawn): string {
  const { axes, series } = drawn;
  if (drawn.view.view === "split") return splitReason(family, drawn);
  if (series) {
    return family === "line"
      ? `A line chart fits: ${axes.name} runs in order, and ${
        series.names.join(" and ")
      } are on one scale, a line each.`
      : `A clustered column chart fits: ${
        series.names.join(" and ")
      } are on one scale, so they stand side by side for each ${axes.name} value.`;
  }
  const n = drawn.data.length;
  const inOrder = drawn.view.view === "series" || drawn.view.view === "spread" ||
    (drawn.view.view === "columns" && drawn.view.ordered);
  switch (family) {
    case "line":
      return inOrder
        ? `A line chart fits: ${axes.name} runs in order, and a line shows how ${axes.value} rises and falls from one point to the next.`
        : `A line chart, as asked: it joins ${axes.value} across the ${axes.name} values, though their order means nothing here; a column chart compares categories more plainly.`;
    case "area":
      return inOrder
        ? `An area chart fits: it shows ${axes.value} building up over ${axes.name}.`
        : `An area chart, as asked: it fills in ${axes.value} across the ${axes.name} values, though their order means nothing here.`;
    case "column":
      return `A column chart fits: it compares ${axes.value} across ${n} ${axes.name} values side by side.`;
    case "bar":
      return `A bar chart fits: horizontal bars keep the ${n} ${axes.name} labels readable and compare ${axes.value} at a glance.`;
    case "pie":
      return `A pie chart fits: ${n} parts make up the whole ${axes.value}, and each slice shows one part's share.`;
    case "donut":
      return `A donut chart fits: ${n} parts make up the whole ${axes.value}, each ring segment one part's share.`;
    case "combo":
      return `A combo chart fits: ${axes.value} (columns) and ${axes.uv} (a line on its own axis) are on different scales, so each keeps a readable axis.`;
    case "scatter": {
      const xs = drawn.data.map((datum) => datum.x ?? 0);
      const ys = drawn.data.map((datum) => datum.value);
      const r = xs.length > 1 ? fit(xs, ys).r : null;
      const pattern = r === null ? "" : ` Across the points drawn, r = ${r.toFixed(2)}.`;
      return `A scatter chart fits: each row is a point (${axes.name} across, ${axes.value} up), so a relationship shows as a slope.${pattern}`;
    }
  }
}

/**
 * "Total revenue in the East": a single figure, drawn beside the same figure for the other values of the filtered
 * column (East with West and North), which says more than one bar.
 */
type Equals = Extract<Filter, { kind: "equals" }>;

function besideOthers(question: Question, infos: ColumnInfo[]): { filter: Equals; view: View } | undefined {
  if (question.ask.kind !== "overall") return undefined;
  const [metric] = question.ask.metrics;
  if (metric.aggregate === "distinct") return undefined;
  const filter = question.filters.find((f): f is Equals =>
    f.kind === "equals" && !f.negated && infos[f.column].type !== "number" && infos[f.column].profile.distinct >= 2
  );
  if (!filter) return undefined;
  return { filter, view: { view: "groups", by: { column: filter.column }, metrics: [metric], order: "desc" } };
}

/** Recommends the chart for a question about a table, with its data from the real rows and the steps to make it. */
export function recommendChart(table: Table, description: string): ChartDraft {
  const infos = describeColumns(table, profileTable(table));
  const question = readQuestion(table, description, infos);
  const beside = besideOthers(question, infos);
  const filters = beside ? question.filters.filter((filter) => filter !== beside.filter) : question.filters;
  const rows = selectRows(table, filters);
  const label = defaultLabel(infos);
  const context = { table, infos, rows, noun: question.noun };
  // A table with nothing to add up still has rows to count, by its first column.
  const fallback: View = { view: "groups", by: { column: 0 }, metrics: [{ aggregate: "count" }], order: "desc" };
  const partName = question.filters.map((filter) => filterWords(filter, infos)).join(" and ");
  const base = beside?.view ?? viewOf(question.ask, infos, rows.length, partName) ?? fallback;
  const draw = (view: View) => (family: ChartFamily) => drawView(view, family, context, label);
  const notes: string[] = beside
    ? [
      `One figure makes no chart, so this one shows it for every ${infos[beside.filter.column].name} value, ${
        String(beside.filter.value)
      } among them.`,
    ]
    : [];
  let view = base;
  let family: ChartFamily | undefined;
  const lower = normaliseQuestion(description).toLowerCase();
  const split = beside ? undefined : splitView(question, lower, infos, base);
  if (split && (!question.chart || splitFamilies.has(question.chart))) {
    view = split;
    if (question.chart === "bar") {
      notes.push("You asked for a bar chart; it is drawn with upright columns, so time runs from left to right.");
    }
    family = question.chart === "bar" ? "column" : question.chart;
  } else if (question.chart) {
    const asked = viewForAsked(question.chart, base, infos, rows.length);
    const drawn = asked ? draw(asked)(question.chart) : undefined;
    const problem = misfit(question.chart, asked, drawn);
    if (problem) notes.push(`You asked for a ${chartNames[question.chart].toLowerCase()}, but ${problem}.`);
    else [view, family] = [asked!, question.chart];
  }
  family ??= automatic(view, question, infos, draw(view), lower);
  const drawn = draw(view)(family);
  const explanation = [
    ...notes,
    reason(family, drawn),
    ...drawn.notes,
    ...readWords(table, infos, filters, rows.length, question.readings),
  ];
  return {
    chartType: chartName(family, drawn.series),
    family,
    explanation: explanation.join(" "),
    steps: chartSteps({ table, infos, place: placeOf(table), family, drawn }),
    chartData: drawn.data,
    axes: drawn.axes,
    ...(drawn.series ? { series: drawn.series } : {}),
  };
}
