import type { Table } from "../inputs/table.ts";
import { metricName, metricValue, type Naming } from "./describe.ts";
import { type Condition, filterConditions, metricFormula, operand } from "./formulas.ts";
import { formatGiven, formatNumber, formatPercent } from "./format.ts";
import { versusOther } from "./explain.ts";
import type { Pivot } from "./pivot-steps.ts";
import { type Filter, type Grouping, isDerived, type Metric } from "./question-types.ts";
import type { OverallResult, Result, SummaryResult } from "./results.ts";
import { columnRange, letterOf, type Place, tableRange } from "./sheet-ranges.ts";
import { perPlatform, type Step, validSteps } from "./step-text.ts";
import { correlationSteps, distributionSteps, outlierSteps } from "./steps-stats.ts";
import { groupedSteps, rankSteps, shareSteps } from "./steps-groups.ts";
import { seriesSteps } from "./steps-series.ts";

/** What every step builder needs: where the table sits, how to name things, and the question's conditions. */
export interface StepContext {
  table: Table;
  place: Place;
  naming: Naming;
  filters: Filter[];
  conditions: Condition[];
}

/** The formula for a metric over the filtered rows (plus any group conditions), per platform, as steps. */
export function metricSteps(
  sc: StepContext,
  metric: Metric,
  extra: Condition[],
  label: string,
  value: number | null,
): Step[] {
  const conditions = [...sc.conditions, ...extra];
  const formulas = {
    excel: metricFormula(sc.place, metric, conditions, "excel"),
    sheets: metricFormula(sc.place, metric, conditions, "sheets"),
  };
  const shown = value === null ? "" : `it gives ${metricValue(value, metric, sc.naming)}${label ? ` (${label})` : ""}`;
  return perPlatform(formulas, shown, value ?? undefined);
}

/** The filters in a pivot table's words: "Region (East)", "Amount (> 500)". */
function filterWords(sc: StepContext): string[] {
  return sc.filters.map((filter) => {
    const name = sc.naming.infos[filter.column].name;
    if (filter.kind === "equals") return `${name} (${filter.negated ? "all but " : ""}${String(filter.value)})`;
    if (filter.kind === "compare") return `${name} (${filter.operator} ${formatGiven(filter.value)})`;
    if (filter.kind === "versus") return `${name} (${filter.operator} ${versusOther(filter, sc.naming.infos)})`;
    return `${name} (${filter.label})`;
  });
}

/**
 * The pivot table that gives a grouped metric, if a plain pivot table can: not for a derived measure, nor by day of
 * the week (pivot tables cannot group dates that way; the weekday step says how), nor over rows kept by comparing
 * two of their columns.
 */
export function pivotOf(sc: StepContext, by: Grouping, metric: Metric, showAs?: Pivot["showAs"]): Pivot | undefined {
  // A pivot table's filters test one field at a time; a row's two columns against each other need a formula.
  if (isDerived(metric) || by.weekday || sc.filters.some((filter) => filter.kind === "versus")) return undefined;
  const second = by.then === undefined ? undefined : sc.naming.infos[by.then].name;
  const rows = sc.naming.infos[by.column].name;
  return {
    range: tableRange(sc.place, sc.table.columns.length),
    rows,
    rowsCell: `${letterOf(sc.place, by.column)}${sc.place.firstRow}`,
    values: metric.column === undefined ? rows : sc.naming.infos[metric.column].name,
    aggregate: metric.aggregate,
    ...(by.period ? { period: by.period } : {}),
    ...(second ? { columns: second } : {}),
    filters: filterWords(sc),
    ...(showAs ? { showAs } : {}),
  };
}

function overallSteps(result: OverallResult, sc: StepContext): Step[] {
  const steps = result.metrics.flatMap((metric, i) =>
    metricSteps(sc, metric, [], metricName(metric, sc.naming), result.values[i])
  );
  result.metrics.forEach((metric, i) => {
    const at = result.at[i];
    if (at === undefined || sc.naming.label === undefined || sc.conditions.length) return;
    const extreme = `${metric.aggregate.toUpperCase()}(${columnRange(sc.place, metric.column!)})`;
    const formula = `=INDEX(${columnRange(sc.place, sc.naming.label)},MATCH(${extreme},${
      columnRange(sc.place, metric.column!)
    },0))`;
    const label = sc.table.columns[sc.naming.label].values[at];
    steps.push(
      ...perPlatform({ excel: formula, sheets: formula }, `it names the row: ${String(label)}`, String(label)),
    );
  });
  return steps;
}

/** The main measure's key figures, the formulas a summary's figures come from. */
function summarySteps(result: SummaryResult, sc: StepContext): Step[] {
  const steps = perPlatform(
    { excel: `=ROWS(${columnRange(sc.place, 0)})`, sheets: `=ROWS(${columnRange(sc.place, 0)})` },
    `it gives ${formatNumber(sc.table.rowCount)} (rows)`,
    sc.table.rowCount,
  );
  if (sc.conditions.length) return steps;
  const measure = result.highlight?.metrics[0].column ??
    result.profiles.findIndex((profile) => profile.numbers !== undefined);
  const stats = result.profiles[measure]?.numbers;
  if (measure !== undefined && measure >= 0 && stats) {
    for (const [aggregate, value] of [["sum", stats.sum], ["average", stats.mean], ["median", stats.median]] as const) {
      const metric: Metric = { aggregate, column: measure };
      steps.push(...metricSteps(sc, metric, [], metricName(metric, sc.naming), value));
    }
  }
  if (result.highlight) steps.push(...groupedSteps(result.highlight, sc));
  return steps;
}

/** The steps to reproduce an answer on the user's own sheet, each formula checked to be valid on its platform. */
export function stepsFor(result: Result, table: Table, naming: Naming, filters: Filter[]): Step[] {
  const sc: StepContext = { table, place: naming.place, naming, filters, conditions: filterConditions(filters) };
  const steps = (() => {
    switch (result.kind) {
      case "overall":
        return overallSteps(result, sc);
      case "summary":
        return summarySteps(result, sc);
      case "grouped":
        return groupedSteps(result, sc);
      case "rank":
        return rankSteps(result, sc);
      case "share":
        return shareSteps(result, sc);
      case "portion": {
        const ratio = (p: "excel" | "sheets") =>
          `=${operand(metricFormula(sc.place, result.metric, sc.conditions, p))}/${
            operand(metricFormula(sc.place, result.metric, filterConditions(result.of ?? []), p))
          }`;
        const fraction = result.whole ? (result.part ?? 0) / result.whole : 0;
        return perPlatform(
          { excel: ratio("excel"), sheets: ratio("sheets") },
          `format the cell as a percentage to see ${formatPercent(fraction)}`,
          fraction,
        );
      }
      case "columns":
        return result.columns.flatMap((column, i) =>
          metricSteps(sc, { aggregate: result.aggregate, column }, [], sc.naming.infos[column].name, result.values[i])
        );
      case "trend":
      case "growth":
        return seriesSteps(result, sc);
      case "correlation":
        return correlationSteps(result, sc);
      case "outliers":
        return outlierSteps(result, sc);
      case "distribution":
        return distributionSteps(result, sc);
    }
  })();
  return validSteps(steps);
}
