import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

/** Copies a sheet to the end of the workbook, naming the copy when the request gives a name. */
export const copySheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const toNewWorkbook = /\b(?:new|another|separate) (?:workbook|file)\b/.test(request.text);
  const newName = request.newName && request.newName !== request.sheet ? request.newName : undefined;
  if (!newName && !toNewWorkbook) assumed.push('Excel names the copy itself, such as "Sheet1 (2)"');
  const code = macroCode({
    name: "CopySheet",
    about: [
      toNewWorkbook
        ? "Copies a sheet into a new workbook of its own."
        : "Makes a copy of a sheet and puts it after the last sheet.",
    ],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      toNewWorkbook
        ? "' Copy with no destination: Excel puts the copy in a new workbook"
        : "' Copy to the end of this workbook",
      toNewWorkbook ? "ws.Copy" : "ws.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
      ...(newName
        ? ["' The copy is now the active sheet; give it its new name", `ActiveSheet.Name = ${vbaString(newName)}`]
        : []),
    ],
  });
  return draft(
    code,
    [`This macro copies ${sheetWords(request)} to the end of the workbook${
      newName ? ` and names the copy "${newName}"` : ""
    }.`],
    assumed,
    moduleSteps("CopySheet"),
  );
};

/** Moves a sheet to the front or the end of the workbook. */
export const moveSheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const toFront = /\b(?:front|start|beginning|first)\b/.test(request.text);
  if (!toFront && !/\b(?:end|last|back)\b/.test(request.text)) assumed.push("the sheet goes to the end");
  const code = macroCode({
    name: "MoveSheet",
    about: [`Moves a sheet to the ${toFront ? "front" : "end"} of the workbook.`],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      toFront
        ? "ws.Move Before:=ThisWorkbook.Sheets(1)"
        : "ws.Move After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
    ],
  });
  return draft(
    code,
    [`This macro moves ${sheetWords(request)} to the ${toFront ? "first position" : "last position"} in the workbook.`],
    assumed,
    moduleSteps("MoveSheet"),
  );
};

/** Renames a sheet. */
export const renameSheet = (request: MacroRequest): VbaDraft | undefined => {
  if (!request.newName) return undefined;
  const assumed: string[] = [];
  const code = macroCode({
    name: "RenameSheet",
    about: ["Gives a sheet a new name."],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), "", `ws.Name = ${vbaString(request.newName)}`],
  });
  return draft(
    code,
    [
      `This macro renames ${sheetWords(request)} to "${request.newName}".`,
      "Excel refuses names longer than 31 characters, names with : \\ / ? * [ ], and names already in use.",
    ],
    assumed,
    moduleSteps("RenameSheet"),
  );
};

/** Adds a new sheet at the end, named when the request gives a name. */
export const addSheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const name = request.newName ?? request.sheet;
  if (!name) assumed.push('Excel names the new sheet itself, such as "Sheet4"');
  const code = macroCode({
    name: "AddSheet",
    about: ["Adds a new, empty sheet after the last one."],
    variables: ["ws As Worksheet"],
    body: [
      "Set ws = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
      ...(name ? [`ws.Name = SafeSheetName(${vbaString(name)})`] : []),
    ],
    helpers: name ? [safeSheetNameHelper] : [],
  });
  return draft(
    code,
    [
      `This macro adds a new sheet at the end of the workbook${name ? ` named "${name}"` : ""}.`,
      ...(name ? ["If that name is taken, a number is added to it."] : []),
    ],
    assumed,
    moduleSteps("AddSheet"),
  );
};

/** Protects or unprotects one sheet or all of them with a password the user must change. */
export const protectSheets = (request: MacroRequest, protect: boolean): VbaDraft => {
  const assumed: string[] = [];
  const verb = protect ? "Protect" : "Unprotect";
  const name = `${verb}${request.allSheets ? "AllSheets" : "Sheet"}`;
  const code = macroCode({
    name,
    about: [
      `${protect ? "Protects" : "Unprotects"} ${request.allSheets ? "every sheet" : "a sheet"} with a password.`,
      "Change ChangeMe below to your own password before running it, and keep it safe.",
    ],
    variables: ["ws As Worksheet"],
    body: [
      "' The password: replace ChangeMe with your own",
      'Const SHEET_PASSWORD As String = "ChangeMe"',
      "",
      ...(request.allSheets
        ? ["For Each ws In ThisWorkbook.Worksheets", `    ws.${verb} Password:=SHEET_PASSWORD`, "Next ws"]
        : [...sheetLines(request, assumed), `ws.${verb} Password:=SHEET_PASSWORD`]),
    ],
  });
  return draft(
    code,
    [
      `This macro ${protect ? "protects" : "unprotects"} ${
        request.allSheets ? "every sheet in the workbook" : sheetWords(request)
      } with a password.`,
      'The password in the code is the placeholder "ChangeMe": change it to your own first.',
      ...(protect
        ? ["A protected sheet's locked cells cannot be edited until it is unprotected with the same password."]
        : []),
    ],
    assumed,
    moduleSteps(name, ['Change "ChangeMe" in the line Const SHEET_PASSWORD to your own password.']),
  );
};

/** Deletes the named sheet after asking; never a sheet the request did not name. */
export const deleteSheet = (request: MacroRequest): VbaDraft | undefined => {
  if (!request.sheet) return undefined;
  const assumed: string[] = [];
  const code = macroCode({
    name: "DeleteSheet",
    about: ["Deletes a sheet after asking, because a deleted sheet cannot be brought back."],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      'If MsgBox("Delete the sheet " & ws.Name & "? This cannot be undone.", vbYesNo + vbExclamation) = vbNo Then GoTo Finish',
      "' Excel would ask again; the question above already did",
      "Application.DisplayAlerts = False",
      "ws.Delete",
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [`This macro deletes ${sheetWords(request)} after asking you to confirm. Deleting a sheet cannot be undone.`],
    assumed,
    moduleSteps("DeleteSheet"),
  );
};

/** Shows every hidden sheet of the workbook. */
export const unhideSheets = (_request: MacroRequest): VbaDraft => {
  const code = macroCode({
    name: "UnhideAllSheets",
    about: ["Shows every hidden sheet in the workbook, including ones hidden with VBA (very hidden)."],
    variables: ["ws As Worksheet"],
    body: ["For Each ws In ThisWorkbook.Worksheets", "    ws.Visible = xlSheetVisible", "Next ws"],
  });
  return draft(
    code,
    ["This macro makes every sheet in the workbook visible again, even those Excel's Unhide menu cannot show."],
    [],
    moduleSteps("UnhideAllSheets"),
  );
};
