/**
 * What a request asks, independent of its wording and of the platform: the operation, its measure, its criteria
 * and its wrappers. Columns are indexes into the binding's table of named columns; cells into its cells.
 */
export type Operation =
  | "sum"
  | "count"
  | "average"
  | "median"
  | "max"
  | "min"
  | "distinct"
  | "share"
  | "rank"
  | "nth"
  | "lookup"
  | "extremeLabel"
  | "list"
  | "unique"
  | "running"
  | "stdev"
  | "frequent"
  | "percentile"
  | "join"
  | "weighted"
  | "label"
  | "groupExtreme"
  | "rowMath"
  | "transform";

export type Comparator =
  | "eq"
  | "ne"
  | "gt"
  | "ge"
  | "lt"
  | "le"
  | "contains"
  | "begins"
  | "ends"
  | "blank"
  | "notblank";

/** A value a criterion compares with: typed by the user, a cell of the sheet, a date, or another column. */
export type Value =
  | { kind: "text"; text: string }
  | { kind: "number"; value: number }
  /** A cell, moved by a number of days when said ("30 days after the date in G11"). */
  | { kind: "cell"; cell: number; offset?: number }
  /** The average of the column tested ("above the class average"). */
  | { kind: "average" }
  | { kind: "date"; year: number; month: number; day: number }
  /** Another column of the same row: "End date is after the Due date". */
  | { kind: "column"; column: number }
  | { kind: "none" };

/**
 * One test on a column. `anyOf` holds the other values of "east or west", tested on the same column; `upTo` the
 * upper bound of "between 10 and 50" (both bounds inclusive, `comparator` then being ge).
 */
export interface Criterion {
  column: number;
  comparator: Comparator;
  value: Value;
  anyOf?: Value[];
  upTo?: Value;
  /** share: a test that says what the share is of ("what share of Hana's deals…"), kept in the whole too. */
  base?: boolean;
}

/** A test on a date column by calendar: a year, a month of any year, a month of a year, a quarter of a year. */
export interface Period {
  column: number;
  year?: number;
  month?: number;
  quarter?: number;
}

/** A test on the row's cell of a column ("the Amount in E is 4000 or more"), or on the one cell said ("B34"). */
export interface TierTest {
  column?: number;
  comparator: Comparator;
  value: Value;
}

/** A label and the tests that give it, all of them ("pass only if score >= 50 and attendance >= 75%"). */
export interface Tier {
  tests: TierTest[];
  output: Value;
}

/** Two cells of one row: left minus right, left over right, or the change from right to left as a share of right. */
export interface RowMath {
  op: "minus" | "ratio" | "change";
  left: string;
  right: string;
}

export interface Frame {
  op: Operation;
  /** The column the operation works on: summed, averaged, ranked, returned by a lookup, listed. */
  measure?: number;
  criteria: Criterion[];
  /** Criteria joined by "or" across columns ("east or over 500") rather than "and". */
  either?: boolean;
  period?: Period;
  /** label: the row labelled, its tiers in the order said (the first that holds wins), and every other row's label. */
  tiers?: { row: number; cell?: string; tiers: Tier[]; otherwise: Value };
  /** transform: the cell changed, and the changes in order. */
  transform?: { cell: string; steps: Step[] };
  /** rowMath: the two cells and what is done with them. */
  math?: RowMath;
  /** running: the row the formula is for ("what do I put in row 10"); the first row of the data when said. */
  rows?: { at?: number; first?: number };
  /** sum: the measure multiplied row by row by this column first ("qty x unit price"); weighted: the weights. */
  times?: number;
  /** average: without the single highest and single lowest value ("drop the highest and the lowest"). */
  trim?: boolean;
  /** sum: the measure's numbers are stored as text and are turned into numbers first. */
  textNumbers?: boolean;
  /** percentile: the share of values at or below the answer ("90th percentile" is 0.9). */
  fraction?: number;
  /** The column taken from the measure row by row: "the biggest increase from last year to this year". */
  less?: number;
  /** sum or average of the top or bottom few ("sum of the top 3"): how many, and from which end. */
  top?: { n: number; from: "largest" | "smallest" };
  /** join: the values once each ("no duplicates"), and what goes between them. */
  once?: boolean;
  separator?: string;
  /** nth: which one (3 for "3rd largest"), and from which end. */
  nth?: { n: number; from: "largest" | "smallest" };
  /** rank: the cell ranked; the order 1 goes to; the column whose value in the cell's row makes its group. */
  rank?: { cell: number; order: "desc" | "asc"; within?: number };
  /** lookup: from which end the keys (the criteria, all eq) are searched. */
  lookup?: { from: "first" | "last"; style?: "indexmatch" | "vlookup" };
  /**
   * extremeLabel: the label column, and which extreme of the measure. groupExtreme: the column grouped by, which
   * extreme of each group's total (or average), and how the group is totalled.
   */
  label?: { column: number; extreme: "max" | "min"; per?: "sum" | "average" | "count" };
  /** list, unique, join: the order of the values, when asked. */
  sort?: "asc" | "desc";
  wrap: { iferror?: Value; round?: { digits: number; how: "round" | "up" | "down" } };
}

/** Every column a frame works on or tests, each once. */
export function columnsUsed(frame: Frame): Set<number> {
  return new Set([
    ...(frame.measure !== undefined ? [frame.measure] : []),
    ...frame.criteria.map((c) => c.column),
    ...(frame.period ? [frame.period.column] : []),
    ...(frame.label ? [frame.label.column] : []),
    ...(frame.times !== undefined ? [frame.times] : []),
    ...(frame.less !== undefined ? [frame.less] : []),
    ...(frame.rank?.within !== undefined ? [frame.rank.within] : []),
    ...(frame.tiers?.tiers.flatMap((t) => t.tests.flatMap((test) => test.column ?? [])) ?? []),
    // "End is after the Due date": the column compared with is worked on too.
    ...[...frame.criteria, ...frame.tiers?.tiers.flatMap((t) => t.tests) ?? []].flatMap((c) =>
      c.value.kind === "column" ? [c.value.column] : []
    ),
  ]);
}

/** One change to a cell's text or date: a case, a trim, a cut at a delimiter, the first or last few characters. */
export type Step =
  | PlainStep
  | { kind: "before" | "after"; text: string; last?: boolean }
  | { kind: "left" | "right"; n: number };

/** The changes that need nothing more than their name, as the lexicon's `step:` senses say them. */
export const plainSteps = [
  "proper",
  "upper",
  "lower",
  "trim",
  "domain",
  "firstword",
  "lastword",
  "number",
  "eomonth",
  "somonth",
  "year",
  "month",
  "quarter",
] as const;

/** A change that needs nothing more than its name. */
export interface PlainStep {
  kind: (typeof plainSteps)[number];
}
