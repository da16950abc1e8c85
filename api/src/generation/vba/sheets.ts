import type { VbaDraft } from "../types.ts";
import { datedName } from "./copy-sheet.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, unlessExcluded, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

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

// "rename Sheet1 to Inputs and Sheet2 to Outputs": each old name with its new one.
const renamePairs = (original: string): [string, string][] => {
  const rest = /\brename\s+(?:the\s+)?(?:sheets?\s+)?(.+)$/i.exec(original)?.[1] ?? "";
  return rest.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).flatMap((part) => {
    const pair =
      /^["']?(?:the\s+)?(?:sheet\s+)?([\w][\w -]{0,30}?)["']?\s+(?:to|as|into)\s+["']?([\w][\w -]{0,30}?)["']?[.!]?$/i
        .exec(
          part.trim(),
        );
    return pair && !/^(?:each|every|all|it|them)$/i.test(pair[1]) ? [[pair[1], pair[2]] as [string, string]] : [];
  });
};

/** Renames a sheet, several sheets, or every sheet after a cell's value. */
export const renameSheet = (request: MacroRequest): VbaDraft | undefined => {
  const fromCell = /\b(?:each|every|all)\b.*\b(?:cell\s+)?([A-Z]{1,2}[1-9]\d{0,5})\b/i.exec(request.original);
  if (request.allSheets && fromCell) return renameFromCell(fromCell[1].toUpperCase());
  const pairs = renamePairs(request.original);
  if (pairs.length > 1) {
    const code = macroCode({
      name: "RenameSheets",
      about: ["Gives several sheets new names."],
      variables: [],
      body: pairs.map(([from, to]) => `ThisWorkbook.Worksheets(${vbaString(from)}).Name = ${vbaString(to)}`),
    });
    return draft(
      code,
      [
        `This macro renames ${pairs.map(([from, to]) => `"${from}" to "${to}"`).join(" and ")}.`,
        "Excel refuses names longer than 31 characters, names with : \\ / ? * [ ], and names already in use.",
      ],
      [],
      moduleSteps("RenameSheets"),
    );
  }
  const dated = datedName(request);
  if (!request.newName && !dated) return undefined;
  const assumed: string[] = [];
  const code = macroCode({
    name: "RenameSheet",
    about: ["Gives a sheet a new name."],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), "", `ws.Name = ${dated ?? vbaString(request.newName!)}`],
  });
  return draft(
    code,
    [
      `This macro renames ${sheetWords(request)} to ${dated ? "today's date" : `"${request.newName}"`}.`,
      "Excel refuses names longer than 31 characters, names with : \\ / ? * [ ], and names already in use.",
    ],
    assumed,
    moduleSteps("RenameSheet"),
  );
};

const renameFromCell = (cell: string): VbaDraft => {
  const code = macroCode({
    name: "RenameSheetsFromCell",
    about: [`Renames each sheet to what its cell ${cell} holds.`],
    variables: ["ws As Worksheet", "wanted As String"],
    body: [
      "For Each ws In ThisWorkbook.Worksheets",
      `    wanted = Trim(ws.Range(${vbaString(cell)}).Text)`,
      "    ' An empty cell, or the name it has already, leaves the sheet as it is",
      "    If Len(wanted) > 0 And StrComp(wanted, ws.Name, vbTextCompare) <> 0 Then ws.Name = SafeSheetName(wanted)",
      "Next ws",
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro renames every sheet to the text in its own cell ${cell}.`,
      "Characters a sheet name cannot have are replaced, and a number is added when two cells hold the same name.",
    ],
    [],
    moduleSteps("RenameSheetsFromCell"),
  );
};

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const monthAt = (word: string) => months.findIndex((month) => word.toLowerCase().startsWith(month.toLowerCase()));

// "named Jan through Dec": the months in between, written as the request writes them (short or long).
const namesToAdd = (request: MacroRequest): string[] => {
  const span = /\bnamed\s+(\w+)\s+(?:through|to|until|-)\s+(\w+)/i.exec(request.original);
  if (span && monthAt(span[1]) >= 0 && monthAt(span[2]) >= monthAt(span[1])) {
    const long = span[1].length > 3;
    return months.slice(monthAt(span[1]), monthAt(span[2]) + 1).map((month, i) =>
      long ? new Date(2000, monthAt(span[1]) + i, 1).toLocaleString("en", { month: "long" }) : month
    );
  }
  const listed = /\b(?:named|called)\s+(["']?[\w-]+["']?(?:\s*,\s*["']?[\w-]+["']?)*(?:,?\s+and\s+["']?[\w-]+["']?))/i
    .exec(request.original);
  if (listed) return listed[1].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.replace(/["']/g, "").trim());
  const name = request.newName ?? request.sheets.find((sheet) => sheet.role === "new")?.name ?? request.sheet;
  return name ? [name] : [];
};

/** Adds one or more new sheets at the end (or the front), named when the request gives names. */
export const addSheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const names = namesToAdd(request);
  const front = /\b(?:at the (?:start|beginning|front)|first position|before all)\b/.test(request.text);
  // "if it does not exist yet": a sheet already there is left alone instead of getting a numbered twin.
  const onlyIfMissing =
    /\bif (?:it |one )?(?:does ?n[o']?t|doesnt) (?:already )?exist|\bif (?:it'?s |it is )?(?:not there|missing)|\bunless it (?:already )?exists\b/
      .test(request.text) && names.length > 0;
  if (!names.length) assumed.push('Excel names the new sheet itself, such as "Sheet4"');
  const where = front ? "Before:=ThisWorkbook.Sheets(1)" : "After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)";
  const code = macroCode({
    name: "AddSheet",
    about: [
      `Adds ${names.length > 1 ? `${names.length} new sheets` : "a new, empty sheet"} ${
        front ? "before the first sheet" : "after the last one"
      }.`,
    ],
    variables: ["ws As Worksheet", ...(names.length > 1 || onlyIfMissing ? ["sheetName As Variant"] : [])],
    body: names.length > 1 || onlyIfMissing
      ? [
        `For Each sheetName In Array(${names.map(vbaString).join(", ")})`,
        ...(onlyIfMissing
          ? [
            "    ' A sheet of that name already there is kept as it is",
            "    If Not SheetExists(CStr(sheetName)) Then",
            `        Set ws = ThisWorkbook.Worksheets.Add(${where})`,
            "        ws.Name = CStr(sheetName)",
            "    End If",
          ]
          : [
            "    ' Each one after the last, so they stay in the order given",
            "    Set ws = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
            "    ws.Name = SafeSheetName(CStr(sheetName))",
          ]),
        "Next sheetName",
      ]
      : [
        `Set ws = ThisWorkbook.Worksheets.Add(${where})`,
        ...(names.length ? [`ws.Name = SafeSheetName(${vbaString(names[0])})`] : []),
      ],
    helpers: names.length ? [safeSheetNameHelper] : [],
  });
  return draft(
    code,
    [
      `This macro adds ${
        names.length > 1 ? `the sheets ${names.join(", ")}` : `a new sheet${names.length ? ` named "${names[0]}"` : ""}`
      } ${front ? "at the start" : "at the end"} of the workbook.`,
      ...(onlyIfMissing
        ? ["A sheet that already has the name is left as it is."]
        : names.length
        ? ["If a name is taken, a number is added to it."]
        : []),
    ],
    assumed,
    moduleSteps("AddSheet"),
  );
};

/** Deletes the named sheet, or every sheet but the ones kept; asks first unless told not to. */
export const deleteSheet = (request: MacroRequest): VbaDraft | undefined => {
  const keep = request.exceptSheets;
  if (!request.sheet && !keep.length) return undefined;
  const assumed: string[] = [];
  const ask =
    !/\bwithout (?:the |a |any )?(?:are you sure|asking|prompt|popup|pop-up|confirm|warning|message)|\bno (?:prompt|popup|pop-up|confirm|warning|questions?)\b|\bdon'?t ask\b|\bsilently\b/
      .test(request.text);
  const named = [...new Set(request.sheets.filter((one) => one.role !== "new").map((one) => one.name))];
  if (!keep.length && named.length > 1) return deleteSheets(named, ask);
  const question = keep.length
    ? `If MsgBox("Delete every sheet except ${
      keep.join(", ").replaceAll('"', '""')
    }? This cannot be undone.", vbYesNo + vbExclamation) = vbNo Then GoTo Finish`
    : 'If MsgBox("Delete the sheet " & ws.Name & "? This cannot be undone.", vbYesNo + vbExclamation) = vbNo Then GoTo Finish';
  const code = macroCode({
    name: keep.length ? "DeleteOtherSheets" : "DeleteSheet",
    about: [
      keep.length ? `Deletes every sheet except ${keep.join(", ")}.` : "Deletes a sheet.",
      ...(ask ? ["It asks first, because a deleted sheet cannot be brought back."] : []),
    ],
    variables: ["ws As Worksheet"],
    body: [
      ...(keep.length ? [] : sheetLines(request, assumed)),
      "",
      ...(ask ? [question] : []),
      "' Stop Excel's own are-you-sure question",
      "Application.DisplayAlerts = False",
      ...(keep.length
        ? [
          "For Each ws In ThisWorkbook.Worksheets",
          ...unlessExcluded(keep, ["ws.Delete"]).map((line) => `    ${line}`),
          "Next ws",
        ]
        : ["ws.Delete"]),
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [
      `This macro deletes ${keep.length ? `every sheet except ${keep.join(" and ")}` : sheetWords(request)}${
        ask ? " after asking you to confirm" : " without asking"
      }. Deleting a sheet cannot be undone.`,
    ],
    assumed,
    moduleSteps(keep.length ? "DeleteOtherSheets" : "DeleteSheet"),
  );
};

// "delete the sheets called Temp1 and Temp2": each named sheet, one question for all of them.
const deleteSheets = (names: string[], ask: boolean): VbaDraft => {
  const listed = names.join(", ");
  const code = macroCode({
    name: "DeleteSheets",
    about: [`Deletes the sheets ${listed}.`, ...(ask ? ["It asks first: deleted sheets cannot be brought back."] : [])],
    variables: ["sheetName As Variant"],
    body: [
      ...(ask
        ? [
          `If MsgBox("Delete the sheets ${
            listed.replaceAll('"', '""')
          }? This cannot be undone.", vbYesNo + vbExclamation) = vbNo Then GoTo Finish`,
        ]
        : []),
      "' Stop Excel's own are-you-sure question",
      "Application.DisplayAlerts = False",
      `For Each sheetName In Array(${names.map(vbaString).join(", ")})`,
      "    ' A name that is not in the workbook is skipped",
      "    On Error Resume Next",
      "    ThisWorkbook.Worksheets(sheetName).Delete",
      "    On Error GoTo Failed",
      "Next sheetName",
    ],
    restore: ["Application.DisplayAlerts = True"],
  });
  return draft(
    code,
    [
      `This macro deletes the sheets ${listed}${
        ask ? " after asking you to confirm" : " without asking"
      }; a name not in the workbook is skipped. Deleting a sheet cannot be undone.`,
    ],
    [],
    moduleSteps("DeleteSheets"),
  );
};
