/** A spreadsheet comparison operator, as both formulas and VBA write it. */
export type Comparison = ">" | ">=" | "<" | "<=" | "=" | "<>";

/** The comparisons in plain words, for the explanations of formulas and macros alike. */
export const comparisonWords: Record<Comparison, string> = {
  ">": "greater than",
  ">=": "at least",
  "<": "less than",
  "<=": "at most",
  "=": "equal to",
  "<>": "not equal to",
};
