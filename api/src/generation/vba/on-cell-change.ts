import type { VbaDraft } from "../types.ts";
import type { Plan } from "./compositions.ts";
import { sheetModuleSteps } from "./event-frame.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";
import { vbaString } from "./macro-parts.ts";

// "When cell A1 on Control changes", "whenever B2:B5 is edited": the cells watched and, when named, their sheet. Case
// matters only for the cells and the sheet's name, so the first words may be capitalised.
const whenChanged =
  /,?\s*\b(?:[Ww]hen(?:ever)?|[Ee]ach time|[Ee]very time|[Oo]nce|[Ii]f)\s+(?:(?:the )?(?:[Cc]ell|[Rr]ange)\s+)?([A-Z]{1,2}[1-9]\d{0,6}(?::[A-Z]{1,2}[1-9]\d{0,6})?)(?:\s+(?:on|in)\s+(?:the\s+)?(?:sheet\s+)?([A-Z][\w-]*))?\s+(?:changes|is changed|gets changed|is edited|is updated|is modified)\b,?/;

/**
 * "When cell A1 on Control changes, recalc the workbook": the macro for the rest of the request, run from the sheet's
 * Worksheet_Change when the watched cells change. An event macro that already answers the whole request (a timestamp
 * beside the edited cell) keeps it.
 */
export const onCellChange = (request: MacroRequest, plan: Plan, columns?: string): VbaDraft | undefined => {
  const at = whenChanged.exec(request.original);
  if (!at) return undefined;
  const whole = plan(request);
  if (whole && /^Private Sub Worksheet_/m.test(whole.code)) return whole;
  // What is left once the when-clause is cut out, without the comma that joined them ("when it closes, save it").
  const inner = `${request.original.slice(0, at.index)} ${request.original.slice(at.index + at[0].length)}`
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, "");
  const macro = inner ? plan(readRequest(inner, columns)) : undefined;
  const name = macro ? /^Sub (\w+)\(/m.exec(macro.code)?.[1] : undefined;
  if (!macro || !name || /^Private Sub /m.test(macro.code)) return undefined;
  const cells = at[1].toUpperCase();
  const sheet = at[2];
  const caller = [
    `' Runs by itself whenever a cell on this sheet changes; only a change to ${cells} runs ${name}.`,
    "' This code must be in the sheet's own module, not in a normal module.",
    "Private Sub Worksheet_Change(ByVal Target As Range)",
    `    If Intersect(Target, Me.Range(${vbaString(cells)})) Is Nothing Then Exit Sub`,
    "    ' Anything the macro writes is a change too: switch events off so this does not run again",
    "    Application.EnableEvents = False",
    `    ${name}`,
    "    Application.EnableEvents = True",
    "End Sub",
    "",
  ].join("\n");
  return {
    code: macro.code.replace(/^Option Explicit\n\n/, `Option Explicit\n\n${caller}\n`),
    explanation: `Excel runs it each time ${cells} changes${
      sheet ? ` on the sheet ${sheet}` : ""
    }, through Worksheet_Change in that sheet's own module. ${macro.explanation}`,
    steps: sheetModuleSteps(sheet, `Change ${cells}: the macro runs.`),
  };
};
