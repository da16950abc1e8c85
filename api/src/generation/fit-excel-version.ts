import { excelVersions } from "../../contract/account.ts";
import { generationMessages } from "../../contract/generation-messages.ts";
import type { FormulaOutcome } from "./engine.ts";
import { hasFunction } from "./explainer/excel-versions.ts";
import { translateFormula } from "./explainer/translate-formula.ts";
import type { FormulaDraft, FormulaRequest, StreamPart } from "./types.ts";
import { parseFormula } from "./formula/formula-parser.ts";
import { printFormula } from "./formula/formula-printer.ts";
import { calledNames } from "./formula/function-catalog.ts";
import { verifyFormula } from "./verifier/verify-formula.ts";

/** What fitting did: the draft to show, and whether its formula changed (and so must be verified again). */
export interface Fitted {
  draft: FormulaDraft;
  rewritten: boolean;
  /** The sentence added to the explanation, when there is one. */
  note?: string;
}

/**
 * A drafted Excel formula for the request's Excel version: functions that version lacks become their equivalents
 * (XLOOKUP → INDEX/MATCH, IFS → nested IF…), told in the explanation; where there is none, the formula stays and
 * the explanation says which version it needs. Formulas for Sheets or Microsoft 365, and those that already work
 * in the version, come back as they are (not even reprinted).
 */
export function fitToExcelVersion(draft: FormulaDraft, request: FormulaRequest): Fitted {
  const version = request.excelVersion ?? "365";
  if (request.platform !== "excel" || version === "365") return { draft, rewritten: false };
  const parsed = parseFormula(draft.formula);
  if (!parsed.ok) return { draft, rewritten: false };
  const before = calledNames(parsed.functions);
  // Functions unknown to Excel altogether are the verifier's to report, not a matter of version.
  const lacking = before.filter((name) => hasFunction(name, "excel", "365") && !hasFunction(name, "excel", version));
  if (lacking.length === 0) return { draft, rewritten: false };

  const translation = translateFormula(parsed.ast, "excel", { platform: "excel", version });
  if (!translation.ast) {
    // The oldest version that has them all (the contract lists versions newest first).
    const since = excelVersions.findLast((newer) => lacking.every((name) => hasFunction(name, "excel", newer))) ??
      "365";
    const note = generationMessages.needsNewerExcel(version, lacking, since);
    return { draft: { ...draft, explanation: withNote(draft.explanation, note) }, rewritten: false, note };
  }
  const formula = `=${printFormula(translation.ast)}`;
  const reparsed = parseFormula(formula);
  const functions = reparsed.ok ? calledNames(reparsed.functions) : draft.functions;
  const using = functions.filter((name) => !before.includes(name));
  // The translator's notes may open by saying what the version lacks, which the first sentence has said already.
  const said = `Excel ${version} has no `;
  const notes = translation.notes.map((note) =>
    note.startsWith(said) && note.includes(": ") ? note.slice(note.indexOf(": ") + 2) : note
  );
  const note = [generationMessages.writtenForExcel(version, lacking, using), ...notes].join(" ");
  // With or without its "=", as a model may quote it.
  const written = draft.formula.trim().replace(/^=/, "");
  return {
    draft: {
      ...draft,
      formula,
      functions,
      explanation: withNote(draft.explanation, note),
      // Steps quote the formula to type ("Type or paste =XLOOKUP(…)"): they quote the one shown.
      steps: draft.steps.map((step) => step.replaceAll(written, formula.slice(1))),
    },
    rewritten: true,
    note,
  };
}

const withNote = (explanation: string, note: string) => explanation.trim() ? `${explanation.trimEnd()} ${note}` : note;

/**
 * The engine's outcome fitted to the request's Excel version, on its one way to the answer and the history: a
 * rewritten formula is verified again, so the checks shown are the formula shown; the note streams as the
 * explanation's last delta, so a streamed explanation reads as the answered one.
 */
export function fitOutcomeToExcelVersion(
  outcome: FormulaOutcome,
  request: FormulaRequest,
  emit: (part: StreamPart) => void,
): FormulaOutcome {
  const fitted = fitToExcelVersion(outcome.draft, request);
  if (!fitted.note) return outcome;
  emit({ type: "delta", text: outcome.draft.explanation.trim() ? ` ${fitted.note}` : fitted.note });
  return {
    ...outcome,
    draft: fitted.draft,
    verification: fitted.rewritten ? verifyFormula(fitted.draft.formula, request.platform) : outcome.verification,
  };
}
