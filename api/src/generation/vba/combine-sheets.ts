import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, notExcluded, targetSheetLines, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

// "append the data on Sheet2 under the data on Sheet1": the sheet after under/below receives the rows.
const receiving = (request: MacroRequest) =>
  request.sheets.find((sheet) =>
    /\b(?:under|below|beneath|after|onto|into|to)\s+(?:the\s+)?(?:(?:data|rows|table)\s+(?:on|in)\s+)?(?:(?:sheet|tab)\s+)?["']?$/i
      .test(request.original.slice(Math.max(0, sheet.at - 40), sheet.at))
  ) ?? request.sheets.find((sheet) => sheet.role !== "source");

/**
 * Stacks the data of several sheets (every sheet, the ones named, or all but some) one under another on one sheet,
 * with the heading row only once, optionally with the name of the sheet each row came from.
 */
export const combineSheets = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["every sheet has the same headings in row 1"];
  const target = receiving(request)?.name ??
    (request.newName && request.newName !== "it" ? request.newName : undefined);
  const sources = request.sheets.filter((sheet) => sheet.name !== target).map((sheet) => sheet.name);
  if (!target) assumed.push('the new sheet is called "Combined"');
  const withSource =
    /\b(?:which|what|the source|the name of the) sheet\b|\bsheet (?:it|each row|they) came from\b|\bsource (?:sheet|column)\b|\bsheet ?names?\b/
      .test(request.text);
  const copyOne = [
    "' Skip the combined sheet itself and sheets with nothing on them",
    `If ${
      [
        "ws.Name <> combined.Name",
        ...notExcluded(request.exceptSheets),
        "Application.WorksheetFunction.CountA(ws.Cells) > 0",
      ].join(" And ")
    } Then`,
    '    Set source = ws.Range("A1").CurrentRegion',
    "    ' Once the combined sheet has headings, leave out each sheet's heading row",
    "    If Not first Then",
    "        If source.Rows.Count > 1 Then",
    "            Set source = source.Offset(1, 0).Resize(source.Rows.Count - 1)",
    "        Else",
    "            Set source = Nothing",
    "        End If",
    "    End If",
    "    If Not source Is Nothing Then",
    "        source.Copy Destination:=combined.Cells(nextRow, 1)",
    ...(withSource
      ? [
        "        ' The name of the sheet each row came from, in the column after the data",
        "        combined.Cells(nextRow, source.Columns.Count + 1).Resize(source.Rows.Count, 1).Value = ws.Name",
        '        If first Then combined.Cells(1, source.Columns.Count + 1).Value = "Sheet"',
      ]
      : []),
    "        nextRow = nextRow + source.Rows.Count",
    "    End If",
    "    first = False",
    "End If",
  ];
  const code = macroCode({
    name: "CombineSheets",
    about: [
      `Copies the rows of ${
        sources.length ? `the sheets ${sources.join(", ")}` : "every sheet"
      }, one under another, onto one sheet.`,
      "The headings are copied once.",
    ],
    variables: [
      "ws As Worksheet",
      "combined As Worksheet",
      "source As Range",
      "nextRow As Long",
      "first As Boolean",
      ...(sources.length ? ["sheetName As Variant"] : []),
    ],
    body: [
      ...(target ? targetSheetLines(target, "combined") : [
        "Set combined = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
        `combined.Name = SafeSheetName(${vbaString("Combined")})`,
      ]),
      "' Add under anything the sheet already holds",
      "nextRow = combined.Cells(combined.Rows.Count, 1).End(xlUp).Row + 1",
      'If nextRow = 2 And IsEmpty(combined.Range("A1").Value) Then nextRow = 1',
      "first = (nextRow = 1)",
      "",
      ...(sources.length
        ? [
          `For Each sheetName In Array(${sources.map(vbaString).join(", ")})`,
          "    Set ws = ThisWorkbook.Worksheets(sheetName)",
          ...copyOne.map((line) => `    ${line}`),
          "Next sheetName",
        ]
        : ["For Each ws In ThisWorkbook.Worksheets", ...copyOne.map((line) => `    ${line}`), "Next ws"]),
      "",
      "combined.UsedRange.Columns.AutoFit",
    ],
    helpers: target ? [] : [safeSheetNameHelper],
  });
  const from = sources.length
    ? `the sheets ${sources.join(", ")}`
    : `every sheet${request.exceptSheets.length ? ` except ${request.exceptSheets.join(" and ")}` : ""}`;
  return draft(
    code,
    [
      `This macro copies the data of ${from} onto the sheet "${target ?? "Combined"}", one block under another`,
      `(each block is the cells around A1), with the heading row only once${
        withSource ? " and the sheet's name beside each row" : ""
      }.`,
    ],
    assumed,
    moduleSteps("CombineSheets"),
  );
};
