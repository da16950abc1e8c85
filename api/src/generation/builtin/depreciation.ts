import { pick, readTerms, usable } from "./finance-terms.ts";
import type { Builder } from "./plan-context.ts";

const methods: [RegExp, "DDB" | "DB" | "SYD" | "SLN", string][] = [
  [/\bdouble[- ]declining\b|\bddb\b/, "DDB", "double-declining balance"],
  [/\bdeclining[- ]balance\b|\breducing[- ]balance\b|\bdb\b/, "DB", "fixed-declining balance"],
  [/\bsum[- ]of[- ](?:the[- ])?years\b|\bsyd\b/, "SYD", "sum-of-years' digits"],
  [/\bstraight[- ]line\b|\bsln\b|\bdepreciat/, "SLN", "straight-line"],
];

/**
 * Depreciation of an asset from its cost, its value at the end (salvage) and its life in years: the same amount each
 * year (SLN), or one year's amount by a declining method, which needs the year. No salvage said means none only when
 * the request says so ("no salvage", "salvage of 0").
 */
export const buildDepreciation: Builder = (ctx) => {
  const method = methods.find(([re]) => re.test(ctx.lower));
  if (!method) return null;
  const [, fn, name] = method;
  const terms = readTerms(ctx);
  const cost = pick(terms, "amount");
  const life = pick(terms, "years");
  const period = pick(terms, "period");
  const said = pick(terms, "salvage");
  const salvage = said?.expr ??
    (/\bno (?:salvage|residual|scrap)\b|\b(?:salvage|residual|scrap)(?: value)? (?:of )?(?:zero|nil|none)\b/
        .test(ctx.lower)
      ? "0"
      : null);
  if (!cost || !life || salvage === null || !usable(ctx, [cost, life, period, said])) return null;
  if (life.months || terms.length !== [cost, life, period, said].filter(Boolean).length) return null;
  if (fn === "SLN") {
    return {
      formula: `=SLN(${cost.expr},${salvage},${life.expr})`,
      explanation: `SLN spreads the cost ${cost.expr} less the salvage value ${salvage} evenly over ${life.expr} ` +
        `years: the ${name} depreciation for each year.`,
    };
  }
  if (!period) return null;
  return {
    formula: `=${fn}(${cost.expr},${salvage},${life.expr},${period.expr})`,
    explanation: `${fn} gives the ${name} depreciation in year ${period.expr} of an asset that cost ${cost.expr}, ` +
      `is worth ${salvage} at the end and lasts ${life.expr} years.`,
  };
};
