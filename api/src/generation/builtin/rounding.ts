import { buildRound, roundFormula, roundingOf } from "./numbers.ts";
import type { Builder, PlanContext } from "./plan-context.ts";

/**
 * "the average of B2:B40 rounded to 2 places": plans the request without its rounding words, then wraps the result
 * in ROUND/ROUNDUP/ROUNDDOWN. A bare "round E2 to 2 places" is a plain ROUND of the cell.
 */
export function roundingBuilder(inner: (ctx: PlanContext) => ReturnType<Builder>): Builder {
  return (ctx) => {
    if (!roundingOf(ctx.lower)) return null;
    const strip = (s: string) =>
      s.replace(/\bround(?:ed|ing|s)?\b(?:\s+(?:up|down|off))?/g, " ").replace(
        /\bto (?:the )?(?:nearest|next)\s+(?:whole\s+)?(?:[\d.]+|[a-z]+)(?:\s+(?:numbers?|dollars?|cents?|places?))?/,
        " ",
      )
        .replace(/\bto \d+\s*(?:decimal|dp|places?)\w*(?: places?)?/g, " ")
        .replace(/\bto (?:the )?(?:nearest )?(?:cents?|penn(?:y|ies))\b/g, " ");
    const plan = inner({ ...ctx, bare: strip(ctx.bare), lower: strip(ctx.lower) });
    if (plan && yieldsText(plan.formula)) return null;
    if (plan && !/^=\$?[A-Z]+\$?\d+$/.test(plan.formula)) {
      return {
        ...plan,
        formula: `=${roundFormula(plan.formula.slice(1), ctx.lower)}`,
        explanation: `${plan.explanation} The result is then rounded.`,
      };
    }
    // "ratio of Test 2 to score, rounded": rounding one cell would drop the sum the request asked to round.
    return asksMore.test(strip(ctx.lower)) ? null : buildRound(ctx);
  };
}

/** A formula whose answer is TRUE/FALSE or text (a comparison, a join at its top level), which no rounding fits. */
function yieldsText(formula: string): boolean {
  let top = formula.slice(1).replace(/"(?:[^"]|"")*"/g, '""');
  for (let inner = top.replace(/\([^()]*\)/g, ""); inner !== top; inner = top.replace(/\([^()]*\)/g, "")) top = inner;
  return /[<>=&]/.test(top);
}

const asksMore =
  /\b(?:ratio|times|multipl\w*|divided|divide|plus|minus|less|difference|diff|sum|total|average|mean|percent(?:age)?|sqrt|root|squared|power|per|over|out of|add|subtract|with|vat|tax|discount)\b|[%*\/+^]|⟦\d+⟧\s*-\s*⟦/;
