import type { VbaDraft } from "../types.ts";
import { saveFolder } from "./export-paths.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { findDateFormat } from "./request-values.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

/** A sheet name that is today's date, in the format the request shows: "name the copy today's date (yyyy-mm-dd)". */
export const datedName = (request: MacroRequest) =>
  /\b(?:today'?s|todays|the|current) date\b|\bdated\b/.test(request.text) && /name|\bcall/.test(request.text)
    ? `Format(Date, ${vbaString(findDateFormat(request.original) ?? "yyyy-mm-dd")})`
    : undefined;

/**
 * Copies a sheet to the end of the workbook (named as asked, the date included), or into a new workbook, with
 * values only and saved under a name when the request says so.
 */
export const copySheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const toNewWorkbook = /\b(?:new|another|separate|its own) (?:workbook|file)\b/.test(request.text);
  const valuesOnly =
    /\bvalues? only\b|\bonly (?:the )?values\b|\bno formulas\b|\bwithout (?:the )?formulas\b|\bas values\b/.test(
      request.text,
    );
  const file = toNewWorkbook && request.file && /^xls/.test(request.file.ext) ? request.file : undefined;
  const where = file ? saveFolder(request, assumed) : undefined;
  const dated = datedName(request);
  const countWord = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) copies\b/.exec(request.text)?.[1];
  const copies = countWord
    ? Number(countWord) ||
      ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].indexOf(countWord) + 2
    : 1;
  // "copy Sheet1 to Backup": the sheet it goes to is the copy's name.
  const named = request.newName ??
    request.sheets.find((sheet) => sheet.role === "target" && sheet.name !== request.sheet)?.name;
  const newName = named && named !== request.sheet && !dated ? named : undefined;
  if (!newName && !dated && !toNewWorkbook) assumed.push('Excel names the copy itself, such as "Sheet1 (2)"');
  const code = macroCode({
    name: "CopySheet",
    about: [
      toNewWorkbook
        ? `Copies a sheet into a new workbook of its own${valuesOnly ? ", values only" : ""}${
          file ? " and saves it" : ""
        }.`
        : "Makes a copy of a sheet and puts it after the last sheet.",
    ],
    variables: [
      "ws As Worksheet",
      ...(where ? ["folder As String"] : []),
      ...(copies > 1 && !toNewWorkbook ? ["i As Long"] : []),
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(where?.lines ?? []),
      "",
      toNewWorkbook
        ? "' Copy with no destination: Excel puts the copy in a new workbook"
        : "' Copy to the end of this workbook",
      ...(copies > 1 && !toNewWorkbook
        ? [`For i = 1 To ${copies}`, "    ws.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)", "Next i"]
        : [toNewWorkbook ? "ws.Copy" : "ws.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)"]),
      ...(valuesOnly
        ? [
          "' Keep what the formulas show, not the formulas",
          "ActiveSheet.UsedRange.Value = ActiveSheet.UsedRange.Value",
        ]
        : []),
      ...(newName || dated
        ? [
          "' The copy is now the active sheet; give it its new name",
          `ActiveSheet.Name = ${dated ?? vbaString(newName!)}`,
        ]
        : []),
      ...(file
        ? [
          "' Save the new workbook; an existing file with that name is replaced",
          "Application.DisplayAlerts = False",
          `ActiveWorkbook.SaveAs Filename:=folder & Application.PathSeparator & ${
            vbaString(`${file.base}.${file.ext}`)
          }, FileFormat:=${
            file.ext === "xlsm"
              ? "xlOpenXMLWorkbookMacroEnabled"
              : file.ext === "xls"
              ? "xlExcel8"
              : "xlOpenXMLWorkbook"
          }`,
        ]
        : []),
    ],
    restore: file ? ["Application.DisplayAlerts = True"] : [],
  });
  return draft(
    code,
    [
      `This macro copies ${sheetWords(request)}${copies > 1 && !toNewWorkbook ? ` ${copies} times` : ""} ${
        toNewWorkbook ? "into a new workbook" : "to the end of the workbook"
      }${valuesOnly ? ", keeping values only (no formulas)" : ""}${
        newName ? ` and names the copy "${newName}"` : dated ? " and names the copy with today's date" : ""
      }${file && where ? `, then saves it as ${file.base}.${file.ext} in ${where.words}` : ""}.`,
    ],
    assumed,
    moduleSteps("CopySheet"),
  );
};

/** Copies a template sheet once for each name in a list, naming each copy after its name. */
export const templatePerName = (request: MacroRequest): VbaDraft | undefined => {
  const template = request.sheets.find((sheet) => /template/i.test(sheet.name))?.name ??
    /\bcop(?:y|ies) of (?:the )?["']?(\w+)["']? sheet\b/i.exec(request.original)?.[1];
  const list = request.sheets.find((sheet) => sheet.name !== template)?.name;
  const column = request.columns.find((mention) => mention.letter && !mention.to)?.letter ?? "A";
  if (!template) return undefined;
  const assumed: string[] = ["the names start in row 2, under a heading"];
  if (!list) assumed.push("the names are on the active sheet");
  const code = macroCode({
    name: "CopyTemplateForEachName",
    about: [`Makes a copy of the sheet ${template} for each name in column ${column} and names the copy after it.`],
    variables: ["ws As Worksheet", "template As Worksheet", "r As Long", "lastRow As Long", "made As Long"],
    body: [
      ...(list ? sheetLines({ ...request, sheet: list }, assumed) : ["Set ws = ActiveSheet"]),
      `Set template = ThisWorkbook.Worksheets(${vbaString(template)})`,
      `lastRow = ws.Cells(ws.Rows.Count, ${vbaString(column)}).End(xlUp).Row`,
      "",
      "For r = 2 To lastRow",
      `    If Len(Trim(ws.Range(${vbaString(column)} & r).Text)) > 0 Then`,
      "        template.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
      "        ' The copy is the active sheet now",
      `        ActiveSheet.Name = SafeSheetName(ws.Range(${vbaString(column)} & r).Text)`,
      "        made = made + 1",
      "    End If",
      "Next r",
      "",
      "ws.Activate",
      'MsgBox made & " sheet(s) made from the template.", vbInformation',
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro copies the sheet "${template}" once for each name in column ${column} of ${
        list ? `the sheet "${list}"` : "the active sheet"
      } and renames each copy to its name.`,
      "Characters a sheet name cannot have are replaced, and a number is added if the name is taken.",
    ],
    assumed,
    moduleSteps("CopyTemplateForEachName"),
  );
};
