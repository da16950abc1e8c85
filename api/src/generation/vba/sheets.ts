import type { VbaDraft } from "../types.ts";
import { saveFolder } from "./export-paths.ts";
import { draft, macroCode, moduleSteps, notExcluded, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { findDateFormat } from "./request-values.ts";
import { safeSheetNameHelper } from "./safe-sheet-name.ts";

// "name the copy today's date (yyyy-mm-dd)": a name that is the date, in the format asked.
const datedName = (request: MacroRequest) =>
  /\b(?:today'?s|todays|the|current) date\b|\bdated\b/.test(request.text) && /\bname|\bcall/.test(request.text)
    ? `Format(Date, ${vbaString(findDateFormat(request.original) ?? "yyyy-mm-dd")})`
    : undefined;

/**
 * Copies a sheet to the end of the workbook (named as asked, the date included), or into a new workbook, with
 * values only and saved under a name when the request says so.
 */
export const copySheet = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const toNewWorkbook = /\b(?:new|another|separate|its own) (?:workbook|file)\b/.test(request.text);
  const valuesOnly =
    /\bvalues? only\b|\bonly (?:the )?values\b|\bno formulas\b|\bwithout (?:the )?formulas\b|\bas values\b/.test(
      request.text,
    );
  const file = toNewWorkbook && request.file && /^xls/.test(request.file.ext) ? request.file : undefined;
  const where = file ? saveFolder(request, assumed) : undefined;
  const dated = datedName(request);
  const countWord = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) copies\b/.exec(request.text)?.[1];
  const copies = countWord
    ? Number(countWord) ||
      ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].indexOf(countWord) + 2
    : 1;
  const newName = request.newName && request.newName !== request.sheet && !dated ? request.newName : undefined;
  if (!newName && !dated && !toNewWorkbook) assumed.push('Excel names the copy itself, such as "Sheet1 (2)"');
  const code = macroCode({
    name: "CopySheet",
    about: [
      toNewWorkbook
        ? `Copies a sheet into a new workbook of its own${valuesOnly ? ", values only" : ""}${
          file ? " and saves it" : ""
        }.`
        : "Makes a copy of a sheet and puts it after the last sheet.",
    ],
    variables: [
      "ws As Worksheet",
      ...(where ? ["folder As String"] : []),
      ...(copies > 1 && !toNewWorkbook ? ["i As Long"] : []),
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(where?.lines ?? []),
      "",
      toNewWorkbook
        ? "' Copy with no destination: Excel puts the copy in a new workbook"
        : "' Copy to the end of this workbook",
      ...(copies > 1 && !toNewWorkbook
        ? [`For i = 1 To ${copies}`, "    ws.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)", "Next i"]
        : [toNewWorkbook ? "ws.Copy" : "ws.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)"]),
      ...(valuesOnly
        ? [
          "' Keep what the formulas show, not the formulas",
          "ActiveSheet.UsedRange.Value = ActiveSheet.UsedRange.Value",
        ]
        : []),
      ...(newName || dated
        ? [
          "' The copy is now the active sheet; give it its new name",
          `ActiveSheet.Name = ${dated ?? vbaString(newName!)}`,
        ]
        : []),
      ...(file
        ? [
          "' Save the new workbook; an existing file with that name is replaced",
          "Application.DisplayAlerts = False",
          `ActiveWorkbook.SaveAs Filename:=folder & Application.PathSeparator & ${
            vbaString(`${file.base}.${file.ext}`)
          }, FileFormat:=${
            file.ext === "xlsm"
              ? "xlOpenXMLWorkbookMacroEnabled"
              : file.ext === "xls"
              ? "xlExcel8"
              : "xlOpenXMLWorkbook"
          }`,
        ]
        : []),
    ],
    restore: file ? ["Application.DisplayAlerts = True"] : [],
  });
  return draft(
    code,
    [
      `This macro copies ${sheetWords(request)}${copies > 1 && !toNewWorkbook ? ` ${copies} times` : ""} ${
        toNewWorkbook ? "into a new workbook" : "to the end of the workbook"
      }${valuesOnly ? ", keeping values only (no formulas)" : ""}${
        newName ? ` and names the copy "${newName}"` : dated ? " and names the copy with today's date" : ""
      }${file && where ? `, then saves it as ${file.base}.${file.ext} in ${where.words}` : ""}.`,
    ],
    assumed,
    moduleSteps("CopySheet"),
  );
};

/** Copies a template sheet once for each name in a list, naming each copy after its name. */
export const templatePerName = (request: MacroRequest): VbaDraft | undefined => {
  const template = request.sheets.find((sheet) => /template/i.test(sheet.name))?.name ??
    /\bcop(?:y|ies) of (?:the )?["']?(\w+)["']? sheet\b/i.exec(request.original)?.[1];
  const list = request.sheets.find((sheet) => sheet.name !== template)?.name;
  const column = request.columns.find((mention) => mention.letter && !mention.to)?.letter ?? "A";
  if (!template) return undefined;
  const assumed: string[] = ["the names start in row 2, under a heading"];
  if (!list) assumed.push("the names are on the active sheet");
  const code = macroCode({
    name: "CopyTemplateForEachName",
    about: [`Makes a copy of the sheet ${template} for each name in column ${column} and names the copy after it.`],
    variables: ["ws As Worksheet", "template As Worksheet", "r As Long", "lastRow As Long", "made As Long"],
    body: [
      ...(list ? sheetLines({ ...request, sheet: list }, assumed) : ["Set ws = ActiveSheet"]),
      `Set template = ThisWorkbook.Worksheets(${vbaString(template)})`,
      `lastRow = ws.Cells(ws.Rows.Count, ${vbaString(column)}).End(xlUp).Row`,
      "",
      "For r = 2 To lastRow",
      `    If Len(Trim(ws.Range(${vbaString(column)} & r).Text)) > 0 Then`,
      "        template.Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
      "        ' The copy is the active sheet now",
      `        ActiveSheet.Name = SafeSheetName(ws.Range(${vbaString(column)} & r).Text)`,
      "        made = made + 1",
      "    End If",
      "Next r",
      "",
      "ws.Activate",
      'MsgBox made & " sheet(s) made from the template.", vbInformation',
    ],
    helpers: [safeSheetNameHelper],
  });
  return draft(
    code,
    [
      `This macro copies the sheet "${template}" once for each name in column ${column} of ${
        list ? `the sheet "${list}"` : "the active sheet"
      } and renames each copy to its name.`,
      "Characters a sheet name cannot have are replaced, and a number is added if the name is taken.",
    ],
    assumed,
    moduleSteps("CopyTemplateForEachName"),
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
  if (!names.length) assumed.push('Excel names the new sheet itself, such as "Sheet4"');
  const where = front ? "Before:=ThisWorkbook.Sheets(1)" : "After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)";
  const code = macroCode({
    name: "AddSheet",
    about: [
      `Adds ${names.length > 1 ? `${names.length} new sheets` : "a new, empty sheet"} ${
        front ? "before the first sheet" : "after the last one"
      }.`,
    ],
    variables: ["ws As Worksheet", ...(names.length > 1 ? ["sheetName As Variant"] : [])],
    body: names.length > 1
      ? [
        `For Each sheetName In Array(${names.map(vbaString).join(", ")})`,
        "    ' Each one after the last, so they stay in the order given",
        "    Set ws = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))",
        "    ws.Name = SafeSheetName(CStr(sheetName))",
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
      ...(names.length ? ["If a name is taken, a number is added to it."] : []),
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
        ? ["For Each ws In ThisWorkbook.Worksheets", `    If ${notExcluded(keep)} Then ws.Delete`, "Next ws"]
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
