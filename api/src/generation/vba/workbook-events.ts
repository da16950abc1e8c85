import type { VbaDraft } from "../types.ts";
import type { Plan } from "./compositions.ts";
import { workbookModuleSteps } from "./event-frame.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";

// Who acts and on what, in "when I save the file", "each time it closes".
const subject = String.raw`(?:(?:the |this |my )?(?:workbook|file|spreadsheet)|it)`;
const person = String.raw`(?:i|you|someone|anyone|a user|we|people)`;
const when = String.raw`,?\s*\b(?:when(?:ever)?|each time|every time|as soon as|once|after)`;

interface WorkbookEvent {
  /** The words that say when, cut from the request so the rest is planned alone. */
  at: RegExp;
  signature: string;
  says: string;
  tryIt: string;
}

const events: WorkbookEvent[] = [
  {
    at: new RegExp(
      String
        .raw`${when}\s+${subject}\s+(?:opens|is opened|gets opened|loads)\b|${when} ${person} opens? ${subject}\b|,?\s*\b(?:on|at) (?:workbook )?(?:open|opening|startup)\b|,?\s*\b(?:in|into|inside|from|to) (?:the |its )?(?:workbook[ _]?|thisworkbook[ _]?)?(?:open|startup)(?: event)\b`,
      "i",
    ),
    signature: "Private Sub Workbook_Open()",
    says: "each time the workbook opens, through Workbook_Open",
    tryIt: "Save, close and reopen the workbook: the macro runs.",
  },
  {
    at: new RegExp(
      String
        .raw`${when}\s+${subject}\s+(?:is |gets |has been )?saved\b|${when} ${person} saves?(?: ${subject})?\b|,?\s*\b(?:on|after) (?:every |each )?saves?\b|,?\s*\b(?:after|on|when|whenever) saving\b`,
      "i",
    ),
    signature: "Private Sub Workbook_AfterSave(ByVal Success As Boolean)",
    says: "each time the workbook has been saved, through Workbook_AfterSave",
    tryIt: "Save the workbook: the macro runs.",
  },
  {
    at: new RegExp(
      String
        .raw`${when}\s+${subject}\s+(?:closes|is closed|gets closed)\b|${when} ${person} closes? ${subject}\b|,?\s*\b(?:on|at|before|when) (?:workbook )?clos(?:e|ing)\b`,
      "i",
    ),
    signature: "Private Sub Workbook_BeforeClose(Cancel As Boolean)",
    says: "each time the workbook is about to close, through Workbook_BeforeClose",
    tryIt: "Close the workbook: the macro runs first.",
  },
];

/**
 * "Show a message saying Saved when the workbook is saved", "back it up each time it closes": the macro for the rest
 * of the request, called from the ThisWorkbook event named by the when-clause. A library macro that is already such an
 * event ("whenever I save, keep a backup") is left to write itself.
 */
export const onWorkbookEvent = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  const event = events.find(({ at }) => at.test(request.original));
  if (!event) return undefined;
  const whole = plan(request);
  if (whole && /^Private Sub Workbook_/m.test(whole.code)) return whole;
  const at = event.at.exec(request.original)!;
  // What is left once the when-clause is cut out, without the comma that joined them ("when it closes, save it").
  const inner = `${request.original.slice(0, at.index)} ${request.original.slice(at.index + at[0].length)}`
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, "");
  // The message read from the whole request keeps its "!" ("saying Report updated! when…").
  const innerRequest = inner ? readRequest(inner, columns) : undefined;
  const macro = innerRequest ? plan({ ...innerRequest, message: request.message ?? innerRequest.message }) : undefined;
  const name = macro ? /^Sub (\w+)\(/m.exec(macro.code)?.[1] : undefined;
  if (!macro || !name) return undefined;
  const caller = [
    `' Runs by itself ${event.says.split(",")[0]} (with macros enabled)`,
    event.signature,
    `    ${name}`,
    "End Sub",
    "",
  ].join("\n");
  return {
    code: macro.code.replace(/^Option Explicit\n\n/, `Option Explicit\n\n${caller}\n`),
    explanation: `Excel runs it ${event.says} in the ThisWorkbook module. ${macro.explanation}`,
    steps: workbookModuleSteps(event.tryIt),
  };
};
