import OpenAI from "openai";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { GenerationEngine } from "../engine.ts";
import type { StreamPart } from "../types.ts";
import { checkMacro } from "../vba/check-macro.ts";
import { checkVbaStructure } from "../vba/check-vba.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { askWithRepair, type Chat, type TaskResult } from "./ask-with-repair.ts";
import { streamChat } from "./chat-stream.ts";
import { formulaMessages, formulaPasses, formulaRepairRequest } from "./formula-prompt.ts";
import { macroMessages, macroRepairRequest } from "./macro-prompt.ts";
import { readFormulaAnswer, readMacroAnswer } from "./model-answers.ts";

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, llama.cpp, vLLM…); the SDK's default is OpenAI itself. */
  baseURL?: string;
  model: string;
  /** The longest one generation waits for the model, repair round and retries included. */
  timeoutMs: number;
}

/**
 * Generation by an OpenAI-compatible model, with the builtin engine behind it: every formula is verified and
 * every macro checked; a failing one gets one repair round; a model that still fails, refuses, times out or
 * cannot be reached hands the request to `builtin`, and the outcome says why in `fallback`.
 */
export function createOpenAiEngine(settings: OpenAiSettings, builtin: GenerationEngine): GenerationEngine {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 2,
    // The SDK would otherwise read these from the process environment, which only env.ts may read.
    organization: null,
    project: null,
  });

  async function withDeadline<Result>(run: (chat: Chat) => Promise<Result>): Promise<Result> {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new Error("the model did not answer in time")), settings.timeoutMs);
    try {
      return await run((messages, onText) => streamChat(client, settings.model, messages, deadline.signal, onText));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async formula(request, emit) {
      const result = await withDeadline((chat) =>
        askWithRepair(chat, {
          messages: formulaMessages(request),
          read: readFormulaAnswer,
          inspectStage: "verifying",
          inspect: (draft) => verifyFormula(draft.formula, request.platform),
          passes: formulaPasses,
          repairRequest: (draft, verification) => formulaRepairRequest(draft, verification, request),
        }, emit)
      );
      if (result.kind === "passed") return { draft: result.draft, verification: result.report, provider: "openai" };
      announceFallback(result, emit);
      const answer = await builtin.formula(request, emit);
      if (!("refused" in answer)) return { ...answer, fallback: fallbackReason(result) };
      // A formula whose only fault is an error on made-up sample data is still worth more than a refusal.
      const usable = result.kind === "failed" && result.report.parses && result.report.functionsKnown;
      return usable ? { draft: result.draft, verification: result.report, provider: "openai" } : answer;
    },

    async macro(request, emit) {
      const result = await withDeadline((chat) =>
        askWithRepair(chat, {
          messages: macroMessages(request),
          read: readMacroAnswer,
          inspectStage: "checking",
          // The structure, and the values the request named: a placeholder where a password was given fails.
          inspect: (draft) => checkMacro(draft.code, request.description),
          passes: (check) => check.ok,
          repairRequest: (_draft, check) => macroRepairRequest(check),
        }, emit)
      );
      if (result.kind === "passed") return { draft: result.draft, check: result.report, provider: "openai" };
      announceFallback(result, emit);
      const answer = await builtin.macro(request, emit);
      if (!("refused" in answer)) return { ...answer, fallback: fallbackReason(result) };
      // A sound macro that misses a value the request named is still worth more than a refusal; its check says which.
      const usable = result.kind === "failed" && checkVbaStructure(result.draft.code).ok;
      return usable ? { draft: result.draft, check: result.report, provider: "openai" } : answer;
    },
  };
}

/** Tells the client that what it streams next replaces the model's text, and the log why the model was dropped. */
function announceFallback(result: TaskResult<unknown, unknown>, emit: (part: StreamPart) => void) {
  if (result.kind === "unusable") {
    console.warn("The configured model failed, the builtin engine answers:", String(result.reason));
  }
  emit({ type: "progress", stage: "fallback" });
}

function fallbackReason(result: TaskResult<unknown, unknown>) {
  return result.kind === "refused" ? generationMessages.providerRefused : generationMessages.providerFallback;
}
