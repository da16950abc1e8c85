import { fetchRecentHistory } from "../../lib/history-items.ts";
import type {
  FormulaResult,
  GenerateFormulaBody,
  GenerateVbaBody,
  VbaResult,
} from "../../../../api/contract/generation.ts";
import { draftStartStages, type ProgressStage } from "../../../../api/contract/generation-stream.ts";
import { copy } from "../../copy.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { postForEventStream } from "../../lib/sse-reader.ts";
import { anonymousSessionId } from "../../lib/anonymous-session.ts";
import { isText, isTextList } from "../../lib/answer-guards.ts";

export interface StreamHandlers {
  /** A piece of the explanation, in order, as the server writes it. */
  onDelta: (text: string) => void;
  /** A new draft began (a repair round, or the builtin engine after a model failed): drop what was streamed. */
  onRestart: () => void;
}

interface GenerationCall<T> {
  path: string;
  body: unknown;
  /** The server failed without saying why. */
  fallbackError: string;
  /** Checks the answer's `data` before any page renders it; throws an ApiError with the text to show otherwise. */
  accept: (data: unknown) => T;
}

/** The server's answer that is not a `{ success, data }` or `{ success: false, error }` envelope at all. */
const invalidResponse = () => new ApiError(copy.generators.invalidResponse, 200);

function unwrap<T>(payload: unknown, call: GenerationCall<T>): T {
  if (typeof payload !== "object" || payload === null) throw invalidResponse();
  const answer = payload as { success?: unknown; data?: unknown; error?: unknown };
  if (answer.success === false) {
    const serverError = typeof answer.error === "string" && answer.error.trim() ? answer.error : null;
    throw new ApiError(serverError ?? call.fallbackError, 200);
  }
  if (answer.success !== true) throw invalidResponse();
  return call.accept(answer.data);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidResponse();
  }
}

/**
 * Streams one generation: deltas go to the page as they arrive, and the `result` frame (equal to the JSON answer)
 * settles it. A server that answers plain JSON instead (an error before streaming began) is read the same way.
 */
async function generate<T>(call: GenerationCall<T>, handlers: StreamHandlers): Promise<T> {
  const answer = await postForEventStream(call.path, { body: call.body, fallbackError: call.fallbackError });
  if (answer.kind === "json") return unwrap(answer.payload, call);

  for await (const event of answer.events) {
    if (event.event === "delta") {
      const delta = parseJson(event.data) as { text?: unknown };
      if (typeof delta?.text === "string") handlers.onDelta(delta.text);
    } else if (event.event === "progress") {
      const progress = parseJson(event.data) as { stage?: unknown };
      if (draftStartStages.includes(progress?.stage as ProgressStage)) handlers.onRestart();
    } else if (event.event === "result" || event.event === "error") {
      return unwrap(parseJson(event.data), call);
    }
  }
  // The stream closed without its result frame: the connection dropped or the server broke off.
  throw invalidResponse();
}

function acceptFormula(data: unknown): FormulaResult {
  const result = data as Partial<FormulaResult> | null;
  const valid = result && isText(result.formula) && isText(result.explanation) && isTextList(result.steps) &&
    isTextList(result.functions) && isText(result.timestamp) && typeof result.verification === "object" &&
    result.verification !== null;
  if (!valid) throw invalidResponse();
  return result as FormulaResult;
}

function acceptVba(data: unknown): VbaResult {
  const result = data as Partial<VbaResult> | null;
  const valid = result && isText(result.code) && isText(result.explanation) && isTextList(result.steps) &&
    isText(result.timestamp);
  if (!valid) throw new ApiError(copy.vbaGenerator.invalidFormat, 200);
  return result as VbaResult;
}

export function generateFormula(
  body: GenerateFormulaBody,
  handlers: StreamHandlers,
): Promise<FormulaResult> {
  return generate({
    path: "/api/generate-formula",
    body,
    fallbackError: copy.formulaGenerator.failed,
    accept: acceptFormula,
  }, handlers);
}

export function generateVba(
  body: GenerateVbaBody,
  handlers: StreamHandlers,
): Promise<VbaResult> {
  return generate({
    path: "/api/generate-vba",
    body,
    fallbackError: copy.vbaGenerator.serverFailed,
    accept: acceptVba,
  }, handlers);
}

/**
 * Makes alternative `index` of the signed-in person's formula `formulaId` the answer; the server answers the formula
 * as it now stands, with the answer it replaced among the alternatives.
 */
export async function chooseFormulaAlternative(formulaId: string, index: number): Promise<FormulaResult> {
  const answer = await apiRequest<{ data?: unknown }>("/api/choose-formula-alternative", {
    method: "POST",
    body: { formulaId, index },
    auth: true,
    fallbackError: copy.formulaGenerator.chooseFailed,
  });
  return acceptFormula(answer.data);
}

/** Ratings are fire-and-forget: the spec only logs a failure, the stars stay as chosen. */
function logFailure(request: Promise<unknown>): void {
  request.catch((error: unknown) => console.error(error));
}

export function rateFormula(formulaId: string, rating: number): void {
  logFailure(apiRequest("/api/rate-formula", {
    method: "POST",
    body: { formulaId, rating },
    auth: true,
    fallbackError: copy.generators.ratingFailed,
  }));
}

export function rateVba(vbaId: string, rating: number): void {
  logFailure(apiRequest("/api/rate-vba", {
    method: "POST",
    body: { vbaId, rating, sessionId: anonymousSessionId() },
    // Only the member's own results can be rated: the token says whose they are.
    auth: true,
    fallbackError: copy.generators.ratingFailed,
  }));
}

export const fetchFormulaHistory = (userId: string, limit: number) => fetchRecentHistory("formula", userId, limit);
export const fetchVbaHistory = (userId: string, limit: number) => fetchRecentHistory("vba", userId, limit);
