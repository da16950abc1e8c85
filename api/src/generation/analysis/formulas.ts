import type { Platform } from "../../../contract/account.ts";
import type { GroupKey } from "./compute.ts";
import { periodStart } from "./periods.ts";
import { averagesEach, type Filter, type Grouping, isDerived, type Metric } from "./question-types.ts";
import { columnRange, letterOf, type Place } from "./sheet-ranges.ts";

/** One condition on a column, as SUMIFS and FILTER both need it. */
export interface Condition {
  column: number;
  operator: "=" | "<>" | ">" | ">=" | "<" | "<=";
  value: string | number | boolean;
  /** The value is a date (UTC epoch ms), written DATE(y,m,d). */
  date?: boolean;
  /** The value is a cell reference ("F2"), written as it is: one formula filled down a list of groups. */
  reference?: boolean;
  /** The column holds dates and the value is a day of the week (1 Monday … 7 Sunday, as WEEKDAY(date, 2)). */
  weekday?: boolean;
  /** Compared with this column's cell in the same row, not with the value: only FILTER and QUERY can say it. */
  other?: number;
  /** The other column's cell times this ("more than 1% of the lines"). */
  scale?: number;
}

/** The conditions a question's filters set. */
export function filterConditions(filters: Filter[]): Condition[] {
  return filters.flatMap((filter): Condition[] => {
    if (filter.kind === "equals") {
      return [{ column: filter.column, operator: filter.negated ? "<>" : "=", value: filter.value }];
    }
    if (filter.kind === "compare") return [{ column: filter.column, operator: filter.operator, value: filter.value }];
    if (filter.kind === "versus") {
      const scale = filter.scale === undefined ? {} : { scale: filter.scale };
      return [{ column: filter.column, operator: filter.operator, value: 0, other: filter.other, ...scale }];
    }
    const bounds: Condition[] = [];
    if (filter.from !== undefined) {
      bounds.push({ column: filter.column, operator: ">=", value: filter.from, date: true });
    }
    if (filter.to !== undefined) bounds.push({ column: filter.column, operator: "<", value: filter.to, date: true });
    return bounds;
  });
}

/** The conditions that pick one group's rows: its value, or its period's first and last day. */
export function groupConditions(grouping: Grouping, key: GroupKey): Condition[] {
  if (grouping.weekday) {
    return [{ column: grouping.column, operator: "=", value: (key.value as number) + 1, weekday: true }];
  }
  if (grouping.then !== undefined) {
    return [
      { column: grouping.column, operator: "=", value: key.value },
      { column: grouping.then, operator: "=", value: key.also! },
    ];
  }
  if (!grouping.period) return [{ column: grouping.column, operator: "=", value: key.value }];
  const index = key.value as number;
  return [
    { column: grouping.column, operator: ">=", value: periodStart(index, grouping.period), date: true },
    { column: grouping.column, operator: "<", value: periodStart(index + 1, grouping.period), date: true },
  ];
}

/** A text constant: "East", with quotes inside doubled. */
const textLiteral = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** A number as a formula writes it: never in exponent form. */
export function numberLiteral(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, "") : text;
}

/** DATE(2024,3,1) for a UTC epoch ms. */
function dateLiteral(ms: number): string {
  const date = new Date(ms);
  return `DATE(${date.getUTCFullYear()},${date.getUTCMonth() + 1},${date.getUTCDate()})`;
}

/**
 * A criterion as SUMIFS reads it. Text has its wildcards (* ? ~) escaped, so "A*" matches only "A*" (text that
 * starts like a comparison never gets here: FILTER tests it); comparisons with numbers are a string (">500"), with
 * dates joined to DATE().
 */
export function criterion(condition: Condition): string {
  const { operator, value } = condition;
  if (condition.reference) return operator === "=" ? String(value) : `"${operator}"&${value}`;
  if (condition.date) return `"${operator}"&${dateLiteral(value as number)}`;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "number") {
    return operator === "=" ? numberLiteral(value) : `"${operator}${numberLiteral(value)}"`;
  }
  const escaped = value.replace(/[~*?]/g, "~$&");
  return textLiteral(operator === "=" ? escaped : `${operator}${escaped}`);
}

/** Text such as "=C" or ">5 kg": a criterion would read it as a comparison, so FILTER tests it instead. */
const startsLikeOperator = (condition: Condition) =>
  typeof condition.value === "string" && !condition.reference && /^[=<>]/.test(condition.value);

/**
 * Conditions the IFS functions cannot test, which FILTER can: a day of the week, another column of the row, text that
 * reads as a comparison.
 */
export const needsFilter = (conditions: Condition[]) =>
  conditions.some((condition) => condition.weekday || condition.other !== undefined || startsLikeOperator(condition));

/**
 * A formula's text (without "=") as one operand of a larger one: a single call stays as it is, anything with its
 * own operators ("SUMIFS(…)-SUMIFS(…)") goes in parentheses so "a-b/c" cannot happen.
 */
export function operand(formula: string): string {
  const body = formula.startsWith("=") ? formula.slice(1) : formula;
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (char === '"') quoted = !quoted;
    if (quoted) continue;
    if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0 && "+-*/^&".includes(char)) return `(${body})`;
  }
  return body;
}

/** range, criterion pairs for SUMIFS, COUNTIFS, AVERAGEIFS, MAXIFS, MINIFS. */
function criteriaPairs(place: Place, conditions: Condition[]): string {
  return conditions.map((condition) => `${columnRange(place, condition.column)},${criterion(condition)}`).join(",");
}

/** A condition as a FILTER test: ($B$2:$B$121="East"). */
function test(place: Place, condition: Condition): string {
  const { operator, value } = condition;
  const literal = condition.reference
    ? String(value)
    : condition.date
    ? dateLiteral(value as number)
    : typeof value === "string"
    ? textLiteral(value)
    : typeof value === "boolean"
    ? (value ? "TRUE" : "FALSE")
    : numberLiteral(value);
  const range = columnRange(place, condition.column);
  if (condition.other !== undefined) {
    const times = condition.scale === undefined ? "" : `*${numberLiteral(condition.scale)}`;
    const other = columnRange(place, condition.other);
    // A blank cell is 0 to a comparison in both platforms; the analysis leaves a row with a blank out.
    return `((${range}<>"")*(${other}<>"")*(${range}${operator}${other}${times}))`;
  }
  if (condition.weekday) return `(WEEKDAY(${range},2)${operator}${literal})`;
  // "Final under 40": a blank cell is 0 to the comparison, as COUNTIFS's "<40" would not count it; left out.
  if (typeof value === "number" && !condition.reference && operator !== "=" && operator !== "<>") {
    return `((${range}<>"")*(${range}${operator}${literal}))`;
  }
  return `(${range}${operator}${literal})`;
}

/** FILTER(values, conditions): Excel multiplies the tests into one argument, Sheets takes each as its own. */
export function filterCall(place: Place, values: string, conditions: Condition[], platform: Platform): string {
  const tests = conditions.map((condition) => test(place, condition));
  return platform === "excel" ? `FILTER(${values},${tests.join("*")})` : `FILTER(${values},${tests.join(",")})`;
}

const plain: Record<Exclude<Metric["aggregate"], "count" | "distinct">, string> = {
  sum: "SUM",
  average: "AVERAGE",
  min: "MIN",
  max: "MAX",
  median: "MEDIAN",
  stdev: "STDEV.S",
};
const conditional: Partial<Record<Metric["aggregate"], string>> = {
  sum: "SUMIFS",
  average: "AVERAGEIFS",
  min: "MINIFS",
  max: "MAXIFS",
};

/** A range to count rows by: the first column, which every row has a cell in. */
const anyColumn = 0;

/**
 * The formula that gives a metric over the rows meeting the conditions, on the user's own cells: SUM / SUMIFS,
 * AVERAGE / AVERAGEIFS, ROWS / COUNTIFS, MIN / MINIFS, MAX / MAXIFS, MEDIAN and STDEV.S (of FILTER when
 * conditional), distinct counts with UNIQUE (Excel) or COUNTUNIQUE(IFS) (Sheets).
 */
export function metricFormula(place: Place, metric: Metric, conditions: Condition[], platform: Platform): string {
  if (isDerived(metric)) return derivedFormula(place, metric, conditions, platform);
  if (needsFilter(conditions)) return filteredFormula(place, metric, conditions, platform);
  const values = metric.column === undefined ? columnRange(place, anyColumn) : columnRange(place, metric.column);
  const pairs = criteriaPairs(place, conditions);
  switch (metric.aggregate) {
    case "count":
      return conditions.length ? `=COUNTIFS(${pairs})` : `=ROWS(${values})`;
    case "distinct":
      if (platform === "sheets") {
        return conditions.length ? `=COUNTUNIQUEIFS(${values},${pairs})` : `=COUNTUNIQUE(${values})`;
      }
      return `=COUNTA(UNIQUE(${
        filterCall(place, values, [...conditions, { column: metric.column!, operator: "<>", value: "" }], "excel")
      }))`;
    default: {
      if (!conditions.length) return `=${plain[metric.aggregate]}(${values})`;
      const name = conditional[metric.aggregate];
      if (name) return `=${name}(${values},${pairs})`;
      return `=${plain[metric.aggregate]}(${filterCall(place, values, conditions, platform)})`;
    }
  }
}

const filtered: Record<Metric["aggregate"], string> = {
  sum: "SUM",
  average: "AVERAGE",
  count: "ROWS",
  min: "MIN",
  max: "MAX",
  median: "MEDIAN",
  stdev: "STDEV.S",
  distinct: "COUNTA",
};

/** The metric over FILTER(values, tests): SUM(FILTER(…)), ROWS(FILTER(…)) for a count, and so on. */
function filteredFormula(place: Place, metric: Metric, conditions: Condition[], platform: Platform): string {
  const values = columnRange(place, metric.column ?? anyColumn);
  const rows = filterCall(place, values, conditions, platform);
  return metric.aggregate === "distinct" ? `=COUNTA(UNIQUE(${rows}))` : `=${filtered[metric.aggregate]}(${rows})`;
}

/** SUMPRODUCT(a, b), or of the conditions' tests times both columns: Qty × Price added up over the kept rows. */
function productFormula(place: Place, metric: Metric, conditions: Condition[]): string {
  const a = columnRange(place, metric.column!);
  const b = columnRange(place, metric.times!);
  if (!conditions.length) return `SUMPRODUCT(${a},${b})`;
  return `SUMPRODUCT(${conditions.map((condition) => test(place, condition)).join("*")}*${a}*${b})`;
}

/** (SUM(a) − SUM(b)) / SUM(c), each a SUMIFS when there are conditions. */
function derivedFormula(place: Place, metric: Metric, conditions: Condition[], platform: Platform): string {
  const total = (column: number) =>
    metricFormula(place, { aggregate: averagesEach(metric) ? "average" : "sum", column }, conditions, platform)
      .slice(1);
  const first = metric.times === undefined ? total(metric.column!) : productFormula(place, metric, conditions);
  const added = metric.plus === undefined ? first : `${first}+${total(metric.plus)}`;
  const difference = metric.minus === undefined ? added : `${added}-${total(metric.minus)}`;
  if (metric.perEach !== undefined) {
    const each = metricFormula(place, { aggregate: "distinct", column: metric.perEach }, conditions, platform);
    return `=${operand(difference)}/${operand(each)}`;
  }
  if (metric.per === undefined) return `=${difference}`;
  const ratio = `${operand(difference)}/${total(metric.per)}`;
  return metric.scale === undefined ? `=${ratio}` : `=${ratio}*${metric.scale}`;
}

/** A column's letter inside QUERY's text (QUERY names the sheet's own columns). */
const queryColumn = (place: Place, column: number) => letterOf(place, column);

const queryAggregate: Partial<Record<Metric["aggregate"], string>> = {
  sum: "sum",
  average: "avg",
  count: "count",
  min: "min",
  max: "max",
};

/** A condition in QUERY's language, or undefined when QUERY cannot say it simply (quotes in text). */
function queryTest(place: Place, condition: Condition): string | undefined {
  const column = queryColumn(place, condition.column);
  const { operator, value } = condition;
  if (condition.other !== undefined) {
    const times = condition.scale === undefined ? "" : ` * ${numberLiteral(condition.scale)}`;
    return `${column} ${operator} ${queryColumn(place, condition.other)}${times}`;
  }
  if (condition.date) return `${column} ${operator} date '${new Date(value as number).toISOString().slice(0, 10)}'`;
  if (value === "") return `${column} is ${operator === "<>" ? "not " : ""}null`;
  if (typeof value === "string") return value.includes("'") ? undefined : `${column} ${operator} '${value}'`;
  return `${column} ${operator} ${typeof value === "boolean" ? String(value) : numberLiteral(value)}`;
}

/**
 * Sheets' QUERY text for a grouped metric: select the group, the aggregate, group by, optionally ordered and
 * limited. Undefined when QUERY has no such aggregate (median, spread, distinct) or a condition has quotes.
 */
export function queryText(
  place: Place,
  groupColumn: number,
  metric: Metric,
  conditions: Condition[],
  options: { order?: "desc" | "asc"; limit?: number } = {},
): string | undefined {
  const aggregate = queryAggregate[metric.aggregate];
  if (!aggregate) return undefined;
  const group = queryColumn(place, groupColumn);
  const target = metric.column === undefined ? group : queryColumn(place, metric.column);
  const selected = `${aggregate}(${target})`;
  const tests = conditions.map((condition) => queryTest(place, condition));
  if (tests.some((text) => text === undefined)) return undefined;
  const where = [`${group} is not null`, ...tests].join(" and ");
  const order = options.order ? ` order by ${selected} ${options.order}` : "";
  const limit = options.limit ? ` limit ${options.limit}` : "";
  return `select ${group}, ${selected} where ${where} group by ${group}${order}${limit}`;
}
