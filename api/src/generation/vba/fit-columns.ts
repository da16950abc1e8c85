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
  // "width to 40", "the width of column A to 25", "col B 30 wide".
  const width =
    /\bwidths? (?:of |for )?(?:(?:(?:col(?:umn)?s? )?[a-z]{1,2}(?::[a-z]{1,2})?|it|them|the columns?) )?(?:to |= ?|at |of )?(\d{1,3}(?:\.\d+)?)\b|\b(\d{1,3}(?:\.\d+)?) (?:wide|characters wide)\b/
      .exec(
        text,
      );
  const widthColumn = width
    ? request.columns.filter((mention) => mention.letter && !mention.to).at(-1)?.letter ??
      (span ? `${span.letter}:${span.to}` : undefined)
    : undefined;
  // "the row height of rows 1 to 5 to 18", "make row 2 25 points tall": a height to set, not to fit.
  const height =
    /\bheights? (?:of |for )?(?:(?:rows? \d{1,7}(?:\s*(?:-|to|through)\s*\d{1,7})?|it|them|the rows?) )?(?:to |= ?|at |of )?(\d{1,3}(?:\.\d+)?)\b|\b(\d{1,3}(?:\.\d+)?) ?(?:points?|pts?)? (?:tall|high)\b/
      .exec(text);
  const oneRow = /\brow (\d{1,7})\b/.exec(text)?.[1];
  // "the height of row 3 to 40" is row 3 at 40 points, not rows 3 to 40.
  const heightValue = height?.[1] ?? height?.[2];
  const rowSpan = request.rows && !new RegExp(String.raw`\brow ${request.rows[0]} to ${heightValue}\b`).test(text)
    ? request.rows
    : undefined;
  const heightRows = rowSpan ? `${rowSpan[0]}:${rowSpan[1]}` : oneRow ? `${oneRow}:${oneRow}` : "1:1";
  const columns = span ? `sheet.Columns("${span.letter}:${span.to}")` : "sheet.UsedRange.Columns";
  const rows = request.rows ? `sheet.Rows("${request.rows[0]}:${request.rows[1]}")` : "sheet.UsedRange.Rows";
  // Setting a width alone fits nothing ("set the width of column A to 25").
  const fitsToo = !(width || height) || /\bauto ?-?fit|\bfit\b/.test(text);
  const heightLine = height ? [`sheet.Rows("${heightRows}").RowHeight = ${height[1] ?? height[2]}`] : [];
  const fit = [
    ...(rowsOnly || !fitsToo ? [] : [`${columns}.AutoFit`]),
    ...(rowsToo && fitsToo ? [`${rows}.AutoFit`] : []),
    ...(width && widthColumn ? [`sheet.Columns("${widthColumn}").ColumnWidth = ${width[1] ?? width[2]}`] : []),
    ...heightLine,
  ];
  const widthOnly = !fitsToo && width && widthColumn;
  if (!fitsToo && height && !widthOnly) return setRowHeight(request, heightRows, height[1] ?? height[2]);
  const name = widthOnly ? "SetColumnWidth" : "AutoFitColumns";
  const code = macroCode({
    name,
    about: [
      widthOnly
        ? `Sets column ${widthColumn} to a width of ${width[1] ?? width[2]}.`
        : rowsOnly
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
    widthOnly
      ? [`This macro sets column ${widthColumn} of ${sheetWords(request)} to a width of ${width[1] ?? width[2]}.`]
      : [
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
    moduleSteps(name),
  );
};

// Setting a height alone fits nothing ("set row 1 height to 30").
const setRowHeight = (request: MacroRequest, rows: string, height: string): VbaDraft => {
  const assumed: string[] = [];
  const code = macroCode({
    name: "SetRowHeight",
    about: [`Sets rows ${rows} to a height of ${height} points.`],
    variables: ["sheet As Worksheet"],
    body: request.allSheets
      ? ["For Each sheet In ThisWorkbook.Worksheets", `    sheet.Rows("${rows}").RowHeight = ${height}`, "Next sheet"]
      : [...sheetLines(request, assumed, "sheet"), "", `sheet.Rows("${rows}").RowHeight = ${height}`],
  });
  return draft(
    code,
    [
      `This macro sets rows ${rows} of ${
        request.allSheets ? "every sheet" : sheetWords(request)
      } to a height of ${height} points.`,
    ],
    assumed,
    moduleSteps("SetRowHeight"),
  );
};
