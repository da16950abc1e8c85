import type { Binding } from "./bind-columns.ts";
import type { Comparator, Criterion, Frame, Value } from "./frame.ts";

/** "E:E": a whole column, which holds its header (row 1) and every empty row below the data. */
export const wholeColumn = (range: string): boolean => !/\d/.test(range);

/** A text as a formula's string literal: quoted, its own quotes doubled. */
export const textLiteral = (text: string): string => `"${text.replace(/"/g, '""')}"`;

/** A value as a formula writes it: "East", 100, H2, DATE(2024,3,31). */
export function valueText(value: Value, binding: Binding): string {
  switch (value.kind) {
    case "text":
      return textLiteral(value.text);
    case "number":
      return String(value.value);
    case "cell":
      return value.offset
        ? `${binding.cells[value.cell].ref}${value.offset > 0 ? "+" : ""}${value.offset}`
        : binding.cells[value.cell].ref;
    case "average":
      return "";
    case "date":
      return `DATE(${value.year},${value.month},${value.day})`;
    case "column":
      return binding.columns[value.column].range;
    case "none":
      return '""';
  }
}

const signs: Partial<Record<Comparator, string>> = { eq: "", ne: "<>", gt: ">", ge: ">=", lt: "<", le: "<=" };
/** A comparison as it stands between two values in a formula: A2="East", C4>B4*1.1. */
export const arraySigns: Partial<Record<Comparator, string>> = {
  eq: "=",
  ne: "<>",
  gt: ">",
  ge: ">=",
  lt: "<",
  le: "<=",
};

/** A criterion as the *IFS functions take it: "East", ">100", ">"&H2, "*north*", "<>". */
function ifsCriterion(comparator: Comparator, value: Value, binding: Binding, range: string): string {
  if (value.kind === "average") return `"${signs[comparator] ?? ""}"&AVERAGE(${range})`;
  if (comparator === "blank") return '""';
  if (comparator === "notblank") return '"<>"';
  const literal = value.kind === "text" || value.kind === "number";
  const raw = value.kind === "text"
    ? value.text.replace(/"/g, '""')
    : value.kind === "number"
    ? String(value.value)
    : "";
  if (comparator === "contains" || comparator === "begins" || comparator === "ends") {
    const before = comparator === "begins" ? "" : "*";
    const after = comparator === "ends" ? "" : "*";
    return literal ? `"${before}${raw}${after}"` : `"${before}"&${valueText(value, binding)}&"${after}"`;
  }
  const sign = signs[comparator]!;
  if (literal) return value.kind === "number" && !sign ? raw : `"${sign}${raw}"`;
  return sign ? `"${sign}"&${valueText(value, binding)}` : valueText(value, binding);
}

/** Range and criterion pairs for SUMIFS, COUNTIFS and their kin; null when a test needs arrays (or, months). */
export function ifsPairs(frame: Frame, binding: Binding): string[] | null {
  const pairs: string[] = [];
  if (frame.either) return null;
  for (const criterion of frame.criteria) {
    const range = binding.columns[criterion.column].range;
    // "not Dev or Gus": neither, one *IFS pair each.
    if (criterion.anyOf?.length && criterion.comparator === "ne" && criterion.value.kind !== "column") {
      for (const value of [criterion.value, ...criterion.anyOf]) {
        pairs.push(range, ifsCriterion("ne", value, binding, range));
      }
      continue;
    }
    // Two columns compared row by row ("End after Due") need arrays.
    if (criterion.anyOf?.length || criterion.value.kind === "column") return null;
    pairs.push(range, ifsCriterion(criterion.comparator, criterion.value, binding, range));
    if (criterion.upTo) pairs.push(range, ifsCriterion("le", criterion.upTo, binding, range));
  }
  const period = periodBounds(frame, binding);
  if (period === null) return null;
  pairs.push(...period);
  return pairs;
}

/**
 * "Paris or Berlin" on one column, with every other test plain: one set of *IFS pairs for each choice, to be added
 * up (SUMIFS(…"Paris")+SUMIFS(…"Berlin")), which works on whole columns where arrays would multiply the header.
 */
export function pairsPerChoice(frame: Frame, binding: Binding): string[][] | null {
  const choosing = frame.criteria.filter((c) => c.anyOf?.length);
  if (frame.either || choosing.length !== 1 || choosing[0].comparator !== "eq") return null;
  const choices = [choosing[0].value, ...choosing[0].anyOf!];
  const sets: string[][] = [];
  for (const value of choices) {
    const single = frame.criteria.map((c) =>
      c === choosing[0] ? { column: c.column, comparator: c.comparator, value } : c
    );
    const pairs = ifsPairs({ ...frame, criteria: single }, binding);
    if (!pairs) return null;
    sets.push(pairs);
  }
  return sets;
}

/** A period as two *IFS bounds on its date column; [] without one; null for a month of every year (needs MONTH). */
function periodBounds(frame: Frame, binding: Binding): string[] | null {
  const period = frame.period;
  if (!period) return [];
  if (period.year === undefined) return null;
  const range = binding.columns[period.column].range;
  const [from, to] = period.month
    ? [[period.year, period.month], next(period.year, period.month, 1)]
    : period.quarter
    ? [[period.year, period.quarter * 3 - 2], next(period.year, period.quarter * 3 - 2, 3)]
    : [[period.year, 1], [period.year + 1, 1]];
  return [range, `">="&DATE(${from[0]},${from[1]},1)`, range, `"<"&DATE(${to[0]},${to[1]},1)`];
}

function next(year: number, month: number, months: number): [number, number] {
  const index = year * 12 + month - 1 + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** One criterion as an array test: (A2:A100="East"), ISNUMBER(SEARCH("x",B2:B100)), ((C="a")+(C="b")). */
function arrayTest(criterion: Criterion, binding: Binding): string {
  const range = binding.columns[criterion.column].range;
  const one = (comparator: Comparator, value: Value) => {
    const text = value.kind === "average" ? `AVERAGE(${range})` : valueText(value, binding);
    switch (comparator) {
      case "blank":
        return `(${range}="")`;
      case "notblank":
        return `(${range}<>"")`;
      case "contains":
        return `ISNUMBER(SEARCH(${text},${range}))`;
      case "begins":
        return `(LEFT(${range},LEN(${text}))=${text})`;
      case "ends":
        return `(RIGHT(${range},LEN(${text}))=${text})`;
      default: {
        // A whole column includes its header, and text sorts above every number ("Score" > 90, "End" > "Due"): an
        // order test on it counts only numbers and dates.
        const ordered = comparator !== "eq" && comparator !== "ne" && value.kind !== "text";
        return ordered && wholeColumn(range)
          ? `(${range}${arraySigns[comparator]}${text})*ISNUMBER(${range})`
          : `(${range}${arraySigns[comparator]}${text})`;
      }
    }
  };
  if (criterion.upTo) return `${one(criterion.comparator, criterion.value)}*${one("le", criterion.upTo)}`;
  if (!criterion.anyOf?.length) return one(criterion.comparator, criterion.value);
  const values = [criterion.value, ...criterion.anyOf];
  // "not east or west" keeps rows that are neither.
  if (criterion.comparator === "ne") return values.map((v) => one("ne", v)).join("*");
  return `((${values.map((v) => one(criterion.comparator, v)).join("+")})>0)`;
}

/** Every criterion and the period as array tests, joined by * (and) or + (or). Empty when there are none. */
export function arrayTests(frame: Frame, binding: Binding): string[] {
  const tests = frame.criteria.map((c) => arrayTest(c, binding));
  const period = frame.period;
  if (period) {
    const range = binding.columns[period.column].range;
    if (period.year !== undefined && period.month === undefined && period.quarter === undefined) {
      tests.push(`(YEAR(${range})=${period.year})`);
    } else {
      if (period.year !== undefined) tests.push(`(YEAR(${range})=${period.year})`);
      if (period.month !== undefined) tests.push(`(MONTH(${range})=${period.month})`);
      if (period.quarter !== undefined) tests.push(`(ROUNDUP(MONTH(${range})/3,0)=${period.quarter})`);
    }
  }
  return tests;
}

/** The tests as one array: one test as it is, several multiplied (and) or added and compared (or). */
export function joinedTests(frame: Frame, binding: Binding): string {
  const tests = arrayTests(frame, binding);
  if (tests.length === 1) return tests[0];
  return frame.either ? `((${tests.join("+")})>0)` : tests.join("*");
}
