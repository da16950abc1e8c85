import type { ExcelVersion, Platform } from "../../contract/account.ts";
import type { AssumedRange, BoundColumn } from "../../contract/generation.ts";
import type { ProgressStage } from "../../contract/generation-stream.ts";
import type { TablePreview } from "../../contract/data.ts";

/** A formula as a provider produces it, before verification and saving. */
export interface FormulaDraft {
  formula: string;
  explanation: string;
  steps: string[];
  functions: string[];
  /** The ranges the formula stands on when the request named none. */
  assumed?: AssumedRange[];
  /** The columns and ranges the request named, as the engine bound them. */
  bindings?: BoundColumn[];
  /** The request's content words this formula does not account for, when the provider knows (the builtin does). */
  unexplained?: string[];
  /** Other readings of an ambiguous request, best first: each a whole draft, so choosing one can replace the answer. */
  alternatives?: FormulaDraft[];
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
  /** The data's table as it was read, when the refusal is about how it reads. */
  table?: TablePreview;
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
