import { fetchRecentHistory } from "../../lib/history-items.ts";
import type { AnalysisResult, ChartResult, DataSource, TablePreview } from "../../../../api/contract/data.ts";
import { copy } from "../../copy.ts";
import { anonymousSessionId } from "../../lib/anonymous-session.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { uploadForEventStream } from "../../lib/upload-event-stream.ts";
import { isText, isTextList } from "../../lib/answer-guards.ts";

/** The data of the active input tab: a file, or the pasted text. */
export type DataPayload = { source: Exclude<DataSource, "clipboard">; file: File } | {
  source: "clipboard";
  text: string;
};

/** What one request sends: the description and the data. */
export type DataRequest = DataPayload & { description: string };

/** The server's stages of a data request, named in the copy: received, reading, recognising (pictures), analysing. */
export type DataStage = keyof typeof copy.dataTools.stages;
const dataStages = Object.keys(copy.dataTools.stages) as DataStage[];

export interface DataToolHandlers {
  /** The share of the upload sent, 0 to 1, or null while the browser cannot tell. */
  onUpload: (fraction: number | null) => void;
  /** The server moved on to the next stage. */
  onStage: (stage: DataStage) => void;
}

interface DataToolCall<T> {
  path: string;
  /** Fields besides the description and the data. */
  extraFields?: Record<string, string>;
  fallbackError: string;
  accept: (data: unknown) => T;
}

/** The spec's chart request always names these; the server reads the data itself and ignores them. */
const chartRequestFields = { chartType: "Bar Chart", dataRange: "A1:B10" };

const invalidResponse = () => new ApiError(copy.generators.invalidResponse, 200);

function toFormData(request: DataRequest, extraFields: Record<string, string>): FormData {
  const form = new FormData();
  form.append("description", request.description);
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  if (request.source === "clipboard") form.append("clipboardData", request.text);
  else form.append("file", request.file, request.file.name);
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidResponse();
  }
}

/** A refusal about how the data reads: the table as the server read it comes with it, so people can see why. */
export class DataReadError extends ApiError {
  constructor(message: string, readonly table: TablePreview) {
    super(message, 422);
  }
}

function unwrap<T>(payload: unknown, call: DataToolCall<T>): T {
  const answer = payload as { success?: unknown; data?: unknown; error?: unknown; table?: unknown } | null;
  if (answer?.success === false) {
    const serverError = typeof answer.error === "string" && answer.error.trim() ? answer.error : null;
    if (serverError && isTablePreview(answer.table)) throw new DataReadError(serverError, answer.table);
    throw new ApiError(serverError ?? call.fallbackError, 200);
  }
  if (answer?.success !== true) throw invalidResponse();
  return call.accept(answer.data);
}

/**
 * Uploads the data and follows the server's stages as they stream; the `result` frame (equal to the JSON answer)
 * or the `error` frame settles it. A server that answers plain JSON instead is read the same way.
 */
async function send<T>(call: DataToolCall<T>, request: DataRequest, handlers: DataToolHandlers): Promise<T> {
  let outcome: string | null = null;
  const answer = await uploadForEventStream(call.path, {
    body: toFormData(request, call.extraFields ?? {}),
    headers: { "X-Content-Type": request.source },
    fallbackError: call.fallbackError,
    onUploadProgress: handlers.onUpload,
    onEvent: (event) => {
      if (event.event === "progress") {
        const stage = (parseJsonQuietly(event.data) as { stage?: unknown } | null)?.stage;
        if (dataStages.includes(stage as DataStage)) handlers.onStage(stage as DataStage);
      } else if ((event.event === "result" || event.event === "error") && outcome === null) {
        outcome = event.data;
      }
    },
  });
  if (answer.kind === "json") return unwrap(answer.payload, call);
  // The stream closed without its result frame: the connection dropped or the server broke off.
  if (outcome === null) throw invalidResponse();
  return unwrap(parseJson(outcome), call);
}

/** A progress frame that cannot be read is skipped: it only decorates the wait. */
function parseJsonQuietly(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isTablePreview(value: unknown): value is TablePreview {
  const table = value as Partial<TablePreview> | null;
  return !!table && Array.isArray(table.columns) && Array.isArray(table.rows) && typeof table.rowCount === "number";
}

function acceptAnalysis(data: unknown): AnalysisResult {
  const result = data as Partial<AnalysisResult> | null;
  const valid = result && isText(result.analysis) && isText(result.explanation) && isTextList(result.steps) &&
    isText(result.timestamp) && isTablePreview(result.table);
  if (!valid) throw invalidResponse();
  return { ...result, figures: Array.isArray(result.figures) ? result.figures : [] } as AnalysisResult;
}

function acceptChart(data: unknown): ChartResult {
  const result = data as Partial<ChartResult> | null;
  const pointsValid = Array.isArray(result?.chartData) &&
    result.chartData.every((point) => isText(point?.name) && typeof point.value === "number");
  const valid = result && isText(result.chartType) && isText(result.explanation) && isTextList(result.steps) &&
    isText(result.timestamp) && pointsValid && isTablePreview(result.table);
  if (!valid) throw invalidResponse();
  return result as ChartResult;
}

export function analyzeData(request: DataRequest, handlers: DataToolHandlers): Promise<AnalysisResult> {
  return send(
    { path: "/api/analyze-data", fallbackError: copy.dataAnalyzer.failed, accept: acceptAnalysis },
    request,
    handlers,
  );
}

export function generateChart(request: DataRequest, handlers: DataToolHandlers): Promise<ChartResult> {
  return send(
    {
      path: "/api/generate-chart",
      extraFields: chartRequestFields,
      fallbackError: copy.chartGenerator.failed,
      accept: acceptChart,
    },
    request,
    handlers,
  );
}

/** Ratings are fire-and-forget: the spec only logs a failure, the stars stay as chosen. */
function logFailure(request: Promise<unknown>): void {
  request.catch((error: unknown) => console.error(error));
}

export function rateAnalysis(analysisId: string, rating: number): void {
  logFailure(apiRequest("/api/rate-analysis", {
    method: "POST",
    body: { analysisId, rating, sessionId: anonymousSessionId() },
    // Only the member's own results can be rated: the token says whose they are.
    auth: true,
    fallbackError: copy.generators.ratingFailed,
  }));
}

export function rateChart(chartId: string, rating: number): void {
  logFailure(apiRequest("/api/rate-chart", {
    method: "POST",
    body: { chartId, rating, sessionId: anonymousSessionId() },
    // Only the member's own results can be rated: the token says whose they are.
    auth: true,
    fallbackError: copy.generators.ratingFailed,
  }));
}

export const fetchAnalysisHistory = (userId: string, limit: number) =>
  fetchRecentHistory("dataAnalyzer", userId, limit);
export const fetchChartHistory = (userId: string, limit: number) => fetchRecentHistory("chartGenerator", userId, limit);
