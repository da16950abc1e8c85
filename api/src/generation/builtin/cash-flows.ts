import { pick, readTerms } from "./finance-terms.ts";
import type { Builder } from "./plan-context.ts";
import { columnCount, type Ref } from "./references.ts";

const initial =
  /\b(?:initial|upfront|up-front|starting|first|day[- ]0|year 0|time 0)\s+(?:investment|outlay|cost|payment|cash ?flow)\b/;

/**
 * NPV and IRR of a run of cash flows. Excel's and Sheets' NPV count the first value as a year away, so an initial
 * outlay said apart from the later flows (its own cell, or the first cell of the range) is added outside NPV, and
 * taken to be entered as a negative number, as IRR needs too.
 */
export const buildCashFlows: Builder = (ctx) => {
  const ranges = ctx.refs.filter((r) => r.kind === "range");
  if (ranges.length !== 1 || columnCount(ranges[0]) !== 1 && rowCount(ranges[0]) !== 1) return null;
  const flows = ranges[0];
  const cells = ctx.refs.filter((r) => r.kind === "cell");
  if (/\birr\b|\binternal rate of return\b/.test(ctx.lower)) {
    if (cells.length > 0 || /\d/.test(ctx.lower.replace(/⟦\d+⟧/g, ""))) return null;
    return {
      formula: `=IRR(${flows.text})`,
      explanation: `IRR finds the yearly rate at which the cash flows in ${flows.text} (the outlay first, as a ` +
        `negative number) add up to nothing once discounted.`,
    };
  }
  if (!/\bnpv\b|\bnet present value\b/.test(ctx.lower)) return null;
  const terms = readTerms(ctx);
  const rate = pick(terms, "rate");
  if (!rate || rate.kind === "range" || terms.filter((t) => t.role === "rate").length > 1) return null;
  const outlay = outlayOf(ctx.lower, cells.filter((c) => c.text !== rate.expr), terms, flows);
  if (outlay === null) return null;
  const later = outlay.fromRange ? restOf(flows) : flows.text;
  if (!later) return null;
  return {
    formula: `=NPV(${rate.expr},${later})${outlay.add}`,
    explanation: `NPV discounts the cash flows in ${later} at ${rate.expr} a year, the first one a year away` +
      (outlay.add ? `; the initial outlay is added as it is, since it is paid now (as a negative number)` : "") + ".",
  };
};

/**
 * The outlay to add outside NPV: none, a cell of its own, a number said ("initial investment of 10000", paid out so
 * taken away), or the range's first cell. Null when the request says more than that and it cannot be placed.
 */
function outlayOf(
  lower: string,
  cells: Ref[],
  terms: ReturnType<typeof readTerms>,
  flows: Ref,
): { add: string; fromRange: boolean } | null {
  const numbers = terms.filter((t) => t.kind === "number" && t.role !== "rate");
  if (cells.length + numbers.length > 1) return null;
  if (!initial.test(lower)) return cells.length + numbers.length === 0 ? { add: "", fromRange: false } : null;
  const first = /^(\$?[A-Z]+\$?\d+):/.exec(flows.text)?.[1];
  if (cells.length === 1) return { add: `+${cells[0].text}`, fromRange: cells[0].text === first };
  if (numbers.length === 1) return { add: `-${numbers[0].expr.replace(/^-/, "")}`, fromRange: false };
  return first && startsWithOutlay(lower) ? { add: `+${first}`, fromRange: true } : null;
}

function rowCount(ref: Ref): number {
  const m = /^\$?[A-Z]+\$?(\d+):\$?[A-Z]+\$?(\d+)$/.exec(ref.text);
  return m ? +m[2] - +m[1] + 1 : 0;
}

/** "the initial investment is the first value", "B2 is the initial outlay": the range itself starts with it. */
function startsWithOutlay(lower: string): boolean {
  return /\b(?:first (?:value|cell|one|row|number)|starts? with|including|includes?)\b/.test(lower);
}

/** The range without its first cell, down a column or along a row. */
function restOf(range: Ref): string | null {
  const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range.text.replace(/\$/g, ""));
  if (!m) return null;
  if (m[1] === m[3] && +m[4] > +m[2]) return `${m[1]}${+m[2] + 1}:${m[3]}${m[4]}`;
  if (m[2] === m[4]) {
    const next = String.fromCharCode(m[1].charCodeAt(m[1].length - 1) + 1);
    return m[1].length === 1 && next <= m[3] ? `${next}${m[2]}:${m[3]}${m[4]}` : null;
  }
  return null;
}
