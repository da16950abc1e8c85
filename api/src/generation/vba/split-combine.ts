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
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

/** Copies the rows for each distinct value of a column to a sheet of their own, named after the value. */
export const splitByColumn = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["row 1 holds headings, copied to every new sheet"];
  const code = macroCode({
    name: "SplitSheetByColumn",
    about: [
      "Makes one new sheet for each different value in a column and copies that value's rows to it.",
      "The original sheet is left as it was.",
    ],
    variables: [
      "ws As Worksheet",
      "target As Worksheet",
      "data As Range",
      ...columnVariables(request),
      "lastRow As Long",
      "r As Long",
      "key As String",
      "seen As Collection",
      "item As Variant",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      "lastRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row",
      'Set data = ws.Range("A1").CurrentRegion',
      "",
      "' Collect the different values of the column once each (a Collection refuses a key twice)",
      "Set seen = New Collection",
      "On Error Resume Next",
      "For r = 2 To lastRow",
      "    key = CStr(ws.Cells(r, col).Text)",
      "    ' Blank cells get no sheet of their own",
      "    If Len(key) > 0 Then seen.Add key, key",
      "Next r",
      "On Error GoTo Failed",
      "",
      "For Each item In seen",
      "    ' A new sheet for this value, then copy the heading row and this value's rows to it",
      "    Set target = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      "    target.Name = SafeSheetName(CStr(item))",
      "    If ws.AutoFilterMode Then ws.AutoFilterMode = False",
      "    data.AutoFilter Field:=col - data.Column + 1, Criteria1:=CStr(item)",
      '    data.SpecialCells(xlCellTypeVisible).Copy Destination:=target.Range("A1")',
      "    target.UsedRange.Columns.AutoFit",
      "Next item",
      "",
      "ws.AutoFilterMode = False",
      'MsgBox seen.Count & " sheet(s) created.", vbInformation',
    ],
    restore: [
      "' Leave the original sheet unfiltered, even after an error",
      "If Not ws Is Nothing Then ws.AutoFilterMode = False",
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro splits ${sheetWords(request)} by ${columnWords(request)}: for every different value in that column`,
      "it adds a sheet named after the value and copies the headings and that value's rows to it.",
      "It uses AutoFilter to pick the rows, then copies only the visible ones.",
    ],
    assumed,
    moduleSteps("SplitSheetByColumn", [
      "Delete any sheets left from an earlier run, or the new ones get a number added.",
    ]),
  );
};

/** Stacks the data of every sheet onto one new sheet, headings once. */
export const combineSheets = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["every sheet has the same headings in row 1"];
  const name = request.newName ?? "Combined";
  if (!request.newName) assumed.push('the new sheet is called "Combined"');
  const code = macroCode({
    name: "CombineSheets",
    about: [
      "Copies the rows of every sheet, one under another, onto a new sheet.",
      "The headings are copied once, from the first sheet.",
    ],
    variables: ["ws As Worksheet", "combined As Worksheet", "source As Range", "nextRow As Long", "first As Boolean"],
    body: [
      "Set combined = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      `combined.Name = SafeSheetName(${vbaString(name)})`,
      "nextRow = 1",
      "first = True",
      "",
      "For Each ws In ThisWorkbook.Worksheets",
      "    ' Skip the new sheet itself and sheets with nothing on them",
      "    If ws.Name <> combined.Name And Application.WorksheetFunction.CountA(ws.Cells) > 0 Then",
      '        Set source = ws.Range("A1").CurrentRegion',
      "        ' After the first sheet, leave its heading row out",
      "        If Not first Then",
      "            If source.Rows.Count > 1 Then",
      "                Set source = source.Offset(1, 0).Resize(source.Rows.Count - 1)",
      "            Else",
      "                Set source = Nothing",
      "            End If",
      "        End If",
      "        If Not source Is Nothing Then",
      "            source.Copy Destination:=combined.Cells(nextRow, 1)",
      "            nextRow = nextRow + source.Rows.Count",
      "        End If",
      "        first = False",
      "    End If",
      "Next ws",
      "",
      "combined.UsedRange.Columns.AutoFit",
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro combines all sheets into a new sheet named "${name}": it copies each sheet's data block (starting at A1)`,
      "one under another, with the heading row only once.",
    ],
    assumed,
    moduleSteps("CombineSheets"),
  );
};

/** Adds one sheet for each name listed in a column. */
export const sheetsFromList = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["the names start in row 1; skip a heading by changing the 1 in For r = 1"];
  const code = macroCode({
    name: "CreateSheetsFromList",
    about: ["Adds a new sheet for every name in a column of the list."],
    variables: [
      "ws As Worksheet",
      "target As Worksheet",
      ...columnVariables(request),
      "lastRow As Long",
      "r As Long",
      "created As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      "lastRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row",
      "",
      "For r = 1 To lastRow",
      "    ' Skip empty cells",
      "    If Len(Trim(ws.Cells(r, col).Text)) > 0 Then",
      "        Set target = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      "        target.Name = SafeSheetName(ws.Cells(r, col).Text)",
      "        created = created + 1",
      "    End If",
      "Next r",
      "",
      "ws.Activate",
      'MsgBox created & " sheet(s) created.", vbInformation',
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro reads the names in ${columnWords(request)} of ${sheetWords(request)} and adds a sheet for each one.`,
      "Characters a sheet name cannot have are replaced, and a number is added if the name already exists.",
    ],
    assumed,
    moduleSteps("CreateSheetsFromList"),
  );
};
