/** GET /api/history/{type}/{userId}: the spec's four history types. */
export const historyTypes = ["formula", "vba", "dataAnalyzer", "chartGenerator"] as const;
export type HistoryType = (typeof historyTypes)[number];

/** The spec's formula history item, plus what the dashboard shows of the result. */
export interface FormulaHistoryItem {
  id: string;
  description: string;
  formula: string;
  explanation: string;
  steps: string[];
  functions: string[];
  platform: "excel" | "sheets";
  timestamp: string;
}

/** The spec's VBA history item, plus what the dashboard shows of the result. */
export interface VbaHistoryItem {
  id: string;
  description: string;
  code: string;
  explanation: string;
  steps: string[];
  platform: "excel" | "sheets";
  timestamp: string;
}
