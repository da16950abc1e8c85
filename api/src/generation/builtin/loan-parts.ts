import { group, paymentsPerYear, perPeriod, pick, readTerms, usable } from "./finance-terms.ts";
import type { Builder } from "./plan-context.ts";

// "the interest part of payment 12", "how much of the 5th payment goes to principal", "IPMT".
const interestPart =
  /\bipmt\b|\binterest (?:part|portion|component|share|paid|amount|charged)\b|\b(?:goes|going) (?:to|towards) (?:the )?interest\b|\bin interest\b|\bhow much interest\b/;
const principalPart =
  /\bppmt\b|\bprincipal (?:part|portion|component|share|paid|repaid|amount)\b|\b(?:goes|going) (?:to|towards) (?:the )?principal\b|\b(?:pays|paid) off (?:the )?principal\b|\bhow much principal\b/;

/**
 * IPMT and PPMT: how one payment of a loan splits into interest and principal. The request names the payment's
 * number ("payment 12", "the 5th month"); a part of a year's payments would need CUMIPMT, so "in year 3" of a monthly
 * loan is left unanswered.
 */
export const buildLoanPart: Builder = (ctx) => {
  const interest = interestPart.test(ctx.lower);
  const principal = principalPart.test(ctx.lower);
  if (interest === principal) return null;
  const terms = readTerms(ctx);
  const rate = pick(terms, "rate");
  const years = pick(terms, "years");
  const amount = pick(terms, "amount");
  const period = pick(terms, "period");
  if (!rate || !years || !amount || !period || !usable(ctx, [rate, years, amount, period])) return null;
  const f = paymentsPerYear(ctx, terms, 12);
  if (f.n !== "1" && /\b(?:year)\s+(?:number\s+|no\.?\s*|#\s*)?(?:\d|⟦)|\b\d+(?:st|nd|rd|th) year\b/.test(ctx.lower)) {
    return null;
  }
  const p = perPeriod(rate, years, f);
  const fn = interest ? "IPMT" : "PPMT";
  return {
    formula: `=${fn}(${p.rate},${period.expr},${p.periods},-${group(amount.expr)})`,
    explanation: `${fn} gives the ${interest ? "interest" : "principal"} in payment number ${period.expr} of a ` +
      `loan of ${amount.expr} at ${rate.expr} a year over ${years.expr} ${years.months ? "months" : "years"}, ` +
      `paid every ${f.word}. The loan is entered as negative so the part shows as a positive number.`,
  };
};
