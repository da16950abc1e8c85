import type { VbaDraft } from "../types.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import {
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  namedSheetLines,
  refColumnLines,
  refWords,
  targetSheetLines,
  vbaString,
} from "./macro-parts.ts";
import type { ColumnRef } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";

/** Rows leave the source sheet as well ("move", "cut", "and delete them from the original"). */
const isMove = (text: string) =>
  /\bmove[sd]?\b|\bmoving\b|\bcut\b|\btransfer|\barchive[sd]?\b|\b(?:delete|remove|clear)[sd]?\b(?: (?:it|them|the rows?|those rows))? (?:off|from)\b|\band (?:then )?(?:delete|remove)[sd]? (?:it|them|those|the rows?|the original)|\b(?:be |get |then )(?:deleted|removed)\b|\bdeletes? it\b/
    .test(text);

const sourceSheet = (request: MacroRequest) => request.sheets.find((sheet) => sheet.role === "source")?.name;
const targetSheets = (request: MacroRequest) =>
  request.sheets.filter((sheet) => sheet.role !== "source").map((sheet) => sheet.name);

// "copy columns A to D of that row": a span that is not the column the condition tests.
const copiedSpan = (request: MacroRequest) => request.columns.find((mention) => mention.to);

// "I open C:\Reports\weekly.xlsx, go to the Export sheet and copy the rows…": the rows come from another workbook.
const otherWorkbook = (request: MacroRequest) => {
  const file = request.folder?.file;
  return file && /\.xls[xmb]?$/i.test(file) && /\bopens?\b|\bfrom\b/.test(request.text)
    ? `${request.folder!.folder}\\${file}`
    : undefined;
};

const sourceLines = (request: MacroRequest, assumed: string[]) => {
  const source = sourceSheet(request);
  const book = otherWorkbook(request);
  if (book) {
    if (!source) assumed.push("the rows are on the first sheet of that workbook");
    return [
      "' Open the other workbook read-only; it is closed again at the end, unchanged",
      `Set book = Workbooks.Open(Filename:=${vbaString(book)}, ReadOnly:=True)`,
      `Set ws = book.Worksheets(${source ? vbaString(source) : "1"})`,
    ];
  }
  if (source) return namedSheetLines(source, "ws");
  assumed.push("the rows come from the active sheet");
  return ["' Take the rows from the sheet that is active when the macro runs", "Set ws = ActiveSheet"];
};

const nextRowLine = "nextRow = dest.Cells(dest.Rows.Count, 1).End(xlUp).Row + 1";
// An empty destination gets the heading row first, so the copied rows keep their headings.
const headingLines = [
  "' An empty destination gets the heading row first",
  "If Application.WorksheetFunction.CountA(dest.Cells) = 0 Then",
  "    ws.Rows(1).Copy Destination:=dest.Rows(1)",
  "End If",
  nextRowLine,
];

/**
 * Copies (or moves) each row whose value in a column meets the request's condition to another sheet, appending under
 * what is there and creating that sheet when it is missing. With several target sheets, each row goes to the sheet
 * named like its value ("West rows to West, East rows to East").
 */
export const copyRowsWhere = (request: MacroRequest): VbaDraft | undefined => {
  const targets = targetSheets(request);
  if (!targets.length) return undefined;
  if (request.selection && !request.condition) return moveSelectedRows(request, targets[0]);
  const route = targets.length > 1;
  if (!route && !request.condition) return undefined;
  const column: ColumnRef | undefined = request.conditionColumn ?? request.column;
  const assumed: string[] = ["row 1 holds headings"];
  if (!column) assumed.push("the values are in column A");
  const ref = column ?? { letter: "A" };
  // Sheet names are no verbs: rows copied "to the Archive sheet" are not archived.
  const book = otherWorkbook(request);
  // Rows of a workbook opened read-only are only ever copied.
  const move = !book &&
    isMove(request.sheets.reduce((text, sheet) => text.replace(sheet.name.toLowerCase(), ""), request.text));
  const bottomUp = move && /\bbottom up\b|\bfrom the bottom\b|\bbackwards?\b/.test(request.text);
  const span = copiedSpan(request);
  const rowRange = span
    ? `ws.Range(ws.Cells(r, ${vbaString(span.letter!)}), ws.Cells(r, ${vbaString(span.to!)}))`
    : "ws.Rows(r)";
  const copyOne = [
    `${rowRange}.Copy Destination:=dest.Cells(nextRow, 1)`,
    "nextRow = nextRow + 1",
    ...(move
      ? bottomUp
        ? ["ws.Rows(r).Delete"]
        : ["If toDelete Is Nothing Then Set toDelete = ws.Rows(r) Else Set toDelete = Union(toDelete, ws.Rows(r))"]
      : []),
    "moved = moved + 1",
  ];
  const inner = route
    ? [
      "' The row goes to the sheet named like its value, when that is one of the sheets you named",
      "Set dest = Nothing",
      "For Each sheetName In Array(" + targets.map(vbaString).join(", ") + ")",
      "    If StrComp(Trim(CStr(ws.Cells(r, col).Value)), sheetName, vbTextCompare) = 0 Then Set dest = ThisWorkbook.Worksheets(sheetName)",
      "Next sheetName",
      "If Not dest Is Nothing Then",
      ...headingLines.map((line) => `    ${line}`),
      ...copyOne.map((line) => `    ${line}`),
      "End If",
    ]
    : ifCondition(request.condition!, "ws.Cells(r, col)", copyOne);
  const verb = move ? "Move" : "Copy";
  const name = `${verb}MatchingRows`;
  const code = macroCode({
    name,
    about: [
      route
        ? `${verb}s each row to the sheet named like its value in the chosen column (${targets.join(", ")}).`
        : `${verb}s every row whose value in the chosen column is ${conditionWords(request.condition!)} to ${
          targets[0]
        }.`,
      "Rows are added under what the destination already holds; the heading row is copied once.",
    ],
    variables: [
      "ws As Worksheet",
      "dest As Worksheet",
      "col As Long",
      ...("header" in ref ? ["headerCell As Range"] : []),
      "lastRow As Long",
      "nextRow As Long",
      "r As Long",
      "moved As Long",
      ...(route ? ["sheetName As Variant"] : []),
      ...(move && !bottomUp ? ["toDelete As Range"] : []),
      ...(book ? ["book As Workbook"] : []),
    ],
    ...(book ? { restore: ["If Not book Is Nothing Then book.Close SaveChanges:=False"] } : {}),
    body: [
      ...sourceLines(request, assumed),
      ...(route
        ? targets.flatMap((target) => ["Set dest = Nothing", ...targetSheetLines(target, "dest")])
        : targetSheetLines(targets[0], "dest")),
      ...refColumnLines(ref, "ws", "col"),
      lastRowLine,
      ...(route ? [] : headingLines),
      "",
      bottomUp
        ? "' From the bottom up, so deleting a row never skips the one below it"
        : "' Look at each row under the headings",
      bottomUp ? "For r = lastRow To 2 Step -1" : "For r = 2 To lastRow",
      ...inner.map((line) => `    ${line}`),
      "Next r",
      ...(move && !bottomUp
        ? [
          "",
          "' Delete the moved rows all at once, so no row is skipped",
          "If Not toDelete Is Nothing Then toDelete.Delete",
        ]
        : []),
      "",
      `MsgBox moved & " row(s) ${move ? "moved" : "copied"}.", vbInformation`,
    ],
  });
  return draft(
    code,
    [
      route
        ? `This macro ${move ? "moves" : "copies"} each row of ${
          sourceWords(request)
        } to the sheet named like its value in ${refWords(ref)}`
        : `This macro ${move ? "moves" : "copies"} each row of ${sourceWords(request)} whose value in ${
          refWords(ref)
        } is ${conditionWords(request.condition!)} to the sheet "${targets[0]}"`,
      `(${route ? "the sheets are" : "the sheet is"} added if missing), under the rows already there.`,
      ...(move ? ["The rows are then deleted from where they came from; try it on a copy first."] : []),
    ],
    assumed,
    moduleSteps(name),
  );
};

const sourceWords = (request: MacroRequest) => {
  const source = sourceSheet(request);
  const book = otherWorkbook(request);
  if (book) return `${source ? `the sheet "${source}"` : "the first sheet"} of ${book}`;
  return source ? `the sheet "${source}"` : "the active sheet";
};

/** Moves the rows the user selected to the bottom of another sheet. */
const moveSelectedRows = (request: MacroRequest, target: string): VbaDraft => {
  const move = isMove(request.text);
  const verb = move ? "Move" : "Copy";
  const code = macroCode({
    name: `${verb}SelectedRows`,
    about: [`${verb}s the rows of the selected cells to the bottom of the sheet ${target}.`],
    variables: ["dest As Worksheet", "picked As Range", "area As Range", "nextRow As Long"],
    body: [
      'If TypeName(Selection) <> "Range" Then',
      '    MsgBox "Select the rows to move first.", vbExclamation',
      "    GoTo Finish",
      "End If",
      "Set picked = Selection.EntireRow",
      ...targetSheetLines(target, "dest"),
      "If picked.Worksheet.Name = dest.Name Then",
      `    MsgBox "The selected rows are already on " & dest.Name & ".", vbExclamation`,
      "    GoTo Finish",
      "End If",
      "",
      "' Each block of selected rows goes under the last used row of the destination",
      "For Each area In picked.Areas",
      `    ${nextRowLine}`,
      "    If nextRow = 2 And Application.WorksheetFunction.CountA(dest.Rows(1)) = 0 Then nextRow = 1",
      "    area.Copy Destination:=dest.Cells(nextRow, 1)",
      "Next area",
      ...(move ? ["", "' Then take them off the sheet they came from", "picked.Delete"] : []),
    ],
  });
  return draft(
    code,
    [
      `This macro ${
        move ? "moves" : "copies"
      } the rows you have selected (select any cell in each row) to the bottom of the sheet "${target}"${
        move ? " and deletes them where they were" : ""
      }.`,
      "Select the rows first, then run it; the sheet is added if it does not exist.",
    ],
    [],
    moduleSteps(`${verb}SelectedRows`, ["Select the rows to move, then run the macro."]),
  );
};
