import type { BoundColumn } from "../../../contract/generation.ts";
import { joinWords } from "../answer-steps.ts";
import { readFormula } from "../formula/read-formula.ts";
import type { Binding } from "./bind-columns.ts";
import { columnsUsed, type Frame } from "./frame.ts";

/** The columns a frame uses, as the answer shows them: "Region" = A2:A21. */
export function boundColumns(frame: Frame, binding: Binding): BoundColumn[] {
  const used = columnsUsed(frame);
  return [...used].sort((a, b) => a - b).map((index) => {
    const column = binding.columns[index];
    return { label: column.label, range: column.range };
  });
}

/**
 * The explanation: what was bound, then the formula's reading (from its parse, so it says what the formula does,
 * not what the request said) with each range's name beside it, then how rows were chosen when nobody said.
 */
export function explain(formula: string, bound: BoundColumn[], binding: Binding): string {
  let reading = readFormula(formula);
  for (const { label, range } of bound) {
    if (label !== range) reading = reading.split(range).join(`${label} (${range})`);
  }
  const named = bound.filter((b) => b.label !== b.range);
  const said = named.length > 0 ? `Reads ${joinWords(named.map((b) => `${b.label} as ${b.range}`))}. ` : "";
  const rows = binding.rows?.how === "assumed"
    ? ` It takes your data to be in rows ${binding.rows.first} to ${binding.rows.last}: change ${binding.rows.last} to your last row.`
    : "";
  return `${said}${reading}${rows}`;
}
