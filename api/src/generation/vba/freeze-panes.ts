import type { VbaDraft } from "../types.ts";
import { columnNumber } from "./column-letters.ts";
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
  // "freeze panes at B2", like selecting B2 first: everything above and left of the cell stays in view.
  const at = /\b(?:at|from|on) (?:cell )?([a-z]{1,2})(\d{1,7})\b/.exec(text);
  const rows = at ? Number(at[2]) - 1 : onlyColumn ? 0 : countOf(rowsMatch?.[1] ?? rowsMatch?.[2], 1);
  const columns = at ? columnNumber(at[1]) - 1 : firstColumn ? countOf(colsMatch?.[1], 1) : 0;
  if (!unfreeze && !rowsMatch && !firstColumn && !at) assumed.push("the headings are in row 1");
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
    about: [
      `${what[0].toUpperCase()}${what.slice(1)}${
        at ? `, like selecting ${at[1].toUpperCase()}${at[2]} and choosing Freeze Panes` : ""
      }.`,
      "Freezing works on the window, so each sheet is shown first.",
    ],
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
