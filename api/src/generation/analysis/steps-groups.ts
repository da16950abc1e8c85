import { metricValue } from "./describe.ts";
import { formatNumber, formatPercent } from "./format.ts";
import {
  type Condition,
  criterion,
  filterCall,
  groupConditions,
  metricFormula,
  needsFilter,
  numberLiteral,
  operand,
  queryText,
} from "./formulas.ts";
import { metricSteps, pivotOf, type StepContext } from "./formula-steps.ts";
import { pivotSteps } from "./pivot-steps.ts";
import { type Grouping, isDerived, type Metric } from "./question-types.ts";
import type { GroupedResult, RankResult, ShareResult } from "./results.ts";
import { columnLetter, columnRange, letterOf, tableRange } from "./sheet-ranges.ts";
import { formulaStep, perPlatform, type Step, textStep } from "./step-text.ts";

/** Groups given a formula each; past this, the first few and how to fill in the rest. */
const spelledOut = 6;
const examples = 3;

const groupByNames: Partial<Record<Metric["aggregate"], string>> = {
  sum: "SUM",
  average: "AVERAGE",
  count: "COUNTA",
  min: "MIN",
  max: "MAX",
  median: "MEDIAN",
  stdev: "STDEV.S",
};

/**
 * Excel 365's GROUPBY for a whole group-by in one formula (sorted when `sort` is given: 2 ascending, -2
 * descending, by the value column), and none where it does not fit (conditions, periods other than months).
 */
function groupBy(sc: StepContext, by: Grouping, metric: Metric, sort?: 2 | -2, take?: number): string | undefined {
  const name = groupByNames[metric.aggregate];
  if (
    !name || isDerived(metric) || by.weekday || by.then !== undefined || sc.conditions.length ||
    (by.period && by.period !== "month")
  ) {
    return undefined;
  }
  const group = columnRange(sc.place, by.column);
  const keys = by.period ? `TEXT(${group},"yyyy-mm")` : group;
  const values = metric.column === undefined ? group : columnRange(sc.place, metric.column);
  const call = sort ? `GROUPBY(${keys},${values},${name},0,0,${sort})` : `GROUPBY(${keys},${values},${name},0,0)`;
  return take ? `=TAKE(${call},${take})` : `=${call}`;
}

/** Sheets' QUERY for a whole group-by in one formula, when QUERY can say it. */
function query(
  sc: StepContext,
  by: Grouping,
  metric: Metric,
  order?: "desc" | "asc",
  limit?: number,
): string | undefined {
  if (by.period || by.weekday || by.then !== undefined || isDerived(metric)) return undefined;
  const text = queryText(sc.place, by.column, metric, sc.conditions, { order, limit });
  return text && `=QUERY(${tableRange(sc.place, sc.table.columns.length)},"${text}",1)`;
}

/** Where a helper list can go: two columns right of the table, leaving one empty. */
const helperColumn = (sc: StepContext) => columnLetter(sc.place.firstColumn + sc.table.columns.length + 1);

export function fillDown(sc: StepContext, by: Grouping, metric: Metric): Step[] {
  const column = sc.naming.infos[by.column].name;
  if (by.then !== undefined || by.weekday) {
    const what = by.weekday ? "day number in WEEKDAY(…)=n (1 is Monday)" : "two values";
    return [textStep("both", `for each other group, copy the formula and change the ${what}.`)];
  }
  if (by.period) {
    return [
      textStep(
        "both",
        `for each other ${by.period}, copy the formula and change the two dates to that ${by.period}'s first day and the next ${by.period}'s first day.`,
      ),
    ];
  }
  const helper = helperColumn(sc);
  const cell = `${helper}${sc.place.firstRow}`;
  const unique = `=UNIQUE(${columnRange(sc.place, by.column)})`;
  const keyCondition: Condition = { column: by.column, operator: "=", value: cell, reference: true };
  const perGroup = (platform: "excel" | "sheets") =>
    metricFormula(sc.place, metric, [...sc.conditions, keyCondition], platform);
  const formulas = { excel: perGroup("excel"), sheets: perGroup("sheets") };
  const same = formulas.excel === formulas.sheets;
  const text = (formula: string) =>
    `for every ${column}, type ${unique} in ${cell} to list them, then ${formula} in the cell to its right and fill it down.`;
  return same ? [textStep("both", text(formulas.excel), [unique, formulas.excel])] : [
    textStep("excel", text(formulas.excel), [unique, formulas.excel]),
    textStep("sheets", text(formulas.sheets), [unique, formulas.sheets]),
  ];
}

/**
 * "How many students were below 90%": each group's figure for every distinct value at once (SUMIFS with UNIQUE as its
 * criterion gives one per group), compared and counted by SUMPRODUCT. None for a median or a spread, which have no
 * IFS function, or where FILTER has to test the rows.
 */
function havingSteps(result: GroupedResult, sc: StepContext): Step[] {
  const { having } = result;
  const [metric] = result.metrics;
  if (!having || (!isDerived(metric) && !["sum", "average", "count"].includes(metric.aggregate))) return [];
  if (needsFilter(sc.conditions)) return [];
  const range = columnRange(sc.place, result.by.column);
  const formula = (platform: "excel" | "sheets") => {
    // The groups of the rows kept, as the analysis counts them: a customer with no rows in March is no group then.
    const kept = filterCall(
      sc.place,
      range,
      [...sc.conditions, { column: result.by.column, operator: "<>", value: "" }],
      platform,
    );
    const groups: Condition = { column: result.by.column, operator: "=", value: `UNIQUE(${kept})`, reference: true };
    const each = metricFormula(sc.place, metric, [...sc.conditions, groups], platform).slice(1);
    return `=SUMPRODUCT(--(${operand(each)}${having.operator}${numberLiteral(having.value)}))`;
  };
  return perPlatform(
    { excel: formula("excel"), sheets: formula("sheets") },
    `how many ${sc.naming.infos[result.by.column].name} values pass: ${formatNumber(having.count)}`,
    having.count,
  );
}

/**
 * "Plumbing or Heating": SUMIFS (or COUNTIFS) given both values at once gives one figure each, which SUMPRODUCT adds.
 * None for other aggregates, whose figures do not add up, or where FILTER has to test the rows.
 */
function togetherSteps(result: GroupedResult, sc: StepContext): Step[] {
  const [metric] = result.metrics;
  const value = result.together?.value;
  if (value === undefined || value === null || isDerived(metric)) return [];
  if (!["sum", "count"].includes(metric.aggregate)) return [];
  if (needsFilter(sc.conditions)) return [];
  const labels = result.together!.labels;
  // Each value as SUMIFS reads it: "Sci-Fi*" matches only itself. One that starts like a comparison ("=C", ">5") would
  // be read as one, so there is no step for it.
  if (labels.some((label) => /^[=<>]/.test(label))) return [];
  const values = `{${
    labels.map((label) => criterion({ column: result.by.column, operator: "=", value: label })).join(",")
  }}`;
  const named: Condition = { column: result.by.column, operator: "=", value: values, reference: true };
  const formula = (platform: "excel" | "sheets") =>
    `=SUMPRODUCT(${metricFormula(sc.place, metric, [...sc.conditions, named], platform).slice(1)})`;
  return perPlatform(
    { excel: formula("excel"), sheets: formula("sheets") },
    `it gives ${metricValue(value, metric, sc.naming)} (${labels.join(" and ")} together)`,
    value,
  );
}

export function groupedSteps(result: GroupedResult, sc: StepContext): Step[] {
  const steps: Step[] = [...togetherSteps(result, sc), ...havingSteps(result, sc)];
  result.metrics.forEach((metric, m) => {
    const shown = result.order.length > spelledOut ? result.order.slice(0, examples) : result.order;
    for (const i of shown) {
      const key = result.keys[i];
      steps.push(...metricSteps(sc, metric, groupConditions(result.by, key), key.label, result.values[m][i]));
    }
    if (shown.length < result.order.length) steps.push(...fillDown(sc, result.by, metric));
  });
  const [metric] = result.metrics;
  const excel = groupBy(sc, result.by, metric, result.pick ? (result.pick.direction === "max" ? -2 : 2) : undefined);
  if (excel) steps.push(formulaStep("excel", excel, "Excel 365 lists every group with its value in one go"));
  const sheets = query(
    sc,
    result.by,
    metric,
    result.pick ? (result.pick.direction === "max" ? "desc" : "asc") : undefined,
  );
  if (sheets) steps.push(formulaStep("sheets", sheets, "it lists every group with its value in one go"));
  steps.push(...pivotSteps(pivotOf(sc, result.by, metric)));
  if (result.by.weekday) steps.push(weekdayStep(sc, result.by.column));
  return steps;
}

/** Pivot tables group dates by month or year, not weekday: a helper column of day names does it. */
function weekdayStep(sc: StepContext, column: number): Step {
  const cell = `${letterOf(sc.place, column)}${sc.place.firstRow}`;
  const helper = `${columnLetter(sc.place.firstColumn + sc.table.columns.length)}${sc.place.firstRow}`;
  const formula = `=TEXT(${cell},"dddd")`;
  return textStep(
    "both",
    `for a pivot table, type ${formula} in ${helper}, fill it down, name the column Weekday, and use it under Rows.`,
    [formula],
  );
}

function groupedRankSteps(result: RankResult, by: Grouping, sc: StepContext): Step[] {
  const descending = result.direction === "top";
  const steps = result.items.flatMap((item) =>
    metricSteps(sc, result.metric, groupConditions(by, item.key!), item.label, item.value)
  );
  const n = result.items.length;
  const excel = groupBy(sc, by, result.metric, descending ? -2 : 2, n);
  if (excel) steps.push(formulaStep("excel", excel, `Excel 365 lists the ${n} in order`));
  const sheets = query(sc, by, result.metric, descending ? "desc" : "asc", n);
  if (sheets) steps.push(formulaStep("sheets", sheets, `it lists the ${n} in order`));
  const sort = descending ? "Largest to Smallest" : "Smallest to Largest";
  const pivot = pivotSteps(pivotOf(sc, by, result.metric));
  return [...steps, ...pivot.map((step) => ({ ...step, text: `${step.text} Then sort the values ${sort}.` }))];
}

/** LARGE(range, k) or SMALL, over a FILTER of the kept rows when the question filtered. */
function rankFormula(sc: StepContext, column: number, pick: string, k: number, platform: "excel" | "sheets"): string {
  const values = columnRange(sc.place, column);
  const source = sc.conditions.length ? filterCall(sc.place, values, sc.conditions, platform) : values;
  return `=${pick}(${source},${k})`;
}

export function rankSteps(result: RankResult, sc: StepContext): Step[] {
  if (result.grouped && result.by) return groupedRankSteps(result, result.by, sc);
  const descending = result.direction === "top";
  const column = result.metric.column!;
  const pick = descending ? "LARGE" : "SMALL";
  const steps = result.items.flatMap((item, i) =>
    perPlatform(
      { excel: rankFormula(sc, column, pick, i + 1, "excel"), sheets: rankFormula(sc, column, pick, i + 1, "sheets") },
      `it gives ${metricValue(item.value, result.metric, sc.naming)} (${item.label})`,
      item.value,
    )
  );
  if (result.by && !sc.conditions.length) {
    const labels = columnRange(sc.place, result.by.column);
    const values = columnRange(sc.place, column);
    const n = result.items.length;
    const names = `=TAKE(SORTBY(${labels},${values},${descending ? -1 : 1}),${n})`;
    steps.push(formulaStep("excel", names, `Excel 365 lists the ${n} names in order`));
    steps.push(
      formulaStep(
        "sheets",
        `=SORTN(${labels},${n},0,${values},${descending ? "FALSE" : "TRUE"})`,
        `it lists the ${n} names in order`,
      ),
    );
  }
  return steps;
}

export function shareSteps(result: ShareResult, sc: StepContext): Step[] {
  const steps: Step[] = [];
  const all: Condition[] = result.skipped ? [{ column: result.by.column, operator: "<>", value: "" }] : [];
  const shown = result.order.length > spelledOut ? result.order.slice(0, examples) : result.order;
  for (const i of shown) {
    const key = result.keys[i];
    const fraction = result.total === 0 ? 0 : result.values[i] / result.total;
    const formula = (platform: "excel" | "sheets") => {
      const part = metricFormula(
        sc.place,
        result.metric,
        [...sc.conditions, ...groupConditions(result.by, key)],
        platform,
      );
      const whole = metricFormula(sc.place, result.metric, [...sc.conditions, ...all], platform);
      return `=${operand(part)}/${operand(whole)}`;
    };
    steps.push(
      ...perPlatform(
        { excel: formula("excel"), sheets: formula("sheets") },
        `it gives ${formatNumber(fraction)} for ${key.label}; format the cell as a percentage to see ${
          formatPercent(fraction)
        }`,
        fraction,
      ),
    );
  }
  if (shown.length < result.order.length) {
    steps.push(
      textStep(
        "both",
        `for the other ${sc.naming.infos[result.by.column].name} values, change "${
          result.keys[shown[0]].label
        }" in the formula.`,
      ),
    );
  }
  steps.push(...pivotSteps(pivotOf(sc, result.by, result.metric, "percent")));
  return steps;
}
