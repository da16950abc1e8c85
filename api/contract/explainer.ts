import { z } from "zod";
import { explainerMessages } from "./explainer-messages.ts";
import {
  type ExcelVersion,
  excelVersions,
  type FormulaError,
  formulaErrors,
  type Platform,
  platforms,
} from "./formula-choices.ts";

export { type FormulaError, formulaErrors };

/** Longer than any cell takes (8,192 characters), so an over-long formula is explained and told so, not refused. */
export const explainFormulaLimit = 20_000;

/** POST /api/explain-formula: no sign-in needed. */
export const explainFormulaBody = z.object({
  formula: z.string({ error: explainerMessages.formulaRequired }).trim().min(1, explainerMessages.formulaRequired)
    .max(explainFormulaLimit, explainerMessages.formulaTooLong),
  platform: z.enum(platforms, { error: explainerMessages.platformInvalid }),
  excelVersion: z.enum(excelVersions, { error: explainerMessages.excelVersionInvalid }).optional().default("365"),
  error: z.enum(formulaErrors, { error: explainerMessages.errorInvalid }).optional(),
});
export type ExplainFormulaBody = z.input<typeof explainFormulaBody>;

/** One part of the formula (a call, an operation, a value), with what it does and the parts inside it. */
export interface FormulaPart {
  /** The part as written, in the person's separators. */
  text: string;
  does: string;
  parts: FormulaPart[];
}

export const issueKinds = [
  "syntax",
  "too-long",
  "unknown-function",
  "argument-count",
  "not-on-platform",
  "not-in-version",
  "range-size",
  "whole-column",
  "out-of-range",
  "deleted-reference",
] as const;
export type IssueKind = (typeof issueKinds)[number];

export interface FormulaIssue {
  kind: IssueKind;
  message: string;
  fix: string;
  /** The error the formula shows because of it, when it is sure to show one. */
  gives?: FormulaError;
  /** Where in the formula a problem that stops it being read is: a 0-based position in `formula`. */
  at?: number;
}

export interface FunctionInfo {
  name: string;
  summary: string;
  platforms: Platform[];
  /** The oldest Excel version that has it; absent when Excel lacks it. */
  excel?: ExcelVersion;
}

/** The formula for one program, or null with the reason when that program has no equivalent. */
export interface FormulaTranslation {
  platform: Platform;
  formula: string | null;
  notes: string[];
}

export interface ErrorCause {
  cause: string;
  check: string;
}

export interface FormulaExplanation {
  platform: Platform;
  excelVersion: ExcelVersion;
  separators: "comma" | "semicolon";
  /** The formula as read: trimmed, with its = sign. */
  formula: string;
  /** One sentence: what the whole formula computes. */
  reading: string;
  /** From the inside out: each function call and what it does. */
  explanation: string[];
  /** The formula as a tree of parts; null when it cannot be read, and then its issues say what stops it. */
  parts: FormulaPart | null;
  /** The order in which it is worked out. */
  steps: string[];
  functions: FunctionInfo[];
  issues: FormulaIssue[];
  translations: { excel: FormulaTranslation; sheets: FormulaTranslation };
  /**
   * Present when the request named an error and the formula can be read: the likely causes, most likely first; the
   * issues that give this error come first, found in the formula itself.
   */
  errorCauses?: ErrorCause[];
}

export type ExplainFormulaAnswer = { success: true; data: FormulaExplanation };
