import type { ChartFamily, ChartStacking } from "../../../contract/data.ts";
import type { Table } from "../inputs/table.ts";
import type { Drawn } from "./chart-data.ts";
import { maxSeries, type SplitView } from "./chart-split.ts";
import type { ColumnInfo } from "./columns.ts";
import { formatNumber } from "./format.ts";
import type { Period } from "./periods.ts";
import { isDerived, type Metric } from "./question-types.ts";
import { columnLetter, columnRange, columnSelection, letterOf, type Place, tableRange } from "./sheet-ranges.ts";

/** Where each chart type sits in Excel's Insert > Charts group. */
const excelCharts: Record<ChartFamily, string> = {
  column: "Insert Column or Bar Chart > Clustered Column",
  bar: "Insert Column or Bar Chart > Clustered Bar",
  line: "Insert Line or Area Chart > Line",
  area: "Insert Line or Area Chart > Area",
  pie: "Insert Pie or Doughnut Chart > Pie",
  donut: "Insert Pie or Doughnut Chart > Doughnut",
  combo: "Insert Combo Chart > Clustered Column - Line on Secondary Axis",
  scatter: "Insert Scatter (X, Y) or Bubble Chart > Scatter",
};
/** Chart editor > Setup > Chart type names in Google Sheets. */
const sheetsCharts: Record<ChartFamily, string> = {
  column: "Column chart",
  bar: "Bar chart",
  line: "Line chart",
  area: "Area chart",
  pie: "Pie chart",
  donut: "Doughnut chart",
  combo: "Combo chart",
  scatter: "Scatter chart",
};
/** Stacked kinds of the families that stack, in Excel's menu and in the Sheets chart editor. */
const excelStacks: Partial<Record<ChartFamily, Record<"stacked" | "percent", string>>> = {
  column: {
    stacked: "Insert Column or Bar Chart > Stacked Column",
    percent: "Insert Column or Bar Chart > 100% Stacked Column",
  },
  area: {
    stacked: "Insert Line or Area Chart > Stacked Area",
    percent: "Insert Line or Area Chart > 100% Stacked Area",
  },
};
const sheetsStacks: Partial<Record<ChartFamily, Record<"stacked" | "percent", string>>> = {
  column: { stacked: "Stacked column chart", percent: "100% stacked column chart" },
  area: { stacked: "Stacked area chart", percent: "100% stacked area chart" },
};
const excelChart = (family: ChartFamily, stacking: ChartStacking) =>
  (stacking === "none" ? undefined : excelStacks[family]?.[stacking]) ?? excelCharts[family];
const sheetsChart = (family: ChartFamily, stacking: ChartStacking) =>
  (stacking === "none" ? undefined : sheetsStacks[family]?.[stacking]) ?? sheetsCharts[family];

const excelSummaries: Partial<Record<Metric["aggregate"], string>> = {
  average: "Average",
  count: "Count",
  min: "Min",
  max: "Max",
};
const sheetsSummaries: Partial<Record<Metric["aggregate"], string>> = {
  sum: "Sum",
  average: "Average",
  count: "Count",
  min: "Min",
  max: "Max",
  median: "Median",
};
const excelPeriods: Record<Period, string> = {
  day: "Days",
  week: "Days (Number of days: 7)",
  month: "Months and Years",
  quarter: "Quarters and Years",
  year: "Years",
};
const sheetsPeriods: Partial<Record<Period, string>> = { month: "Year-Month", quarter: "Year-Quarter", year: "Year" };

export interface ChartStepContext {
  table: Table;
  infos: ColumnInfo[];
  place: Place;
  family: ChartFamily;
  drawn: Drawn;
}

/** "E1:E121" for a column, with the sheet named when the data came from a workbook. */
const selection = (sc: ChartStepContext, column: number) => columnSelection(sc.place, column);

const onSheet = (table: Table) => (table.sheet ? ` on the sheet "${table.sheet}"` : "");

function selectColumns(sc: ChartStepContext, columns: number[]): string {
  const ranges = columns.map((column) => selection(sc, column));
  if (ranges.length === 1) return `select ${ranges[0]}${onSheet(sc.table)}`;
  return `select ${ranges.join(" and ")}${onSheet(sc.table)} (hold Ctrl, or Cmd on a Mac, to add the next range)`;
}

/** Straight from the columns: every x value stands once, so the cells themselves are the chart's data. */
function directSteps(sc: ChartStepContext, columns: number[]): string[] {
  const { family } = sc;
  const excelExtra = family === "combo"
    ? " If the second series is not a line, right-click the chart > Change Chart Type > Combo and put it on the Secondary Axis."
    : "";
  const sheetsExtra = family === "combo"
    ? " Under Customise > Series, pick the second series and set Axis to Right axis."
    : "";
  return [
    `In Excel: ${selectColumns(sc, columns)}, then Insert > Charts > ${excelCharts[family]}.${excelExtra}`,
    `In Google Sheets: ${
      selectColumns(sc, columns)
    }, then Insert > Chart, and in the Chart editor > Setup > Chart type choose ${sheetsCharts[family]}.${sheetsExtra}`,
  ];
}

/** Summarised first: a PivotChart in Excel; in Sheets the chart editor's Aggregate, or a pivot table for periods. */
function summarySteps(
  sc: ChartStepContext,
  x: number,
  metrics: Metric[],
  period?: Period,
  helperName?: string,
): string[] {
  const { family, infos } = sc;
  const range = tableRange(sc.place, sc.table.columns.length);
  const xName = infos[x].name;
  // A helper column (beyond the table's own) goes by the name the step gave it.
  const valueName = (metric: Metric) =>
    metric.column === undefined ? xName : infos[metric.column]?.name ?? helperName ?? "Value";
  const excelValues = metrics.map((metric) => {
    const summary = excelSummaries[metric.aggregate];
    return `${valueName(metric)}${summary ? ` (Value Field Settings > ${summary})` : ""}`;
  });
  const grouping = period ? ` Right-click a date on the axis > Group > ${excelPeriods[period]}.` : "";
  const top = sc.drawn.data.some((datum) => datum.name === "Other")
    ? " To keep only the largest, use the Row Labels filter > Value Filters > Top 10."
    : "";
  const change = family === "column"
    ? ""
    : ` Right-click the chart > Change Chart Type > ${excelCharts[family].split(" > ").pop()}.`;
  const secondary = family === "combo" ? " Put the second series on the Secondary Axis as a Line." : "";
  const excel = `In Excel: select ${range}, then Insert > PivotChart > OK. Drag ${xName} to Axis (Categories) and ` +
    `${excelValues.join(" and ")} to Values.${grouping}${top}${change}${secondary}`;
  const sheetsValues = metrics.map((metric) =>
    `${valueName(metric)} summarised by ${sheetsSummaries[metric.aggregate] ?? "Sum"}`
  );
  const sheetsGroup = period ? sheetsPeriods[period] : undefined;
  const sheets = period && sheetsGroup
    ? `In Google Sheets: select ${range}, then Insert > Pivot table > Create; add ${xName} under Rows (right-click a date > ` +
      `Create pivot date group > ${sheetsGroup}) and ${
        sheetsValues.join(" and ")
      } under Values. Then select the pivot ` +
      `table's cells, Insert > Chart, and in the Chart editor > Setup > Chart type choose ${sheetsCharts[family]}.`
    : `In Google Sheets: ${
      selectColumns(sc, [x, ...metrics.map((metric) => metric.column ?? x)].filter((c, i, all) => all.indexOf(c) === i))
    }, ` +
      `then Insert > Chart. In the Chart editor > Setup choose ${
        sheetsCharts[family]
      }, set the X-axis to ${xName} and tick ` +
      `Aggregate, with ${sheetsValues.join(" and ")}.`;
  return [excel, sheets];
}

function histogramSteps(sc: ChartStepContext, column: number): string[] {
  const width = sc.drawn.binWidth ? ` to ${formatNumber(sc.drawn.binWidth)}` : "";
  return [
    `In Excel: ${
      selectColumns(sc, [column])
    }, then Insert > Charts > Insert Statistic Chart > Histogram; right-click the horizontal axis > Format Axis and set the Bin width${width}.`,
    `In Google Sheets: ${
      selectColumns(sc, [column])
    }, then Insert > Chart, and in the Chart editor > Setup > Chart type choose Histogram chart; under Customise > Histogram set the Bucket size${width}.`,
  ];
}

function runningTotalSteps(sc: ChartStepContext, column: number, x: number): string[] {
  const helper = letterOf(sc.place, sc.table.columns.length + 1);
  const first = sc.place.firstRow;
  const source = columnRange(sc.place, column).split(":")[0];
  const relative = `${letterOf(sc.place, column)}${first}`;
  return [
    `In Excel or Google Sheets, with the rows sorted by ${
      sc.infos[x].name
    }, type =SUM(${source}:${relative}) in ${helper}${first} and fill it down: that is the running total.`,
  ];
}

/** A wide table's columns compared: a row of totals (or averages) under the table, then a chart of it. */
function columnsSteps(sc: ChartStepContext, view: Extract<Drawn["view"], { view: "columns" }>): string[] {
  const names: Record<string, string> = { sum: "SUM", average: "AVERAGE", min: "MIN", max: "MAX", median: "MEDIAN" };
  const first = view.columns[0];
  const last = view.columns[view.columns.length - 1];
  const row = sc.place.lastRow + 2;
  const from = letterOf(sc.place, first);
  const to = letterOf(sc.place, last);
  const formula = `=${names[view.aggregate] ?? "SUM"}(${from}${sc.place.firstRow}:${from}${sc.place.lastRow})`;
  const cells = `${from}${sc.place.headerRow}:${to}${sc.place.headerRow} and ${from}${row}:${to}${row}`;
  const lead = `type ${formula} in ${from}${row}${
    onSheet(sc.table)
  } and fill it right to ${to}${row}; then select ${cells} (hold Ctrl, or Cmd on a Mac, for the second range)`;
  return [
    `In Excel: ${lead}, then Insert > Charts > ${excelCharts[sc.family]}.`,
    `In Google Sheets: ${lead}, then Insert > Chart, and in the Chart editor > Setup > Chart type choose ${
      sheetsCharts[sc.family]
    }.`,
  ];
}

/** Days of the week need their own column first (=TEXT(date,"dddd")), then the chart sums by it. */
function weekdaySteps(sc: ChartStepContext, dates: number, metrics: Metric[]): string[] {
  const helper = letterOf(sc.place, sc.table.columns.length);
  const cell = `${letterOf(sc.place, dates)}${sc.place.firstRow}`;
  const lead =
    `In Excel or Google Sheets, type =TEXT(${cell},"dddd") in ${helper}${sc.place.firstRow}${onSheet(sc.table)}, ` +
    `fill it down and head the column Weekday.`;
  const range = tableRange(sc.place, sc.table.columns.length + 1, false);
  const values = metrics.map((metric) => (metric.column === undefined ? "Weekday" : sc.infos[metric.column].name));
  return [
    lead,
    `In Excel: select ${range}, then Insert > PivotChart > OK; drag Weekday to Axis (Categories) and ${
      values.join(" and ")
    } to Values, then Change Chart Type > ${excelCharts[sc.family].split(" > ").pop()}.`,
    `In Google Sheets: select ${range}, then Insert > Chart; in the Chart editor > Setup choose ${
      sheetsCharts[sc.family]
    }, set the X-axis to Weekday and tick Aggregate.`,
  ];
}

/** Two figures beside their names, then a chart of those four cells. */
function portionSteps(sc: ChartStepContext, name: string): string[] {
  const label = columnLetter(sc.place.firstColumn + sc.table.columns.length + 1);
  const value = columnLetter(sc.place.firstColumn + sc.table.columns.length + 2);
  const [part, rest] = sc.drawn.data;
  const cells = `${label}1:${value}2`;
  const lead = `type "${name}" in ${label}1 and its figure (${part.value}) in ${value}1, "The rest" in ${label}2 and ` +
    `${rest.value} in ${value}2; select ${cells}`;
  return [
    `In Excel: ${lead}, then Insert > Charts > ${excelCharts[sc.family]}.`,
    `In Google Sheets: ${lead}, then Insert > Chart, and in the Chart editor > Setup > Chart type choose ${
      sheetsCharts[sc.family]
    }.`,
  ];
}

/** A helper column, beyond the table, that works out a derived measure row by row (=C2*D2), and its step. */
function helperColumn(sc: ChartStepContext, metric: Metric): { name: string; step: string } {
  const name = metric.label ? metric.label[0].toUpperCase() + metric.label.slice(1) : "Value";
  const cell = (column: number) => `${letterOf(sc.place, column)}${sc.place.firstRow}`;
  const rowFormula = metric.times !== undefined
    ? `=${cell(metric.column!)}*${cell(metric.times)}${metric.minus === undefined ? "" : `-${cell(metric.minus)}`}`
    : metric.plus !== undefined
    ? `=${cell(metric.column!)}+${cell(metric.plus)}`
    : `=${cell(metric.column!)}-${cell(metric.minus!)}`;
  const helper = `${letterOf(sc.place, sc.table.columns.length)}${sc.place.firstRow}`;
  return {
    name,
    step: `In Excel or Google Sheets, head an empty column ${name} and type ${rowFormula} in ${helper}${
      onSheet(sc.table)
    }, then fill it down.`,
  };
}

/**
 * A category's values over time, a series each: a PivotChart with the category as its legend (series) in Excel, a
 * pivot table with the category as its columns in Sheets; dates grouped by the period, weeks by a helper column
 * in Sheets (its pivot groups no weeks).
 */
function splitSteps(sc: ChartStepContext, view: SplitView): string[] {
  const { infos, place, family } = sc;
  const stacking = sc.drawn.series?.stacking ?? "none";
  const helper = isDerived(view.metric) ? helperColumn(sc, view.metric) : undefined;
  const columns = sc.table.columns.length + (helper ? 1 : 0);
  const time = infos[view.time.column].name;
  const by = infos[view.by].name;
  const { metric } = view;
  const value = helper?.name ?? (metric.column === undefined ? by : infos[metric.column].name);
  const period = view.time.period;
  const summary = excelSummaries[metric.aggregate];
  const top = infos[view.by].profile.distinct > maxSeries && !view.only
    ? ` To draw only the ${maxSeries - 1} largest, use the Legend (Series) filter > Value Filters > Top 10 and show ` +
      `the top ${maxSeries - 1}; the rest are then left out rather than drawn as Other.`
    : "";
  const change = family === "column" && stacking === "none"
    ? ""
    : ` Right-click the chart > Change Chart Type > ${excelChart(family, stacking).split(" > ").pop()}.`;
  const excel = `In Excel: select ${tableRange(place, columns)}, then Insert > PivotChart > OK. Drag ${time} to ` +
    `Axis (Categories), ${by} to Legend (Series) and ${value}${
      summary ? ` (Value Field Settings > ${summary})` : ""
    } to Values.${period ? ` Right-click a date on the axis > Group > ${excelPeriods[period]}.` : ""}${top}${change}`;
  const date = `${letterOf(place, view.time.column)}${place.firstRow}`;
  const week = `${letterOf(place, columns)}${place.firstRow}`;
  const weekStep = period === "week"
    ? [
      `In Google Sheets, head an empty column Week and type =${date}-WEEKDAY(${date},3) in ${week}${
        onSheet(sc.table)
      }, then fill it down: each date's Monday, to group by.`,
    ]
    : [];
  const group = period && sheetsPeriods[period]
    ? ` (right-click a date > Create pivot date group > ${sheetsPeriods[period]})`
    : "";
  const sheets = `In Google Sheets: select ${tableRange(place, columns + weekStep.length)}, then Insert > Pivot ` +
    `table > Create; add ${
      weekStep.length ? "Week" : time
    } under Rows${group}, ${by} under Columns and ${value} under ` +
    `Values summarised by ${metric.aggregate === "count" ? "COUNTA" : sheetsSummaries[metric.aggregate] ?? "Sum"}, ` +
    `and untick Show totals under Rows and under Columns. Then select the pivot table's cells, Insert > Chart, and in ` +
    `the Chart editor > Setup > Chart type choose ${sheetsChart(family, stacking)}.`;
  return [...(helper ? [helper.step] : []), excel, ...weekStep, sheets];
}

/**
 * A measure the table does not hold (profit, revenue from Qty × Price): a helper column works it out row by row and
 * the chart sums it; a ratio (per unit, a margin) is charted from the per-group formulas of the analysis.
 */
function derivedSteps(
  sc: ChartStepContext,
  view: Extract<Drawn["view"], { view: "groups" | "series" }>,
  metric: Metric,
): string[] {
  const kind = sc.family === "line" || sc.family === "area" ? "point" : "bar";
  const chart = (lead: string) => [
    `In Excel: ${lead}, then Insert > Charts > ${excelCharts[sc.family]}.`,
    `In Google Sheets: ${lead}, then Insert > Chart, and in the Chart editor > Setup > Chart type choose ${
      sheetsCharts[sc.family]
    }.`,
  ];
  if (metric.per !== undefined || metric.perEach !== undefined) {
    return chart(
      `list each ${
        sc.infos[view.by.column].name
      } beside its value from the analysis's formulas (one ${kind} each) and select the two columns`,
    );
  }
  const helper = helperColumn(sc, metric);
  const grouped = summarySteps(
    sc,
    view.by.column,
    [{ aggregate: "sum", column: sc.table.columns.length }],
    view.by.period,
    helper.name,
  );
  return [
    helper.step,
    ...grouped.map((step) =>
      step.replace(tableRange(sc.place, sc.table.columns.length), tableRange(sc.place, sc.table.columns.length + 1))
    ),
  ];
}

/** How to insert the recommended chart in Excel and in Google Sheets, on the user's own cells. */
export function chartSteps(sc: ChartStepContext): string[] {
  const { drawn } = sc;
  const view = drawn.view;
  const derived = "metrics" in view ? view.metrics.find(isDerived) : undefined;
  if (derived && (view.view === "groups" || view.view === "series")) return derivedSteps(sc, view, derived);
  switch (view.view) {
    case "pairs":
      return directSteps(sc, [view.x, view.y]);
    case "spread":
    case "rows":
      return directSteps(
        sc,
        view.view === "rows" && view.label !== undefined ? [view.label, view.column] : [view.column],
      );
    case "bins":
      return histogramSteps(sc, view.column);
    case "series": {
      const metric = view.metrics[0];
      if (view.cumulative && metric.column !== undefined) {
        return [
          ...runningTotalSteps(sc, metric.column, view.by.column),
          ...summarySteps(sc, view.by.column, view.metrics, view.by.period),
        ];
      }
      if (drawn.direct) {
        return directSteps(sc, [
          view.by.column,
          ...view.metrics.map((m) => m.column ?? view.by.column),
        ]);
      }
      return summarySteps(sc, view.by.column, view.metrics, view.by.period);
    }
    case "columns":
      return columnsSteps(sc, view);
    case "split":
      return splitSteps(sc, view);
    case "portion":
      return portionSteps(sc, view.name);
    case "groups":
      if (view.by.weekday) return weekdaySteps(sc, view.by.column, view.metrics);
      if (drawn.direct) {
        return directSteps(sc, [
          view.by.column,
          ...view.metrics.map((m) => m.column ?? view.by.column),
        ]);
      }
      return summarySteps(sc, view.by.column, view.metrics);
  }
}
