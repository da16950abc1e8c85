import { useCallback, useRef, useState } from "react";
import type { ExplainFormulaBody, FormulaError, FormulaExplanation } from "../../../../api/contract/explainer.ts";
import { copy } from "../../copy.ts";
import { errorText } from "../../lib/api-client.ts";
import { explainFormula } from "./explainer-api.ts";

export type ExplanationState =
  | { status: "idle" }
  | { status: "busy" }
  /** `error` is the one the person asked about, which the answer's causes are for. */
  | { status: "done"; explanation: FormulaExplanation; error?: FormulaError; request: number }
  | { status: "failed"; message: string };

/** One explanation at a time: an answer that arrives after a newer request was sent is dropped. */
export function useExplanation() {
  const [state, setState] = useState<ExplanationState>({ status: "idle" });
  const latest = useRef(0);

  const explain = useCallback(async (body: ExplainFormulaBody) => {
    const request = ++latest.current;
    setState({ status: "busy" });
    try {
      const explanation = await explainFormula(body);
      if (request === latest.current) setState({ status: "done", explanation, error: body.error, request });
    } catch (error) {
      if (request === latest.current) setState({ status: "failed", message: errorText(error, copy.explainer.failed) });
    }
  }, []);

  return { state, explain };
}
