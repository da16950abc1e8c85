import type { Platform } from "./account.ts";
import type { FormulaResult, VbaResult } from "./generation.ts";

/** GET /api/history/{type}/{userId}: the spec's four history types, also the kinds of generated item. */
export const historyTypes = ["formula", "vba", "dataAnalyzer", "chartGenerator"] as const;
export type HistoryType = (typeof historyTypes)[number];

/** A history answer holds at most this many items: the default page, and the largest `limit` accepted. */
export const historyPageLimit = 100;

/** The spec's formula history item: the request, and what the dashboard shows of the result. */
export type FormulaHistoryItem =
  & Pick<FormulaResult, "id" | "formula" | "explanation" | "steps" | "functions" | "platform" | "timestamp">
  & { description: string };

/** The spec's VBA history item: the request, and what the dashboard shows of the result. */
export type VbaHistoryItem =
  & Pick<VbaResult, "id" | "code" | "explanation" | "steps" | "platform" | "timestamp">
  & { description: string };

/** Fields every history item has besides its main text. */
interface HistoryItemBase {
  id: string;
  description: string;
  explanation: string;
  steps: string[];
  platform: Platform;
  timestamp: string;
}

/** The spec's data analysis item. */
export interface DataAnalysisHistoryItem extends HistoryItemBase {
  analysis: string;
}

/** The spec's chart history item. */
export interface ChartHistoryItem extends HistoryItemBase {
  chartType: string;
}

/** Each history type's item. */
export interface HistoryItemOf {
  formula: FormulaHistoryItem;
  vba: VbaHistoryItem;
  dataAnalyzer: DataAnalysisHistoryItem;
  chartGenerator: ChartHistoryItem;
}

/** Any history item; a favorite is one of these, classified by which main field it has. */
export type HistoryItem = HistoryItemOf[HistoryType];

/**
 * Pushes to room `user:<id>`, to every open tab and device of that person, so their dashboard and generator pages
 * follow what happened elsewhere without a reload.
 */
export interface HistoryServerEvents {
  "history:created": (event: { type: HistoryType; item: HistoryItem }) => void;
  /**
   * An item changed in place (one of a formula's alternatives was chosen): the item as the history shows it, and for
   * a formula the whole answer it now gives, so a generator page showing it can show the new one.
   */
  "history:updated": (event: { type: HistoryType; item: HistoryItem; result?: FormulaResult }) => void;
  /** The item's favorite and ratings went with it. */
  "history:deleted": (event: { type: HistoryType; id: string }) => void;
  "favorite:added": (event: { type: HistoryType; item: HistoryItem }) => void;
  "favorite:removed": (event: { id: string }) => void;
}
