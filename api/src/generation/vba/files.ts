import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

// A workbook that was never saved has no folder to save next to.
const folderCheck = [
  "' Save next to the workbook; a workbook that was never saved has no folder yet",
  'If ThisWorkbook.Path = "" Then',
  '    MsgBox "Save the workbook first, so the macro knows which folder to use.", vbExclamation',
  "    GoTo Finish",
  "End If",
];

const baseName = (request: MacroRequest, assumed: string[], extension: string) => {
  if (request.fileName) return vbaString(request.fileName);
  assumed.push(`the file is named after the sheet and saved as .${extension} in the workbook's folder`);
  return "ws.Name";
};

/** Exports a sheet, every sheet to its own file, or the whole workbook as one PDF next to the workbook. */
export const saveAsPdf = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const each = /\b(?:each|every) (?:work)?sheet\b|\bseparate pdfs?\b|\bown pdf\b/.test(request.text);
  const whole = !each &&
    /\b(?:whole|entire) workbook\b|\ball (?:the )?sheets\b|\bworkbook (?:as|to)\b/.test(request.text);
  // The workbook's name without its .xlsm extension; the folder check guarantees it has been saved.
  const bookName = 'Left(ThisWorkbook.Name, InStrRev(ThisWorkbook.Name, ".") - 1)';
  const name = each
    ? "ws.Name"
    : whole
    ? (request.fileName ? vbaString(request.fileName) : bookName)
    : baseName(request, assumed, "pdf");
  if (whole && !request.fileName) assumed.push("the PDF is named after the workbook and saved in its folder");
  if (each) assumed.push("each PDF is named after its sheet and saved in the workbook's folder");
  const exportOne = [
    `filePath = ThisWorkbook.Path & Application.PathSeparator & ${name}`,
    "' Add .pdf unless the name already ends with it",
    'If LCase(Right(filePath, 4)) <> ".pdf" Then filePath = filePath & ".pdf"',
    `${whole ? "ThisWorkbook" : "ws"}.ExportAsFixedFormat Type:=xlTypePDF, Filename:=filePath, _`,
    "    Quality:=xlQualityStandard, IncludeDocProperties:=True, OpenAfterPublish:=False",
    "saved = saved + 1",
  ];
  const what = each
    ? "every sheet as its own PDF file"
    : whole
    ? "the whole workbook as one PDF file"
    : "a sheet as a PDF file";
  const code = macroCode({
    name: "SaveAsPdf",
    about: [`Saves ${what} in the workbook's folder.`],
    variables: ["ws As Worksheet", "filePath As String", "saved As Long"],
    body: [
      ...folderCheck,
      ...(each || whole ? [] : sheetLines(request, assumed)),
      "",
      ...(each
        ? ["For Each ws In ThisWorkbook.Worksheets", ...exportOne.map((line) => `    ${line}`), "Next ws"]
        : exportOne),
      "",
      'MsgBox saved & " PDF file(s) saved in " & ThisWorkbook.Path, vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro saves ${
        each
          ? "every sheet as its own PDF"
          : whole
          ? "the whole workbook as one PDF"
          : `${sheetWords(request)} as a PDF`
      }`,
      "with ExportAsFixedFormat, in the same folder as the workbook. An existing PDF with the same name is replaced.",
    ],
    assumed,
    moduleSteps("SaveAsPdf"),
  );
};

/** Saves a sheet (or each sheet) as CSV through a temporary copy, so the open workbook keeps its name and format. */
export const saveAsCsv = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const each = request.allSheets;
  const name = each ? "ws.Name" : baseName(request, assumed, "csv");
  if (each) assumed.push("each file is named after its sheet and saved in the workbook's folder");
  const saveOne = [
    `filePath = ThisWorkbook.Path & Application.PathSeparator & ${name}`,
    'If LCase(Right(filePath, 4)) <> ".csv" Then filePath = filePath & ".csv"',
    "' Copying a sheet with no destination puts it in a new workbook, which becomes the active one",
    "ws.Copy",
    "ActiveWorkbook.SaveAs Filename:=filePath, FileFormat:=xlCSV",
    "ActiveWorkbook.Close SaveChanges:=False",
    "saved = saved + 1",
  ];
  const code = macroCode({
    name: each ? "SaveSheetsAsCsv" : "SaveSheetAsCsv",
    about: [
      `Saves ${each ? "every sheet as its own" : "one sheet as a"} CSV file in the workbook's folder.`,
      "It saves a copy of the sheet, so your workbook stays open as an .xlsm file.",
    ],
    variables: ["ws As Worksheet", "filePath As String", "saved As Long"],
    body: [
      ...folderCheck,
      ...(each ? [] : sheetLines(request, assumed)),
      "' Replace an existing file without asking",
      "Application.DisplayAlerts = False",
      "",
      ...(each
        ? ["For Each ws In ThisWorkbook.Worksheets", ...saveOne.map((line) => `    ${line}`), "Next ws"]
        : saveOne),
      "",
      'MsgBox saved & " CSV file(s) saved in " & ThisWorkbook.Path, vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [
      `This macro saves ${
        each ? "every sheet of the workbook as its own CSV file" : `${sheetWords(request)} as a CSV file`
      } in the workbook's folder.`,
      "CSV keeps only values (no formatting, formulas or other sheets), so it saves a copy of the sheet and closes it,",
      "leaving your workbook as it was. An existing file with the same name is replaced.",
    ],
    assumed,
    moduleSteps(each ? "SaveSheetsAsCsv" : "SaveSheetAsCsv"),
  );
};
