import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/**
 * Fits column widths (or row heights) to their contents on one sheet or all of them, for all columns, a span, or
 * rows n to m; "set col B width to 40" sets a width instead, after any fitting.
 */
export const autofitColumns = (request: MacroRequest): VbaDraft => {
  const { text } = request;
  const assumed: string[] = [];
  const span = request.columns.find((mention) => mention.to);
  const rowsOnly = /\brow heights?\b|\bheights?\b|\bfit (?:the )?rows\b|\brows? \d/.test(text) &&
    !/\bcolumns?\b/.test(text.replace(/\bcol(?:umn)? [a-z]\b.*width/, ""));
  const rowsToo = rowsOnly || /\brows?\b/.test(text);
  const width = /\bwidth (?:of |to |= ?)?(\d{1,3}(?:\.\d+)?)\b|\b(\d{1,3}(?:\.\d+)?) (?:wide|characters wide)\b/.exec(
    text,
  );
  const widthColumn = width
    ? request.columns.filter((mention) => mention.letter && !mention.to).at(-1)?.letter
    : undefined;
  const columns = span ? `sheet.Columns("${span.letter}:${span.to}")` : "sheet.UsedRange.Columns";
  const rows = request.rows ? `sheet.Rows("${request.rows[0]}:${request.rows[1]}")` : "sheet.UsedRange.Rows";
  const fit = [
    ...(rowsOnly ? [] : [`${columns}.AutoFit`]),
    ...(rowsToo ? [`${rows}.AutoFit`] : []),
    ...(width && widthColumn ? [`sheet.Columns("${widthColumn}").ColumnWidth = ${width[1] ?? width[2]}`] : []),
  ];
  const code = macroCode({
    name: "AutoFitColumns",
    about: [
      rowsOnly
        ? "Makes each row just tall enough for its contents."
        : "Makes each column just wide enough for its longest entry.",
    ],
    variables: ["sheet As Worksheet"],
    body: request.allSheets
      ? ["For Each sheet In ThisWorkbook.Worksheets", ...fit.map((line) => `    ${line}`), "Next sheet"]
      : [...sheetLines(request, assumed, "sheet"), "", ...fit],
  });
  return draft(
    code,
    [
      `This macro autofits ${
        rowsOnly
          ? `the row heights of ${request.rows ? `rows ${request.rows.join(" to ")}` : "the used rows"}`
          : `${span ? `columns ${span.letter} to ${span.to}` : "the columns"}${rowsToo ? " and rows" : ""}`
      } of ${
        request.allSheets ? "every sheet in the workbook" : sheetWords(request)
      }, like double-clicking the border between their headings.`,
      ...(width && widthColumn ? [`Then it sets column ${widthColumn} to a width of ${width[1] ?? width[2]}.`] : []),
    ],
    assumed,
    moduleSteps("AutoFitColumns"),
  );
};
