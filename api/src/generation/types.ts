import type { ExcelVersion, Platform } from "../../contract/account.ts";
import type { AssumedRange } from "../../contract/generation.ts";
import type { ProgressStage } from "../../contract/generation-stream.ts";

/** A formula as a provider produces it, before verification and saving. */
export interface FormulaDraft {
  formula: string;
  explanation: string;
  steps: string[];
  functions: string[];
  /** The ranges the formula stands on when the request named none. */
  assumed?: AssumedRange[];
}

/** A macro as a provider produces it, before the structural check and saving. */
export interface VbaDraft {
  code: string;
  explanation: string;
  steps: string[];
  assumed?: AssumedRange[];
}

/** An honest "I cannot tell what is wanted", with a hint of how to ask. Never a made-up answer. */
export interface Refusal {
  refused: true;
  hint: string;
  /** The answer's status: 422 unless the refusal is about the data sent (too large, not what it claims, too slow). */
  status?: 400 | 413 | 415 | 422 | 503 | 504;
}

/** What a provider streams while it works; the web shows progress and renders deltas of the explanation. */
export type StreamPart = { type: "progress"; stage: ProgressStage } | { type: "delta"; text: string };

export interface FormulaRequest {
  description: string;
  platform: Platform;
  /** "Your columns": the user's own description of their sheet, when they gave one. */
  columns?: string;
  /** For Excel: the oldest version the formula must work in; absent means Microsoft 365. */
  excelVersion?: ExcelVersion;
}
