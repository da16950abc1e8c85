import type {
  ExplainFormulaAnswer,
  ExplainFormulaBody,
  FormulaExplanation,
} from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";
import { isText, isTextList } from "../../lib/answer-guards.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";

/** The parts the page renders without a check of their own; an answer lacking them is shown as an error, not a crash. */
function accept(data: Partial<FormulaExplanation> | undefined): FormulaExplanation {
  const valid = data && isText(data.reading) && isTextList(data.explanation) && isTextList(data.steps) &&
    Array.isArray(data.functions) && Array.isArray(data.issues) && typeof data.translations?.excel === "object" &&
    typeof data.translations?.sheets === "object";
  if (!valid) throw new ApiError(copy.generators.invalidResponse, 200);
  return data as FormulaExplanation;
}

/** Open to everyone, like the page: no token is sent, so a visitor and a member get the same answer. */
export async function explainFormula(body: ExplainFormulaBody): Promise<FormulaExplanation> {
  const answer = await apiRequest<Partial<ExplainFormulaAnswer>>("/api/explain-formula", {
    method: "POST",
    body,
    fallbackError: copy.explainer.failed,
  });
  return accept(answer.data);
}
