import type { Platform } from "../../../contract/account.ts";
import type { Plan } from "./plan-context.ts";
import type { Ref } from "./references.ts";

/** Steps in order (the page numbers them), worded for the platform: where to type the formula and what to change for the user's own sheet. */
export function stepsFor(plan: Plan, refs: Ref[], platform: Platform): string[] {
  const excel = platform === "excel";
  const steps = [
    excel
      ? "Click the empty cell in your Excel sheet where you want the result."
      : "Click the empty cell in your Google Sheet where you want the result.",
    `Type or paste ${plan.formula} and press Enter.`,
  ];
  const named = [...new Set(refs.map((r) => r.text))].filter((t) => plan.formula.replace(/\$/g, "").includes(t));
  if (named.length > 0) {
    steps.push(`If your data is somewhere else, change ${joinWords(named)} in the formula to your own cells.`);
  }
  if (plan.perRow) {
    steps.push(
      excel
        ? "To do the same for every row, drag the fill handle (the small square at the cell's bottom-right corner) down."
        : "To do the same for every row, drag the small blue square at the cell's bottom-right corner down.",
    );
  }
  if (plan.spills) {
    steps.push(
      excel
        ? "The results spill into the cells below, so keep those cells empty (this needs Excel 365 or Excel 2021)."
        : "The results fill the cells below, so keep those cells empty.",
    );
  }
  return steps;
}

/** "A", "A and B", "A, B and C". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
