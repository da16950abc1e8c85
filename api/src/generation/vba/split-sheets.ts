import type { VbaDraft } from "../types.ts";
import { saveFolder } from "./export-paths.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
  unlessExcluded,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

/** The rows for each value go to workbooks of their own rather than to sheets. */
export const toWorkbooks = (text: string) =>
  /\b(?:new |separate |own |individual )?(?:workbooks|files)\b|\bxlsx\b/.test(text);

/**
 * Copies the rows for each distinct value of a column to a sheet named after the value (adding to it when it
 * exists), or to a workbook of its own saved as "<value>.xlsx".
 */
export const splitByColumn = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["row 1 holds headings, copied to every new sheet"];
  const books = toWorkbooks(request.text);
  const where = books ? saveFolder(request, assumed) : undefined;
  const visibleRows = "data.Offset(1, 0).Resize(data.Rows.Count - 1).SpecialCells(xlCellTypeVisible)";
  const perValue = books
    ? [
      "' A new workbook for this value, with the headings and the value's rows",
      "Set book = Workbooks.Add(xlWBATWorksheet)",
      'data.Rows(1).Copy Destination:=book.Worksheets(1).Range("A1")',
      `${visibleRows}.Copy Destination:=book.Worksheets(1).Range("A2")`,
      "book.Worksheets(1).UsedRange.Columns.AutoFit",
      'book.SaveAs Filename:=folder & Application.PathSeparator & SafeSheetName(CStr(item)) & ".xlsx", FileFormat:=xlOpenXMLWorkbook',
      "book.Close SaveChanges:=False",
    ]
    : [
      "' The sheet named after this value: add it (with the headings) when it is not there yet",
      "Set target = Nothing",
      "On Error Resume Next",
      "Set target = ThisWorkbook.Worksheets(Left(CStr(item), 31))",
      "On Error GoTo Failed",
      "If target Is Nothing Then",
      "    Set target = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      "    target.Name = SafeSheetName(CStr(item))",
      '    data.Rows(1).Copy Destination:=target.Range("A1")',
      "End If",
      "' Add the value's rows under what the sheet already holds",
      "nextRow = target.Cells(target.Rows.Count, 1).End(xlUp).Row + 1",
      `${visibleRows}.Copy Destination:=target.Cells(nextRow, 1)`,
      "target.UsedRange.Columns.AutoFit",
    ];
  const code = macroCode({
    name: "SplitSheetByColumn",
    about: [
      `Copies the rows of each different value in a column to a ${books ? "workbook" : "sheet"} of its own.`,
      "The original sheet is left as it was.",
    ],
    variables: [
      "ws As Worksheet",
      ...(books ? ["book As Workbook", "folder As String"] : ["target As Worksheet", "nextRow As Long"]),
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
      ...(where?.lines ?? []),
      lastRowLine,
      'Set data = ws.Range("A1").CurrentRegion',
      "If data.Rows.Count < 2 Then GoTo Finish",
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
      "    ' Show only this value's rows",
      "    If ws.AutoFilterMode Then ws.AutoFilterMode = False",
      "    data.AutoFilter Field:=col - data.Column + 1, Criteria1:=CStr(item)",
      ...perValue.map((line) => `    ${line}`),
      "Next item",
      "",
      "ws.AutoFilterMode = False",
      `MsgBox seen.Count & " value(s) split into their own ${books ? "workbooks" : "sheets"}.", vbInformation`,
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
      books
        ? `it makes a new workbook with the headings and that value's rows and saves it as <value>.xlsx in ${
          where!.words
        }.`
        : "it copies the headings and that value's rows to the sheet named after the value, adding the sheet when it is missing.",
      "It uses AutoFilter to pick the rows, then copies only the visible ones.",
      ...(books ? [] : ["Running it again adds the rows again, so clear those sheets first."]),
    ],
    assumed,
    moduleSteps("SplitSheetByColumn"),
  );
};

/** Saves every sheet (but the ones left out) as a workbook of its own, named after the sheet. */
export const sheetsToFiles = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const where = saveFolder(request, assumed);
  const code = macroCode({
    name: "SaveSheetsAsFiles",
    about: ["Saves each sheet as a workbook of its own, named after the sheet."],
    variables: ["ws As Worksheet", "folder As String", "saved As Long"],
    body: [
      ...where.lines,
      "' Replace files left from an earlier run without asking",
      "Application.DisplayAlerts = False",
      "For Each ws In ThisWorkbook.Worksheets",
      ...unlessExcluded(request.exceptSheets, [
        "' Copying a sheet with no destination puts it in a new workbook, which becomes the active one",
        "ws.Copy",
        'ActiveWorkbook.SaveAs Filename:=folder & Application.PathSeparator & ws.Name & ".xlsx", FileFormat:=xlOpenXMLWorkbook',
        "ActiveWorkbook.Close SaveChanges:=False",
        "saved = saved + 1",
      ]).map((line) => `    ${line}`),
      "Next ws",
      "",
      'MsgBox saved & " file(s) saved in " & folder, vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [
      `This macro saves each sheet as its own .xlsx workbook, named after the sheet, in ${where.words}.`,
      "Your workbook stays open as it is; files with the same names are replaced.",
    ],
    assumed,
    moduleSteps("SaveSheetsAsFiles"),
  );
};
