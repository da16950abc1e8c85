import type { GenerateVbaBody, VbaResult } from "../../../../api/contract/generation.ts";
import type { VbaHistoryItem } from "../../../../api/contract/history.ts";
import { fetchVbaHistory, generateVba, rateVba } from "./generation-api.ts";
import { createGenerationStore } from "./generation-store.ts";

export const useVbaStore = createGenerationStore<GenerateVbaBody, VbaResult, VbaHistoryItem>({
  run: generateVba,
  toItem: (result, request) => ({
    id: result.id,
    description: request.description,
    code: result.code,
    timestamp: result.timestamp,
    explanation: result.explanation,
    steps: result.steps,
    platform: result.platform,
  }),
  itemId: (item) => item.id,
  // The spec rates a macro by the result's timestamp.
  sendRating: (result, rating) => rateVba(result.timestamp, rating),
  fetchRecent: fetchVbaHistory,
});
