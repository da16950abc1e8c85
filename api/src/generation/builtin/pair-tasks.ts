import type { Builder } from "./plan-context.ts";
import { firstCell } from "./references.ts";

const unsigned =
  /\babsolute\b|\babs\b|\bno negatives?\b|\b(?:always|make it|keep it|as a) positive\b|\bdon'?t care which\b|\bregardless of (?:which|order)\b|\bhow far apart\b|\b(?:days|weeks|months) apart\b|\bdistance between\b|\bwithout (?:the |a )?(?:minus|negative)\b|\beither way\b/;

/**
 * "how far apart are B2 and E2, no negatives", "difference between C7 and B7, always positive": the size of the gap
 * between two cells, ABS of their difference, whichever is larger.
 */
export const buildAbsoluteDifference: Builder = (ctx) => {
  if (!unsigned.test(ctx.lower)) return null;
  if (ctx.refs.length !== 2 || ctx.refs.some((r) => r.kind !== "cell")) return null;
  const [a, b] = ctx.refs.map((r) => r.text);
  return {
    formula: `=ABS(${a}-${b})`,
    explanation:
      `Subtracts ${b} from ${a} and drops the minus sign with ABS, so the gap is positive whichever is larger.`,
    perRow: true,
  };
};

/**
 * "qty in H10 as a share of all the quantities H2:H100", "what % of B2:B50 is B7": one cell divided by the total of
 * its range; formatted as a percentage it reads as the share.
 */
export const buildShareOfTotal: Builder = (ctx) => {
  if (!/\bshare\b|\bpercent(?:age)?\b|%|\bproportion\b|\bfraction\b|\bportion\b/.test(ctx.lower)) return null;
  if (!/\b(?:total|all|whole|sum|overall|entire)\b|%\s+of\b|\bpercent(?:age)? of\b/.test(ctx.lower)) return null;
  const cell = ctx.refs.filter((r) => r.kind === "cell");
  const range = ctx.refs.filter((r) => r.kind === "range");
  if (cell.length !== 1 || range.length !== 1 || ctx.refs.length !== 2) return null;
  // "what % of B2:B50 is B7" reads as a condition "is B7"; any other condition is a filter this cannot apply.
  if (ctx.conditions.some((c) => c.criteria.some((k) => k.value.kind !== "ref"))) return null;
  const total = range[0].text.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
  const c = firstCell(cell[0]);
  return {
    formula: `=${c}/SUM(${total})`,
    explanation: `Divides ${c} by the total of ${
      range[0].text
    }; format the cell as a percentage to read it as a share. The $ signs keep the total's range fixed when you fill down.`,
    perRow: true,
  };
};

/** "increase A2 by 10 percent", "C2 plus 15%", "cut D2 by 5%": the cell times (1 ± the percentage). */
export const buildPercentAdjust: Builder = (ctx) => {
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (cells.length !== 1 || ctx.refs.length !== 1) return null;
  const m =
    /\b(increase[sd]?|raised?|grow|grown|plus|add|added|up|decrease[sd]?|reduced?|cut|lower(?:ed)?|minus|less|down)\b[^%]*?(\d+(?:\.\d+)?)\s*(?:%|percent\b)/
      .exec(ctx.lower);
  if (!m) return null;
  const down = /^(?:decrease|reduce|cut|lower|minus|less|down)/.test(m[1]);
  const c = firstCell(cells[0]);
  return {
    formula: `=${c}*(1${down ? "-" : "+"}${m[2]}%)`,
    explanation: `Multiplies ${c} by 1 ${down ? "minus" : "plus"} ${m[2]}%, which ${down ? "takes" : "adds"} ${
      m[2]
    }% of it ${down ? "off" : "on"}.`,
    perRow: true,
  };
};

/** "running total of B2:B50", "cumulative sum of column C": each row adds everything from the first row to itself. */
export const buildRunningTotal: Builder = (ctx) => {
  if (!/\b(?:running|cumulative|rolling)\s+(?:total|sum|balance)\b|\bcumulative\b/.test(ctx.lower)) return null;
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length !== 1 || ctx.refs.length !== 1) return null;
  const first = firstCell(ranges[0]);
  const fixed = first.replace(/([A-Z]+)(\d+)/, "$$$1$$$2");
  return {
    formula: `=SUM(${fixed}:${first})`,
    explanation:
      `Adds up ${ranges[0].text} from its first row down to this row; the $ signs keep the start fixed, so ` +
      `filled down each row shows the total so far.`,
    perRow: true,
  };
};
