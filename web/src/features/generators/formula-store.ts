import type { FormulaResult, GenerateFormulaBody } from "../../../../api/contract/generation.ts";
import type { FormulaHistoryItem } from "../../../../api/contract/history.ts";
import { fetchFormulaHistory, generateFormula, rateFormula } from "./generation-api.ts";
import { createGenerationStore } from "./generation-store.ts";

export const useFormulaStore = createGenerationStore<GenerateFormulaBody, FormulaResult, FormulaHistoryItem>({
  run: generateFormula,
  toItem: (result, request) => ({
    id: result.id,
    description: request.description,
    formula: result.formula,
    timestamp: result.timestamp,
    explanation: result.explanation,
    steps: result.steps,
    functions: result.functions,
    platform: result.platform,
  }),
  itemId: (item) => item.id,
  // The spec rates a formula by the result's timestamp.
  sendRating: (result, rating) => rateFormula(result.timestamp, rating),
  fetchRecent: fetchFormulaHistory,
});
