import type { AnalysisResult } from "../../../../api/contract/data.ts";
import type { DataAnalysisHistoryItem } from "../../../../api/contract/history.ts";
import { createDataToolStore } from "./data-tool-store.ts";
import { analyzeData, fetchAnalysisHistory, rateAnalysis } from "./data-tools-api.ts";

export const useAnalysisStore = createDataToolStore<AnalysisResult, DataAnalysisHistoryItem>({
  run: analyzeData,
  toItem: (result, request) => ({
    id: result.id,
    description: request.description,
    analysis: result.analysis,
    explanation: result.explanation,
    steps: result.steps,
    platform: result.platform,
    timestamp: result.timestamp,
  }),
  itemId: (item) => item.id,
  // The spec rates an analysis by the result's timestamp.
  sendRating: (result, rating) => rateAnalysis(result.timestamp, rating),
  fetchRecent: fetchAnalysisHistory,
});
