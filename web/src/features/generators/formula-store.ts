import type { FormulaResult, GenerateFormulaBody } from "../../../../api/contract/generation.ts";
import type { FormulaHistoryItem } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { errorText } from "../../lib/api-client.ts";
import { chooseFormulaAlternative, fetchFormulaHistory, generateFormula, rateFormula } from "./generation-api.ts";
import { createGenerationStore } from "./generation-store.ts";

/** A result as the history lists it. */
const toItem = (result: FormulaResult, description: string): FormulaHistoryItem => ({
  id: result.id,
  description,
  formula: result.formula,
  timestamp: result.timestamp,
  explanation: result.explanation,
  steps: result.steps,
  functions: result.functions,
  platform: result.platform,
});

export const useFormulaStore = createGenerationStore<GenerateFormulaBody, FormulaResult, FormulaHistoryItem>({
  run: generateFormula,
  toItem: (result, request) => toItem(result, request.description),
  itemId: (item) => item.id,
  // The spec rates a formula by the result's timestamp.
  sendRating: (result, rating) => rateFormula(result.timestamp, rating),
  fetchRecent: fetchFormulaHistory,
});

/**
 * A formula answer that changed in place, chosen on this page or pushed from another tab: it replaces the result
 * shown when it is that one (a result of another request is left alone), and Recent Formulas lists it as it is now.
 */
export function showChangedFormula(changed: FormulaResult): void {
  const { result, recent, replaceRecent } = useFormulaStore.getState();
  if (result?.id === changed.id) useFormulaStore.setState({ result: changed });
  const listed = recent.find((item) => item.id === changed.id);
  if (listed) replaceRecent(toItem(changed, listed.description));
}

/**
 * Chooses alternative `index` of the result shown: the server makes it the answer, in the history too. Answers the
 * text to show when that failed, else null.
 */
export async function chooseAlternative(index: number): Promise<string | null> {
  const result = useFormulaStore.getState().result;
  if (!result) return null;
  try {
    showChangedFormula(await chooseFormulaAlternative(result.id, index));
    return null;
  } catch (error) {
    return errorText(error, copy.formulaGenerator.chooseFailed);
  }
}
