import { type TableValue, toCellContent } from "./cell-content.ts";
import { createEngine } from "./engine.ts";
import { planEvaluation } from "./evaluation-plan.ts";
import type { Platform } from "../../../contract/account.ts";
import { type EvaluatedValue, fromHyperFormula } from "./evaluated-value.ts";
import { parseFormula } from "../formula/formula-parser.ts";

export type { EvaluatedValue } from "./evaluated-value.ts";
export type { TableValue } from "./cell-content.ts";

const parseFailure = "#ERROR!";
/** The error of a formula HyperFormula would evaluate differently from the platform (see evaluable.ts). */
export const notEvaluatedError = "#NOT-EVALUATED";

/**
 * Evaluates each formula against `table` placed at A1 of Sheet1 (row 0 is row 1, column 0 is column A), with one
 * HyperFormula instance for the whole call. ISO date strings in the table become date serials so date functions
 * work on them. A formula that does not parse gives `{ error: "#ERROR!" }`; one HyperFormula would answer
 * differently from the platform (LET, Sheets' SPLIT, TEXT with "#,##0"…) gives `{ error: "#NOT-EVALUATED" }` naming
 * the culprits in `message`, the same findings verifyFormula reports as notEvaluated. The call never throws for a bad
 * formula. Formulas are evaluated in place of no cell, so ROW() and COLUMN() without arguments answer 1.
 */
export function evaluateFormulas(
  table: TableValue[][],
  formulas: string[],
  options: { platform?: Platform } = {},
): EvaluatedValue[] {
  const platform = options.platform ?? "excel";
  const { hf, sheetId } = createEngine(table.map((row) => row.map(toCellContent)));
  try {
    return formulas.map((formula) => {
      const parsed = parseFormula(formula);
      // Past Excel's nesting HyperFormula's own recursion would overflow, and could leave the shared instance half-done.
      if (!parsed.ok && parsed.tooDeep) return { error: parseFailure, message: parsed.error };
      const plan = parsed.ok ? planEvaluation(parsed.ast, parsed.normalized, platform) : undefined;
      if (plan && "notEvaluated" in plan) return { error: notEvaluatedError, message: plan.notEvaluated.join(", ") };
      const text = plan ? plan.text : formula.trim().replace(/^=/, "");
      try {
        return fromHyperFormula(hf.calculateFormula(`=${text}`, sheetId), platform);
      } catch (error) {
        return { error: parseFailure, message: error instanceof Error ? error.message : String(error) };
      }
    });
  } finally {
    hf.destroy();
  }
}
