import type { VbaDraft } from "../types.ts";
import { addButton, asksForButton, findMacroName } from "./buttons.ts";
import { vbaString, wrapBody } from "./macro-parts.ts";
import { activeClause } from "./plain-words.ts";
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
  /,?\s*(?:and\s+)?(?:then\s+)?(?:re-?protect|protect|lock)\s*(?:it|them|the sheets?|the workbook|everything)?\s*(?:again|back(?:\s+up|\s+on)?)?\s*(?:after(?:wards?)?|at the end|when (?:it'?s |it is )?(?:done|finished))?\s*[.!?]*$/i;

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

const clickWords =
  /,?\s*\b(?:when|whenever|once|if|each time|every time)\s+(?:it'?s\s+|it is\s+|it gets\s+|someone\s+|the user\s+|i\s+|you\s+|a user\s+)?(?:clicked|pressed|click(?:s|ed)?(?:\s+(?:on\s+)?it)?|press(?:es|ed)?(?:\s+it)?|hit(?:s)?(?:\s+it)?)\b\s*,?|,?\s*\bon click\b\s*,?/gi;

// "…and lock the workbook structure too": protecting, as the last step of a request that first does something else.
const protectLast =
  /(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?(?:also\s+)?(?:protect|lock)\s+(?:(?:the|this|my)\s+)?(?:whole\s+|entire\s+)?(?:workbook(?:'s)?(?:\s+structure)?|structure|(?:work)?sheets?|it|them|everything)\b[^,.;]*/i;

/**
 * "Hide the Salaries sheet so it can't be unhidden and lock the workbook structure too": the work before is planned
 * on its own, and protecting what the request names (with its password) comes at the end.
 */
export const protectAfterwards = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  if (/\bunprotect/.test(request.text)) return undefined;
  const at = protectLast.exec(request.original);
  if (!at || at.index === 0) return undefined;
  const inner = `${request.original.slice(0, at.index)}${request.original.slice(at.index + at[0].length)}`.trim();
  if (!inner || /\b(?:protect|lock)/i.test(inner)) return undefined;
  const innerRequest = readRequest(inner, columns);
  const macro = plan({ ...innerRequest, sheet: innerRequest.sheet ?? request.sheet });
  if (!macro || /\.Protect\b/.test(macro.code)) return undefined;
  const after = ["' Protect it at the end, with the password you gave", ...protectionStep(request, true)];
  return {
    ...macro,
    code: wrapBody(macro.code, [], after),
    explanation: `${macro.explanation} At the end it protects ${
      isWorkbookProtection(request.text)
        ? "the workbook's structure"
        : request.sheet
        ? `the sheet "${request.sheet}"`
        : "the sheet"
    }${request.password ? ` with the password "${request.password}"` : ""}.`,
  };
};

/** "A 'Clear Form' button that clears C3:C15": the button, plus the macro it runs planned from its description. */
export const buttonWithAction = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  if (!asksForButton(request.text) || findMacroName(request.original)) return undefined;
  // "which, when clicked, hides Data": when the click comes is the button's business, not the action's.
  // A remark in brackets ("(its inside the same folder)") is no part of the action and must not cut it short.
  const said = request.original.replace(clickWords, " ").replace(/\s*\([^()]*\)/g, "").replace(/\s+/g, " ");
  const clause = (/\b(?:that|which)\s+(.+?)(?=\s*\(|[.;]|$)/i.exec(said) ??
    // "a button to sort the data by column C": the action after "to", when a verb follows it.
    /\bbutton\b[^.;]*?\bto\s+(?!(?:the|a|an|my|this|that|each|every|all|sheet|cell|row|column|top|bottom|it)\b)([a-z].+?)(?=\s*\(|[.;]|$)/i
      .exec(said))?.[1];
  if (!clause) return undefined;
  // The button goes on the sheet the rest of the request names; the action may name another ("jump to Index").
  const button = readRequest(said.replace(clause, ""), columns);
  const innerRequest = readRequest(activeClause(clause), columns);
  const action = plan({ ...innerRequest, sheet: innerRequest.sheet ?? button.sheet });
  return action ? addButton({ ...request, sheet: button.sheet, cell: button.cell }, action) : undefined;
};

/**
 * "delete the rows where column D is blank on every sheet": a macro written for the active sheet, run on each sheet in
 * turn. Only a macro whose work has no early way out is looped, so one sheet cannot stop the others; its closing
 * message comes once, after the loop.
 */
export const onEverySheet = (request: MacroRequest, plan: Plan): VbaDraft | undefined => {
  if (!request.allSheets || request.sheet || request.selection) return undefined;
  const macro = plan(request);
  if (!macro || /For Each ws In ThisWorkbook\.(?:Worksheets|Sheets)/.test(macro.code)) return undefined;
  const lines = macro.code.split("\n");
  const start = lines.indexOf("    Set ws = ActiveSheet");
  const finish = lines.indexOf("Finish:");
  if (start < 0 || finish < start) return undefined;
  let end = finish;
  while (end > start + 1 && (lines[end - 1].trim() === "" || /^ {4}MsgBox /.test(lines[end - 1]))) end--;
  const work = lines.slice(start + 1, end);
  if (!work.length || work.some((line) => /GoTo Finish|Exit Sub|Set ws = |ActiveSheet/.test(line))) return undefined;
  const said = lines[start - 1]?.trim().startsWith("'") ? start - 1 : start;
  // "on every sheet except Notes": the sheets left out are passed over by name.
  const kept = request.exceptSheets;
  const passOver = kept.map((name) => `StrComp(ws.Name, ${vbaString(name)}, vbTextCompare) <> 0`).join(" And ");
  const indented = work.map((line) => (line ? `${kept.length ? "        " : "    "}${line}` : ""));
  const looped = [
    ...lines.slice(0, said),
    `    ' The same work on every sheet of the workbook${
      kept.length ? ` but ${kept.join(", ")}` : ""
    }, one after the other`,
    "    For Each ws In ThisWorkbook.Worksheets",
    ...(kept.length ? [`        If ${passOver} Then`, ...indented, "        End If"] : indented),
    "    Next ws",
    ...lines.slice(end),
  ];
  return {
    ...macro,
    code: looped.join("\n"),
    explanation: `${
      macro.explanation.replace(/\bthe active sheet\b(?! \(the one)/g, "each sheet")
    } It does this on every sheet of the workbook${kept.length ? ` except ${kept.join(", ")}` : ""} in turn.`
      .replace(/;? ?it works on the active sheet \(the one you are looking at when you run it\)/, "")
      .replace(/Assumed, because your request did not say: ?\./, "").replace(/\s{2,}/g, " ").trim(),
    ...(macro.assumed ? { assumed: macro.assumed.filter((place) => place.range !== "the active sheet") } : {}),
  };
};
