import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Puts the workbook's sheets in alphabetical order (Z to A when asked), moving each into place with .Move. */
export const sortSheets = (request: MacroRequest): VbaDraft => {
  const descending = request.descending;
  const code = macroCode({
    name: "SortSheets",
    about: [`Orders the sheets by name, ${descending ? "Z to A" : "A to Z"}, ignoring upper and lower case.`],
    variables: ["i As Long", "j As Long", "count As Long"],
    body: [
      "count = ThisWorkbook.Sheets.Count",
      "' A simple selection sort: each pass moves the next sheet in order into place",
      "For i = 1 To count - 1",
      "    For j = i + 1 To count",
      `        If StrComp(ThisWorkbook.Sheets(j).Name, ThisWorkbook.Sheets(i).Name, vbTextCompare) ${
        descending ? ">" : "<"
      } 0 Then`,
      "            ThisWorkbook.Sheets(j).Move Before:=ThisWorkbook.Sheets(i)",
      "        End If",
      "    Next j",
      "Next i",
    ],
  });
  return draft(
    code,
    [
      `This macro puts the sheets of the workbook in alphabetical order by name, ${
        descending ? "Z to A" : "A to Z"
      }. A protected workbook structure stops it; unprotect the workbook first.`,
    ],
    [],
    moduleSteps("SortSheets"),
  );
};
