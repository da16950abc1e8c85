import { compoundingSaid, readTerms, usable } from "./finance-terms.ts";
import type { Builder } from "./plan-context.ts";

const kinds = /\b(effective|nominal|apy|aer|apr)\b/g;

/**
 * EFFECT and NOMINAL: the yearly rate once compounding is counted in, or the quoted rate behind one. The request must
 * say how often interest is compounded; a word right before the rate ("a nominal 6%") says which one it is, and the
 * other one is what is asked.
 */
export const buildRateConversion: Builder = (ctx) => {
  const terms = readTerms(ctx).filter((t) => t.role !== "perYear");
  const rates = terms.filter((t) => t.role === "rate");
  if (rates.length !== 1 || terms.length !== 1 || !usable(ctx, rates)) return null;
  const f = compoundingSaid(ctx, readTerms(ctx));
  if (!f || f.n === "1") return null;
  const rate = rates[0];
  const said = [...ctx.lower.matchAll(kinds)].map((m) => ({ word: m[1], at: m.index! }));
  if (said.length === 0) return null;
  // "12% APR", "a nominal rate of 6%": the word beside the value names it.
  const named = said.find((s) => s.at > rate.at && s.at - rate.at < 12) ??
    said.filter((s) => s.at < rate.at && rate.at - s.at < 30).pop();
  const given = said.length > 1 && named ? named.word : null;
  const effectiveGiven = given === "effective" || given === "apy" || given === "aer";
  const asked = given ? (effectiveGiven ? "nominal" : "effective") : said[0].word;
  const toEffective = asked === "effective" || asked === "apy" || asked === "aer";
  if (!toEffective && asked !== "nominal") return null;
  const fn = toEffective ? "EFFECT" : "NOMINAL";
  return {
    formula: `=${fn}(${rate.expr},${f.n})`,
    explanation: toEffective
      ? `EFFECT turns the quoted yearly rate ${rate.expr}, compounded ${f.n} times a year, into the rate actually ` +
        `earned or paid over a year.`
      : `NOMINAL gives the quoted yearly rate that, compounded ${f.n} times a year, makes the effective rate ` +
        `${rate.expr}.`,
  };
};
