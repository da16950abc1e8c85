import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, targetSheetLines } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "copy only the visible rows", "copy the filtered data": what a filter shows. */
export const asksVisibleRows = (text: string) =>
  /\b(?:cop(?:y|ies)|paste|move|export)\b/.test(text) &&
  /\b(?:visible|filtered|shown|showing)\b\s+(?:rows?|cells?|data|results?|records?|lines)\b|\bonly (?:what(?:'s| is) )?(?:visible|shown|showing)\b|\bafter (?:i |you )?filter/
    .test(text);

/** Copies the rows a filter shows (headings included) to a new sheet, or to the sheet the request names. */
export const copyVisibleRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const target = request.sheets.find((sheet) => sheet.role === "target" && sheet.name !== request.sheet)?.name;
  const code = macroCode({
    name: "CopyVisibleRows",
    about: ["Copies the rows the filter shows, with the heading row, to another sheet."],
    variables: ["ws As Worksheet", "dest As Worksheet", "data As Range", "shown As Range"],
    body: [
      ...sheetLines({ ...request, sheet: request.sheets.find((sheet) => sheet.role === "source")?.name }, assumed),
      "' The filtered block when a filter is on, otherwise everything in use",
      "If ws.AutoFilterMode Then Set data = ws.AutoFilter.Range Else Set data = ws.UsedRange",
      "' SpecialCells stops with an error when nothing shows",
      "On Error Resume Next",
      "Set shown = data.SpecialCells(xlCellTypeVisible)",
      "On Error GoTo Failed",
      "If shown Is Nothing Then GoTo Finish",
      ...(target ? targetSheetLines(target, "dest") : [
        "' A new sheet at the end of the workbook",
        "Set dest = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      ]),
      'shown.Copy Destination:=dest.Range("A1")',
      "dest.Columns.AutoFit",
    ],
  });
  return draft(
    code,
    [
      `This macro copies only the rows the filter shows on ${sheetWords(request)}, headings included, to ${
        target ? `the sheet "${target}"` : "a new sheet"
      }. Hidden rows are left out.`,
    ],
    assumed,
    moduleSteps("CopyVisibleRows", ["Filter the data first, then run the macro."]),
  );
};
