import {
  compounding,
  compoundingSaid,
  group,
  paymentsPerYear,
  perPeriod,
  pick,
  readTerms,
  type Role,
  type Term,
  usable,
  withColumns,
} from "./finance-terms.ts";
import type { Builder, Plan, PlanContext } from "./plan-context.ts";

/**
 * What a money request asks for, by its question words. The term and the rate are asked about loans that also name
 * their payments, so they are tested first.
 */
const questions: [Question, RegExp][] = [
  [
    "term",
    /\bhow long\b|\bhow many (?:months|years|payments|periods|weeks|instal?lments)\b|\bnper\b|\bnumber of (?:payments|periods|months|years|instal?lments)\b(?!\s*(?:is|=|:|in|of)?\s*(?:⟦|\d))|\bwhen (?:will|is|would)\b[^.?]*\bpaid off\b|\btime to (?:pay off|repay|reach)\b/,
  ],
  [
    "rate",
    /\bwhat(?:'s| is)? (?:the |my )?(?:\w+ )?(?:interest )?rate\b|\brate of return\b|\bwhat (?:annual |yearly )?return\b|\b(?:implied|effective) interest rate\b|\bcagr\b|\brate\(/,
  ],
  [
    "present",
    /\bpresent value\b|\bpv\b|\bwhat(?:'s| is| would be) the (?:loan|principal|mortgage)\b|\bhow (?:much|big) (?:of )?(?:a )?(?:loan|mortgage)\b|\b(?:invest|put (?:in|away|aside)|deposit|set aside) (?:today|now)\b|\bhow much (?:can|could) (?:i|we) (?:borrow|afford)\b|\bworth today\b|\btoday'?s value\b|\bvalue today\b/,
  ],
  [
    "future",
    /\bfuture value\b|\bfv\b|\bhow much (?:will|would) (?:i|we|it|they|that|this|my \w+) (?:have|be|grow|end)\b|\bgrows? to\b|\bend up with\b|\bbe worth\b|\bworth after\b|\bbalance after\b|\bhow much (?:will|would) (?:i|we) have saved\b/,
  ],
  [
    "payment",
    /\bpmt\b|\bpayments?\b|\brepayments?\b|\btotal interest\b|\btotal (?:amount )?(?:paid|repaid|cost)\b|\bpa(?:y|id) back\b|\binstal?lments?\b|\bhow much (?:do|would|will|should|must) (?:i|we) (?:need to |have to )?(?:pay|save|put|deposit)\b/,
  ],
];
const saving = /\b(?:save|saving|savings|deposit\w*|put (?:away|aside|in)|contribut\w*|invest\w*)\b/;

type Question = "term" | "rate" | "present" | "future" | "payment";

/** Loans and savings: the payment, what savings grow to, what can be borrowed, how long it takes, or the rate. */
export const buildMoney: Builder = (ctx) => {
  const asked = questions.find(([, re]) => re.test(ctx.lower))?.[0];
  if (!asked) return null;
  const terms = readTerms(ctx);
  // A value said twice for one role ("rate B2 … at 5%") leaves the formula to guess which one is meant.
  const roles = terms.map((t) => t.role);
  // One payment's number or a salvage value belongs to another task (IPMT, depreciation).
  if (roles.includes("period") || roles.includes("salvage")) return null;
  if (roles.some((r, i) => r !== "perYear" && roles.indexOf(r) !== i)) return null;
  if (!usable(ctx, terms)) return null;
  const all = withColumns(ctx, terms, needs[asked]);
  const plan = builders[asked](ctx, all);
  const taken = all.filter((t) => t.header && plan?.formula.includes(t.expr));
  return plan && taken.length > 0
    ? { ...plan, assumed: taken.map((t) => ({ label: t.header!, range: t.expr })) }
    : plan;
};

// The values each question cannot do without, which the user's columns may hold when the request does not say them.
const needs: Record<Question, Role[]> = {
  payment: ["rate", "years", "amount"],
  future: ["rate", "years", "payment"],
  present: ["rate", "years", "payment"],
  term: ["rate", "payment", "amount"],
  rate: ["years", "payment", "amount"],
};

const builders: Record<Question, (ctx: PlanContext, terms: Term[]) => Plan | null> = {
  payment: payment,
  future: futureValue,
  present: presentValue,
  term: termOf,
  rate: rateOf,
};

/** PMT with the loan as a negative present value, so the payment shows positive; or the saving that reaches a goal. */
function payment(ctx: PlanContext, terms: Term[]): Plan | null {
  const rate = pick(terms, "rate");
  const years = pick(terms, "years");
  const goal = pick(terms, "future");
  const given = pick(terms, "payment");
  // "the monthly payment of 20000 at 5%" names the loan with a payment word; "500 a month" is a payment itself.
  const recurring = given && /^\s*(?:(?:a|per|every|each) (?:month|quarter|week|year)\b|monthly|weekly|quarterly)/
    .test(ctx.lower.slice(given.end));
  const amount = pick(terms, "amount") ?? (goal || recurring ? undefined : given);
  if (!rate || !years || (!amount && !goal)) return null;
  // A payment already said beside the loan is not what is asked; the request wants something else of it.
  if (given && given !== amount) return null;
  // "how much to save each month … 100000": a sum with no loan said is as likely the goal as a starting balance.
  if (!goal && saving.test(ctx.lower) && !/\b(?:loan|mortgage|borrow\w*|principal|debt|owe)\b/.test(ctx.lower)) {
    return null;
  }
  const f = paymentsPerYear(ctx, terms, 12);
  const p = perPeriod(rate, years, f);
  const pv = amount ? `-${group(amount.expr)}` : "0";
  const pmt = `PMT(${p.rate},${p.periods},${pv}${goal ? `,-${group(goal.expr)}` : ""})`;
  if (
    amount &&
    /\btotal (?:amount )?(?:paid|repaid|paid back|to (?:re)?pay|cost)\b|\b(?:pay|paid) back in total\b|\btotal of (?:all )?(?:the )?payments\b/
      .test(ctx.lower)
  ) {
    return {
      formula: `=${pmt}*${p.periods}`,
      explanation: `PMT gives the payment per ${f.word}; times the number of payments is everything paid back on ` +
        `the loan of ${amount.expr}, interest included.`,
    };
  }
  if (amount && /\btotal interest\b|\binterest (?:paid|cost)\b|\bhow much interest\b/.test(ctx.lower)) {
    return {
      formula: `=${pmt}*${p.periods}-${amount.expr}`,
      explanation: `PMT gives the payment per ${f.word}; times the number of payments is everything you pay back, ` +
        `and taking away the loan ${amount.expr} leaves the interest.`,
    };
  }
  if (!amount) {
    return {
      formula: `=${pmt}`,
      explanation: `Works out how much to put in each ${f.word} to reach ${goal!.expr} after ${years.expr} ` +
        `${years.months ? "months" : "years"} at ${rate.expr} a year, starting from nothing.`,
    };
  }
  return {
    formula: `=${pmt}`,
    explanation: `Works out the payment per ${f.word} on a loan of ${amount.expr} at ${rate.expr} a year over ` +
      `${years.expr} ${years.months ? "months" : "years"}: ${rateWords(rate, f.n)}. The loan is entered as ` +
      `negative so the payment shows as a positive number.`,
  };
}

function rateWords(rate: Term, n: string): string {
  if (rate.perPeriod) return "the rate is already per period";
  return n === "1" ? "one payment a year" : `the yearly rate is divided by ${n} and the years multiplied by ${n}`;
}

/** FV of regular savings (plus any starting sum), or of a lump sum when nothing is paid in each period. */
function futureValue(ctx: PlanContext, terms: Term[]): Plan | null {
  const rate = pick(terms, "rate");
  const years = pick(terms, "years");
  if (!rate || !years) return null;
  const saving = pick(terms, "payment");
  const start = pick(terms, "amount");
  if (saving) {
    const f = paymentsPerYear(ctx, terms, 12);
    const p = perPeriod(rate, years, f);
    const pv = start && start.expr !== "0" ? `,-${group(start.expr)}` : "";
    return {
      formula: `=FV(${p.rate},${p.periods},-${group(saving.expr)}${pv})`,
      explanation:
        `Works out what saving ${saving.expr} every ${f.word}${
          pv ? ` on top of ${start!.expr}` : ""
        } grows to after ${years.expr} ${years.months ? "months" : "years"} at ${rate.expr} a year. What you pay ` +
        `in is entered as negative so the result shows positive.`,
    };
  }
  if (!start) return null;
  const p = perPeriod(rate, years, compounding(ctx, terms));
  return {
    formula: `=FV(${p.rate},${p.periods},0,-${group(start.expr)})`,
    explanation: `Works out what ${start.expr} invested once grows to after ${years.expr} ` +
      `${years.months ? "months" : "years"} at ${rate.expr} a year, with nothing added along the way.`,
  };
}

/** PV: the loan a payment pays off, or what a sum due later is worth now. */
function presentValue(ctx: PlanContext, terms: Term[]): Plan | null {
  const rate = pick(terms, "rate");
  const years = pick(terms, "years");
  if (!rate || !years) return null;
  const paid = pick(terms, "payment");
  if (paid) {
    const f = paymentsPerYear(ctx, terms, 12);
    const p = perPeriod(rate, years, f);
    return {
      formula: `=PV(${p.rate},${p.periods},-${group(paid.expr)})`,
      explanation: `Works out the loan that a payment of ${paid.expr} every ${f.word} pays off in ${years.expr} ` +
        `${years.months ? "months" : "years"} at ${rate.expr} a year.`,
    };
  }
  const later = pick(terms, "future") ?? pick(terms, "amount");
  if (!later) return null;
  const p = perPeriod(rate, years, { n: "1", word: "year" });
  return {
    formula: `=PV(${p.rate},${p.periods},0,-${group(later.expr)})`,
    explanation: `Works out what ${later.expr} due in ${years.expr} years is worth today at ${rate.expr} a year.`,
  };
}

/** NPER: how many payments clear a loan (or reach a goal), in the unit the request asks for. */
function termOf(ctx: PlanContext, terms: Term[]): Plan | null {
  const rate = pick(terms, "rate");
  // "how many years to double my money at 7%": no sums at all, only the growth asked for.
  const times = /\b(doubl|tripl)(?:e|es|ed|ing)\b/.exec(ctx.lower);
  const others = terms.filter((t) => t !== rate && t.role !== "amount");
  if (times && rate && others.length === 0 && terms.length <= 2 && !rate.perPeriod) {
    const f = compoundingSaid(ctx, terms) ?? { n: "1", word: "year" };
    const r = f.n === "1" ? rate.expr : `${group(rate.expr)}/${f.n}`;
    const nper = `NPER(${r},0,-1,${times[1] === "doubl" ? 2 : 3})`;
    return {
      formula: f.n === "1" ? `=${nper}` : `=${nper}/${f.n}`,
      explanation: `NPER counts the years it takes money growing at ${rate.expr} a year to ${times[1]}e` +
        `${f.n === "1" ? "" : `, compounded ${f.n} times a year`}; the amount itself does not matter.`,
    };
  }
  const paid = pick(terms, "payment");
  const amount = pick(terms, "amount");
  const goal = pick(terms, "future");
  if (!rate || !paid || (!amount && !goal) || pick(terms, "years")) return null;
  const f = paymentsPerYear(ctx, terms, 12);
  const r = rate.perPeriod || f.n === "1" ? rate.expr : `${group(rate.expr)}/${f.n}`;
  const tail = amount ? `${amount.expr}${goal ? `,-${group(goal.expr)}` : ""}` : `0,${goal!.expr}`;
  const nper = `NPER(${r},-${group(paid.expr)},${tail})`;
  const inYears = f.n !== "1" && /\bhow many years\b|\bin years\b|\bnumber of years\b|\byears? (?:will|would|does)\b/
    .test(ctx.lower);
  return {
    formula: inYears ? `=${nper}/${f.n}` : `=${nper}`,
    explanation:
      `NPER counts the ${f.word}ly payments of ${paid.expr} it takes ${
        amount ? `to pay off ${amount.expr}` : `to reach ${goal!.expr}`
      } at ${rate.expr} a year${inYears ? `; dividing by ${f.n} turns them into years` : ""}. The payment is ` +
      `entered as negative, money going out.`,
  };
}

/** RATE: the yearly rate a payment plan or a growth from one sum to another implies. */
function rateOf(ctx: PlanContext, terms: Term[]): Plan | null {
  const years = pick(terms, "years");
  const amount = pick(terms, "amount");
  if (!years || !amount || pick(terms, "rate")) return null;
  const paid = pick(terms, "payment");
  const goal = pick(terms, "future");
  if (paid && !goal) {
    const f = paymentsPerYear(ctx, terms, 12);
    const periods = years.months || f.n === "1" ? years.expr : `${group(years.expr)}*${f.n}`;
    const rate = `RATE(${periods},-${group(paid.expr)},${amount.expr})`;
    return {
      formula: f.n === "1" ? `=${rate}` : `=${rate}*${f.n}`,
      explanation: `RATE finds the rate per ${f.word} at which payments of ${paid.expr} pay off ${amount.expr}` +
        `${f.n === "1" ? "" : `; times ${f.n} gives the yearly rate`}.`,
    };
  }
  if (!goal || paid || years.months) return null;
  return {
    formula: `=RATE(${years.expr},0,-${group(amount.expr)},${goal.expr})`,
    explanation: `RATE finds the yearly rate that grows ${amount.expr} into ${goal.expr} in ${years.expr} years.`,
  };
}

/** P*(1+r/n)^(n*t), with n from "compounded monthly/quarterly/…"; the interest alone when that is what is asked. */
export const buildCompound: Builder = (ctx) => {
  const terms = readTerms(ctx);
  const rate = pick(terms, "rate");
  const years = pick(terms, "years");
  const amount = pick(terms, "amount") ?? pick(terms, "payment");
  if (!rate || !years || !amount || !usable(ctx, [rate, years, amount])) return null;
  const n = compounding(ctx, terms).n;
  const growth = n === "1" ? `(1+${rate.expr})^${group(years.expr)}` : `(1+${rate.expr}/${n})^(${years.expr}*${n})`;
  const interestOnly = /\binterest (?:earned|only)\b|\bhow much interest\b|\binterest do i (?:earn|get|make)\b/.test(
    ctx.lower,
  );
  const total = `${amount.expr}*${growth}`;
  return {
    formula: `=${total}${interestOnly ? `-${amount.expr}` : ""}`,
    explanation:
      `Grows ${amount.expr} at ${rate.expr} a year, compounded ${n === "1" ? "yearly" : `${n} times a year`}, ` +
      `for ${years.expr} years${
        interestOnly ? `, then takes away the starting amount to leave the interest earned` : ""
      }.`,
  };
};
