import type { VbaDraft } from "../types.ts";
import {
  dataBlock,
  draft,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
  unlessExcluded,
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { findTable } from "./tables.ts";

/** Lists every sheet on a contents sheet, each name a link to its sheet. */
export const listSheets = (request: MacroRequest): VbaDraft => {
  // Every sheet is listed, so the one sheet named is where the list goes ("in column A of Index").
  const name = request.sheets.find((sheet) => sheet.role !== "source")?.name ?? request.newName ??
    request.sheets[0]?.name ??
    (/\bcontents\b|\btoc\b/.test(request.text) ? "Contents" : "Sheet List");
  const links = !/\bno links\b|\bwithout links\b/.test(request.text);
  const code = macroCode({
    name: "ListSheets",
    about: [`Lists every sheet of the workbook on the sheet ${name}${links ? ", each name a link to its sheet" : ""}.`],
    variables: ["list As Worksheet", "ws As Worksheet", "r As Long"],
    body: [
      "On Error Resume Next",
      `Set list = ThisWorkbook.Worksheets(${vbaString(name)})`,
      "On Error GoTo Failed",
      "If list Is Nothing Then",
      "    Set list = ThisWorkbook.Worksheets.Add(Before:=ThisWorkbook.Sheets(1))",
      `    list.Name = ${vbaString(name)}`,
      "End If",
      "list.Cells.ClearContents",
      'list.Range("A1").Value = "Sheet"',
      "r = 2",
      "For Each ws In ThisWorkbook.Worksheets",
      "    If ws.Name <> list.Name Then",
      ...(links
        ? [
          "        ' A link to cell A1 of the sheet; the quotes keep names with spaces working",
          `        list.Hyperlinks.Add Anchor:=list.Cells(r, 1), Address:="", SubAddress:="'" & Replace(ws.Name, "'", "''") & "'!A1", TextToDisplay:=ws.Name`,
        ]
        : ["        list.Cells(r, 1).Value = ws.Name"]),
      "        r = r + 1",
      "    End If",
      "Next ws",
      "list.Columns(1).AutoFit",
    ],
  });
  return draft(
    code,
    [
      `This macro writes the name of every sheet on the sheet "${name}" (added at the front when missing)${
        links ? ", each one a link that jumps to that sheet" : ""
      }. Run it again after adding sheets.`,
    ],
    [],
    moduleSteps("ListSheets"),
  );
};

/** Prints the active sheet, a named sheet, every sheet or the selection, with landscape or fit-to-page if asked. */
export const printSheets = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const copies = Number(/\b(\d{1,2}) cop(?:y|ies)\b/.exec(request.text)?.[1] ?? 1);
  const landscape = /\blandscape\b/.test(request.text);
  const fit = /\b(?:fit|on) (?:to |on )?(?:1|one) page\b/.test(request.text);
  const setup = (sheet: string) => [
    ...(landscape ? [`${sheet}.PageSetup.Orientation = xlLandscape`] : []),
    ...(fit
      ? [
        `${sheet}.PageSetup.Zoom = False`,
        `${sheet}.PageSetup.FitToPagesWide = 1`,
        `${sheet}.PageSetup.FitToPagesTall = 1`,
      ]
      : []),
  ];
  const body = request.selection
    ? ['If TypeName(Selection) <> "Range" Then GoTo Finish', `Selection.PrintOut Copies:=${copies}`]
    : request.allSheets
    ? [
      "For Each ws In ThisWorkbook.Worksheets",
      ...unlessExcluded(request.exceptSheets, [...setup("ws"), `ws.PrintOut Copies:=${copies}`]).map((line) =>
        `    ${line}`
      ),
      "Next ws",
    ]
    : [...sheetLines(request, assumed), ...setup("ws"), `ws.PrintOut Copies:=${copies}`];
  const code = macroCode({
    name: "PrintSheets",
    about: ["Sends sheets to the default printer."],
    variables: ["ws As Worksheet"],
    body,
  });
  return draft(
    code,
    [
      `This macro prints ${
        request.selection ? "the selected cells" : request.allSheets ? "every sheet" : sheetWords(request)
      } on the default printer${copies > 1 ? `, ${copies} copies` : ""}${landscape ? ", landscape" : ""}${
        fit ? ", fitted to one page" : ""
      }.`,
      "Use File > Print once to choose the printer if it is not the default one.",
    ],
    assumed,
    moduleSteps("PrintSheets"),
  );
};

const objectKinds: [RegExp, string, string][] = [
  [/\bcharts?\b/, "ChartObjects", "charts"],
  [/\bpictures?\b|\bimages?\b|\bphotos?\b|\blogos?\b/, "Pictures", "pictures"],
  [/\bcomments?\b|\bnotes?\b/, "Comments", "comments"],
  [/\bhyperlinks?\b|\blinks?\b/, "Hyperlinks", "hyperlinks"],
  [/\bshapes?\b|\bbuttons?\b|\bobjects?\b/, "Shapes", "shapes and buttons"],
];

/** Deletes all charts, pictures, comments, hyperlinks or shapes from one sheet or every sheet. */
export const deleteObjects = (request: MacroRequest): VbaDraft | undefined => {
  const kind = objectKinds.find(([words]) => words.test(request.text));
  if (!kind) return undefined;
  const assumed: string[] = [];
  const remove = kind[1] === "Comments"
    ? ["sheet.Cells.ClearComments"]
    : kind[1] === "Hyperlinks"
    ? ["sheet.Hyperlinks.Delete"]
    : kind[1] === "Shapes"
    ? [
      "' Always the first one: the list shrinks as shapes go",
      "Do While sheet.Shapes.Count > 0",
      "    sheet.Shapes(1).Delete",
      "Loop",
    ]
    : [`sheet.${kind[1]}.Delete`];
  const code = macroCode({
    name: "DeleteObjects",
    about: [`Deletes every one of the ${kind[2]} on ${request.allSheets ? "every sheet" : "the sheet"}.`],
    variables: ["sheet As Worksheet"],
    body: request.allSheets
      ? ["For Each sheet In ThisWorkbook.Worksheets", ...remove.map((line) => `    ${line}`), "Next sheet"]
      : [...sheetLines(request, assumed, "sheet"), ...remove],
  });
  return draft(
    code,
    [
      `This macro deletes all the ${kind[2]} on ${request.allSheets ? "every sheet" : sheetWords(request)}.`,
      "The cells and their values stay. It cannot be undone with Ctrl+Z.",
    ],
    assumed,
    moduleSteps("DeleteObjects"),
  );
};

/** Turns the selection, a range or the data around A1 into an Excel table, named when the request names it. */
export const makeTable = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const name = findTable(request.original) ?? request.newName;
  const source = request.selection ? "Selection" : dataBlock(request, assumed);
  const code = macroCode({
    name: "MakeTable",
    about: ["Turns the data into an Excel table, with its first row as headings."],
    variables: ["ws As Worksheet", "table As ListObject"],
    body: [
      ...(request.selection ? ["Set ws = ActiveSheet"] : sheetLines(request, assumed)),
      `Set table = ws.ListObjects.Add(SourceType:=xlSrcRange, Source:=${source}, XlListObjectHasHeaders:=xlYes)`,
      ...(name ? [`table.Name = ${vbaString(name)}`] : []),
    ],
  });
  return draft(
    code,
    [
      `This macro turns ${
        request.selection ? "the selected cells" : request.range ?? "the data around A1"
      } into an Excel table${
        name ? ` named ${name}` : ""
      }, with filter buttons and banded rows; the first row becomes the headings.`,
    ],
    assumed,
    moduleSteps("MakeTable"),
  );
};

/** Saves the workbook, and closes it when asked. */
export const saveWorkbook = (request: MacroRequest): VbaDraft => {
  const close = /\bclose\b/.test(request.text);
  const code = macroCode({
    name: close ? "SaveAndClose" : "SaveWorkbook",
    about: [close ? "Saves this workbook and closes it." : "Saves this workbook."],
    variables: [],
    body: close ? ["ThisWorkbook.Close SaveChanges:=True"] : ["ThisWorkbook.Save"],
  });
  return draft(
    code,
    [close ? "This macro saves the workbook and closes it." : "This macro saves the workbook, like Ctrl+S."],
    [],
    moduleSteps(close ? "SaveAndClose" : "SaveWorkbook"),
  );
};
