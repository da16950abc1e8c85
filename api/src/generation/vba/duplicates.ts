import type { VbaDraft } from "../types.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  rangeOrUsed,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/**
 * Removes repeated rows with Excel's own RemoveDuplicates, judged by one or more columns or by all of them, keeping
 * the first copy; "keep the last" walks up from the bottom instead, keeping the last copy.
 */
export const deleteDuplicateRows = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = ["the first row of the data holds headings"];
  const letters = request.columns.filter((mention) => mention.letter && !mention.to).map((mention) => mention.letter!);
  const several = letters.length > 1;
  const byColumn = Boolean(request.column) && !several;
  const keepLast = /\b(?:keep|keeping|leave|leaving) (?:the )?(?:last|latest|newest|bottom|most recent)\b/.test(
    request.text,
  );
  if (!request.range) assumed.push("the data is everything in use on the sheet");
  if (keepLast) return keepLastDuplicates(request, assumed);
  const code = macroCode({
    name: "DeleteDuplicateRows",
    about: [
      byColumn || several
        ? `Deletes rows whose value in the chosen column${several ? "s" : ""} already appeared higher up.`
        : "Deletes rows that repeat an earlier row in every column.",
      "The first copy of each row is kept.",
    ],
    variables: [
      "ws As Worksheet",
      "rng As Range",
      ...(byColumn ? columnVariables(request) : several ? [] : ["keyColumns() As Variant", "i As Long"]),
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(byColumn ? columnLines(request, assumed) : []),
      `Set rng = ${rangeOrUsed(request)}`,
      "",
      ...(byColumn
        ? [
          "' Compare rows by that one column (its position inside the data range)",
          "rng.RemoveDuplicates Columns:=col - rng.Column + 1, Header:=xlYes",
        ]
        : several
        ? [
          "' Compare rows by these columns together (their positions inside the data range)",
          `rng.RemoveDuplicates Columns:=Array(${
            letters.map((letter) => `ws.Range(${vbaString(`${letter}1`)}).Column - rng.Column + 1`).join(", ")
          }), Header:=xlYes`,
        ]
        : [
          "' Compare rows by every column: list the column numbers 1, 2, 3 ...",
          "ReDim keyColumns(0 To rng.Columns.Count - 1)",
          "For i = 0 To rng.Columns.Count - 1",
          "    keyColumns(i) = i + 1",
          "Next i",
          "' The brackets around keyColumns are needed for Excel to accept the list",
          "rng.RemoveDuplicates Columns:=(keyColumns), Header:=xlYes",
        ]),
      "",
      'MsgBox "Duplicate rows removed.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro removes duplicate rows from ${sheetWords(request)}${
        request.range ? ` in ${request.range}` : ""
      } with Excel's built-in Remove Duplicates.`,
      byColumn
        ? `Two rows count as duplicates when they have the same value in ${
          columnWords(request)
        }; the first one is kept.`
        : several
        ? `Two rows count as duplicates when columns ${letters.join(" and ")} all match; the first one is kept.`
        : "Two rows count as duplicates when every column matches; the first one is kept.",
    ],
    assumed,
    moduleSteps("DeleteDuplicateRows"),
  );
};

// Walking up from the bottom, the first copy met is the last one in the sheet; later ones met are deleted.
const keepLastDuplicates = (request: MacroRequest, assumed: string[]): VbaDraft => {
  const code = macroCode({
    name: "DeleteDuplicateRows",
    about: ["Deletes rows whose value in the chosen column appears again further down: the last copy is kept."],
    variables: [
      "ws As Worksheet",
      ...columnVariables(request),
      "lastRow As Long",
      "r As Long",
      "seen As Collection",
      "key As String",
      "deleted As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...columnLines(request, assumed),
      lastRowLine,
      "Set seen = New Collection",
      "",
      "For r = lastRow To 2 Step -1",
      "    key = LCase(Trim(CStr(ws.Cells(r, col).Text)))",
      "    If Len(key) > 0 Then",
      "        ' A Collection refuses a key it already holds: that error means the value was seen further down",
      "        On Error Resume Next",
      "        seen.Add key, key",
      "        If Err.Number <> 0 Then",
      "            Err.Clear",
      "            On Error GoTo Failed",
      "            ws.Rows(r).Delete",
      "            deleted = deleted + 1",
      "        End If",
      "        On Error GoTo Failed",
      "    End If",
      "Next r",
      "",
      'MsgBox deleted & " duplicate row(s) deleted; the last copy of each was kept.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      `This macro removes duplicate rows from ${sheetWords(request)} by ${
        columnWords(request)
      }, keeping the last copy:`,
      "it walks up from the bottom, keeps the first copy it meets and deletes the ones above it. Upper and lower case count as the same.",
    ],
    assumed,
    moduleSteps("DeleteDuplicateRows"),
  );
};
