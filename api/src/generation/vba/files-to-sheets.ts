import type { VbaDraft } from "../types.ts";
import { folderLines, patternOf } from "./folder-files.ts";
import { draft, macroCode, moduleSteps } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "each one brought in as its own sheet", "a sheet per file": every file of the folder becomes a sheet of its own. */
export const asksSheetPerFile = (text: string) =>
  /\b(?:its|their) own (?:work)?sheets?\b|\b(?:a|one) (?:separate |new )?(?:work)?sheet (?:for|per) (?:each|every)\b|\b(?:separate|new|different) (?:work)?sheets\b|\b(?:as|into|on|in|to) (?:a|its own|their own) (?:separate |new |different )(?:work)?sheet\b|\bsheets? named after (?:the|each|its) files?\b/
    .test(text);

/** Copies the first sheet of every file in a folder (workbooks or CSV) into this workbook, named after its file. */
export const filesToSheets = (request: MacroRequest): VbaDraft => {
  const pattern = patternOf(request.text);
  const code = macroCode({
    name: "ImportFilesAsSheets",
    about: [
      `Brings every ${pattern} file of a folder into this workbook, each as a sheet named after its file.`,
      "The files are opened read-only and closed again without saving.",
    ],
    variables: ["folder As String", "fileName As String", "book As Workbook", "added As Long"],
    body: [
      ...folderLines(request),
      "If Right(folder, 1) <> Application.PathSeparator Then folder = folder & Application.PathSeparator",
      "Application.DisplayAlerts = False",
      "Application.EnableEvents = False",
      "",
      "' Dir gives the first matching file, then the next one each time it is called without arguments",
      `fileName = Dir(folder & "${pattern}")`,
      'Do While fileName <> ""',
      "    If fileName <> ThisWorkbook.Name Then",
      "        Set book = Workbooks.Open(folder & fileName, UpdateLinks:=0, ReadOnly:=True)",
      "        book.Worksheets(1).Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
      "        book.Close SaveChanges:=False",
      "        ' The file's name without its extension; a name Excel refuses (too long, taken) keeps Excel's own",
      "        On Error Resume Next",
      '        ActiveSheet.Name = Left(Left(fileName, InStrRev(fileName, ".") - 1), 31)',
      "        On Error GoTo Failed",
      "        added = added + 1",
      "    End If",
      "    fileName = Dir()",
      "Loop",
      "",
      'MsgBox added & " file(s) brought in as sheets.", vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True", "Application.EnableEvents = True"],
  });
  return draft(
    code,
    [
      `This macro opens each ${pattern} file in ${request.folder?.folder ?? "the folder"} and copies its first sheet`,
      "to the end of this workbook, named after the file (cut to Excel's 31 characters).",
      "Each file is opened read-only and closed without saving, so the files themselves are not changed.",
    ],
    [],
    moduleSteps("ImportFilesAsSheets"),
  );
};
