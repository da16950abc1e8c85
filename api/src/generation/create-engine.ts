import type { Env } from "../env.ts";
import type { GenerationEngine } from "./engine.ts";
import { createBuiltinEngine } from "./providers/builtin-engine.ts";
import { createOpenAiEngine } from "./providers/openai-engine.ts";

/** A small, cheap model that OpenAI serves; any other server is told its own model through OPENAI_MODEL. */
export const defaultOpenAiModel = "gpt-4o-mini";
/** Long enough for a small model's answer and a repair round, short enough that a request never seems hung. */
export const defaultModelTimeoutMs = 20_000;

/**
 * The engine routes use: the offline builtin engine, or, when OPENAI_API_KEY is set, an OpenAI-compatible model
 * with the builtin engine behind it. `modelTimeoutMs` is a parameter so tests can wait less.
 */
export function createGenerationEngine(env: Env, modelTimeoutMs = defaultModelTimeoutMs): GenerationEngine {
  const builtin = createBuiltinEngine();
  if (!env.OPENAI_API_KEY) return builtin;
  return createOpenAiEngine({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL ?? defaultOpenAiModel,
    timeoutMs: modelTimeoutMs,
  }, builtin);
}
