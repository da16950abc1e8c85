import type { VbaDraft } from "../types.ts";
import { conditionWords, duplicateRange, ifCondition } from "./conditions.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  selectionLines,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Goes through every data row, optionally counting the rows that meet a condition, with a place for the user's work. */
export const loopRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["row 1 holds headings, so the loop starts at row 2"];
  const work = [
    "' Put your own work for each row here, for example:",
    "' ws.Cells(r, col).Offset(0, 1).Value = ws.Cells(r, col).Value * 2",
    "matched = matched + 1",
  ];
  const duplicates = duplicateRange(request.condition);
  const code = macroCode({
    name: "LoopThroughRows",
    about: [
      "Goes through every row that has data, one row at a time.",
      "Change the lines inside the loop to do your own work on each row.",
    ],
    variables: [
      "ws As Worksheet",
      ...columnVariables(request),
      ...duplicates.variables,
      "lastRow As Long",
      "r As Long",
      "matched As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      "",
      "' Find the last row with data in that column",
      lastRowLine,
      ...duplicates.lines,
      "",
      "' Visit each row from row 2 (under the headings) to the last one",
      "For r = 2 To lastRow",
      ...(request.condition ? ifCondition(request.condition, "ws.Cells(r, col)", work) : work).map((line) =>
        `    ${line}`
      ),
      "Next r",
      "",
      `MsgBox matched & " row(s) ${request.condition ? "matched" : "were processed"}.", vbInformation`,
    ],
  });
  return draft(
    code,
    [
      `This macro loops through each row of ${sheetWords(request)} with data in ${columnWords(request)}`,
      request.condition
        ? `and counts the rows whose value there is ${conditionWords(request.condition)}.`
        : "and counts them.",
      "The lines inside For ... Next run once per row; r is the row number, so ws.Cells(r, col) is that row's cell.",
    ],
    assumed,
    moduleSteps("LoopThroughRows", ["Replace the example line inside the loop with what each row should get."]),
  );
};

/** Deletes rows that are entirely empty, or empty in the named column, working bottom-up. */
export const deleteBlankRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const inSelection = request.selection;
  const byColumn = Boolean(request.column) && !inSelection;
  const test = byColumn
    ? "If Len(Trim(ws.Cells(r, col).Text)) = 0 Then"
    : "If Application.WorksheetFunction.CountA(ws.Rows(r)) = 0 Then";
  const code = macroCode({
    name: "DeleteBlankRows",
    about: [
      byColumn ? "Deletes every row whose cell in the chosen column is empty." : "Deletes every completely empty row.",
      "It works from the bottom up, so deleting a row never makes the loop skip the row below it.",
    ],
    variables: [
      "ws As Worksheet",
      ...(byColumn ? columnVariables(request) : []),
      "firstRow As Long",
      "lastRow As Long",
      "r As Long",
      "deleted As Long",
    ],
    body: [
      ...(inSelection
        ? [
          'If TypeName(Selection) <> "Range" Then GoTo Finish',
          "Set ws = Selection.Worksheet",
          "' Only the rows of the selected cells",
          "firstRow = Selection.Row",
          "lastRow = Selection.Row + Selection.Rows.Count - 1",
        ]
        : [
          ...sheetLines(request, assumed),
          ...(byColumn ? columnLines(request, assumed) : []),
          "",
          "' The last row that has anything in it",
          "firstRow = 1",
          "lastRow = ws.UsedRange.Row + ws.UsedRange.Rows.Count - 1",
        ]),
      "",
      "For r = lastRow To firstRow Step -1",
      `    ${test}`,
      "        ws.Rows(r).Delete",
      "        deleted = deleted + 1",
      "    End If",
      "Next r",
      "",
      'MsgBox deleted & " empty row(s) deleted.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro deletes ${
        byColumn
          ? `every row of ${sheetWords(request)} whose cell in ${columnWords(request)} is empty`
          : inSelection
          ? "every completely empty row among the rows you have selected"
          : `every completely empty row of ${sheetWords(request)}`
      }.`,
      "It starts at the bottom: when a row is deleted the rows below move up, and going upwards means none is skipped.",
      "Deleting cannot be undone with Ctrl+Z, so try it on a copy first.",
    ],
    assumed,
    moduleSteps("DeleteBlankRows"),
  );
};

/** Deletes rows whose value in a column meets the request's condition, bottom-up. */
export const deleteRowsWhere = (request: MacroRequest): VbaDraft | undefined => {
  if (!request.condition) return undefined;
  const assumed: string[] = ["row 1 holds headings and is kept"];
  const duplicates = duplicateRange(request.condition);
  const code = macroCode({
    name: "DeleteMatchingRows",
    about: [
      `Deletes every row whose value in the chosen column is ${conditionWords(request.condition)}.`,
      "It works from the bottom up, so deleting a row never makes the loop skip the row below it.",
    ],
    variables: [
      "ws As Worksheet",
      ...columnVariables(request),
      ...duplicates.variables,
      "lastRow As Long",
      "r As Long",
      "deleted As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      "",
      lastRowLine,
      ...duplicates.lines,
      "",
      "For r = lastRow To 2 Step -1",
      ...ifCondition(request.condition, "ws.Cells(r, col)", ["ws.Rows(r).Delete", "deleted = deleted + 1"]).map((
        line,
      ) => `    ${line}`),
      "Next r",
      "",
      'MsgBox deleted & " row(s) deleted.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro deletes each row of ${sheetWords(request)} whose value in ${columnWords(request)} is ${
        conditionWords(request.condition)
      }.`,
      "It checks the rows from the bottom up so that no row is skipped when the ones below move up.",
      "Deleting cannot be undone with Ctrl+Z, so try it on a copy first.",
    ],
    assumed,
    moduleSteps("DeleteMatchingRows"),
  );
};

/** Hides the rows whose value meets a condition. */
export const hideRows = (request: MacroRequest): VbaDraft | undefined => {
  const assumed: string[] = [];
  if (!request.condition) return undefined;
  assumed.push("row 1 holds headings and stays visible");
  const duplicates = duplicateRange(request.condition);
  const code = macroCode({
    name: "HideMatchingRows",
    about: [`Hides every row whose value in the chosen column is ${conditionWords(request.condition)}.`],
    variables: [
      "ws As Worksheet",
      ...columnVariables(request),
      ...duplicates.variables,
      "lastRow As Long",
      "r As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      "",
      lastRowLine,
      ...duplicates.lines,
      "",
      "For r = 2 To lastRow",
      ...ifCondition(request.condition, "ws.Cells(r, col)", ["ws.Rows(r).Hidden = True"]).map((line) => `    ${line}`),
      "Next r",
    ],
  });
  return draft(
    code,
    [
      `This macro hides each row of ${sheetWords(request)} whose value in ${columnWords(request)} is ${
        conditionWords(request.condition)
      }.`,
      "Hidden rows are not deleted: select the rows around them, right-click and choose Unhide to see them again.",
    ],
    assumed,
    moduleSteps("HideMatchingRows"),
  );
};

/** Clears values (not formatting) from a range, or from everything under the headings, after asking. */
export const clearContents = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  // The user's own question, when they wrote it ("ask 'Are you sure you want to clear the data?'").
  const question = request.quoted.find((quoted) => quoted.endsWith("?"));
  // A column named alone is cleared down its length; "except the header" keeps its first row.
  const column = !request.range && request.column && "letter" in request.column ? request.column.letter : undefined;
  const keepHeader =
    /\b(?:except|but|not|keep(?:ing)?|without|apart from|under|below)\b[^.]{0,12}\b(?:headers?|headings?|titles?|row 1|first row)\b/
      .test(request.text);
  const selection = request.selection && !request.range;
  const everything = /\b(?:whole|entire|everything|all)\b/.test(request.text) && !request.range && !column &&
    !selection;
  if (!request.range && !everything && !column && !selection) {
    assumed.push("it clears everything under the heading row and keeps row 1");
  }
  const clear =
    /\bformat(?:ting|s)\b/.test(request.text) && !/\b(?:keep|keeping|leave|not)\b[^.]{0,20}\bformat/.test(request.text)
      ? /\b(?:values?|contents?|data|everything)\b/.test(request.text) ? "Clear" : "ClearFormats"
      : "ClearContents";
  const target = request.range
    ? `ws.Range("${request.range}")`
    : column
    ? keepHeader
      ? `ws.Range("${column}2:${column}" & ws.Cells(ws.Rows.Count, "${column}").End(xlUp).Row)`
      : `ws.Columns("${column}")`
    : everything
    ? "ws.UsedRange"
    : "ws.UsedRange.Offset(1, 0).Resize(ws.UsedRange.Rows.Count - 1)";
  const code = macroCode({
    name: "ClearRangeContents",
    about: [
      clear === "ClearFormats"
        ? "Takes the formatting off the cells but keeps their values."
        : clear === "Clear"
        ? "Empties the cells of values and formatting."
        : "Empties the cells' values but keeps their formatting.",
      "It asks first, because clearing cannot be undone.",
    ],
    variables: ["ws As Worksheet", "target As Range"],
    body: [
      ...(selection ? [...selectionLines("target"), "Set ws = target.Worksheet"] : sheetLines(request, assumed)),
      ...(request.range || everything || column || selection
        ? []
        : ["' Nothing to clear when the sheet holds only headings", "If ws.UsedRange.Rows.Count < 2 Then GoTo Finish"]),
      ...(selection ? [] : [`Set target = ${target}`]),
      "",
      question
        ? `If MsgBox(${vbaString(question)}, vbYesNo + vbQuestion) = vbNo Then GoTo Finish`
        : 'If MsgBox("Clear " & target.Address(False, False) & " on " & ws.Name & "?", vbYesNo + vbQuestion) = vbNo Then GoTo Finish',
      `target.${clear}`,
    ],
  });
  return draft(
    code,
    [
      `This macro clears the ${clear === "ClearFormats" ? "formatting" : "contents"} of ${
        request.range ??
          (selection
            ? "the selected cells"
            : column
            ? `column ${column}${keepHeader ? " under its header" : ""}`
            : everything
            ? "every used cell"
            : "the data under the headings")
      } on ${sheetWords(request)}.`,
      clear === "ClearFormats"
        ? "Colours, borders and number formats go; the values stay. It asks before clearing."
        : clear === "Clear"
        ? "Values, formulas and formatting all go. It asks before clearing."
        : "Values and formulas go; formatting such as colours and borders stays. It asks before clearing.",
    ],
    assumed,
    moduleSteps("ClearRangeContents"),
  );
};
