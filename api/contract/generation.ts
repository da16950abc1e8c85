import { z } from "zod";
import { excelVersions, platforms } from "./account.ts";
import { cleanBlock } from "./clean-text.ts";
import { generationMessages } from "./generation-messages.ts";

import { columnsLimit, descriptionLimit } from "./generation-limits.ts";

export { columnsLimit, descriptionLimit };

const description = z.string({ error: generationMessages.descriptionRequired }).trim().min(
  1,
  generationMessages.descriptionRequired,
).max(descriptionLimit, generationMessages.descriptionTooLong);
const platform = z.enum(platforms, { error: generationMessages.platformInvalid });

/**
 * "Your columns": the user's sheet as they describe it (a pasted header row, or "A Date, B Region, C Sales"), so the
 * request can name columns by their headers. Optional; clients that do not send it get assumed ranges instead.
 */
const columns = z.string({ error: generationMessages.columnsInvalid }).overwrite(cleanBlock).trim()
  .max(columnsLimit, generationMessages.columnsTooLong).optional();

/**
 * The Excel version to write for; clients that do not send it get the signed-in user's preference. Only Excel
 * formulas depend on it: Sheets has every function the generator uses.
 */
const excelVersion = z.enum(excelVersions, { error: generationMessages.excelVersionInvalid }).optional();

export const generateFormulaBody = z.object({ description, platform, columns, excelVersion });
/** The spec's client sends only a description; a platform is accepted for scripted clients and defaults to excel. */
export const generateVbaBody = z.object({ description, platform: platform.default("excel"), columns });

const rating = z.number({ error: generationMessages.ratingInvalid }).int(generationMessages.ratingInvalid).min(
  1,
  generationMessages.ratingInvalid,
).max(5, generationMessages.ratingInvalid);
const itemId = z.union([z.string().trim().min(1).max(64), z.number().finite()], {
  error: generationMessages.ratingItemRequired,
}).transform(String);
const sessionId = z.string().trim().max(64).optional().default("");

export const rateFormulaBody = z.object({ formulaId: itemId, rating });
export const rateVbaBody = z.object({ vbaId: itemId, rating, sessionId });
export const rateAnalysisBody = z.object({ analysisId: itemId, rating, sessionId });
export const rateChartBody = z.object({ chartId: itemId, rating, sessionId });

/**
 * POST /api/choose-formula-alternative: make alternative `index` (0 = the first of the answer's `alternatives`) of
 * the caller's formula `formulaId` (the result's id) the answer; the answer it replaces takes its place among the
 * alternatives, so choosing the same index again switches back.
 */
export const chooseFormulaAlternativeBody = z.object({
  formulaId: z.string({ error: generationMessages.alternativeFormulaRequired }).trim().min(
    1,
    generationMessages.alternativeFormulaRequired,
  ).max(64, generationMessages.alternativeFormulaRequired),
  index: z.number({ error: generationMessages.alternativeIndexInvalid }).int(
    generationMessages.alternativeIndexInvalid,
  ).min(0, generationMessages.alternativeIndexInvalid),
});
export type ChooseFormulaAlternativeBody = z.input<typeof chooseFormulaAlternativeBody>;

/** What a client sends to the generate routes (before the server's defaults and cleaning). */
export type GenerateFormulaBody = z.input<typeof generateFormulaBody>;
export type GenerateVbaBody = z.input<typeof generateVbaBody>;

/** What the formula verifier found; `sample` is the formula's value on a sample grid built from its ranges. */
export interface Verification {
  parses: boolean;
  /** Every function is in the catalog and exists on the chosen platform. */
  functionsKnown: boolean;
  /** Functions the catalog does not know, or that the chosen platform lacks. */
  unknownFunctions: string[];
  sample:
    | { value: string | number | boolean }
    | { error: string }
    /** Known functions that the evaluator cannot run: not a fault of the formula. */
    | { notEvaluated: string[] };
  /**
   * Content words of the request that the formula's reading does not account for ("net", "excluding"). Empty when
   * the reading covers the request; only then may a client call the formula checked against the request. Absent in
   * history items saved before it existed.
   */
  unexplained?: string[];
}

export type ProviderName = "builtin" | "openai";

/** A range the engine chose because the request named none: what it stands for ("Region") and where ("A2:A100"). */
export interface AssumedRange {
  label: string;
  range: string;
}

/** A column or range the request named, as the engine bound it: "Region" = A2:A21. */
export interface BoundColumn {
  label: string;
  range: string;
}

/** Another reading of an ambiguous request: a formula, and what it computes in words (read from its parse). */
export interface FormulaAlternative {
  formula: string;
  reading: string;
}

/** `data` of POST /api/generate-formula. */
export interface FormulaResult {
  id: string;
  formula: string;
  explanation: string;
  steps: string[];
  functions: string[];
  platform: "excel" | "sheets";
  /** ISO time the server made it; also the id the web rates it by. */
  timestamp: string;
  verification: Verification;
  /** One sentence saying what the formula computes, read from its parse (not from the request). */
  reading: string;
  /** Set when the request named no ranges and the formula is built on assumed ones; the user must check them. */
  assumed?: AssumedRange[];
  provider: ProviderName;
  /** Set when the configured model failed and the builtin engine answered instead: why. */
  fallback?: string;
  /** The columns and ranges the request named, as the engine bound them (builtin engine). */
  bindings?: BoundColumn[];
  /** Other readings of an ambiguous request, best first; spec clients ignore them. */
  alternatives?: FormulaAlternative[];
}

/** The structural check run on every macro before it is returned. */
export interface VbaCheck {
  ok: boolean;
  problems: string[];
}

/** `data` of POST /api/generate-vba. */
export interface VbaResult {
  id: string;
  code: string;
  explanation: string;
  steps: string[];
  timestamp: string;
  platform: "excel" | "sheets";
  check: VbaCheck;
  /** Set when the macro works on places the request did not name (the active sheet, column A…). */
  assumed?: AssumedRange[];
  provider: ProviderName;
  fallback?: string;
}
