import type { VbaDraft } from "../types.ts";
import { type Colour, rgbCall } from "./colours.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const yellow: Colour = { name: "yellow", rgb: [255, 255, 0] };

/** The cells a formatting macro works on: the named range, the named column's data, or the used range. */
const targetLines = (request: MacroRequest, assumed: string[], underHeadings: boolean) => {
  if (request.range) {
    return { lines: [`Set rng = ws.Range("${request.range}")`], words: request.range, variables: [] as string[] };
  }
  if (request.column) {
    return {
      lines: [
        ...columnLines(request, assumed),
        "lastRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row",
        `Set rng = ws.Range(ws.Cells(${underHeadings ? 2 : 1}, col), ws.Cells(lastRow, col))`,
      ],
      words: columnWords(request),
      variables: [...columnVariables(request), "lastRow As Long"],
    };
  }
  assumed.push("it covers every cell in use on the sheet");
  return { lines: ["Set rng = ws.UsedRange"], words: "the used cells", variables: [] as string[] };
};

/** Fills cells with a colour, only those meeting the request's condition when it has one. */
export const highlightCells = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const colour = request.colour ?? yellow;
  if (!request.colour) assumed.push("the colour is yellow");
  const target = targetLines(request, assumed, true);
  // "highlight rows where…" colours the whole row of data, not just the cell that was tested.
  const wholeRow = /\b(?:rows?|entire row|whole row|lines?|records?)\b/.test(request.text);
  const painted = wholeRow ? "Intersect(cell.EntireRow, ws.UsedRange)" : "cell";
  // "red font" / "text colour" colours the characters rather than the cell's background.
  const property = /\b(?:font|text)\b/.test(request.text) ? "Font.Color" : "Interior.Color";
  const fill = [`${painted}.${property} = ${rgbCall(colour)}`, "coloured = coloured + 1"];
  const code = macroCode({
    name: "HighlightCells",
    about: [
      request.condition
        ? `Colours the ${wholeRow ? "rows" : "cells"} whose value is ${
          conditionWords(request.condition)
        } ${colour.name}.`
        : `Colours the ${wholeRow ? "rows" : "cells"} ${colour.name}.`,
      "RGB(red, green, blue) sets the colour; each number goes from 0 to 255.",
    ],
    variables: ["ws As Worksheet", "rng As Range", "cell As Range", ...target.variables, "coloured As Long"],
    body: [
      ...sheetLines(request, assumed),
      ...target.lines,
      "",
      "' Look at each cell in turn",
      "For Each cell In rng.Cells",
      ...(request.condition ? ifCondition(request.condition, "cell", fill) : fill).map((line) => `    ${line}`),
      "Next cell",
      "",
      'MsgBox coloured & " cell(s) highlighted.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro goes through ${target.words} on ${sheetWords(request)} and fills`,
      `${wholeRow ? "the row of each cell" : "each cell"}${
        request.condition ? ` whose value is ${conditionWords(request.condition)}` : ""
      }`,
      `with ${colour.name} (${rgbCall(colour)}).`,
      "It colours the cells once; run it again after the data changes,",
      "or use Conditional Formatting for colours that update by themselves.",
    ],
    assumed,
    moduleSteps("HighlightCells"),
  );
};

/** Makes the heading row bold, optionally filled with a colour, with a line under it. */
export const formatHeader = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["the headings are in row 1"];
  const code = macroCode({
    name: "FormatHeaderRow",
    about: ["Makes the heading row stand out: bold text, a fill colour and a line underneath."],
    variables: ["ws As Worksheet", "header As Range"],
    body: [
      ...sheetLines(request, assumed),
      "",
      "' Row 1, from the first to the last used column",
      "Set header = ws.Range(ws.Cells(1, 1), ws.Cells(1, ws.UsedRange.Column + ws.UsedRange.Columns.Count - 1))",
      "With header",
      "    .Font.Bold = True",
      ...(request.colour ? [`    .Interior.Color = ${rgbCall(request.colour)}`] : []),
      "    .Borders(xlEdgeBottom).LineStyle = xlContinuous",
      "    .Borders(xlEdgeBottom).Weight = xlMedium",
      "End With",
    ],
  });
  return draft(
    code,
    [
      `This macro formats the heading row of ${sheetWords(request)}: bold text${
        request.colour ? `, a ${request.colour.name} fill` : ""
      } and a line underneath.`,
      "To keep the headings in view while scrolling, use View > Freeze Panes > Freeze Top Row.",
    ],
    assumed,
    moduleSteps("FormatHeaderRow"),
  );
};

const numberFormats: [RegExp, string, string][] = [
  [/\b(?:currency|money|dollars?|\$)/, "$#,##0.00", "currency with two decimals (change $ to your currency symbol)"],
  [/\b(?:percent|percentage|%)/, "0.00%", "a percentage with two decimals"],
  [/\b(?:date|dates)\b/, "yyyy-mm-dd", "a date, year-month-day (change it to dd/mm/yyyy or mm/dd/yyyy if you prefer)"],
  [/\b(?:time|times)\b/, "hh:mm", "a time, hours and minutes"],
  [/\b(?:thousands?|comma)/, "#,##0", "a whole number with thousands separators"],
  [/\b(?:text)\b/, "@", "text, so Excel keeps what is typed exactly"],
  [/\b(?:decimal|decimals|number|numbers)\b/, "#,##0.00", "a number with two decimals"],
];

/** Applies a number format (currency, percent, date…) to the named cells. */
export const numberFormat = (request: MacroRequest): VbaDraft | undefined => {
  const format = numberFormats.find(([words]) => words.test(request.text));
  if (!format) return undefined;
  const assumed: string[] = [];
  const target = targetLines(request, assumed, true);
  const code = macroCode({
    name: "ApplyNumberFormat",
    about: [`Shows the numbers as ${format[2]}.`, "Only the display changes; the values stay the same."],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables],
    body: [...sheetLines(request, assumed), ...target.lines, "", `rng.NumberFormat = "${format[1]}"`],
  });
  return draft(
    code,
    [
      `This macro formats ${target.words} on ${sheetWords(request)} as ${format[2]}, using the format code "${
        format[1]
      }".`,
      "Only how the numbers look changes, not the values themselves.",
    ],
    assumed,
    moduleSteps("ApplyNumberFormat"),
  );
};

/** Draws thin borders around every cell of the range. */
export const addBorders = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const target = targetLines(request, assumed, false);
  const code = macroCode({
    name: "AddBorders",
    about: ["Draws a thin line around every cell of the range."],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables],
    body: [
      ...sheetLines(request, assumed),
      ...target.lines,
      "",
      "With rng.Borders",
      "    .LineStyle = xlContinuous",
      "    .Weight = xlThin",
      `    .Color = ${request.colour ? rgbCall(request.colour) : "RGB(0, 0, 0)"}`,
      "End With",
    ],
  });
  return draft(
    code,
    [`This macro puts ${request.colour?.name ?? "black"} borders around every cell of ${target.words} on ${
      sheetWords(request)
    }.`],
    assumed,
    moduleSteps("AddBorders"),
  );
};

/** Fits column widths (and row heights when asked) to their contents, on one sheet or all of them. */
export const autofitColumns = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const rowsToo = /\brows?\b/.test(request.text);
  const fit = [`sheet.UsedRange.Columns.AutoFit`, ...(rowsToo ? ["sheet.UsedRange.Rows.AutoFit"] : [])];
  const code = macroCode({
    name: "AutoFitColumns",
    about: ["Makes each column just wide enough for its longest entry."],
    variables: ["sheet As Worksheet"],
    body: request.allSheets
      ? ["For Each sheet In ThisWorkbook.Worksheets", ...fit.map((line) => `    ${line}`), "Next sheet"]
      : [
        ...sheetLines(request, assumed, "sheet"),
        "",
        ...fit,
      ],
  });
  return draft(
    code,
    [
      `This macro autofits the columns${rowsToo ? " and rows" : ""} of ${
        request.allSheets ? "every sheet in the workbook" : sheetWords(request)
      },`,
      "like double-clicking the border between column letters.",
    ],
    assumed,
    moduleSteps("AutoFitColumns"),
  );
};

/** Bold, italic, underline or font colour on a range, for requests that are not about the heading row. */
export const fontStyle = (request: MacroRequest): VbaDraft | undefined => {
  const styles: string[] = [];
  if (/\bbold\b/.test(request.text)) styles.push(".Bold = True");
  if (/\bitalics?\b/.test(request.text)) styles.push(".Italic = True");
  if (/\bunderlined?\b/.test(request.text)) styles.push(".Underline = xlUnderlineStyleSingle");
  if (request.colour && /\b(?:font|text)\b/.test(request.text)) styles.push(`.Color = ${rgbCall(request.colour)}`);
  if (!styles.length) return undefined;
  const assumed: string[] = [];
  const target = targetLines(request, assumed, false);
  const code = macroCode({
    name: "StyleFont",
    about: ["Changes how the text in the range looks."],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables],
    body: [
      ...sheetLines(request, assumed),
      ...target.lines,
      "",
      "With rng.Font",
      ...styles.map((line) => `    ${line}`),
      "End With",
    ],
  });
  return draft(
    code,
    [`This macro changes the font of ${target.words} on ${sheetWords(request)} (${
      styles.map((s) => s.slice(1)).join(", ")
    }).`],
    assumed,
    moduleSteps("StyleFont"),
  );
};

/** Freezes the heading row so it stays in view while scrolling. */
export const freezeTopRow = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["the headings are in row 1"];
  const code = macroCode({
    name: "FreezeTopRow",
    about: ["Keeps row 1 in view while you scroll down.", "Freezing works on the window, so the sheet is shown first."],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      "ws.Activate",
      "With ActiveWindow",
      "    .FreezePanes = False",
      "    .SplitColumn = 0",
      "    .SplitRow = 1",
      "    .FreezePanes = True",
      "End With",
    ],
  });
  return draft(
    code,
    [`This macro freezes the top row of ${sheetWords(request)}, like View > Freeze Panes > Freeze Top Row.`],
    assumed,
    moduleSteps("FreezeTopRow"),
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
