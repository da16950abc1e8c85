import { type CellValue, DetailedCellError } from "hyperformula";
import type { Platform } from "../../../contract/account.ts";

type Scalar = string | number | boolean;

/**
 * A formula's value. An array (spilled) result gives its top-left value as `value` and the whole array in `array`;
 * cells of `array` that are errors hold their code ("#N/A"), empty cells hold null.
 */
export type EvaluatedValue = { value: Scalar; array?: (Scalar | null)[][] } | { error: string; message?: string };

// A formula that points at an empty cell shows 0 in Excel and a blank in Sheets.
const emptyShown: Record<Platform, Scalar> = { excel: 0, sheets: "" };

function scalar(value: CellValue, platform: Platform): EvaluatedValue {
  if (value instanceof DetailedCellError) {
    return value.message ? { error: value.value, message: value.message } : { error: value.value };
  }
  return { value: value ?? emptyShown[platform] };
}

/** Turns what HyperFormula's calculateFormula returned into an EvaluatedValue. */
export function fromHyperFormula(result: CellValue | CellValue[][], platform: Platform): EvaluatedValue {
  if (!Array.isArray(result)) return scalar(result, platform);
  const topLeft = result[0]?.[0] ?? null;
  const first = scalar(topLeft, platform);
  if (result.length === 1 && result[0].length === 1) return first;
  const array = result.map((row) => row.map((cell) => cell instanceof DetailedCellError ? cell.value : cell));
  return "error" in first ? first : { ...first, array };
}
