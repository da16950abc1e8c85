import type { VbaDraft } from "../types.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

/** Adds one sheet for each name listed in a column, or in the range the request names. */
export const sheetsFromList = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  if (!request.range) assumed.push("the names start in row 1; skip a heading by changing the 1 in For r = 1");
  const addOne = (cell: string) => [
    `If Len(Trim(${cell}.Text)) > 0 Then`,
    "    Set target = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
    `    target.Name = SafeSheetName(${cell}.Text)`,
    "    created = created + 1",
    "End If",
  ];
  const code = macroCode({
    name: "CreateSheetsFromList",
    about: ["Adds a new sheet for every name in the list."],
    variables: [
      "ws As Worksheet",
      "target As Worksheet",
      ...(request.range ? ["cell As Range"] : [...columnVariables(request), "lastRow As Long", "r As Long"]),
      "created As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(request.range
        ? [
          "' Skip empty cells",
          `For Each cell In ws.Range(${vbaString(request.range)}).Cells`,
          ...addOne("cell").map((line) => `    ${line}`),
          "Next cell",
        ]
        : [
          ...columnLines(request, assumed),
          lastRowLine,
          "",
          "' Skip empty cells",
          "For r = 1 To lastRow",
          ...addOne("ws.Cells(r, col)").map((line) => `    ${line}`),
          "Next r",
        ]),
      "",
      "ws.Activate",
      'MsgBox created & " sheet(s) created.", vbInformation',
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro reads the names in ${request.range ?? columnWords(request)} of ${
        sheetWords(request)
      } and adds a sheet for each one.`,
      "Characters a sheet name cannot have are replaced, and a number is added if the name already exists.",
    ],
    assumed,
    moduleSteps("CreateSheetsFromList"),
  );
};
