import type { HistoryItem, HistoryType } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { mainText } from "../../lib/history-items.ts";

export { isHistoryItem, mainText, typeOf } from "../../lib/history-items.ts";

/** The history types in the spec's order, read from the copy so the contract's zod never reaches the browser. */
export const historyTypes = Object.keys(copy.history.types) as HistoryType[];

/** The spec's favorite filters, and the history type each one keeps. */
export type FavoriteFilter = keyof typeof copy.favorites.filters;
export const favoriteFilters = Object.keys(copy.favorites.filters) as FavoriteFilter[];
export const filterTypes: Record<Exclude<FavoriteFilter, "all">, HistoryType> = {
  formula: "formula",
  vba: "vba",
  "data-analyzer": "dataAnalyzer",
  "chart-generator": "chartGenerator",
};

/** What the search box looks in: the description and the main text, without regard to case. */
export function matches(item: HistoryItem, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${item.description}\n${mainText(item)}`.toLocaleLowerCase().includes(needle);
}
