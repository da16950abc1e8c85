import type { VbaDraft } from "../types.ts";
import type { Plan } from "./compositions.ts";
import { moduleSteps } from "./macro-parts.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";

const plainBreak = /\s*,?\s+(?:and\s+)?then\s+|\s*;\s*(?:then\s+)?/i;
// Verbs that start a task of their own: "…with white text, and autofit all the columns".
const taskVerb =
  "(?:autofit|auto-fit|sort|bold|delete|remove|hide|unhide|copy|move|save|export|email|send|clear|freeze|unfreeze|insert|rename|filter|highlight|colou?r|format|print|refresh|protect|add|create|put)";
// "copy Sheet1 to Backup then sort Backup by column C": the steps of a request that asks for several things in turn.
const stepBreak = new RegExp(
  String
    .raw`${plainBreak.source}|,\s*(?:and\s+)?(?:also\s+)?(?=${taskVerb}\b)|\s+and\s+also\s+(?=${taskVerb}\b)`,
  "i",
);

const procedures = (code: string) => [...code.matchAll(/^(?:Private )?(?:Sub|Function) (\w+)\(/gm)].map((m) => m[1]);

// The last statement a macro's work ends with (before its Finish part): what shows the step was done.
const lastAction = (code: string) =>
  code.split("\nFinish:")[0].split("\n").map((line) => line.trim()).filter((line) =>
    line && !line.startsWith("'") && !/^(?:End |Next\b|Loop\b|Else\b|On Error|Application\.|Exit )/.test(line)
  ).at(-1) ?? code;

/**
 * A request of several steps, each a library macro of its own, as one module: the macros, then a Sub that runs them
 * in order. Used only when the macro for the request as a whole misses a step's work, so a single macro that already
 * does every step ("autofit columns A thru M then set col B width to 40") keeps the request.
 */
export const inSteps = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  // "when I set F to Shipped, move that row…": a clause that says when or whether is no step of its own.
  const condition =
    /^(?:when(?:ever)?|if|once|after|as soon as|every time|each time|any ?time|before|while|unless|for each)\b/i;
  const parts = request.original.split(condition.test(request.original) ? plainBreak : stepBreak).map((part) =>
    part.trim()
  ).filter(Boolean);
  if (parts.length < 2) return undefined;
  // A sheet named once ("… sheet is Report") is where every step works, unless a step names its own.
  const macros = parts.map((part) => {
    const step = readRequest(part, columns);
    return plan({ ...step, sheet: step.sheet ?? request.sheet });
  });
  if (macros.some((macro) => !macro || /^Private Sub /m.test(macro.code))) return undefined;
  const steps = macros as VbaDraft[];
  const names = steps.map((macro) => procedures(macro.code));
  const all = names.flat();
  // Two steps that write the same Sub or helper cannot share one module.
  if (new Set(all).size !== all.length) return undefined;
  const whole = plan(request);
  if (whole && steps.every((macro) => whole.code.includes(lastAction(macro.code)))) return undefined;
  // A macro Excel runs by itself on an edit or an event already holds the whole request.
  if (whole && /^Private Sub (?:Worksheet|Workbook)_/m.test(whole.code)) return undefined;
  const runner = [
    "' Runs the steps you asked for, in order",
    "Sub RunSteps()",
    ...names.map((one) => `    ${one[0]}`),
    "End Sub",
  ].join("\n");
  return {
    code: [
      "Option Explicit",
      "",
      runner,
      "",
      ...steps.map((macro) => macro.code.replace(/^Option Explicit\n\n/, "")),
    ].join("\n"),
    explanation: [
      `This module does ${steps.length} things in turn; RunSteps runs them in order.`,
      ...steps.map((macro, i) => `Step ${i + 1} (${names[i][0]}): ${macro.explanation}`),
    ].join(" "),
    steps: moduleSteps("RunSteps"),
  };
};
