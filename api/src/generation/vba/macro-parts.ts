import type { AssumedRange } from "../../../contract/generation.ts";
import type { VbaDraft } from "../types.ts";
import { withoutComments, withoutStrings } from "./live-code.ts";
import type { ColumnRef } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";

/** The last filled row of column `col` on `ws`: where loops over the data end. */
export const lastRowLine = "lastRow = ws.Cells(ws.Rows.Count, col).End(xlUp).Row";

/** A VBA string literal: quotes inside are doubled, as VBA escapes them. */
export const vbaString = (text: string) => `"${text.replaceAll('"', '""')}"`;

export interface MacroSpec {
  name: string;
  /** What the macro does, as comments above the Sub. */
  about: string[];
  /** "name As Type", one Dim each for those the body uses. */
  variables: string[];
  /** Statements inside the Sub, indented relative to it. */
  body: string[];
  /** Extra state to put back on the way out, after an error too. */
  restore?: string[];
  /** Whole helper procedures placed after the Sub. */
  helpers?: string[];
}

const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : ""));

// Generators list every variable any of their paths may need; the frame declares only those the chosen path uses,
// so a macro never carries a Dim it does not touch. A member (`.Name`) or a named argument (`Name:=`) is no use.
const declaredIfUsed = (spec: MacroSpec) => {
  const code = withoutStrings(withoutComments([...spec.body, ...(spec.restore ?? [])].join("\n")));
  return spec.variables.filter((variable) => {
    const name = /^\w+/.exec(variable)![0];
    return new RegExp(`(?<![\\w.])${name}(?!\\w|\\s*:=)`, "i").test(code);
  });
};

/**
 * Every macro has the same frame: Option Explicit, declared variables, and an error handler that reports the
 * problem and always switches screen updating (and whatever else `restore` names) back on.
 */
export const macroCode = (spec: MacroSpec): string =>
  [
    "Option Explicit",
    "",
    ...spec.about.map((line) => `' ${line}`),
    `Sub ${spec.name}()`,
    ...indent(declaredIfUsed(spec).map((variable) => `Dim ${variable}`)),
    "",
    ...indent([
      "' If anything goes wrong, jump to Failed so the user sees why and Excel is left as it was",
      "On Error GoTo Failed",
      "Application.ScreenUpdating = False",
      "",
      ...spec.body,
    ]),
    "",
    "Finish:",
    ...indent([
      "' Put Excel back the way it was",
      "Application.ScreenUpdating = True",
      ...(spec.restore ?? []),
      "Exit Sub",
    ]),
    "",
    "Failed:",
    ...indent([`MsgBox "${spec.name} stopped: " & Err.Description, vbExclamation`, "Resume Finish"]),
    "End Sub",
    "",
    ...(spec.helpers ?? []).flatMap((helper) => [helper, ""]),
  ].join("\n");

/** The range the request names on `ws`, or the sheet's used range when it names none. */
export const rangeOrUsed = (request: MacroRequest) => request.range ? `ws.Range("${request.range}")` : "ws.UsedRange";

export const headedBlock = "the data is the block of cells around A1, with headings in row 1";

/** The range the request names, else the block of cells around A1, which `assumed` then says in `words`. */
export const dataBlock = (
  request: MacroRequest,
  assumed: string[],
  words = "the data is the block of cells around A1",
): string => {
  if (request.range) return `ws.Range(${vbaString(request.range)})`;
  assumed.push(words);
  return 'ws.Range("A1").CurrentRegion';
};

/** Lines that point `ws` at the sheet the request names, or the active sheet, with a clear message if it is missing. */
export const sheetLines = (request: MacroRequest, assumed: string[], variable = "ws"): string[] => {
  if (!request.sheet) {
    assumed.push("it works on the active sheet (the one you are looking at when you run it)");
    return ["' Work on the sheet that is active when the macro runs", `Set ${variable} = ActiveSheet`];
  }
  return [
    `' Work on the sheet named ${request.sheet}; stop with a clear message if it does not exist`,
    "On Error Resume Next",
    `Set ${variable} = ThisWorkbook.Worksheets(${vbaString(request.sheet)})`,
    "On Error GoTo Failed",
    `If ${variable} Is Nothing Then`,
    `    MsgBox "There is no sheet named " & ${vbaString(`"${request.sheet}"`)} & " in this workbook.", vbExclamation`,
    "    GoTo Finish",
    "End If",
  ];
};

/** Lines that set `col` to the column the request names (a letter or a header in row 1), or the default letter. */
export const columnLines = (request: MacroRequest, assumed: string[], fallback = "A"): string[] => {
  const column = request.column;
  if (column && "header" in column) {
    return [
      `' Find the column whose heading in row 1 is ${column.header}`,
      `Set headerCell = ws.Rows(1).Find(What:=${vbaString(column.header)}, LookIn:=xlValues, LookAt:=xlWhole)`,
      "If headerCell Is Nothing Then",
      `    MsgBox "No column has the heading " & ${vbaString(`"${column.header}"`)} & " in row 1.", vbExclamation`,
      "    GoTo Finish",
      "End If",
      "col = headerCell.Column",
    ];
  }
  if (!column) assumed.push(`it uses column ${fallback}`);
  const letter = column?.letter ?? fallback;
  return [`' Column ${letter} is the one to look at`, `col = ws.Range(${vbaString(`${letter}1`)}).Column`];
};

/** The variables `columnLines` needs. */
export const columnVariables = (request: MacroRequest) =>
  request.column && "header" in request.column ? ["col As Long", "headerCell As Range"] : ["col As Long"];

/** A plain-words name for the column, for explanations. */
export const columnWords = (request: MacroRequest, fallback = "A") => {
  const column = request.column;
  if (column && "header" in column) return `the column headed "${column.header}"`;
  return `column ${column?.letter ?? fallback}`;
};

export const sheetWords = (request: MacroRequest) =>
  request.sheet ? `the sheet "${request.sheet}"` : "the active sheet";

/** The usual way to add and run a macro, as numbered steps; `extra` goes before running it. */
export const moduleSteps = (subName: string, extra: string[] = []): string[] => [
  "Open your workbook and press Alt+F11 to open the VBA editor (on a Mac: Tools > Macro > Visual Basic Editor).",
  "Choose Insert > Module and paste the code into the empty module that opens.",
  ...extra,
  `Run it: click inside the code and press F5, or go back to Excel, press Alt+F8, pick ${subName} and click Run.`,
  "Save the workbook as an Excel Macro-Enabled Workbook (.xlsm), otherwise Excel drops the macro when you save.",
];

export const draft = (code: string, explanation: string[], assumed: string[], steps: string[]): VbaDraft => {
  const places = assumed.flatMap(placeOf);
  return {
    code,
    explanation: [
      ...explanation,
      ...(assumed.length ? [`Assumed, because your request did not say: ${assumed.join("; ")}.`] : []),
    ].join(" "),
    steps,
    ...(places.length ? { assumed: places } : {}),
  };
};

// The assumptions that are about where the macro works, as the result's assumed places; the rest stay in words.
const placeRules: [RegExp, (m: RegExpExecArray) => AssumedRange][] = [
  [/\bthe active sheet\b/, () => ({ label: "Sheet", range: "the active sheet" })],
  [/\b(?:uses|are in) column ([A-Z]{1,3})\b/, (m) => ({ label: "Column", range: m[1] })],
  [/\bblock of cells around A1\b/, () => ({ label: "Data", range: "the block around A1" })],
  [/\beverything in use\b|\bevery cell in use\b/, () => ({ label: "Data", range: "the used range" })],
  [/\bheadings (?:are )?in row 1\b/, () => ({ label: "Headings", range: "row 1" })],
  [/\b(?:goes )?(?:in|at) cell ([A-Z]{1,3}\d+)\b/, (m) => ({ label: "Cell", range: m[1] })],
];

function placeOf(sentence: string): AssumedRange[] {
  for (const [rule, place] of placeRules) {
    const m = rule.exec(sentence);
    if (m) return [place(m)];
  }
  return [];
}

/** Lines that point `variable` at the sheet `name`, stopping with a clear message when it does not exist. */
export const namedSheetLines = (name: string, variable: string): string[] => [
  `' The sheet named ${name}; stop with a clear message if it does not exist`,
  "On Error Resume Next",
  `Set ${variable} = ThisWorkbook.Worksheets(${vbaString(name)})`,
  "On Error GoTo Failed",
  `If ${variable} Is Nothing Then`,
  `    MsgBox "There is no sheet named " & ${vbaString(`"${name}"`)} & " in this workbook.", vbExclamation`,
  "    GoTo Finish",
  "End If",
];

/** Lines that point `variable` at the sheet `name`, adding it at the end of the workbook when it is not there yet. */
export const targetSheetLines = (name: string, variable: string): string[] => [
  `' The sheet named ${name}; it is added at the end when it does not exist yet`,
  "On Error Resume Next",
  `Set ${variable} = ThisWorkbook.Worksheets(${vbaString(name)})`,
  "On Error GoTo Failed",
  `If ${variable} Is Nothing Then`,
  `    Set ${variable} = ThisWorkbook.Worksheets.Add(After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count))`,
  `    ${variable}.Name = ${vbaString(name)}`,
  "End If",
];

/** Lines that set `variable` to the column `ref` names on `sheet`: its letter, or the heading found in row 1. */
export const refColumnLines = (ref: ColumnRef, sheet: string, variable: string, headerCell = "headerCell") =>
  "letter" in ref ? [`${variable} = ${sheet}.Range(${vbaString(`${ref.letter}1`)}).Column`] : [
    `' The column whose heading in row 1 is ${ref.header}`,
    `Set ${headerCell} = ${sheet}.Rows(1).Find(What:=${vbaString(ref.header)}, LookIn:=xlValues, LookAt:=xlWhole)`,
    `If ${headerCell} Is Nothing Then`,
    `    MsgBox "No column has the heading " & ${vbaString(`"${ref.header}"`)} & " in row 1.", vbExclamation`,
    "    GoTo Finish",
    "End If",
    `${variable} = ${headerCell}.Column`,
  ];

/** The column in plain words: "column C" or 'the column headed "Status"'. */
export const refWords = (ref: ColumnRef) =>
  "letter" in ref ? `column ${ref.letter}` : `the column headed "${ref.header}"`;

/** Lines that point `rng` at the user's selection, stopping with a message when the selection is not cells. */
export const selectionLines = (variable = "rng"): string[] => [
  "' Work on the cells selected when the macro runs",
  'If TypeName(Selection) <> "Range" Then',
  '    MsgBox "Select some cells first, then run the macro again.", vbExclamation',
  "    GoTo Finish",
  "End If",
  `Set ${variable} = Selection`,
];

/** The tests that `name` is none of the sheets the request leaves out: none at all when it leaves none out. */
export const notExcluded = (names: string[], name = "ws.Name") =>
  names.map((one) => `StrComp(${name}, ${vbaString(one)}, vbTextCompare) <> 0`);

/**
 * `lines` guarded so they run only for a sheet the request does not leave out; when it leaves none out they run as
 * they are, rather than under a test that is always true.
 */
export const unlessExcluded = (names: string[], lines: string[], name = "ws.Name"): string[] => {
  const tests = notExcluded(names, name);
  return tests.length ? [`If ${tests.join(" And ")} Then`, ...indent(lines), "End If"] : lines;
};

/**
 * Adds lines before the body of a macro made by `macroCode` (after its set-up) and lines to its Finish part, which
 * runs however the macro ends, so a step such as unprotecting a sheet can go around any library macro and be
 * undone even when the user cancels or an error stops it.
 */
export const wrapBody = (code: string, before: string[], finish: string[]): string => {
  const start = "    Application.ScreenUpdating = False\n\n";
  const end = "    Application.ScreenUpdating = True\n";
  const from = code.indexOf(start);
  const to = code.indexOf(end, from + start.length);
  if (from < 0 || to < 0) return code;
  const indented = (lines: string[]) => lines.map((line) => (line ? `    ${line}\n` : "\n")).join("");
  return `${code.slice(0, from + start.length)}${indented(before)}${code.slice(from + start.length, to + end.length)}${
    indented(finish)
  }${code.slice(to + end.length)}`;
};
