import type { ChartDatum, ChartFamily, ChartSeriesInfo, Figure } from "../../../contract/data.ts";

/** An analysis as the engine produces it, before it is stamped and saved. */
export interface AnalysisDraft {
  /** The answer, stating the computed figures. */
  analysis: string;
  /** What the figures mean, and what was read (sheet, skipped rows). */
  explanation: string;
  /** How to reproduce it: exact formulas for the user's own cells, or pivot-table steps, for Excel and for Sheets. */
  steps: string[];
  figures: Figure[];
}

/** A chart recommendation as the engine produces it. */
export interface ChartDraft {
  chartType: string;
  family: ChartFamily;
  explanation: string;
  /** How to insert that chart in Excel and in Sheets. */
  steps: string[];
  chartData: ChartDatum[];
  axes: { name: string; value: string; uv?: string };
  series?: ChartSeriesInfo;
}
