import type { Platform } from "../../contract/account.ts";

/** "A", "A and B", "A, B and C". */
export function joinWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * A formula answer's steps in order (the page numbers them), worded for the platform: where to type the formula,
 * which of its places to change for the user's own sheet, and whether to fill it down or leave room for its spill.
 * Both builtin planners word their steps here, so the two never drift apart.
 */
export function answerSteps(
  formula: string,
  places: string[],
  platform: Platform,
  shape: { perRow?: boolean; spills?: boolean } = {},
): string[] {
  const excel = platform === "excel";
  const steps = [
    excel
      ? "Click the empty cell in your Excel sheet where you want the result."
      : "Click the empty cell in your Google Sheet where you want the result.",
    `Type or paste ${formula} and press Enter.`,
  ];
  if (places.length > 0) {
    steps.push(`If your data is somewhere else, change ${joinWords(places)} in the formula to your own cells.`);
  }
  if (shape.perRow) {
    steps.push(
      excel
        ? "To do the same for every row, drag the fill handle (the small square at the cell's bottom-right corner) down."
        : "To do the same for every row, drag the small blue square at the cell's bottom-right corner down.",
    );
  }
  if (shape.spills) {
    steps.push(
      excel
        ? "The results spill into the cells below, so keep those cells empty (this needs Excel 365 or Excel 2021)."
        : "The results fill the cells below, so keep those cells empty.",
    );
  }
  return steps;
}
