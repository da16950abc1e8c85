import type { VbaDraft } from "../types.ts";
import { datedNameExpression, dateStamp, nameCell, saveFolder, wantsDate } from "./export-paths.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, unlessExcluded, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

type Scope = "each" | "listed" | "workbook" | "selection" | "range" | "sheet";

const scopeOf = (request: MacroRequest, pdf: boolean): Scope => {
  const { text } = request;
  const listed = request.sheets.filter((sheet) => sheet.role !== "new").length > 1;
  if (
    /\b(?:each|every) (?:work)?sheet\b|\bseparate (?:pdf|csv|file)s?\b|\bown (?:pdf|csv|file)\b|\beach one\b|\b(?:each|every) (?:tab|one)\b/
      .test(text) || (request.allSheets && (!pdf || /\bpdfs\b|\bpdf files\b/i.test(request.original)))
  ) {
    return "each";
  }
  if (listed && pdf) return "listed";
  if (pdf && /\b(?:whole|entire) workbook\b|\ball (?:the )?(?:work)?sheets\b|\bworkbook (?:as|to)\b/.test(text)) {
    return "workbook";
  }
  if (request.selection) return "selection";
  if (request.range) return "range";
  return "sheet";
};

// The file's name without its extension, as a VBA expression.
const nameExpression = (request: MacroRequest, scope: Scope, assumed: string[], extension: string) => {
  const cell = nameCell(request);
  const dated = request.file && request.file.ext === extension ? datedNameExpression(request.file.base) : undefined;
  if (dated) return dated;
  const base = scope === "each"
    ? "ws.Name"
    : request.file && request.file.ext === extension
    ? vbaString(request.file.base)
    : request.fileName
    ? vbaString(request.fileName)
    : cell
    ? `ws.Range(${vbaString(`${cell[1]}${cell[2]}`.toUpperCase())}).Text`
    : scope === "workbook" || scope === "listed"
    ? 'Left(ThisWorkbook.Name, InStrRev(ThisWorkbook.Name, ".") - 1)'
    : "ws.Name";
  if (base === "ws.Name" && scope !== "each") assumed.push(`the file is named after the sheet`);
  return wantsDate(request.text) ? `${base} & "_" & ${dateStamp(request)}` : base;
};

const pageSetup = (request: MacroRequest, sheet: string): string[] => {
  const { text } = request;
  const landscape = /\blandscape\b/.test(text);
  const portrait = /\bportrait\b/.test(text);
  const wide = /\b(?:1|one) pages? wide\b|\bfit (?:all )?columns on (?:1|one) page\b/.test(text);
  const onePage = !wide && /\b(?:fit|fits|on|to) (?:to |on |onto )?(?:1|one|a single) page\b/.test(text);
  if (!landscape && !portrait && !wide && !onePage) return [];
  return [
    `With ${sheet}.PageSetup`,
    ...(landscape ? ["    .Orientation = xlLandscape"] : portrait ? ["    .Orientation = xlPortrait"] : []),
    ...(wide || onePage
      ? ["    .Zoom = False", "    .FitToPagesWide = 1", `    .FitToPagesTall = ${onePage ? "1" : "False"}`]
      : []),
    "End With",
  ];
};

const scopeWords = (request: MacroRequest, scope: Scope) => {
  switch (scope) {
    case "each":
      return `every sheet${
        request.exceptSheets.length ? ` except ${request.exceptSheets.join(", ")}` : ""
      }, each as its own file`;
    case "listed":
      return `the sheets ${request.sheets.map((sheet) => sheet.name).join(" and ")} together in one file`;
    case "workbook":
      return "the whole workbook as one file";
    case "selection":
      return "the selected cells";
    case "range":
      return `${request.range} of ${sheetWords(request)}`;
    case "sheet":
      return sheetWords(request);
  }
};

const pathLine = (request: MacroRequest, name: string, extension: string) =>
  request.folder?.file
    ? `filePath = ${vbaString(`${request.folder.folder}\\${request.folder.file}`)}`
    : `filePath = folder & Application.PathSeparator & ${withExtension(name, extension)}`;

// A literal name keeps its extension in the same string ("out.csv"), as the user typed it.
const withExtension = (name: string, extension: string) =>
  /^"[^"]*"$/.test(name) ? `${name.slice(0, -1)}.${extension}"` : `${name} & ".${extension}"`;

/** Exports a sheet, each sheet, some sheets together, the workbook, the selection or a range as PDF. */
export const saveAsPdf = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const scope = scopeOf(request, true);
  const where = saveFolder(request, assumed);
  const name = nameExpression(request, scope, assumed, "pdf");
  const source = scope === "workbook"
    ? "ThisWorkbook"
    : scope === "selection"
    ? "Selection"
    : scope === "range"
    ? `ws.Range(${vbaString(request.range!)})`
    : scope === "listed"
    ? "ActiveSheet"
    : "ws";
  const exportOne = [
    pathLine(request, name, "pdf"),
    `${source}.ExportAsFixedFormat Type:=xlTypePDF, Filename:=filePath, _`,
    "    Quality:=xlQualityStandard, IncludeDocProperties:=True, OpenAfterPublish:=False",
    "saved = saved + 1",
  ];
  const listed = request.sheets.map((sheet) => vbaString(sheet.name));
  const body = scope === "each"
    ? [
      "For Each ws In ThisWorkbook.Worksheets",
      ...unlessExcluded(request.exceptSheets, [...pageSetup(request, "ws"), ...exportOne]).map((line) => `    ${line}`),
      "Next ws",
    ]
    : scope === "listed"
    ? [
      "' Selecting several sheets and exporting the active one puts all of them in one PDF",
      "Set ws = ActiveSheet",
      `ThisWorkbook.Worksheets(Array(${listed.join(", ")})).Select`,
      ...exportOne,
      "' Select only the sheet that was active before",
      "ws.Select",
    ]
    : [
      ...(scope === "workbook" || scope === "selection" ? [] : sheetLines(request, assumed)),
      ...(scope === "selection"
        ? [
          'If TypeName(Selection) <> "Range" Then',
          '    MsgBox "Select the cells to export first.", vbExclamation',
          "    GoTo Finish",
          "End If",
        ]
        : []),
      ...pageSetup(request, scope === "selection" ? "ActiveSheet" : scope === "workbook" ? "ActiveSheet" : "ws"),
      ...exportOne,
    ];
  const code = macroCode({
    name: "SaveAsPdf",
    about: [`Saves ${scopeWords(request, scope)} as PDF in ${where.words}.`],
    variables: ["ws As Worksheet", "folder As String", "filePath As String", "saved As Long"],
    body: [...where.lines, "", ...body, "", 'MsgBox saved & " PDF file(s) saved in " & folder, vbInformation'],
  });
  return draft(
    code,
    [
      `This macro saves ${scopeWords(request, scope)} as PDF with ExportAsFixedFormat, in ${where.words}.`,
      "An existing PDF with the same name is replaced.",
    ],
    assumed,
    moduleSteps("SaveAsPdf"),
  );
};

/** Saves a sheet, each sheet, the selection or a range as CSV, through a copy so the open workbook is untouched. */
export const saveAsCsv = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const scope = scopeOf(request, false);
  const where = saveFolder(request, assumed);
  const name = nameExpression(request, scope, assumed, "csv");
  const format = /\butf-?8\b|\bunicode\b|\baccents?\b/.test(request.text) ? "xlCSVUTF8" : "xlCSV";
  const cells = scope === "selection" ? "Selection" : scope === "range" ? `ws.Range(${vbaString(request.range!)})` : "";
  const saveOne = [
    pathLine(request, name, "csv"),
    ...(cells
      ? [
        "' Only these cells go into the file: copy their values into a new workbook",
        `${cells}.Copy`,
        "Workbooks.Add",
        'ActiveWorkbook.Worksheets(1).Range("A1").PasteSpecial Paste:=xlPasteValues',
        "Application.CutCopyMode = False",
      ]
      : ["' Copying a sheet with no destination puts it in a new workbook, which becomes the active one", "ws.Copy"]),
    `ActiveWorkbook.SaveAs Filename:=filePath, FileFormat:=${format}`,
    "ActiveWorkbook.Close SaveChanges:=False",
    "saved = saved + 1",
  ];
  const each = scope === "each";
  const code = macroCode({
    name: each ? "SaveSheetsAsCsv" : "SaveSheetAsCsv",
    about: [
      `Saves ${scopeWords(request, scope)} as CSV in ${where.words}.`,
      "It saves a copy, so your workbook stays open as it is.",
    ],
    variables: ["ws As Worksheet", "folder As String", "filePath As String", "saved As Long"],
    body: [
      ...where.lines,
      ...(each || scope === "selection" ? [] : sheetLines(request, assumed)),
      ...(scope === "selection" ? ["Set ws = ActiveSheet"] : []),
      "' Replace an existing file without asking",
      "Application.DisplayAlerts = False",
      "",
      ...(each
        ? [
          "For Each ws In ThisWorkbook.Worksheets",
          ...unlessExcluded(request.exceptSheets, saveOne).map((line) => `    ${line}`),
          "Next ws",
        ]
        : saveOne),
      "",
      'MsgBox saved & " CSV file(s) saved in " & folder, vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [
      `This macro saves ${scopeWords(request, scope)} as CSV in ${where.words}.`,
      "CSV keeps only values (no formatting, formulas or other sheets), so it saves a copy and closes it,",
      "leaving your workbook as it was. An existing file with the same name is replaced.",
    ],
    assumed,
    moduleSteps(each ? "SaveSheetsAsCsv" : "SaveSheetAsCsv"),
  );
};
