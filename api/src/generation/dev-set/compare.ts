import type { EvaluatedValue } from "../verifier/evaluate.ts";

type Scalar = string | number | boolean | null;

// Both platforms show 15 significant digits; 1e-9 relative forgives the order of floating-point sums, not a wrong
// answer.
const relativeTolerance = 1e-9;

function sameScalar(a: Scalar, b: Scalar): boolean {
  if (typeof a === "number" && typeof b === "number") {
    return a === b || Math.abs(a - b) <= relativeTolerance * Math.max(Math.abs(a), Math.abs(b));
  }
  return a === b;
}

/**
 * Whether a candidate's value equals an expected one: numbers within a relative 1e-9, text and booleans exactly,
 * spilled arrays cell by cell with the same shape. An error never equals anything, because an expected value in
 * the dev set is never an error.
 */
export function sameValue(candidate: EvaluatedValue, expected: EvaluatedValue): boolean {
  if ("error" in candidate || "error" in expected) return false;
  if (!candidate.array && !expected.array) return sameScalar(candidate.value, expected.value);
  const left = candidate.array ?? [[candidate.value]];
  const right = expected.array ?? [[expected.value]];
  return left.length === right.length &&
    left.every((row, r) => row.length === right[r].length && row.every((cell, c) => sameScalar(cell, right[r][c])));
}

/**
 * A formula's text with the differences that do not change its meaning removed: the leading "=", spaces, "$"
 * anchors and the case of names, all outside string literals. Used where HyperFormula cannot run a formula, so
 * only the text can say it is the expected one.
 */
export function normaliseFormula(formula: string): string {
  const text = formula.trim().replace(/^=/, "");
  // Splitting on quotes puts string literals at odd indexes ("" inside a literal splits into two odd-even halves
  // that join back unchanged, since the empty even part has nothing to normalise).
  return text.split('"').map((part, index) => index % 2 === 1 ? part : part.replace(/[\s$]+/g, "").toUpperCase())
    .join('"');
}
