import { readNumber } from "./conditions.ts";
import type { Builder, PlanContext } from "./plan-context.ts";

type Role = "rate" | "years" | "perYear" | "payment" | "amount";
interface Item {
  expr: string;
  role: Role;
  months: boolean;
}

/** Names each number or cell of a finance request by the words around it: rate, years, amount, payment. */
function items(ctx: PlanContext): Item[] {
  const found: Item[] = [];
  const re = /⟦(\d+)⟧|-?\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:%|percent\b)|k\b)?/gi;
  let prevEnd = 0;
  for (let m = re.exec(ctx.masked); m; m = re.exec(ctx.masked)) {
    const before = ctx.masked.slice(prevEnd, m.index).toLowerCase();
    const after = ctx.masked.slice(m.index + m[0].length, m.index + m[0].length + 20).toLowerCase();
    prevEnd = m.index + m[0].length;
    let expr: string;
    let percent = false;
    if (m[1] !== undefined) expr = ctx.refs[+m[1]].text;
    else {
      const n = readNumber(m[0].replace(/^\$/, ""))!;
      percent = n.value.percent;
      expr = percent ? `${Number((n.value.n * 100).toPrecision(12))}%` : String(n.value.n);
    }
    const months = /^\s*months?\b/.test(after);
    found.push({ expr, role: roleOf(before, after, percent, m[1] !== undefined ? null : Number(expr)), months });
  }
  return found;
}

const keywords: [Role, RegExp][] = [
  ["perYear", /periods? per year|payments? per year|times (?:a|per) year|compounding periods/g],
  ["rate", /\b(?:rate|interest|apr|at)\b/g],
  ["years", /\b(?:years?|term|over|for|duration)\b/g],
  ["amount", /\b(?:loan|principal|amount|borrow(?:ed)?|mortgage|invest(?:ed)?|of|on)\b/g],
  ["payment", /\b(?:saving|save|put|putting|deposit|depositing|contribute|contributing)\b/g],
];

/** Words right after a value say most ("30 years", "a 250000 loan"); else the last keyword before it decides. */
function roleOf(before: string, after: string, percent: boolean, n: number | null): Role {
  if (percent) return "rate";
  if (/^\s*(?:years?|yrs?|months?)\b/.test(after)) return "years";
  if (/^\s*(?:loan|mortgage)\b/.test(after)) return "amount";
  if (/^\s*(?:a|per|every|each) (?:month|quarter|week)\b|^\s*monthly\b/.test(after)) return "payment";
  let best: { role: Role; at: number } | null = null;
  for (const [role, re] of keywords) {
    for (const m of before.matchAll(re)) {
      const end = m.index! + m[0].length;
      if (!best || end > best.at) best = { role, at: end };
    }
  }
  if (best?.role === "rate" && n !== null && n >= 1) return n >= 1000 ? "amount" : "years";
  if (best?.role === "years" && n !== null && n >= 1000) return "amount";
  if (best) return best.role;
  return n !== null && n < 1 ? "rate" : "amount";
}

function frequency(lower: string, fallback: number): { n: number; word: string } {
  if (/\bmonthly\b|\bmonths?\b|\ba month\b|\bper month\b/.test(lower)) return { n: 12, word: "month" };
  if (/\bquarterly\b|\bquarter\b/.test(lower)) return { n: 4, word: "quarter" };
  if (/\bweekly\b/.test(lower)) return { n: 52, word: "week" };
  if (/\bdaily\b/.test(lower)) return { n: 365, word: "day" };
  if (/\bsemi-?annual(?:ly)?\b|\btwice a year\b/.test(lower)) return { n: 2, word: "half-year" };
  if (/\bannual(?:ly)?\b|\byearly\b|\bper year\b|\ba year\b/.test(lower) && fallback === 1) {
    return { n: 1, word: "year" };
  }
  return { n: fallback, word: fallback === 12 ? "month" : "year" };
}

const pick = (all: Item[], role: Role) => all.find((i) => i.role === role);
const group = (e: string) => (/^[\w.%$]+$/.test(e) ? e : `(${e})`);

/** PMT with the rate and term per period and the loan as a negative present value, so the payment shows positive. */
export const buildPayment: Builder = (ctx) => {
  const all = items(ctx);
  const rate = pick(all, "rate");
  const years = pick(all, "years");
  const amount = pick(all, "amount") ?? pick(all, "payment");
  if (!rate || !years || !amount) return null;
  const perYear = pick(all, "perYear");
  const f = perYear ? { n: perYear.expr, word: "period" } : (() => {
    const fr = frequency(ctx.lower.replace(/\bper year\b|\ba year\b|\bannual\b/g, ""), 12);
    return { n: String(fr.n), word: fr.word };
  })();
  const periods = years.months ? years.expr : `${group(years.expr)}*${f.n}`;
  const pmt = `PMT(${group(rate.expr)}/${f.n},${periods},-${group(amount.expr)})`;
  if (/\btotal interest\b|\binterest (?:paid|cost)\b|\bhow much interest\b/.test(ctx.lower)) {
    return {
      formula: `=${pmt}*${periods}-${amount.expr}`,
      explanation: `PMT gives the payment per ${f.word}; times the number of payments is everything you pay back, ` +
        `and taking away the loan ${amount.expr} leaves the interest.`,
    };
  }
  return {
    formula: `=${pmt}`,
    explanation: `Works out the payment per ${f.word} on a loan of ${amount.expr} at ${rate.expr} a year over ` +
      `${years.expr} ${years.months ? "months" : "years"}: the yearly rate is divided by ${f.n} and the years ` +
      `multiplied by ${f.n}. The loan is entered as negative so the payment shows as a positive number.`,
  };
};

/** FV of regular savings, or of a lump sum when nothing is paid in each period. */
export const buildFutureValue: Builder = (ctx) => {
  const all = items(ctx);
  const rate = pick(all, "rate");
  const years = pick(all, "years");
  if (!rate || !years) return null;
  const payment = pick(all, "payment");
  if (payment) {
    const f = frequency(ctx.lower.replace(/\bper year\b|\ba year\b|\bannual\b/g, ""), 12);
    return {
      formula: `=FV(${group(rate.expr)}/${f.n},${group(years.expr)}*${f.n},-${group(payment.expr)})`,
      explanation: `Works out what saving ${payment.expr} every ${f.word} grows to after ${years.expr} years at ` +
        `${rate.expr} a year. The saving is entered as negative (money you pay in) so the result shows positive.`,
    };
  }
  const amount = pick(all, "amount");
  if (!amount) return null;
  return {
    formula: `=FV(${group(rate.expr)},${group(years.expr)},0,-${group(amount.expr)})`,
    explanation:
      `Works out what ${amount.expr} invested once grows to after ${years.expr} years at ${rate.expr} a year.`,
  };
};

/** P*(1+r/n)^(n*t), with n from "compounded monthly/quarterly/…"; the interest alone when that is what is asked. */
export const buildCompound: Builder = (ctx) => {
  const all = items(ctx);
  const rate = pick(all, "rate");
  const years = pick(all, "years");
  const amount = pick(all, "amount") ?? pick(all, "payment");
  if (!rate || !years || !amount) return null;
  const f = frequency(ctx.lower.replace(/\bper year\b|\ba year\b/g, ""), 1);
  const growth = f.n === 1 ? `(1+${rate.expr})^${group(years.expr)}` : `(1+${rate.expr}/${f.n})^(${years.expr}*${f.n})`;
  const interestOnly = /\binterest (?:earned|only)\b|\bhow much interest\b|\binterest do i (?:earn|get|make)\b/.test(
    ctx.lower,
  );
  const total = `${amount.expr}*${growth}`;
  return {
    formula: `=${total}${interestOnly ? `-${amount.expr}` : ""}`,
    explanation:
      `Grows ${amount.expr} at ${rate.expr} a year, compounded ${f.n === 1 ? "yearly" : `${f.n} times a year`}, ` +
      `for ${years.expr} years${
        interestOnly ? `, then takes away the starting amount to leave the interest earned` : ""
      }.`,
  };
};
