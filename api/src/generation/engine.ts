import type { ProviderName, VbaCheck, Verification } from "../../contract/generation.ts";
import type { FormulaDraft, FormulaRequest, Refusal, StreamPart, VbaDraft } from "./types.ts";

export interface FormulaOutcome {
  draft: FormulaDraft;
  verification: Verification;
  provider: ProviderName;
  /** Why the builtin engine answered although a model is configured. */
  fallback?: string;
}

export interface MacroOutcome {
  draft: VbaDraft;
  check: VbaCheck;
  provider: ProviderName;
  fallback?: string;
}

/**
 * The generation engine as routes see it: picks the provider (builtin unless an OpenAI-compatible model is
 * configured), streams its parts through `emit`, verifies what came out, and falls back to the builtin engine
 * when the model fails. Answers a Refusal when the request is too unclear to answer honestly.
 */
export interface GenerationEngine {
  formula(request: FormulaRequest, emit: (part: StreamPart) => void): Promise<FormulaOutcome | Refusal>;
  macro(request: FormulaRequest, emit: (part: StreamPart) => void): Promise<MacroOutcome | Refusal>;
}
