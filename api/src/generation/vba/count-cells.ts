import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { rgbCall } from "./colours.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/**
 * Counts cells and says how many in a message: cells of a fill (or font) colour, cells meeting the condition, or the
 * rows that hold data. A sum, total or average is a calculation it does not do, so those requests get no macro.
 */
export const countCells = (request: MacroRequest): VbaDraft | undefined => {
  if (/\b(?:total|sum|average|mean)\b/.test(request.text)) return undefined;
  const assumed: string[] = [];
  const rows = /\brows?\b/.test(request.text) && !request.colour && !request.condition;
  if (rows) return countRows(request);
  const colour = request.colour;
  const property = /\b(?:font|text) colou?r\b|\b(?:font|text)\b/.test(request.text) ? "Font.Color" : "Interior.Color";
  if (!colour && !request.condition) return undefined;
  const target = cellTarget(request, assumed, false);
  const counted = ["counted = counted + 1"];
  const test = colour
    ? [`If cell.${property} = ${rgbCall(colour)} Then`, "    counted = counted + 1", "End If"]
    : ifCondition(request.condition!, "cell", counted);
  const what = colour
    ? `with a ${colour.name} ${property === "Font.Color" ? "font" : "fill"}`
    : `whose value is ${conditionWords(request.condition!)}`;
  const code = macroCode({
    name: "CountCells",
    about: [`Counts the cells of ${target.words} ${what} and shows the number.`],
    variables: ["ws As Worksheet", "rng As Range", "cell As Range", ...target.variables, "counted As Long"],
    body: [
      ...(target.selection ? [] : sheetLines(request, assumed)),
      ...target.lines,
      "",
      "For Each cell In rng.Cells",
      ...test.map((line) => `    ${line}`),
      "Next cell",
      "",
      `MsgBox counted & " cell(s) ${what.replaceAll('"', '""')}.", vbInformation`,
    ],
  });
  return draft(
    code,
    [
      `This macro counts the cells of ${target.words} ${what} and tells you how many in a message box.`,
      ...(colour
        ? [
          `It compares each cell's exact colour with ${rgbCall(colour)}; a slightly different shade of ${colour.name}`,
          "is not counted, so change the RGB numbers to the exact colour your cells use if the count is 0.",
        ]
        : []),
    ],
    assumed,
    moduleSteps("CountCells"),
  );
};

const countRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const code = macroCode({
    name: "CountDataRows",
    about: ["Counts the rows that hold data and shows the number in a message."],
    variables: ["ws As Worksheet", "lastCell As Range", "filled As Long", "r As Long"],
    body: [
      ...sheetLines(request, assumed),
      "",
      "' The last row with anything in it, searching from the bottom of the sheet",
      'Set lastCell = ws.Cells.Find(What:="*", LookIn:=xlFormulas, SearchOrder:=xlByRows, SearchDirection:=xlPrevious)',
      "If lastCell Is Nothing Then",
      `    MsgBox "The sheet " & ws.Name & " is empty.", vbInformation`,
      "    GoTo Finish",
      "End If",
      "",
      "' Count the rows that are not empty (a blank row in the middle is not counted)",
      "For r = 1 To lastCell.Row",
      "    If Application.WorksheetFunction.CountA(ws.Rows(r)) > 0 Then filled = filled + 1",
      "Next r",
      "",
      'MsgBox ws.Name & " has " & filled & " row(s) with data (the last one is row " & lastCell.Row & ").", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro counts the rows of ${sheetWords(request)} that hold data, heading row included, and shows the number`,
      "in a message box, along with the last row that is used.",
    ],
    assumed,
    moduleSteps("CountDataRows"),
  );
};
