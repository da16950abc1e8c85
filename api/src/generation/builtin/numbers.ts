import { type Builder, perRow, type PlanContext } from "./plan-context.ts";
import { absolute, firstCell, twoCells } from "./references.ts";

const cells = (ctx: PlanContext) => ctx.refs.filter((r) => r.kind === "cell");
/** A percentage written in the request (20%, 20 percent), as formula text ("20%"). */
function percentIn(ctx: PlanContext): string | null {
  const m = /(\d+(?:\.\d+)?)\s*(?:%|percent\b|pct\b)/i.exec(ctx.masked);
  return m ? `${m[1]}%` : null;
}

/** Which ROUND function and how many digits: "up to 1 decimal" → ROUNDUP 1, "nearest hundred" → ROUND -2. */
export function roundingOf(lower: string): { fn: string; digits: number; multiple?: string } | null {
  if (!/\bround(?:ed|ing|s)?\b/.test(lower)) return null;
  const fn = /\bround(?:ed|ing)?\s+(?:\S+\s+){0,5}?up\b|\bround ?up\b/.test(lower)
    ? "ROUNDUP"
    : /\bround(?:ed|ing)?\s+(?:\S+\s+){0,5}?down\b|\bround ?down\b/.test(lower)
    ? "ROUNDDOWN"
    : "ROUND";
  const places = /(\d+)\s*(?:decimal|dp\b|places?\b|digits? after)/.exec(lower);
  if (places) return { fn, digits: +places[1] };
  if (/\b(?:cents?|penn(?:y|ies))\b/.test(lower)) return { fn, digits: 2 };
  const power = /\b(?:nearest|next|to)\s+(10|100|1000|10000)\b/.exec(lower);
  if (power) return { fn, digits: -(power[1].length - 1) };
  if (/\btens?\b/.test(lower)) return { fn, digits: -1 };
  if (/\bhundreds?\b/.test(lower)) return { fn, digits: -2 };
  if (/\bthousands?\b/.test(lower)) return { fn, digits: -3 };
  const multiple = /\b(?:nearest|next|multiple of)\s+(\d+(?:\.\d+)?)\b/.exec(lower);
  // "round up to the nearest 5" is a multiple too: CEILING and FLOOR round to one in a given direction.
  const toMultiple = { ROUND: "MROUND", ROUNDUP: "CEILING", ROUNDDOWN: "FLOOR" }[fn]!;
  if (multiple) return { fn: toMultiple, digits: 0, multiple: multiple[1] };
  if (/\bone decimal\b|\ba decimal\b/.test(lower)) return { fn, digits: 1 };
  return { fn, digits: 0 };
}

/** Wraps a formula in the rounding the request asks for ("the average … rounded to 2 places"). */
export function roundFormula(inner: string, lower: string): string {
  const r = roundingOf(lower)!;
  return r.multiple ? `${r.fn}(${inner},${r.multiple})` : `${r.fn}(${inner},${r.digits})`;
}

const digitsWords = (d: number) =>
  d > 0 ? `${d} decimal place${d === 1 ? "" : "s"}` : d === 0 ? "a whole number" : `the nearest ${10 ** -d}`;

/** ROUND/ROUNDUP/ROUNDDOWN/MROUND of one cell. */
export const buildRound: Builder = (ctx) => {
  const ref = ctx.refs[0];
  const r = roundingOf(ctx.lower);
  if (!ref || !r) return null;
  const c = firstCell(ref);
  const how = /^(?:ROUNDUP|CEILING)$/.test(r.fn) ? "up" : /^(?:ROUNDDOWN|FLOOR)$/.test(r.fn) ? "down" : "";
  return perRow(
    `=${roundFormula(c, ctx.lower)}`,
    r.multiple
      ? `Rounds ${c} ${how ? `${how} ` : ""}to ${how ? "a" : "the nearest"} multiple of ${r.multiple}.`
      : `Rounds ${c} ${how ? `${how} ` : ""}to ${digitsWords(r.digits)}` +
        (r.digits < 0 ? ` (a negative number of digits rounds to the left of the decimal point).` : "."),
  );
};

/** Percent of, as a percentage of, percent change, share of total. */
export const buildPercent: Builder = (ctx) => {
  const cs = cells(ctx);
  const t = ctx.lower;
  const range = ctx.refs.find((r) => r.kind === "range");
  if (
    /\b(?:share|percent(?:age)?|proportion|fraction|portion) of (?:the )?total\b|\bdivided by the total\b|\bof the total\b/
      .test(t)
  ) {
    const c = cs[0]?.text ?? (range ? firstCell(range) : null);
    if (!c || !range) return null;
    return perRow(
      `=${c}/SUM(${absolute(range)})`,
      `Divides ${c} by the total of ${range.text}, giving its share of the total. Format the cell as a percentage; ` +
        `the $ signs keep the total's range fixed when you fill the formula down.`,
    );
  }
  if (
    /(?:\bpercent(?:age)?|%)\s*(?:change|increase|decrease|growth|difference|rise|drop)\b|\bgrowth rate\b|\bchange in percent\b/
      .test(t)
  ) {
    const pair = twoCells(ctx.refs);
    if (!pair) return null;
    const [old, now] = pair;
    return perRow(
      `=(${now}-${old})/${old}`,
      `Takes the new value ${now} minus the old value ${old} and divides by the old value. Format the cell as a ` +
        `percentage to read it as a % change.`,
    );
  }
  const pctOf = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+\w+\s+in\s+)?⟦(\d+)⟧/i.exec(ctx.masked);
  if (pctOf) {
    const c = ctx.refs[+pctOf[2]].text;
    return perRow(`=${c}*${pctOf[1]}%`, `Works out ${pctOf[1]}% of the value in ${c}.`);
  }
  if (
    cs.length >= 2 && /\bas an? (?:percent|percentage)\b|\bwhat (?:percent|percentage)\b|\bpercent(?:age)? of\b/.test(t)
  ) {
    const whatOf = /\bwhat (?:percent|percentage) of ⟦(\d+)⟧ is ⟦(\d+)⟧/.exec(t);
    const [part, whole] = whatOf ? [ctx.refs[+whatOf[2]].text, ctx.refs[+whatOf[1]].text] : [cs[0].text, cs[1].text];
    return perRow(`=${part}/${whole}`, `Divides ${part} by ${whole}. Format the cell as a percentage to see it as %.`);
  }
  return null;
};

/** Adding, removing or working out tax/VAT, and discounts. */
export const buildTaxOrDiscount: Builder = (ctx) => {
  const cs = cells(ctx);
  if (cs.length === 0) return null;
  const t = ctx.lower;
  const base = cs[0].text;
  const rate = cs[1]?.text ?? percentIn(ctx);
  if (!rate) return null;
  // "B2 times C2 with tax": C2 is multiplied in, and the tax rate was never said.
  if (/⟦\d+⟧\s+(?:times|x|\*|multiplied by|plus|minus|divided by|over)\s+(?:[a-z]+\s+){0,2}⟦/.test(t)) return null;
  // "total this year for items taxed at 20%" with the rate column named: the 20% picks rows, which this ignores.
  if (cs[1] && percentIn(ctx)) return null;
  if (/\bdiscount\b|\boff\b|\breduce(?:d)? by\b/.test(t)) {
    return perRow(`=${base}*(1-${rate})`, `Takes ${rate} off ${base}: the price times (1 minus the discount).`);
  }
  if (/\bwithout\b|\bexcluding\b|\bex\b|\bremove\b|\bbefore tax\b|\bnet of\b|\bstrip\b/.test(t)) {
    return perRow(
      `=${base}/(1+${rate})`,
      `Takes the ${rate} tax back out of ${base} by dividing by (1 plus the rate).`,
    );
  }
  if (/\badd\b|\bplus\b|\binclud(?:ing|e)\b|\bincl\b|\bwith\b|\bgross\b|\bafter\b|\btotal\b/.test(t)) {
    return perRow(`=${base}*(1+${rate})`, `Adds ${rate} tax to ${base}: the amount times (1 plus the rate).`);
  }
  return perRow(`=${base}*${rate}`, `Works out the tax on ${base} at ${rate}: the amount times the rate.`);
};

/** SUMPRODUCT(values, weights)/SUM(weights). */
export const buildWeightedAverage: Builder = (ctx) => {
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length < 2) return null;
  const weightAt = ranges.findIndex((r) => {
    const i = ctx.refs.indexOf(r);
    const before = ctx.masked.slice(0, ctx.masked.indexOf(`⟦${i}⟧`)).toLowerCase();
    return /\b(?:weights?|weighted by|by)\b[^⟦]*$/.test(before);
  });
  const w = ranges[weightAt >= 0 ? weightAt : 1];
  const v = ranges.find((r) => r !== w)!;
  return {
    formula: `=SUMPRODUCT(${v.text},${w.text})/SUM(${w.text})`,
    explanation: `Multiplies each value in ${v.text} by its weight in ${w.text}, adds those up, and divides by the ` +
      `total weight.`,
  };
};

/** ABS, SQRT, cube roots and powers. */
export const buildMath: Builder = (ctx) => {
  const ref = ctx.refs[0];
  if (!ref) return null;
  const c = firstCell(ref);
  const t = ctx.lower;
  // "difference between last yr and this yr, always positive": a gap needs two values, not the sign of one.
  if (ctx.refs.length < 2 && /\b(?:difference|diff|minus|between|apart|gap)\b/.test(t)) return null;
  // "add up only the positive numbers" picks values; it does not drop their sign.
  const picks = /\b(?:add up|sum|total|count|how many|average|only|numbers|values|ones)\b/.test(t);
  if (
    /\babsolute\b|\bwithout (?:the )?(?:minus|negative) sign\b|\babs\b/.test(t) || (!picks && /\bpositive\b/.test(t))
  ) {
    return perRow(`=ABS(${c})`, `Gives the value of ${c} without its minus sign.`);
  }
  if (/\bcube root\b/.test(t)) return perRow(`=${c}^(1/3)`, `Raises ${c} to the power 1/3, which is its cube root.`);
  if (/\bsquare root\b|\bsqrt\b|\broot of\b/.test(t)) return perRow(`=SQRT(${c})`, `Gives the square root of ${c}.`);
  if (/\bsquared\b|\bsquare of\b/.test(t)) return perRow(`=${c}^2`, `Multiplies ${c} by itself (its square).`);
  if (/\bcubed\b/.test(t)) return perRow(`=${c}^3`, `Raises ${c} to the power 3.`);
  const power = /\b(?:to the power(?: of)?|raised to(?: the power(?: of)?)?|\^|power of)\s*(?:(\d+(?:\.\d+)?)|⟦(\d+)⟧)/
    .exec(t);
  if (power) {
    const p = power[1] ?? ctx.refs[+power[2]].text;
    return perRow(`=POWER(${c},${p})`, `Raises ${c} to the power ${p}.`);
  }
  return null;
};

/** "multiply H2:H100 by I2:I100 and add it up": two ranges multiplied row by row and summed, SUMPRODUCT. */
export const buildSumOfProducts: Builder = (ctx) => {
  const [a, b] = ctx.refs;
  if (a?.kind !== "range" || b?.kind !== "range") return null;
  const times = /⟦\d+⟧\s+(?:times|multiplied by|x|\*)\s+(?:the\s+)?(?:[a-z]+\s+){0,2}⟦|\bmultiply\b|\bproduct of\b/
    .test(ctx.lower);
  if (!times) return null;
  return {
    formula: `=SUMPRODUCT(${a.text},${b.text})`,
    explanation: `Multiplies each row of ${a.text} by the same row of ${b.text} and adds up the results.`,
  };
};
