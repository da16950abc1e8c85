import type { VbaDraft } from "../types.ts";
import { addButton, asksForButton, findMacroName } from "./buttons.ts";
import { wrapBody } from "./macro-parts.ts";
import { isWorkbookProtection, protectionStep } from "./protection.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";

/** Plans one request with the library's intents; the compositions below plan the part of a request they wrap. */
export type Plan = (request: MacroRequest) => VbaDraft | undefined;

// The part of a request after its first clause: "unprotect Inputs, clear B2:B20 and protect it again" → "clear B2:B20".
const restAfter = (original: string, start: RegExp): string | undefined => {
  const at = start.exec(original);
  if (!at) return undefined;
  const tail = original.slice(at.index + at[0].length);
  const split = /,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+|\s+and\s+(?=[a-z]+s?\b)/i.exec(tail);
  return split ? tail.slice(split.index + split[0].length) : undefined;
};

const reprotect =
  /,?\s*(?:and\s+)?(?:then\s+)?(?:re-?protect|protect|lock)\s*(?:it|them|the sheet|the workbook|everything)?\s*(?:again|back)?\s*[.!]?$/i;

/**
 * "Unprotect the sheet called Inputs (password 1234), clear B2:B20 and then protect it again": the work in the
 * middle is planned on its own, then unprotecting goes before it and protecting again (when asked) after it.
 */
export const aroundProtection = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  if (!/\bunprotect(?!ed\b)/.test(request.text)) return undefined;
  const rest = restAfter(request.original, /\bunprotect\w*/i);
  const again = rest ? reprotect.exec(rest) : null;
  const inner = rest?.replace(reprotect, "").trim();
  if (!inner || /\bprotect/i.test(inner)) return undefined;
  const innerRequest = readRequest(inner, columns);
  const macro = plan({ ...innerRequest, sheet: innerRequest.sheet ?? request.sheet });
  if (!macro) return undefined;
  const before = ["' Unprotect first, so the macro may change the cells", ...protectionStep(request, false), ""];
  // In Finish, so the protection comes back however the macro ends; an error there must not start it over.
  const after = again
    ? [
      "' Protect it again with the same password, also after a cancel or an error",
      "On Error Resume Next",
      ...protectionStep(request, true),
    ]
    : [];
  return {
    ...macro,
    code: wrapBody(macro.code, before, after),
    explanation: `It first unprotects ${
      isWorkbookProtection(request.text) ? "the workbook" : request.sheet ? `the sheet "${request.sheet}"` : "the sheet"
    }${request.password ? ` with the password "${request.password}"` : ""}${
      again ? ", and protects it again at the end" : ""
    }. ${macro.explanation}`,
  };
};

/** "A 'Clear Form' button that clears C3:C15": the button, plus the macro it runs planned from its description. */
export const buttonWithAction = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  if (!asksForButton(request.text) || findMacroName(request.original)) return undefined;
  const clause = /\b(?:that|which)\s+(.+?)(?=\s+when (?:it'?s |it is )?clicked|\s+on click|\s*\(|[.;]|$)/i.exec(
    request.original,
  )?.[1];
  if (!clause) return undefined;
  // The button goes on the sheet the rest of the request names; the action may name another ("jump to Index").
  const button = readRequest(request.original.replace(clause, ""), columns);
  const innerRequest = readRequest(clause, columns);
  const action = plan({ ...innerRequest, sheet: innerRequest.sheet ?? button.sheet });
  return action ? addButton({ ...request, sheet: button.sheet, cell: button.cell }, action) : undefined;
};
