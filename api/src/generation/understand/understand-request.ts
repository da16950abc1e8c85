import type { FormulaDraft, FormulaRequest } from "../types.ts";
import { normalise } from "../builtin/normalise.ts";
import { parseFormula } from "../formula/formula-parser.ts";
import { calledNames } from "../formula/function-catalog.ts";
import { bindColumns } from "./bind-columns.ts";
import { answerSteps } from "../answer-steps.ts";
import { boundColumns, explain } from "./describe-answer.ts";
import { readFrames, type Reading } from "./read-frames.ts";
import { readUnits } from "./read-units.ts";
import { renderFrame } from "./render-frame.ts";

/** How close a runner-up must score to be offered as another reading of the request. */
const alternativeMargin = 0.5;

/** What the understanding made of a request: an answer, or the words its best reading could not place. */
export type Understanding =
  | { answered: true; draft: FormulaDraft }
  | { answered: false; unexplained: string[] };

const spilling = new Set(["FILTER", "SORT", "UNIQUE"]);

/**
 * Understands a request that names its places: binds its columns, tags its words, scores every frame they allow,
 * and writes the best one that explains every word. Close runners-up that also explain every word become
 * alternatives. A request naming no place, or whose best reading leaves words unexplained, is not answered here.
 */
export function understandRequest(request: FormulaRequest): Understanding {
  const text = normalise(request.description);
  const binding = bindColumns(text, request.columns);
  if (binding.columns.length === 0 && binding.cells.length === 0) return { answered: false, unexplained: [] };
  const units = readUnits(text, binding);
  const readings = readFrames(units, binding);
  const complete = readings.filter((r) => r.unexplained.length === 0);
  const drafts: { reading: Reading; draft: FormulaDraft }[] = [];
  for (const reading of complete) {
    const formula = renderFrame(reading.frame, binding, request.platform, request.excelVersion);
    if (!formula || drafts.some((d) => d.draft.formula === formula)) continue;
    if (drafts.length > 0 && reading.score < drafts[0].reading.score - alternativeMargin) break;
    const bound = boundColumns(reading.frame, binding);
    // A range nobody named ("B2:B40 = B2:B40") tells the person nothing.
    const named = bound.filter((b) => b.label !== b.range);
    const functions = functionsOf(formula);
    drafts.push({
      reading,
      draft: {
        formula,
        explanation: explain(formula, bound, binding),
        steps: answerSteps(formula, bound.map((b) => b.range), request.platform, {
          spills: functions.some((f) => spilling.has(f)),
        }),
        functions,
        ...(named.length > 0 ? { bindings: named } : {}),
        unexplained: [],
      },
    });
    if (drafts.length === 3) break;
  }
  if (drafts.length === 0) return { answered: false, unexplained: readings[0]?.unexplained ?? [] };
  const [first, ...rest] = drafts;
  return {
    answered: true,
    draft: rest.length > 0 ? { ...first.draft, alternatives: rest.map((d) => d.draft) } : first.draft,
  };
}

function functionsOf(formula: string): string[] {
  const parsed = parseFormula(formula);
  return parsed.ok ? calledNames(parsed.functions) : [];
}
