import type { Platform } from "../../../contract/account.ts";
import { unevaluable } from "./evaluable.ts";
import { rewriteForEvaluation } from "./evaluation-rewrite.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";

/**
 * What to hand HyperFormula for a parsed formula: the text to evaluate (the user's own text, or its rewrite where
 * HyperFormula needs one), or what keeps it from being evaluated faithfully. Shared by verifyFormula and
 * evaluateFormulas so the two never disagree.
 */
export function planEvaluation(
  ast: FormulaNode,
  normalized: string,
  platform: Platform,
): { text: string } | { notEvaluated: string[] } {
  const rewritten = rewriteForEvaluation(ast, platform);
  const notEvaluated = unevaluable(rewritten, platform);
  if (notEvaluated.length) return { notEvaluated };
  return { text: rewritten === ast ? normalized : printFormula(rewritten) };
}
