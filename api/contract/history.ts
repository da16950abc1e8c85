import type { FormulaResult, VbaResult } from "./generation.ts";

/** GET /api/history/{type}/{userId}: the spec's four history types. */
export const historyTypes = ["formula", "vba", "dataAnalyzer", "chartGenerator"] as const;
export type HistoryType = (typeof historyTypes)[number];

/** The spec's formula history item: the request, and what the dashboard shows of the result. */
export type FormulaHistoryItem =
  & Pick<FormulaResult, "id" | "formula" | "explanation" | "steps" | "functions" | "platform" | "timestamp">
  & { description: string };

/** The spec's VBA history item: the request, and what the dashboard shows of the result. */
export type VbaHistoryItem =
  & Pick<VbaResult, "id" | "code" | "explanation" | "steps" | "platform" | "timestamp">
  & { description: string };
