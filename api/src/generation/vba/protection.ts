import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, unlessExcluded, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const placeholder = "ChangeMe";

// What a protected sheet may still let people do, by the words a request uses for it.
const allowances: [RegExp, string][] = [
  [/filter/, "AllowFiltering:=True"],
  [/\bsort/, "AllowSorting:=True"],
  [/\bformat(?:ting)? (?:the )?cells\b|\bformat(?:ting)?\b(?! (?:rows|columns))/, "AllowFormattingCells:=True"],
  [/\bformat(?:ting)? (?:the )?columns?\b|\bresize columns\b|\bcolumn widths?\b/, "AllowFormattingColumns:=True"],
  [/\bformat(?:ting)? (?:the )?rows\b/, "AllowFormattingRows:=True"],
  [/\binsert(?:ing)? rows\b|\badd(?:ing)? rows\b/, "AllowInsertingRows:=True"],
  [/\bdelet(?:e|ing) rows\b/, "AllowDeletingRows:=True"],
  [/\bpivot/, "AllowUsingPivotTables:=True"],
  // Macros may still change the sheet: only the person at the keyboard is locked out.
  [
    /\bmacros? (?:can |could |to )?(?:still )?(?:edit|change|write|run|work)|\bvba can\b|\buser ?interface ?only\b/,
    "UserInterfaceOnly:=True",
  ],
];

/**
 * "the password is in cell B1 of Admin": the cell that holds the password, and its sheet when one is named right
 * after it, so the password can change without editing the macro.
 */
export const findPasswordCell = (request: MacroRequest): { cell: string; sheet?: string } | undefined => {
  const match =
    /\b(?:password|passwd|pwd|pw)\b[^.;]{0,40}?\bcell\s+([a-z]{1,2}[1-9]\d{0,6})\b/i.exec(request.original) ??
      /\bcell\s+([a-z]{1,2}[1-9]\d{0,6})\b[^.;]{0,30}?\b(?:holds|has|contains)\s+(?:the\s+)?(?:password|pwd|pw)\b/i
        .exec(
          request.original,
        );
  if (!match) return undefined;
  const end = match.index + match[0].length;
  const sheet = request.sheets.find((mention) => mention.at >= end && mention.at - end < 20)?.name;
  return { cell: match[1].toUpperCase(), ...(sheet ? { sheet } : {}) };
};

// "no password needed": protected so nothing is changed by accident, and unprotected from the Review tab.
const withoutPassword = (request: MacroRequest) =>
  !request.password &&
  /\bno (?:password|pw|pwd)\b|\bwithout (?:a |any )?(?:password|pw|pwd)\b|\b(?:don'?t|doesn'?t|do not|does not) need (?:a |any )?(?:password|pw|pwd)\b|\bpassword-?less\b/
    .test(request.text);

/** The password the macro uses: read from the cell named, the request's own, or a placeholder the user changes. */
const passwordLines = (request: MacroRequest) => {
  if (withoutPassword(request)) {
    return [
      "' No password, as you asked: anyone can unprotect it from the Review tab",
      'Const SHEET_PASSWORD As String = ""',
    ];
  }
  const fromCell = findPasswordCell(request);
  if (fromCell) {
    const sheet = fromCell.sheet ? `ThisWorkbook.Worksheets(${vbaString(fromCell.sheet)})` : "ThisWorkbook.ActiveSheet";
    return [
      `' The password is read from cell ${fromCell.cell}${fromCell.sheet ? ` of the sheet ${fromCell.sheet}` : ""}`,
      "Dim SHEET_PASSWORD As String",
      `SHEET_PASSWORD = CStr(${sheet}.Range(${vbaString(fromCell.cell)}).Value)`,
    ];
  }
  return [
    request.password ? "' The password you gave" : `' The password: replace ${placeholder} with your own`,
    `Const SHEET_PASSWORD As String = ${vbaString(request.password ?? placeholder)}`,
  ];
};

const passwordSteps = (request: MacroRequest) =>
  request.password || findPasswordCell(request) || withoutPassword(request)
    ? []
    : [`Change "${placeholder}" in the line Const SHEET_PASSWORD to your own password.`];

/** "stop people from adding, deleting or renaming sheets": what only protecting the workbook's structure does. */
export const guardsSheetList = (text: string) =>
  /\b(?:stop|prevent|block|keep|not let|don'?t let|disallow|no ?one can|nobody can|(?:people|users|ppl|anyone) (?:can'?t|cannot|can not|shouldn'?t|should not))\b[^.]{0,40}?\b(?:add|delet|renam|mov|insert|remov|unhid|reorder)\w*\b[^.]{0,40}?\b(?:(?:work)?sheets|tabs)\b/
    .test(text);

/** The workbook's structure (adding, deleting, renaming sheets) rather than the cells of its sheets. */
export const isWorkbookProtection = (text: string) =>
  (guardsSheetList(text) ||
    /\bstructure\b|\b(?:un)?(?:protect|lock|unlock)\w*\s+(?:the\s+|this\s+|my\s+)?(?:whole\s+|entire\s+)?workbook\b(?!\s+(?:sheets|tabs))/
      .test(text) ||
    // "so the tabs can't be moved": what only workbook protection stops.
    /\b(?:sheets|tabs)\b[^.]{0,20}\b(?:can'?t|cannot|can not|won'?t) be (?:moved|added|deleted|renamed|inserted|hidden|unhidden)\b|\bpassword\b[^.]{0,30}\bon (?:the |this |my )?workbook\b/
      .test(text)) &&
  !/\b(?:every|each|all)\s+(?:the\s+)?(?:work)?sheets?\s+(?:in|of)\b/.test(text);

/** Lines that unprotect or protect what the request names, for use around another macro's work. */
export const protectionStep = (request: MacroRequest, protect: boolean): string[] => {
  const verb = protect ? "Protect" : "Unprotect";
  const password = vbaString(request.password ?? placeholder);
  if (isWorkbookProtection(request.text)) {
    return [`ThisWorkbook.${verb} Password:=${password}${protect ? ", Structure:=True" : ""}`];
  }
  const sheet = request.sheet ? `ThisWorkbook.Worksheets(${vbaString(request.sheet)})` : "ActiveSheet";
  return [`${sheet}.${verb} Password:=${password}`];
};

/** The columns or range a request wants left editable on a protected sheet ("column D unlocked", "leave B2:B20 open"). */
const unlockedTargets = (request: MacroRequest): string[] => {
  if (
    !/\b(?:unlock|unlocked|editable|open for|can still (?:type|edit|enter)|still (?:type|edit)|except|but)\b/.test(
      request.text,
    )
  ) {
    return [];
  }
  const ranges = request.ranges.map((range) => `Range(${vbaString(range)})`);
  const columns = request.columns.filter((mention) => mention.letter).map((mention) =>
    `Columns(${vbaString(mention.to ? `${mention.letter}:${mention.to}` : mention.letter!)})`
  );
  return [...ranges, ...columns];
};

// "lock only the cells with formulas", "protect just the formula cells": every other cell stays open.
const lockedFormulas =
  /\b(?:lock|protect)\w*\s+(?:only\s+|just\s+)?(?:the\s+)?(?:(?:cells?\s+(?:with|that (?:have|contain)|containing)\s+(?:a\s+)?formulas?)|formula cells|formulas?)\b/;

/** Protects or unprotects one sheet, several named sheets, every sheet, or the workbook's structure. */
export const protectSheets = (request: MacroRequest, protect: boolean): VbaDraft => {
  if (isWorkbookProtection(request.text)) return protectWorkbook(request, protect);
  const assumed: string[] = [];
  const verb = protect ? "Protect" : "Unprotect";
  const listed = request.sheets.filter((sheet) => sheet.role !== "new").map((sheet) => sheet.name);
  const several = listed.length > 1;
  const every = !several && request.allSheets;
  const options = protect ? allowances.filter(([words]) => words.test(request.text)).map(([, option]) => option) : [];
  const unlock = protect ? unlockedTargets(request) : [];
  const formulasOnly = protect && lockedFormulas.test(request.text);
  // "lock cells A1:D10 and protect the sheet": only that range stays locked.
  const lockedRange = protect && !formulasOnly && request.ranges.length &&
      /\block(?:s|ed)?\s+(?:only\s+|just\s+)?(?:the\s+)?(?:cells?\s+|range\s+)?\$?[a-z]{1,3}\$?\d/i.test(
        request.original,
      )
    ? request.ranges[0]
    : undefined;
  const one = (sheet: string) => [
    ...(formulasOnly
      ? [
        "' Only the cells holding formulas stay locked; SpecialCells fails when there are none",
        `${sheet}.Cells.Locked = False`,
        "On Error Resume Next",
        `${sheet}.Cells.SpecialCells(xlCellTypeFormulas).Locked = True`,
        "On Error GoTo Failed",
      ]
      : lockedRange
      ? [
        `' Only ${lockedRange} stays locked; every other cell can still be edited`,
        `${sheet}.Cells.Locked = False`,
        `${sheet}.Range(${vbaString(lockedRange)}).Locked = True`,
      ]
      : []),
    ...(lockedRange ? [] : unlock).map((target) => `${sheet}.${target}.Locked = False`),
    `${sheet}.${verb} Password:=SHEET_PASSWORD${options.length ? `, ${options.join(", ")}` : ""}`,
  ];
  const name = `${verb}${several ? "ListedSheets" : every ? "AllSheets" : "Sheet"}`;
  const body = several
    ? [
      "' The sheets you named; the others are left as they are",
      "For Each sheetName In Array(" + listed.map(vbaString).join(", ") + ")",
      "    Set ws = ThisWorkbook.Worksheets(sheetName)",
      ...one("ws").map((line) => `    ${line}`),
      "Next sheetName",
    ]
    : every
    ? [
      "For Each ws In ThisWorkbook.Worksheets",
      ...unlessExcluded(request.exceptSheets, one("ws")).map((line) => `    ${line}`),
      "Next ws",
    ]
    : [...sheetLines(request, assumed), ...one("ws")];
  const code = macroCode({
    name,
    about: [
      `${protect ? "Protects" : "Unprotects"} ${
        several ? "the sheets you named" : every ? "every sheet" : "a sheet"
      } with a password.`,
      ...(unlock.length ? ["The cells you want to keep editable are unlocked first."] : []),
    ],
    variables: ["ws As Worksheet", ...(several ? ["sheetName As Variant"] : [])],
    body: [...passwordLines(request), "", ...body],
  });
  const what = several
    ? `the sheets ${listed.join(", ")}`
    : every
    ? `every sheet in the workbook${request.exceptSheets.length ? ` except ${request.exceptSheets.join(", ")}` : ""}`
    : sheetWords(request);
  return draft(
    code,
    [
      `This macro ${protect ? "protects" : "unprotects"} ${what} with ${
        request.password
          ? `the password "${request.password}"`
          : withoutPassword(request)
          ? "no password"
          : `a password (the placeholder "${placeholder}": change it to your own first)`
      }.`,
      ...(unlock.length ? ["Before protecting, it unlocks the cells you named so people can still type in them."] : []),
      ...(formulasOnly ? ["Only the cells with formulas are locked; every other cell stays editable."] : []),
      ...(lockedRange ? [`Only ${lockedRange} is locked; every other cell stays editable.`] : []),
      ...(options.length
        ? [
          `People can still use ${
            options.map((option) =>
              option.replace(/^Allow|:=True$/g, "").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
            ).join(" and ")
          }.`,
        ]
        : []),
      ...(protect
        ? ["A protected sheet's locked cells cannot be edited until it is unprotected with the same password."]
        : []),
    ],
    assumed,
    moduleSteps(name, passwordSteps(request)),
  );
};

/** Locks or unlocks the workbook's structure, so sheets cannot be added, deleted, renamed or moved. */
const protectWorkbook = (request: MacroRequest, protect: boolean): VbaDraft => {
  const verb = protect ? "Protect" : "Unprotect";
  const name = `${verb}Workbook`;
  const code = macroCode({
    name,
    about: [
      `${
        protect ? "Locks" : "Unlocks"
      } the workbook's structure: adding, deleting, renaming, moving and hiding sheets.`,
    ],
    variables: [],
    body: [
      ...passwordLines(request),
      "",
      `ThisWorkbook.${verb} Password:=SHEET_PASSWORD${protect ? ", Structure:=True, Windows:=False" : ""}`,
    ],
  });
  return draft(
    code,
    [
      `This macro ${protect ? "protects" : "unprotects"} the structure of the workbook with ${
        request.password ? `the password "${request.password}"` : `the placeholder password "${placeholder}"`
      }.`,
      protect
        ? "Nobody can then add, delete, rename, move or unhide sheets without the password; the cells stay editable."
        : "Sheets can then be added, deleted, renamed and moved again.",
    ],
    [],
    moduleSteps(name, passwordSteps(request)),
  );
};

/** Protects the sheet when it is unprotected and unprotects it when it is protected. */
export const toggleProtection = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const code = macroCode({
    name: "ToggleProtection",
    about: ["Switches a sheet's protection: protected sheets are unprotected, unprotected ones protected."],
    variables: ["ws As Worksheet"],
    body: [
      ...passwordLines(request),
      "",
      ...sheetLines(request, assumed),
      "If ws.ProtectContents Then",
      "    ws.Unprotect Password:=SHEET_PASSWORD",
      '    MsgBox ws.Name & " is now unprotected.", vbInformation',
      "Else",
      "    ws.Protect Password:=SHEET_PASSWORD",
      '    MsgBox ws.Name & " is now protected.", vbInformation',
      "End If",
    ],
  });
  return draft(
    code,
    [
      `This macro toggles the protection of ${sheetWords(request)}: run it once to protect, again to unprotect.`,
      "A message says which state the sheet is in now. Put it on a button to switch with one click.",
    ],
    assumed,
    moduleSteps("ToggleProtection", passwordSteps(request)),
  );
};

/** Unprotects every sheet with its own password, read from a list of sheet names and passwords on another sheet. */
export const unprotectFromList = (request: MacroRequest): VbaDraft | undefined => {
  const list = request.sheet;
  if (!list) return undefined;
  const letterAfter = (words: RegExp) =>
    new RegExp(`${words.source}[^,.;()]{0,25}?\\b(?:in|is)\\s+(?:col(?:umn)?\\s+)?([a-z])\\b`, "i").exec(
      request.original,
    )?.[1]
      .toUpperCase();
  const nameColumn = letterAfter(/\b(?:sheet )?names?\b/) ?? "A";
  const passwordColumn = letterAfter(/\bpasswords?\b/) ?? "B";
  const protect = !/\bunprotect/.test(request.text);
  const verb = protect ? "Protect" : "Unprotect";
  const code = macroCode({
    name: `${verb}SheetsFromList`,
    about: [
      `${protect ? "Protects" : "Unprotects"} each sheet with its own password, read from the sheet ${list}:`,
      `sheet names in column ${nameColumn}, passwords in column ${passwordColumn}.`,
    ],
    variables: [
      "list As Worksheet",
      "ws As Worksheet",
      "r As Long",
      "lastRow As Long",
      "done As Long",
      "missed As String",
    ],
    body: [
      "On Error Resume Next",
      `Set list = ThisWorkbook.Worksheets(${vbaString(list)})`,
      "On Error GoTo Failed",
      "If list Is Nothing Then",
      `    MsgBox "There is no sheet named " & ${vbaString(`"${list}"`)} & ".", vbExclamation`,
      "    GoTo Finish",
      "End If",
      "",
      `lastRow = list.Cells(list.Rows.Count, ${vbaString(nameColumn)}).End(xlUp).Row`,
      "For r = 1 To lastRow",
      "    Set ws = Nothing",
      "    On Error Resume Next",
      `    Set ws = ThisWorkbook.Worksheets(CStr(list.Range(${vbaString(nameColumn)} & r).Value))`,
      `    If Not ws Is Nothing Then ws.${verb} Password:=CStr(list.Range(${vbaString(passwordColumn)} & r).Value)`,
      "    ' A heading, an unknown name or a wrong password is listed at the end instead of stopping the macro",
      "    If ws Is Nothing Or Err.Number <> 0 Then",
      `        If Len(list.Range(${
        vbaString(nameColumn)
      } & r).Value) > 0 Then missed = missed & vbNewLine & list.Range(${vbaString(nameColumn)} & r).Value`,
      "    Else",
      "        done = done + 1",
      "    End If",
      "    Err.Clear",
      "    On Error GoTo Failed",
      "Next r",
      "",
      `MsgBox done & " sheet(s) ${
        protect ? "protected" : "unprotected"
      }." & IIf(Len(missed) > 0, vbNewLine & "Not done:" & missed, ""), vbInformation`,
    ],
  });
  return draft(
    code,
    [
      `This macro reads the list on the sheet "${list}" (sheet names in column ${nameColumn}, passwords in column ${passwordColumn})`,
      `and ${protect ? "protects" : "unprotects"} each listed sheet with its own password.`,
      "Names it cannot find, and wrong passwords, are listed at the end instead of stopping the macro.",
    ],
    [],
    moduleSteps(`${verb}SheetsFromList`),
  );
};
