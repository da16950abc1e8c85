import type { HistoryItem, HistoryType } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";

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

/** The spec's classification: formula if it has formula, VBA if code, analyzer if analysis, chart if chartType. */
export function typeOf(item: HistoryItem): HistoryType {
  if ("formula" in item) return "formula";
  if ("code" in item) return "vba";
  if ("analysis" in item) return "dataAnalyzer";
  return "chartGenerator";
}

/** The item's main text: what it is for, and what the copy button copies. */
export function mainText(item: HistoryItem): string {
  if ("formula" in item) return item.formula;
  if ("code" in item) return item.code;
  if ("analysis" in item) return item.analysis;
  return item.chartType;
}

const isText = (value: unknown): value is string => typeof value === "string";

/** Answers from the server are read defensively: an item the page could not show is left out, not a crash. */
export function isHistoryItem(value: unknown): value is HistoryItem {
  const item = value as Record<string, unknown> | null;
  if (!item || !isText(item.id) || !isText(item.timestamp)) return false;
  const main = item.formula ?? item.code ?? item.analysis ?? item.chartType;
  return isText(main) && (item.steps === undefined || Array.isArray(item.steps));
}

/** What the search box looks in: the description and the main text, without regard to case. */
export function matches(item: HistoryItem, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return `${item.description}\n${mainText(item)}`.toLocaleLowerCase().includes(needle);
}
