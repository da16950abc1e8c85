import { statOf } from "./aggregate.ts";
import type { Builder } from "./plan-context.ts";
import { columnCount, firstColumn, type Ref } from "./references.ts";

const queryWords: Record<string, string> = { sum: "sum", average: "avg", count: "count", max: "max", min: "min" };

/**
 * "total of column E for each region in column A": one QUERY on Sheets. Excel has no one-formula answer that works
 * before Excel 365's newest functions, so it is refused rather than answered with a plain total.
 */
export const buildGrouped: Builder = (ctx) => {
  const stat = statOf(ctx.bare);
  if (ctx.platform !== "sheets" || !stat || !queryWords[stat]) return null;
  const by = /\b(?:for each|per|by|group(?:ed)? by|for every)\b[^⟦]*⟦(\d+)⟧/.exec(ctx.masked);
  if (!by) return null;
  const group = ctx.refs[+by[1]];
  const table = ctx.refs.find((r) => columnCount(r) > 1);
  const values = ctx.refs.find((r) => r !== group && r !== table && columnCount(r) === 1);
  if (!values) return null;
  const g = firstColumn(group);
  const v = firstColumn(values);
  const data = table?.text ?? span([group, values]);
  return {
    formula: `=QUERY(${data},"select ${g}, ${queryWords[stat]}(${v}) group by ${g}",1)`,
    explanation: `QUERY reads ${data} (with one header row) and gives one row per different value in column ${g}, ` +
      `with the ${stat} of column ${v} for it.`,
    spills: true,
  };
};

/** Whole columns from the leftmost to the rightmost named column: QUERY needs one block of data. */
function span(refs: Ref[]): string {
  const letters = refs.map((r) => firstColumn(r)).sort((a, b) => a.length - b.length || a.localeCompare(b));
  return `${letters[0]}:${letters[letters.length - 1]}`;
}
