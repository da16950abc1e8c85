import type { VbaDraft } from "../types.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import { eventCode, sheetModuleSteps } from "./event-frame.ts";
import { columnLetter, columnNumber } from "./column-letters.ts";
import { draft, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Writes the date and time into one cell whenever anything else on the sheet is edited ("last modified in A1"). */
export const stampCellOnChange = (request: MacroRequest): VbaDraft => {
  const cell = request.cell ?? "A1";
  const dateOnly = /\b(?:date only|just the date)\b/.test(request.text) ||
    (/\bdate\b/.test(request.text) && !/\btime\b/.test(request.text));
  const code = eventCode({
    signature: "Private Sub Worksheet_Change(ByVal Target As Range)",
    about: [`Runs by itself whenever the sheet is edited and writes when into ${cell}.`],
    variables: [],
    guard: [
      "' Writing the stamp is an edit too: ignore changes to the stamp cell itself",
      `If Not Intersect(Target, Me.Range(${vbaString(cell)})) Is Nothing Then Exit Sub`,
    ],
    body: [
      `Me.Range(${vbaString(cell)}).Value = ${dateOnly ? "Date" : "Now"}`,
      `Me.Range(${vbaString(cell)}).NumberFormat = "${dateOnly ? "yyyy-mm-dd" : "yyyy-mm-dd hh:mm:ss"}"`,
    ],
    title: "The last-modified stamp",
  });
  return draft(
    code,
    [
      `This event macro writes the ${
        dateOnly ? "date" : "date and time"
      } into ${cell} each time anything on the sheet is changed,`,
      "so the cell always shows when it was last edited. It goes in the sheet's own code module.",
    ],
    [],
    sheetModuleSteps(request.sheet, `Change any cell: ${cell} shows the time.`),
  );
};

/**
 * Logs every edit of a sheet on a log sheet: when, who, which cell, the old value and the new one. The old value is
 * remembered when a cell is selected, since Worksheet_Change only sees the new one.
 */
export const logChanges = (request: MacroRequest): VbaDraft => {
  // The log is the sheet named like one ("ChangeLog", "Audit"), or the one the changes go to.
  const log = request.sheets.find((sheet) => /log|change|audit|history|track/i.test(sheet.name))?.name ??
    request.sheets.find((sheet) => sheet.role !== "source")?.name ?? "ChangeLog";
  const watched = request.sheets.find((sheet) => sheet.name !== log)?.name;
  const code = [
    "Option Explicit",
    "",
    "' Logs each edit of this sheet on the sheet " + log + ": when, who, the cell, the old value and the new value.",
    "' The value a cell had before the edit, remembered when the cell is selected",
    "Private oldValue As Variant",
    "",
    "Private Sub Worksheet_SelectionChange(ByVal Target As Range)",
    "    ' Remember single cells only; a large selection would be slow to copy on every click",
    "    If Target.CountLarge = 1 Then oldValue = Target.Value Else oldValue = Empty",
    "End Sub",
    "",
    eventCode({
      signature: "Private Sub Worksheet_Change(ByVal Target As Range)",
      about: [],
      variables: ["logSheet As Worksheet", "nextRow As Long"],
      body: [
        "On Error Resume Next",
        `Set logSheet = ThisWorkbook.Worksheets(${vbaString(log)})`,
        "On Error GoTo Failed",
        "' Make the log sheet, with headings, the first time",
        "If logSheet Is Nothing Then",
        "    Set logSheet = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
        `    logSheet.Name = ${vbaString(log)}`,
        '    logSheet.Range("A1:F1").Value = Array("When", "Who", "Sheet", "Cell", "Old value", "New value")',
        "    Me.Activate",
        "End If",
        "nextRow = logSheet.Cells(logSheet.Rows.Count, 1).End(xlUp).Row + 1",
        "logSheet.Cells(nextRow, 1).Value = Now",
        "logSheet.Cells(nextRow, 2).Value = Application.UserName",
        "logSheet.Cells(nextRow, 3).Value = Me.Name",
        "logSheet.Cells(nextRow, 4).Value = Target.Address(False, False)",
        "If Target.CountLarge = 1 Then",
        "    logSheet.Cells(nextRow, 5).Value = oldValue",
        "    logSheet.Cells(nextRow, 6).Value = Target.Value",
        "    oldValue = Target.Value",
        "Else",
        '    logSheet.Cells(nextRow, 6).Value = "(" & Target.CountLarge & " cells changed)"',
        "End If",
      ],
      title: "The change log",
    }).replace(/^Option Explicit\n\n/, ""),
  ].join("\n");
  return draft(
    code,
    [
      `This event code logs every change to ${
        watched ? `the sheet "${watched}"` : "the sheet whose module holds it"
      } on the sheet "${log}":`,
      "the date and time, the user's name (Application.UserName), the cell, its old value and its new value.",
      "It remembers a cell's value when you select it, because Excel only tells the change event the new value.",
    ],
    [],
    sheetModuleSteps(watched, `Change a cell on it: a row appears on ${log}.`),
  );
};

/** Moves (or copies) a row to another sheet as soon as a cell in the watched column gets the value asked. */
export const moveRowOnChange = (request: MacroRequest): VbaDraft | undefined => {
  const target = request.sheets.find((sheet) => sheet.role !== "source")?.name;
  const letter = request.conditionColumn && "letter" in request.conditionColumn
    ? request.conditionColumn.letter
    : request.columns.find((mention) => mention.letter && !mention.to)?.letter;
  if (!target || !letter || !request.condition) return undefined;
  const move = !/\bcopy|\bcopied\b/.test(request.text) || /\bmove|\bcut\b/.test(request.text);
  const code = eventCode({
    signature: "Private Sub Worksheet_Change(ByVal Target As Range)",
    about: [
      `Runs by itself when column ${letter} changes: rows whose value is ${
        conditionWords(request.condition)
      } go to ${target}.`,
    ],
    variables: ["changed As Range", "dest As Worksheet", "nextRow As Long", "i As Long", "cell As Range"],
    guard: [
      "' Only edits in the watched column matter",
      `Set changed = Intersect(Target, Me.Columns(${vbaString(letter)}))`,
      "If changed Is Nothing Then Exit Sub",
    ],
    body: [
      "On Error Resume Next",
      `Set dest = ThisWorkbook.Worksheets(${vbaString(target)})`,
      "On Error GoTo Failed",
      "If dest Is Nothing Then",
      `    MsgBox "There is no sheet named " & ${vbaString(`"${target}"`)} & ".", vbExclamation`,
      "    GoTo Finish",
      "End If",
      "' From the last changed cell up, so deleting a row never shifts one still to look at",
      "For i = changed.Cells.Count To 1 Step -1",
      "    Set cell = changed.Cells(i)",
      "    If cell.Row > 1 Then",
      ...ifCondition(request.condition, "cell", [
        "nextRow = dest.Cells(dest.Rows.Count, 1).End(xlUp).Row + 1",
        "cell.EntireRow.Copy Destination:=dest.Cells(nextRow, 1)",
        ...(move ? ["cell.EntireRow.Delete"] : []),
      ]).map((line) => `        ${line}`),
      "    End If",
      "Next i",
    ],
    title: "Moving the row",
  });
  return draft(
    code,
    [
      `This event macro watches column ${letter}: when a cell there becomes ${conditionWords(request.condition)},`,
      `its whole row is ${move ? "moved" : "copied"} to the bottom of the sheet "${target}"${
        move ? " and deleted here" : ""
      }.`,
      "It goes in the code module of the sheet you type in.",
    ],
    [],
    sheetModuleSteps(request.sheet, `Type the value in column ${letter}: the row goes to ${target}.`),
  );
};

/**
 * "Whenever the sheet is edited, record the time (and who) in column Z": the only column the request names is where
 * the stamp goes, so every edited row gets it. Undefined when the request names a column to watch as well.
 */
export const stampEditedRows = (request: MacroRequest): VbaDraft | undefined => {
  const lettered = request.columns.filter((mention) => mention.letter && !mention.to);
  const into = lettered[0];
  const before = into ? request.original.slice(0, into.at) : "";
  if (
    lettered.length !== 1 ||
    !/\b(?:put|write|record|add|enter|insert|stamp|log|show|store|save)\b[^.,;]*\b(?:in|into|to)\s+(?:the\s+)?$/i
      .test(before.replace(/(?:col(?:umn)?\.?\s+)$/i, ""))
  ) {
    return undefined;
  }
  const stamp = into.letter!;
  const who = /\buser ?names?\b|\bwho\b|\buser\b|\bperson\b/.test(request.text);
  // "any time a cell in C5:C50 is changed": only edits there are stamped.
  const watchedRange = request.range;
  // The Windows login, when asked for; otherwise the name set in Excel's options.
  const userName = /\bwindows\b|\blog ?in\b|\bnetwork\b/.test(request.text)
    ? 'Environ("USERNAME")'
    : "Application.UserName";
  const whoColumn = columnLetter(columnNumber(stamp) + 1);
  const code = eventCode({
    signature: "Private Sub Worksheet_Change(ByVal Target As Range)",
    about: [
      `Runs by itself whenever the sheet is edited and writes the time${
        who ? " and the user's name" : ""
      } into column ${stamp} of each edited row.`,
    ],
    variables: ["cell As Range"],
    guard: [
      "' An edit of the stamp columns alone is not stamped",
      `If Not Intersect(Target, Me.Range(${
        vbaString(`${stamp}:${who ? whoColumn : stamp}`)
      })) Is Nothing And Target.Columns.Count = 1 Then Exit Sub`,
      ...(watchedRange
        ? [
          `' Only edits inside ${watchedRange} are stamped`,
          `If Intersect(Target, Me.Range(${vbaString(watchedRange)})) Is Nothing Then Exit Sub`,
        ]
        : []),
    ],
    body: [
      "' One cell per edited row, under the heading row",
      "For Each cell In Target.Columns(1).Cells",
      "    If cell.Row > 1 Then",
      `        Me.Cells(cell.Row, ${vbaString(stamp)}).Value = Now`,
      `        Me.Cells(cell.Row, ${vbaString(stamp)}).NumberFormat = "yyyy-mm-dd hh:mm:ss"`,
      ...(who ? [`        Me.Cells(cell.Row, ${vbaString(whoColumn)}).Value = ${userName}`] : []),
      "    End If",
      "Next cell",
    ],
    title: "The edit stamp",
  });
  return draft(
    code,
    [
      `This event macro writes the date and time into column ${stamp}${
        who ? ` and the user's name (${userName}) into column ${whoColumn}` : ""
      } of every row that is edited${watchedRange ? ` inside ${watchedRange}` : ""}.`,
      "It goes in the code module of the sheet it watches.",
    ],
    [],
    sheetModuleSteps(request.sheet, "Edit a row: the time appears at its end."),
  );
};
