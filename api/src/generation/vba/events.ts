import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import { columnLetter, columnNumber } from "./column-letters.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import type { MacroRequest } from "./request-params.ts";

const stampFormat = "yyyy-mm-dd hh:mm:ss";

/** Writes the current date and time into one cell. */
export const insertTimestamp = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const cell = request.cell ?? "A1";
  if (!request.cell) assumed.push("the time goes in cell A1");
  const dateOnly = /\b(?:today'?s date|date only|just the date)\b/.test(request.text);
  const code = macroCode({
    name: "InsertTimestamp",
    about: [`Writes the current ${dateOnly ? "date" : "date and time"} into a cell as a fixed value.`],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      `With ws.Range(${vbaString(cell)})`,
      `    .Value = ${dateOnly ? "Date" : "Now"}`,
      `    .NumberFormat = "${dateOnly ? "yyyy-mm-dd" : stampFormat}"`,
      "End With",
    ],
  });
  return draft(
    code,
    [
      `This macro puts the current ${dateOnly ? "date" : "date and time"} into ${cell} on ${sheetWords(request)}.`,
      "Unlike the NOW() formula, the value stays fixed; run the macro again to update it.",
    ],
    assumed,
    moduleSteps("InsertTimestamp"),
  );
};

/**
 * Stamps the time beside a cell whenever it is edited. Event code must live in the sheet's own module, so it has
 * its own steps and switches events off while it writes, or its own change would trigger it again.
 */
export const timestampOnChange = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  // "timestamp in column B when column A changes": the column after when/if is watched, the other one is stamped.
  const letters = request.columns.filter((mention) => mention.letter && !mention.to);
  const whenAt = request.original.search(/\b(?:when|whenever|if|each time|every time|once|as soon as)\b/i);
  const watchedMention = letters.find((mention) => mention.at > whenAt) ?? letters[0];
  const watched = watchedMention?.letter ?? "A";
  if (!watchedMention) assumed.push("it watches column A");
  const stampLetter = letters.find((mention) => mention.letter !== watched)?.letter ??
    columnLetter(columnNumber(watched) + 1);
  const offset = columnNumber(stampLetter) - columnNumber(watched);
  // "when the status is changed to Done": only that value sets the time.
  const only = request.condition && request.condition.kind !== "blank" &&
      /\b(?:changed|set|switched|updated|marked) (?:to|as)\b|\bbecomes\b|\bturns (?:to|into)\b|\bsays\b|\bis marked\b|=/
        .test(request.text)
    ? request.condition
    : undefined;
  const stampLines = [
    `cell.Offset(0, ${offset}).Value = Now`,
    `cell.Offset(0, ${offset}).NumberFormat = "${stampFormat}"`,
  ];
  const code = [
    "Option Explicit",
    "",
    `' Runs by itself whenever a cell on this sheet changes. When the change is in column ${watched},`,
    `' the date and time go into column ${stampLetter} of the same row.`,
    "' This code must be in the sheet's own module, not in a normal module.",
    "Private Sub Worksheet_Change(ByVal Target As Range)",
    "    Dim changed As Range",
    "    Dim cell As Range",
    "",
    "    ' Only react to edits in the watched column",
    `    Set changed = Intersect(Target, Me.Columns("${watched}"))`,
    "    If changed Is Nothing Then Exit Sub",
    "",
    "    On Error GoTo Failed",
    "    ' Writing the time is itself a change: switch events off so this code does not run again",
    "    Application.EnableEvents = False",
    "    For Each cell In changed.Cells",
    ...(only ? ifCondition(only, "cell", stampLines).map((line) => `        ${line}`) : [
      "        If Len(Trim(cell.Text)) > 0 Then",
      ...stampLines.map((line) => `            ${line}`),
      "        Else",
      "            ' Clearing the cell clears its timestamp too",
      `            cell.Offset(0, ${offset}).ClearContents`,
      "        End If",
    ]),
    "    Next cell",
    "",
    "Finish:",
    "    ' Always switch events back on, or no event macro would run any more",
    "    Application.EnableEvents = True",
    "    Exit Sub",
    "",
    "Failed:",
    '    MsgBox "The timestamp macro stopped: " & Err.Description, vbExclamation',
    "    Resume Finish",
    "End Sub",
    "",
  ].join("\n");
  return draft(
    code,
    [
      `This is an event macro: Excel runs it by itself each time a cell in column ${watched} of ${
        request.sheet ? `the sheet "${request.sheet}"` : "the sheet whose code module holds it"
      } changes,`,
      `and writes the date and time into column ${stampLetter} of that row${
        only ? ` when the new value is ${conditionWords(only)}` : ""
      }.`,
      "It does not update when other cells change.",
      "Because it reacts to one sheet's changes, it goes in that sheet's code module, not in Insert > Module.",
    ],
    assumed,
    [
      "Press Alt+F11 to open the VBA editor.",
      `In the Project panel on the left, under Microsoft Excel Objects, double-click ${
        request.sheet ? `the sheet ${request.sheet}` : "the sheet you type in"
      } to open its code module.`,
      "Paste the code there. Event code in a normal module never runs.",
      `Go back to Excel and type something in column ${watched}: the time appears in column ${stampLetter}. ` +
      "There is nothing to run by hand.",
      "Save the workbook as an Excel Macro-Enabled Workbook (.xlsm), otherwise Excel drops the macro when you save.",
    ],
  );
};

/** Shows a message box, with the request's words when it gives them. */
export const showMessage = (request: MacroRequest): VbaDraft | undefined => {
  // "Show the count in a message box" asks for a calculation this macro would not do; better to say so.
  if (!request.message && /\b(?:count|how many|number of|total|sum|average|calculate)\b/.test(request.text)) {
    return undefined;
  }
  const assumed: string[] = [];
  const message = request.message ?? "Hello!";
  if (!request.message) assumed.push('the message says "Hello!"');
  const code = macroCode({
    name: "ShowMessage",
    about: ["Shows a message in a small window with an OK button."],
    variables: [],
    body: [`MsgBox ${vbaString(message)}, vbInformation, "Message"`],
  });
  return draft(
    code,
    [
      `This macro shows a message box that says "${message}".`,
      "Change the text between the quotes to show something else.",
    ],
    assumed,
    moduleSteps("ShowMessage"),
  );
};
