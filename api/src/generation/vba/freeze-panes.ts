import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const counts: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
const countOf = (word: string | undefined, fallback: number) => word ? counts[word] ?? Number(word) : fallback;

/** Freezes the top rows (and first columns) so they stay in view, or unfreezes, on one sheet or every sheet. */
export const freezePanes = (request: MacroRequest): VbaDraft => {
  const { text } = request;
  const assumed: string[] = [];
  const unfreeze = /\bunfreeze\b|\bremove (?:the )?freeze|\bturn off (?:the )?freeze/.test(text);
  const rowsMatch = /\b(?:first|top) (\d|one|two|three|four|five) rows\b|\brows? 1 ?(?:-|to) ?(\d)\b/.exec(text);
  const colsMatch = /\b(?:first|left) (\d|one|two|three|four|five) columns\b/.exec(text);
  const firstColumn = colsMatch || /\b(?:first|left(?:most)?) column\b|\bcolumn a\b/.test(text);
  const onlyColumn = firstColumn && !/\brows?\b|\bheaders?\b|\bheadings?\b/.test(text);
  const rows = onlyColumn ? 0 : countOf(rowsMatch?.[1] ?? rowsMatch?.[2], 1);
  const columns = firstColumn ? countOf(colsMatch?.[1], 1) : 0;
  if (!unfreeze && !rowsMatch && !firstColumn) assumed.push("the headings are in row 1");
  const freezeOne = [
    "ws.Activate",
    "With ActiveWindow",
    "    .FreezePanes = False",
    ...(unfreeze ? [] : [`    .SplitColumn = ${columns}`, `    .SplitRow = ${rows}`, "    .FreezePanes = True"]),
    "End With",
  ];
  const name = unfreeze ? "UnfreezePanes" : "FreezeTopRow";
  const what = unfreeze
    ? "unfreezes the panes"
    : `freezes ${rows ? `the top ${rows === 1 ? "row" : `${rows} rows`}` : ""}${rows && columns ? " and " : ""}${
      columns ? `the first ${columns === 1 ? "column" : `${columns} columns`}` : ""
    }`;
  const code = macroCode({
    name,
    about: [`${what[0].toUpperCase()}${what.slice(1)}.`, "Freezing works on the window, so each sheet is shown first."],
    variables: ["ws As Worksheet", ...(request.allSheets ? ["startSheet As Worksheet"] : [])],
    body: request.allSheets
      ? [
        "Set startSheet = ActiveSheet",
        "For Each ws In ThisWorkbook.Worksheets",
        ...freezeOne.map((line) => `    ${line}`),
        "Next ws",
        "' Go back to the sheet that was showing",
        "startSheet.Activate",
      ]
      : [...sheetLines(request, assumed), "", ...freezeOne],
  });
  return draft(
    code,
    [`This macro ${what} of ${request.allSheets ? "every sheet" : sheetWords(request)}, like View > Freeze Panes.`],
    assumed,
    moduleSteps(name),
  );
};
