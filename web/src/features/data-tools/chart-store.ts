import type { ChartResult } from "../../../../api/contract/data.ts";
import type { ChartHistoryItem } from "../../../../api/contract/history.ts";
import { createDataToolStore } from "./data-tool-store.ts";
import { fetchChartHistory, generateChart, rateChart } from "./data-tools-api.ts";

export const useChartStore = createDataToolStore<ChartResult, ChartHistoryItem>({
  run: generateChart,
  toItem: (result, request) => ({
    id: result.id,
    description: request.description,
    chartType: result.chartType,
    explanation: result.explanation,
    steps: result.steps,
    platform: result.platform,
    timestamp: result.timestamp,
  }),
  itemId: (item) => item.id,
  // The spec rates a chart by the result's timestamp, which is also the chart's id.
  sendRating: (result, rating) => rateChart(result.timestamp, rating),
  fetchRecent: fetchChartHistory,
});
