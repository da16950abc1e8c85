import type { VbaDraft } from "../types.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "pop up an input box asking for a part number, then tell me what row it's on": a value asked for, then found. */
export const asksToFind = (text: string) =>
  /\binput ?box\b|\b(?:ask|asks|asking|prompt|prompts)\b[^.]{0,20}\b(?:for|me|the user)\b/.test(text) &&
  /\b(?:find|finds|search|look for|looks for|locate|which row|what row|where it is|not found)\b/.test(text);

/** Asks for a value, finds it in a column and says which row holds it, or that it is not there. */
export const askAndFind = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const what =
    /\basking for (?:an? |the )?([a-z][\w ]{0,30}?)(?=,|\.|\s+(?:then|and)\b|$)/i.exec(request.original)?.[1] ??
      "the value to find";
  const select = /\bselect|\bgo to\b|\bjump\b|\btake me\b/.test(request.text);
  const code = macroCode({
    name: "FindAskedValue",
    about: [`Asks for ${what}, then finds it in ${columnWords(request)} and says which row it is on.`],
    variables: ["ws As Worksheet", "wanted As String", "found As Range", ...columnVariables(request)],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      `wanted = Trim(InputBox("Which ${what.replace(/"/g, "")}?", "Find"))`,
      'If wanted = "" Then GoTo Finish',
      "' A whole-cell match, upper and lower case alike",
      "Set found = ws.Columns(col).Find(What:=wanted, LookIn:=xlValues, LookAt:=xlWhole, MatchCase:=False)",
      "If found Is Nothing Then",
      '    MsgBox wanted & " was not found.", vbInformation',
      "Else",
      ...(select ? ["    Application.Goto found, Scroll:=True"] : []),
      '    MsgBox wanted & " is on row " & found.Row & ".", vbInformation',
      "End If",
    ],
  });
  return draft(
    code,
    [
      `This macro asks for ${what}, looks for it in ${columnWords(request)} of ${sheetWords(request)} and tells you`,
      "the row it is on, or that it was not found.",
    ],
    assumed,
    moduleSteps("FindAskedValue"),
  );
};
