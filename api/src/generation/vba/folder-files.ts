import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, targetSheetLines, vbaString } from "./macro-parts.ts";
import { columnFor } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";

/** The request is about many files in a folder ("all the workbooks in C:\Data", "every .xlsx in the same folder"). */
export const aboutFolderFiles = (request: MacroRequest) =>
  (/\b(?:all|every|each|many|multiple|several|\d+)\s+(?:the\s+|of the\s+|of my\s+|my\s+)?(?:excel\s+|\.?xlsx?\s+|csv\s+)?(?:files?|workbooks?|\.?xlsx|\.?xlsm|\.?xls|csvs?|spreadsheets?)\b/
    .test(request.text) ||
    // "a folder full of xlsx files": files in the plural, gathered from them.
    /\b(?:files|workbooks|spreadsheets|csvs)\b/.test(request.text) &&
      /\b(?:combin|merg|consolidat|pull|import|cop(?:y|ies)|collect|gather|stack|append|loop|open|grab|bring|brought|load|read)/
        .test(
          request.text,
        )) &&
  (Boolean(request.folder) || /\bfolder\b|\bdirectory\b/.test(request.text)) &&
  !/\b(?:its|their) own (?:file|workbook)\b|\b(?:separate|individual|new) (?:files|workbooks)\b/.test(request.text);

/** Lines that set `folder` to the folder the request names, lets the user pick, or this workbook's own. */
export const folderLines = (request: MacroRequest): string[] => {
  if (
    /\b(?:pick|choose|select|browse (?:for|to)|ask (?:me )?for)\s+(?:a |the )?folder\b|\blet me pick\b|\bfolder (?:that )?(?:i|you|the user) (?:choose|pick|select)/
      .test(request.text)
  ) {
    return [
      "' Let the user pick the folder",
      "With Application.FileDialog(msoFileDialogFolderPicker)",
      '    .Title = "Pick the folder with the files"',
      "    If .Show <> -1 Then GoTo Finish",
      "    folder = .SelectedItems(1)",
      "End With",
    ];
  }
  if (request.folder) return [`folder = ${vbaString(request.folder.folder)}`];
  return [
    'If ThisWorkbook.Path = "" Then',
    '    MsgBox "Save this workbook first: the files are read from its folder.", vbExclamation',
    "    GoTo Finish",
    "End If",
    "folder = ThisWorkbook.Path",
  ];
};

/** The files a request means, as a Dir pattern: CSV, .xlsx, .xlsm or any workbook. */
export const patternOf = (text: string) =>
  /\bcsv/.test(text) ? "*.csv" : /\bxlsx\b/.test(text) ? "*.xlsx" : /\bxlsm\b/.test(text) ? "*.xlsm" : "*.xls*";

/**
 * Opens every workbook (or CSV) in a folder, one at a time with Dir, and either stacks each one's data on one sheet
 * (headings once, the file's name beside each row when asked) or lists one cell of each file.
 */
export const combineFolder = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const pattern = patternOf(request.text);
  const sourceSheet = request.sheets.find((sheet) => sheet.role === "source")?.name;
  const target = request.sheets.find((sheet) => sheet.role !== "source")?.name ?? "Combined";
  if (!request.sheets.some((sheet) => sheet.role !== "source")) {
    assumed.push('the data goes on a sheet named "Combined"');
  }
  const single = request.cell && !request.range;
  const withFileName = /\b(?:source )?file ?names?\b|\bwhich (?:file|workbook)\b|\bwhere (?:each|it) came from\b/.test(
    request.text,
  );
  // Only the heading row left out after the first file, or the heading over the file names, asks which file is first.
  const tracksFirst = !single && (!request.range || withFileName);
  const fromSheet = sourceSheet ? `book.Worksheets(${vbaString(sourceSheet)})` : "book.Worksheets(1)";
  if (!sourceSheet) assumed.push("the data is on the first sheet of each file");
  const take = single ? [] : request.range ? [`Set data = ${fromSheet}.Range(${vbaString(request.range)})`] : [
    `Set data = ${fromSheet}.UsedRange`,
    "' After the first file, leave out the heading row",
    "If Not first And data.Rows.Count > 1 Then Set data = data.Offset(1, 0).Resize(data.Rows.Count - 1)",
  ];
  const fileColumn = single
    ? columnFor(request.original, request.columns, /\bfile ?names?\b|\bnames?\b/) ?? "A"
    : undefined;
  const valueColumn = single ? columnFor(request.original, request.columns, /\bvalues?\b/) ?? "B" : undefined;
  const perFile = single
    ? [
      `dest.Range(${vbaString(fileColumn!)} & nextRow).Value = fileName`,
      `dest.Range(${vbaString(valueColumn!)} & nextRow).Value = ${fromSheet}.Range(${vbaString(request.cell!)}).Value`,
      "nextRow = nextRow + 1",
    ]
    : [
      ...take,
      "' Paste the values under what is already there",
      "dest.Cells(nextRow, 1).Resize(data.Rows.Count, data.Columns.Count).Value = data.Value",
      ...(withFileName
        ? [
          "' The file's name in the column after the data, on every row it gave",
          "dest.Cells(nextRow, data.Columns.Count + 1).Resize(data.Rows.Count, 1).Value = fileName",
          'If first Then dest.Cells(nextRow, data.Columns.Count + 1).Value = "Source file"',
        ]
        : []),
      "nextRow = nextRow + data.Rows.Count",
      ...(tracksFirst ? ["first = False"] : []),
    ];
  const code = macroCode({
    name: "CombineFilesInFolder",
    about: [
      `Opens every ${pattern} file in a folder and ${
        single ? `lists ${request.cell} of each one` : "copies its data onto one sheet, one file under the other"
      }.`,
      "The files are opened read-only and closed again without saving.",
    ],
    variables: [
      "folder As String",
      "fileName As String",
      "book As Workbook",
      "dest As Worksheet",
      "nextRow As Long",
      ...(single ? [] : ["data As Range"]),
      ...(tracksFirst ? ["first As Boolean"] : []),
    ],
    body: [
      ...folderLines(request),
      "If Right(folder, 1) <> Application.PathSeparator Then folder = folder & Application.PathSeparator",
      ...targetSheetLines(target, "dest"),
      "' Start under anything already on the sheet",
      "nextRow = dest.Cells(dest.Rows.Count, 1).End(xlUp).Row + 1",
      'If nextRow = 2 And IsEmpty(dest.Range("A1").Value) Then nextRow = 1',
      ...(tracksFirst ? ["first = (nextRow = 1)"] : []),
      "' Files that ask about links or run their own macros must not stop the loop",
      "Application.DisplayAlerts = False",
      "Application.EnableEvents = False",
      "",
      "' Dir gives the first matching file, then the next one each time it is called without arguments",
      `fileName = Dir(folder & ${vbaString(pattern)})`,
      'Do While fileName <> ""',
      "    ' Skip this workbook itself when it is in the same folder",
      "    If fileName <> ThisWorkbook.Name Then",
      "        Set book = Workbooks.Open(folder & fileName, UpdateLinks:=0, ReadOnly:=True)",
      ...perFile.map((line) => `        ${line}`),
      "        book.Close SaveChanges:=False",
      "    End If",
      "    fileName = Dir()",
      "Loop",
      "",
      "dest.Columns.AutoFit",
      'MsgBox "Done: the data is on the sheet " & dest.Name & ".", vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True", "Application.EnableEvents = True"],
  });
  return draft(
    code,
    [
      `This macro opens each ${pattern} file in ${
        request.folder?.folder ??
          (folderLines(request).some((line) => line.includes("FileDialog"))
            ? "the folder you pick"
            : "this workbook's folder")
      }`,
      single
        ? `and lists each file's name (column ${fileColumn}) with the value of ${request.cell} (column ${valueColumn}) on the sheet "${target}".`
        : `and copies ${request.range ?? "its data"} onto the sheet "${target}", one file under the other${
          request.range ? "" : ", with the heading row only once"
        }${withFileName ? " and the file's name beside each row" : ""}.`,
      "Each file is opened read-only and closed without saving, so the files themselves are not changed.",
    ],
    assumed,
    moduleSteps("CombineFilesInFolder"),
  );
};
