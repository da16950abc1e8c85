import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { type Colour, colourRole, findColours, rgbCall } from "./colours.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { styleLines, styleWords } from "./style-lines.ts";

const yellow: Colour = { name: "yellow", rgb: [255, 255, 0] };

// "the highest value in each column", "the smallest number": the cells equal to the largest or smallest.
const extreme = (text: string) =>
  /\b(?:highest|largest|biggest|maximum|max|top) (?:value|number|amount|score|figure)s?\b/.test(text)
    ? "Max"
    : /\b(?:lowest|smallest|minimum|min) (?:value|number|amount|score|figure)s?\b/.test(text)
    ? "Min"
    : undefined;

/** Fills cells (or their rows, or their text) with a colour: those meeting the condition, the largest, or all. */
export const highlightCells = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const found = findColours(request.text)[0];
  // "bold any row where column A says Total" asks for a look, not a colour.
  const emphasisOnly = !found && /\b(?:bold|italics?|underlined?)\b/.test(request.text) &&
    !/\b(?:highlight|colou?r|shade|fill)/.test(request.text);
  const colour = found?.colour ?? yellow;
  if (!found && !emphasisOnly) assumed.push("the colour is yellow");
  const target = cellTarget(request, assumed, true);
  // "highlight rows where…" colours the whole row of data, not just the cell that was tested.
  const wholeRow = /\b(?:rows?|entire row|whole row|lines?|records?)\b/.test(request.text) && !request.selection;
  const painted = wholeRow ? "Intersect(cell.EntireRow, ws.UsedRange)" : "cell";
  // "red font" / "text colour" colours the characters rather than the cell's background.
  const font = (found && colourRole(request.text, found.at, found.end) === "font") ||
    /\b(?:font|text)\b/.test(request.text);
  const fill = [
    ...(emphasisOnly ? [] : [`${painted}.${font ? "Font.Color" : "Interior.Color"} = ${rgbCall(colour)}`]),
    ...(/\bbold\b/.test(request.text) ? [`${painted}.Font.Bold = True`] : []),
    ...(emphasisOnly && /\bitalics?\b/.test(request.text) ? [`${painted}.Font.Italic = True`] : []),
    ...(emphasisOnly && /\bunderlined?\b/.test(request.text)
      ? [`${painted}.Font.Underline = xlUnderlineStyleSingle`]
      : []),
    "coloured = coloured + 1",
  ];
  const top = extreme(request.text);
  const perColumn = top && /\b(?:each|every|per) column\b/.test(request.text);
  const test = top
    ? [
      `If Not IsError(cell.Value) And Not IsEmpty(cell.Value) And IsNumeric(cell.Value) Then`,
      `    If cell.Value = Application.WorksheetFunction.${top}(${
        perColumn ? "Intersect(rng, cell.EntireColumn)" : "rng"
      }) Then`,
      ...fill.map((line) => `        ${line}`),
      "    End If",
      "End If",
    ]
    : request.condition
    ? ifCondition(request.condition, "cell", fill)
    : fill;
  const which = top
    ? `the ${top === "Max" ? "largest" : "smallest"} value${perColumn ? " of each column" : ""}`
    : request.condition
    ? `the ${wholeRow ? "rows" : "cells"} whose value is ${conditionWords(request.condition)}`
    : `the ${wholeRow ? "rows" : "cells"}`;
  const code = macroCode({
    name: "HighlightCells",
    about: emphasisOnly
      ? [`Changes the font of ${which}.`]
      : [`Colours ${which} ${colour.name}.`, "RGB(red, green, blue) sets the colour; each number goes from 0 to 255."],
    variables: ["ws As Worksheet", "rng As Range", "cell As Range", ...target.variables, "coloured As Long"],
    body: [
      ...(target.selection ? [] : sheetLines(request, assumed)),
      ...target.lines,
      "",
      "' Look at each cell in turn",
      "For Each cell In rng.Cells",
      ...test.map((line) => `    ${line}`),
      "Next cell",
      "",
      'MsgBox coloured & " cell(s) highlighted.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro goes through ${target.words}${target.selection ? "" : ` on ${sheetWords(request)}`} and ${
        emphasisOnly ? "changes the font of" : "colours"
      } ${which}`,
      emphasisOnly ? "as asked." : `${font ? "in" : "with"} ${colour.name} (${rgbCall(colour)})${font ? " text" : ""}.`,
      "It changes the cells once; run it again after the data changes,",
      "or use Conditional Formatting for looks that update by themselves.",
    ],
    assumed,
    moduleSteps("HighlightCells"),
  );
};

/**
 * Makes the heading row stand out (bold unless another look is asked, fills, fonts, alignment, a line under it),
 * on one sheet or every sheet, and freezes it when asked.
 */
export const formatHeader = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const looks = styleLines(request, "fill");
  const styled = looks.length ? looks : [".Font.Bold = True"];
  if (!looks.length) assumed.push("the headings are made bold");
  const line = /\bborder|\bline (?:under|below)|\bunderline the\b/.test(request.text) || !looks.length;
  const freeze = /\bfreeze\b/.test(request.text);
  const headerRange = request.range && /^[A-Z]+1:[A-Z]+1$/.test(request.range)
    ? `ws.Range("${request.range}")`
    : 'ws.Range("A1", ws.Cells(1, ws.UsedRange.Column + ws.UsedRange.Columns.Count - 1))';
  if (!request.range) assumed.push("the headings are in row 1");
  const formatOne = [
    "' Row 1, from the first to the last used column",
    `Set header = ${headerRange}`,
    "With header",
    ...styled.map((one) => `    ${one}`),
    ...(line
      ? ["    .Borders(xlEdgeBottom).LineStyle = xlContinuous", "    .Borders(xlEdgeBottom).Weight = xlMedium"]
      : []),
    "End With",
    ...(freeze
      ? [
        "' Keep the heading row in view while scrolling",
        "ws.Activate",
        "ActiveWindow.FreezePanes = False",
        "ActiveWindow.SplitColumn = 0",
        "ActiveWindow.SplitRow = 1",
        "ActiveWindow.FreezePanes = True",
      ]
      : []),
  ];
  const code = macroCode({
    name: "FormatHeaderRow",
    about: [`Makes the heading row stand out${request.allSheets ? " on every sheet" : ""}.`],
    variables: ["ws As Worksheet", "header As Range"],
    body: request.allSheets
      ? ["For Each ws In ThisWorkbook.Worksheets", ...formatOne.map((one) => `    ${one}`), "Next ws"]
      : [...sheetLines(request, assumed), "", ...formatOne],
  });
  return draft(
    code,
    [
      `This macro formats the heading row of ${request.allSheets ? "every sheet" : sheetWords(request)}${
        request.range ? ` (${request.range})` : ""
      }: ${styleWords(styled)}${line ? ", and a line underneath" : ""}.`,
      freeze
        ? "It also freezes the row so it stays in view while scrolling."
        : "To keep the headings in view, use View > Freeze Panes > Freeze Top Row.",
    ],
    assumed,
    moduleSteps("FormatHeaderRow"),
  );
};

/** Bold, italic, underline, font, size, colours, alignment, wrapping or merging on the selection, a range or a column. */
export const fontStyle = (request: MacroRequest): VbaDraft | undefined => {
  const looks = styleLines(request, /\b(?:fill|background|shade|highlight)\b/.test(request.text) ? "fill" : "font");
  if (!looks.length) return undefined;
  if (request.allSheets && !request.selection && !request.column && !request.range && !request.cell) {
    return workbookFont(looks);
  }
  const assumed: string[] = [];
  const target = cellTarget(request, assumed, false);
  const code = macroCode({
    name: "StyleFont",
    about: ["Changes how the cells look."],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables],
    body: [
      ...(target.selection ? [] : sheetLines(request, assumed)),
      ...target.lines,
      "",
      ...(looks.includes(".Merge")
        ? ["' Merging keeps only the top-left value; Excel would ask about it", "Application.DisplayAlerts = False"]
        : []),
      "With rng",
      ...looks.map((one) => `    ${one}`),
      "End With",
    ],
    restore: looks.includes(".Merge") ? ["Application.DisplayAlerts = True"] : [],
  });
  return draft(
    code,
    [`This macro changes ${target.words}${target.selection ? "" : ` on ${sheetWords(request)}`}: ${
      styleWords(looks)
    }.`],
    assumed,
    moduleSteps(
      "StyleFont",
      target.selection ? ["Select the cells first, then run it (it suits a Quick Access Toolbar button)."] : [],
    ),
  );
};

// "every sheet should use Verdana 10": the same look on every cell of every sheet.
const workbookFont = (looks: string[]): VbaDraft => {
  const code = macroCode({
    name: "StyleWorkbookFont",
    about: ["Gives every cell on every sheet the same look."],
    variables: ["ws As Worksheet"],
    body: [
      "For Each ws In ThisWorkbook.Worksheets",
      "    With ws.Cells",
      ...looks.map((one) => `        ${one}`),
      "    End With",
      "Next ws",
    ],
  });
  return draft(
    code,
    [`This macro changes every cell on every sheet of the workbook: ${styleWords(looks)}.`],
    [],
    moduleSteps("StyleWorkbookFont"),
  );
};

/** Colours every second data row, for readable "zebra" stripes. */
export const stripeRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["row 1 holds headings and is left as it is"];
  const colour = request.colour ?? { name: "light blue", rgb: [221, 235, 247] as const };
  if (!request.colour) assumed.push("the stripe colour is light blue");
  const code = macroCode({
    name: "StripeRows",
    about: ["Colours every second row of the data so rows are easy to follow across the sheet."],
    variables: ["ws As Worksheet", "data As Range", "r As Long"],
    body: [
      ...sheetLines(request, assumed),
      "Set data = ws.UsedRange",
      "",
      "' Start under the headings; Step 2 skips every other row",
      "For r = 2 To data.Rows.Count Step 2",
      `    data.Rows(r).Interior.Color = ${rgbCall(colour)}`,
      "Next r",
    ],
  });
  return draft(
    code,
    [
      `This macro fills every other row of the data on ${
        sheetWords(request)
      } with ${colour.name}, starting with the first row under the headings.`,
      "Run it again after adding rows; Format as Table (Ctrl+T) gives stripes that follow the data by themselves.",
    ],
    assumed,
    moduleSteps("StripeRows"),
  );
};
