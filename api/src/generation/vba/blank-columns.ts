import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Deletes every column of a sheet (or of every sheet) that holds nothing at all, from right to left. */
export const deleteBlankColumns = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const every = request.allSheets;
  const loop = [
    "' From the right, so deleting a column never makes the loop skip the one after it",
    "lastCol = ws.UsedRange.Column + ws.UsedRange.Columns.Count - 1",
    "For c = lastCol To 1 Step -1",
    "    If Application.WorksheetFunction.CountA(ws.Columns(c)) = 0 Then",
    "        ws.Columns(c).Delete",
    "        deleted = deleted + 1",
    "    End If",
    "Next c",
  ];
  const code = macroCode({
    name: "DeleteBlankColumns",
    about: ["Deletes every completely empty column."],
    variables: ["ws As Worksheet", "lastCol As Long", "c As Long", "deleted As Long"],
    body: [
      ...(every
        ? ["For Each ws In ThisWorkbook.Worksheets", ...loop.map((line) => `    ${line}`), "Next ws"]
        : [...sheetLines(request, assumed), "", ...loop]),
      "",
      'MsgBox deleted & " empty column(s) deleted.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro deletes every completely empty column of ${every ? "every sheet" : sheetWords(request)}.`,
      "It starts at the right: the columns after a deleted one move left, and going leftwards means none is skipped.",
      "Deleting cannot be undone with Ctrl+Z, so try it on a copy first.",
    ],
    assumed,
    moduleSteps("DeleteBlankColumns"),
  );
};
