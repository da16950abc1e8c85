import { describe, expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { VbaDraft } from "../types.ts";
import { checkMacro } from "./check-macro.ts";
import { checkVbaStructure } from "./check-vba.ts";
import { planMacro } from "./plan-macro.ts";

// [request in users' own words, the Sub it must produce, text that must appear in the code]
const phrasings: [string, string, string[]][] = [
  // Everyday wording and sentence shapes the readers generalise to.
  ["Insert 3 rows above row 5", "InsertRowsAt", ['ws.Rows("5:7").Insert']],
  ["Can a macro sort my selection A to Z?", "SortSelection", ["rng.Sort Key1:=keyCell, Order1:=xlAscending"]],
  ["remove rows 2 to 10", "DeleteRowSpan", ['ws.Rows("2:10").Delete']],
  ["sort colum D decending", "SortData", ["xlDescending", 'ws.Range("D1").Column']],
  ["freez the top row", "FreezeTopRow", ["FreezePanes = True"]],
  ["delete all rows below row 100", "DeleteRowSpan", ['ws.Rows("101:" &', ".Delete Shift:=xlUp"]],
  ["refresh pivot table PivotTable2 on sheet Pivots", "RefreshPivotTable", [
    'Worksheets("Pivots")',
    'PivotTables("PivotTable2")',
  ]],
  ["empty every cell on the Scratch sheet", "ClearRangeContents", ['Worksheets("Scratch")', ".ClearContents"]],
  ["italicise the selection", "StyleFont", [".Italic = True", "Selection"]],
  ["msgbox 'Done!' when the macro finishes", "ShowMessage", ['"Done!"']],
  ["put a password (xyz789) on the workbook so the tabs can't be moved", "ProtectWorkbook", ['"xyz789"']],
  ["give the cells I've selected a red background", "HighlightCells", ["Selection", "Interior.Color"]],
  ["wrap the text in column D", "StyleFont", [".WrapText = True"]],
  ["kill all the formulas in column E and just leave the numbers", "ConvertFormulasToValues", [".Value"]],
  ["switch every '-' in the selection to '/'", "FindAndReplace", ['What:="-"', 'Replacement:="/"']],
  ["split out every tab into its own xlsx", "SaveSheetsAsFiles", [".SaveAs"]],
  ["Hi, we have a sheet called Template. Can I get a macro that copies it and names the copy Week 12?", "CopySheet", [
    'Worksheets("Template")',
    '"Week 12"',
  ]],
  ["substitute 'colour' with 'color' across the workbook", "FindAndReplace", [
    "Worksheets",
    'What:="colour"',
    'Replacement:="color"',
  ]],
  ["chuck out the rows with 0 in column F", "DeleteMatchingRows", ['ws.Range("F1").Column', "Step -1"]],
  ["raise every value in B2:B50 by 3 percent", "ChangeCells", ['"B2:B50"', "1 + 3 / 100"]],
  ["tidy up extra whitespace in column A", "ChangeCells", [".Trim(cell.Value)"]],
  ["make the first row stay put when I scroll", "FreezeTopRow", ["FreezePanes = True"]],
  ["dates in column A should look like mm/dd/yyyy", "ApplyNumberFormat", ['"mm/dd/yyyy"']],
  ["swap every formula on the Calc sheet for its value", "ConvertFormulasToValues", ['Worksheets("Calc")']],
  ["when the workbook opens, greet me with a box that says Hello Boss", "Workbook_Open", ['"Hello Boss"']],
  ["put 5 blank lines after every group in column B", "InsertBlankRows", [".Insert"]],
  ["everybody in column C (emails) should get a mail with subject 'Hello'", "EmailEachRow", ['"Hello"']],
  ["add 2 rows after row 10 on Data", "InsertRowsAt", ['ws.Rows("11:12").Insert', 'Worksheets("Data")']],
  ["Set the width of column A to 25", "SetColumnWidth", ['Columns("A").ColumnWidth = 25']],
  ["make Calc very hidden", "HideSheets", ['Worksheets("Calc").Visible = xlSheetVeryHidden']],
  ["nuke everything in column F except the header", "ClearRangeContents", ['ws.Range("F2:F"', ".ClearContents"]],
  ["clear all the formatting from the sheet Raw", "ClearRangeContents", ['Worksheets("Raw")', ".ClearFormats"]],
  ["Multiply every number in my selection by 1.2", "ChangeCells", ["cell.Value * 1.2", "Selection"]],
  ["divide all the numbers I've selected by 1000", "ChangeCells", ["cell.Value / 1000", "Selection"]],
  ["make the selected numbers negative", "ChangeCells", ["-Abs(cell.Value)"]],
  ["append ' kg' to each value in the selection", "ChangeCells", ['cell.Value & " kg"']],
  ["the workbook structure needs to be locked, use Zebra7 as the password", "ProtectWorkbook", ['"Zebra7"']],
  ["I need all worksheets unprotected. pw is s3cret!", "UnprotectAllSheets", ['"s3cret!"', ".Unprotect"]],
  ["wipe out the rows where amount is below zero", "DeleteMatchingRows", ["< 0", "Step -1"]],
  ["remove every row with 'sample' somewhere in column D", "DeleteMatchingRows", ['"sample", vbTextCompare']],
  ["Update all the pivots and queries in this workbook", "RefreshPivotTables", ["ThisWorkbook.RefreshAll"]],
  ["I want a shape that runs ExportAll when I click it", "AddButton", ['"ExportAll"']],
  ["font in red for any negative number in column H", "HighlightCells", ["Font.Color", "< 0"]],
  ["change column F to show 2 decimal places", "ApplyNumberFormat", ['"#,##0.00"']],
  ["save the active sheet as a CSV file named out.csv on the desktop", "SaveSheetAsCsv", ['"out.csv"']],
  ["every worksheet should be saved as a separate workbook into the same folder", "SaveSheetsAsFiles", [".SaveAs"]],
  ["delete blank rows in Sheet1", "DeleteBlankRows", ['Worksheets("Sheet1")', "Step -1", "CountA"]],
  ["remove all the empty rows", "DeleteBlankRows", ["Set ws = ActiveSheet", "Step -1"]],
  ["delte empty rows on the Sales sheet", "DeleteBlankRows", ['Worksheets("Sales")']],
  ["delete rows where column D is blank", "DeleteBlankRows", ['ws.Range("D1").Column', "Step -1"]],
  ["delete rows where column C is less than 0", "DeleteMatchingRows", ['ws.Range("C1").Column', "< 0", "Step -1"]],
  ["remove rows where the status column says Closed", "DeleteMatchingRows", ['What:="status"', '"Closed"']],
  ["remove duplicates", "DeleteDuplicateRows", ["RemoveDuplicates Columns:=(keyColumns)", "Header:=xlYes"]],
  ["delete duplicate rows based on column B in Sheet3", "DeleteDuplicateRows", [
    'Worksheets("Sheet3")',
    'ws.Range("B1")',
  ]],
  ["get rid of dupliacte rows in A1:F200", "DeleteDuplicateRows", ['ws.Range("A1:F200")']],
  ["highlight cells in column C above 100 in red", "HighlightCells", ['ws.Range("C1")', "> 100", "RGB(255, 0, 0)"]],
  ["higlight values greater than 5000 in green on sheet2", "HighlightCells", ["> 5000", "RGB(0, 176, 80)", "Sheet2"]],
  ["colour cells in B2:B50 that are less than 10 orange", "HighlightCells", [
    'ws.Range("B2:B50")',
    "< 10",
    "RGB(255, 192, 0)",
  ]],
  ["highlight blank cells in yellow", "HighlightCells", ["Len(Trim(cell.Text)) = 0", "RGB(255, 255, 0)"]],
  ["highlight duplicates in column A in light blue", "HighlightCells", [
    "CountIf(rng, cell.Value) > 1",
    "RGB(221, 235, 247)",
  ]],
  ['highlight cells containing "ltd" in blue', "HighlightCells", [
    'InStr(1, Trim(CStr(cell.Value)), "ltd"',
    "RGB(0, 112, 192)",
  ]],
  ["make the header row bold with a grey background", "FormatHeaderRow", [".Font.Bold = True", "RGB(191, 191, 191)"]],
  ["bold the headers on the Report sheet", "FormatHeaderRow", ['Worksheets("Report")', ".Font.Bold = True"]],
  ["format column E as currency", "ApplyNumberFormat", ['ws.Range("E1")', '"$#,##0.00"']],
  ["format C2:C100 as percentage", "ApplyNumberFormat", ['ws.Range("C2:C100")', '"0.00%"']],
  ["add borders to A1:D20", "AddBorders", ['ws.Range("A1:D20")', "xlContinuous"]],
  ["put borders around all cells with data", "AddBorders", ["ws.UsedRange", "xlThin"]],
  ["autofit all columns", "AutoFitColumns", ["Columns.AutoFit"]],
  ["auto fit the columns on every sheet", "AutoFitColumns", ["For Each sheet In ThisWorkbook.Worksheets"]],
  ["sort by column B descending", "SortData", ['ws.Range("B1")', "xlDescending"]],
  ["sort the data in Sheet2 by column D from A to Z", "SortData", [
    'Worksheets("Sheet2")',
    'ws.Range("D1")',
    "xlAscending",
  ]],
  ["sort by Date, newest first", "SortData", ['What:="Date"', "xlDescending"]],
  ["filter column C to show only North", "FilterData", ['Criteria1:="North"', 'ws.Range("C1")']],
  ["filter the region column for West", "FilterData", ['What:="region"', 'Criteria1:="West"']],
  ["autofilter column F greater than 1000", "FilterData", ['Criteria1:=">1000"']],
  ["clear all filters", "ClearFilter", ["ws.AutoFilterMode = False"]],
  ["copy Sheet1 and name it Backup", "CopySheet", ['Worksheets("Sheet1")', 'ActiveSheet.Name = "Backup"']],
  ["duplicate the Budget sheet", "CopySheet", ['Worksheets("Budget")', "ws.Copy After:="]],
  ["move sheet3 to the front", "MoveSheet", ['Worksheets("Sheet3")', "Before:=ThisWorkbook.Sheets(1)"]],
  ["save the Invoice sheet as pdf", "SaveAsPdf", ['Worksheets("Invoice")', "xlTypePDF"]],
  ["export the active sheet to PDF called Report.pdf", "SaveAsPdf", ['"Report.pdf"', "ExportAsFixedFormat"]],
  ["save sheet2 as a csv file", "SaveSheetAsCsv", ['Worksheets("Sheet2")', "FileFormat:=xlCSV", "ws.Copy"]],
  ["protect all sheets with a password", "ProtectAllSheets", ['"ChangeMe"', "ws.Protect Password:=SHEET_PASSWORD"]],
  ["protect the Summary sheet", "ProtectSheet", ['Worksheets("Summary")', "ws.Protect"]],
  ["unprotect every sheet", "UnprotectAllSheets", ["ws.Unprotect Password:=SHEET_PASSWORD"]],
  ["insert a timestamp in cell B2", "InsertTimestamp", ['ws.Range("B2")', ".Value = Now"]],
  ["add a timestamp in column B whenever column A changes", "Worksheet_Change", ['Me.Columns("A")', "EnableEvents"]],
  [
    "put the date and time in the next column when someone edits column C",
    "Worksheet_Change",
    ['Me.Columns("C")', "Offset(0, 1)"],
  ],
  ["split the sheet into separate sheets by the Region column", "SplitSheetByColumn", ['What:="Region"', "AutoFilter"]],
  ["create a new sheet for each value in column B", "SplitSheetByColumn", ['ws.Range("B1")', "SafeSheetName"]],
  ["combine all sheets into one", "CombineSheets", [
    'SafeSheetName("Combined")',
    "For Each ws In ThisWorkbook.Worksheets",
  ]],
  ["merge all worksheets into a master sheet", "CombineSheets", [
    "source.Copy Destination:=combined.Cells(nextRow, 1)",
  ]],
  ["clear the contents of A2:D100", "ClearRangeContents", ['ws.Range("A2:D100")', "ClearContents"]],
  ["hide rows where column E is 0", "HideMatchingRows", ['ws.Range("E1")', "= 0", "Hidden = True"]],
  ["unhide all rows", "UnhideAllRows", ["ws.Rows.Hidden = False"]],
  ["show a message box saying Hello team", "ShowMessage", ['MsgBox "Hello team"']],
  ["create sheets from a list of names in column A", "CreateSheetsFromList", ['ws.Range("A1")', "Worksheets.Add"]],
  ["convert all formulas to values", "ConvertFormulasToValues", ["rng.Value = rng.Value"]],
  ["replace N/A with 0 in all sheets", "FindAndReplace", ['What:="N/A"', 'Replacement:="0"', "For Each ws"]],
  ["loop through each row in column A", "LoopThroughRows", ["For r = 2 To lastRow", 'ws.Range("A1")']],
  ["loop thru every row and count rows where column D is more than 50", "LoopThroughRows", ["> 50", "matched"]],
  ["rename Sheet1 to Sales", "RenameSheet", ['Worksheets("Sheet1")', 'ws.Name = "Sales"']],
  ["add a new sheet called Summary", "AddSheet", ['SafeSheetName("Summary")']],
  ["make column A bold", "StyleFont", [".Bold = True", 'ws.Range("A1")']],
  [
    "highlight rows where city is New York in green",
    "HighlightCells",
    ['What:="city"', '"New York"', "Intersect(cell.EntireRow, ws.UsedRange)", "RGB(0, 176, 80)"],
  ],
  ["delete all rows where amount is less than 100", "DeleteMatchingRows", ['What:="amount"', "< 100"]],
  ["hilight all cells over 500 in sheet1 red", "HighlightCells", ['Worksheets("Sheet1")', "> 500", "RGB(255, 0, 0)"]],
  ["export each sheet as csv", "SaveSheetsAsCsv", ["For Each ws In ThisWorkbook.Worksheets", "xlCSV"]],
  ["change all 'USA' to 'United States'", "FindAndReplace", ['What:="USA"', 'Replacement:="United States"']],
  ["protect sheet with pasword", "ProtectSheet", ["Set ws = ActiveSheet", "ws.Protect"]],
  ["filter by North in column B", "FilterData", ['Criteria1:="North"', 'ws.Range("B1")']],
  ["delete rows that contain zero in column F", "DeleteMatchingRows", ['ws.Range("F1")', "= 0"]],
  ["i need a macro that removes duplicates from column a", "DeleteDuplicateRows", ['ws.Range("A1")']],
  ["color negative numbers red", "HighlightCells", ["< 0", "RGB(255, 0, 0)"]],
  ["put today's date in A1", "InsertTimestamp", ['ws.Range("A1")', ".Value = Date"]],
  ["freeze the top row", "FreezeTopRow", [".SplitRow = 1", ".FreezePanes = True"]],
  ["hide column B", "HideColumns", ['ws.Columns("B").Hidden = True']],
  ["unhide all sheets", "UnhideAllSheets", ["ws.Visible = xlSheetVisible"]],
  ["delete the sheet named Temp", "DeleteSheet", [
    'Worksheets("Temp")',
    "ws.Delete",
    "Application.DisplayAlerts = True",
  ]],
  ["copy this sheet to a new workbook", "CopySheet", ["    ws.Copy\n"]],
  ["save each sheet as a separate pdf", "SaveAsPdf", ["For Each ws In ThisWorkbook.Worksheets", "xlTypePDF"]],
  ["make all negative numbers red font", "HighlightCells", ["cell.Font.Color = RGB(255, 0, 0)", "< 0"]],
  ["find 'old' and replace with 'new'", "FindAndReplace", ['What:="old"', 'Replacement:="new"']],
  ["insert current time in B1 on sheet Log", "InsertTimestamp", ['Worksheets("Log")', 'ws.Range("B1")']],
  ["colour every other row light green", "StripeRows", ["Step 2", "RGB(198, 239, 206)"]],
  ["show a message box saying delete rows", "ShowMessage", ['MsgBox "delete rows"']],
  ["loop through each row and count duplicates in column B", "LoopThroughRows", [
    "CountIf(rng, ws.Cells(r, col).Value)",
  ]],
  // Sizes, fonts and freezing at a cell, set rather than fitted.
  ["make row 2 on Summary 25 points tall", "SetRowHeight", ['Worksheets("Summary")', 'Rows("2:2").RowHeight = 25']],
  ["change the row height of rows 1 to 5 to 18", "SetRowHeight", ['Rows("1:5").RowHeight = 18']],
  ["set column widths of A:C to 20", "SetColumnWidth", ['Columns("A:C").ColumnWidth = 20']],
  ["freeze panes at B2 on Dashboard", "FreezeTopRow", [".SplitColumn = 1", ".SplitRow = 1", "B2"]],
  ["every sheet should use Verdana 10 please", "StyleWorkbookFont", [
    "For Each ws",
    '.Font.Name = "Verdana"',
    ".Font.Size = 10",
  ]],
  // Workbook events named by a when-clause, around the macro for the rest of the request.
  ["show a message 'Saved, thanks' whenever the workbook is saved", "Workbook_AfterSave", ['"Saved, thanks"']],
  ["save the workbook as a backup in C:\\Backups each time it closes", "Workbook_BeforeClose", ["SaveCopyAs"]],
  // A password kept in a cell is read from it.
  ["the password lives in cell B1 of Admin - use it to unprotect all sheets", "UnprotectAllSheets", [
    'Worksheets("Admin").Range("B1").Value',
  ]],
  ["rename Sheet3 Budget", "RenameSheet", ['Worksheets("Sheet3")', '"Budget"']],
  ["recalc the workbook", "Recalculate", ["Application.CalculateFull"]],
  ["set the height of row 3 to 40", "SetRowHeight", ['Rows("3:3").RowHeight = 40']],
  ["hide Workings", "HideSheets", ['"Workings"']],
  ["pop up 'All done' after saving", "Workbook_AfterSave", ['"All done"']],
  ["when the file closes, save it", "Workbook_BeforeClose", ["ThisWorkbook.Save"]],
  ["When cell A1 on Control changes, recalc the workbook", "Worksheet_Change", [
    'Intersect(Target, Me.Range("A1"))',
    "    Recalculate",
  ]],
  ["delete the sheets called Temp1 and Temp2 without asking me", "DeleteSheets", ['Array("Temp1", "Temp2")']],
  ["Format column D as currency with two decimals (GBP)", "ApplyNumberFormat", ['"£#,##0.00"']],
  ["dates in column B as dd-mmm-yyyy please", "ApplyNumberFormat", ['"dd-mmm-yyyy"']],
  ["insert 2 blank rows under each change in column A", "InsertBlankRows", [".Resize(2).Insert"]],
  ["stamp the date in column F whenever someone types in column E", "Worksheet_Change", ['Me.Columns("E")']],
];

const nonsense = [
  "asdfgh qwerty",
  "what is the weather in Paris",
  "write me a poem about spreadsheets",
  "hello",
  "make it better",
  "do the thing",
  "delete",
  "banana banana banana",
  "????",
  "delete rows",
  "find",
  "",
  "reset my password",
  "fill in the form for me",
  "give me a clear answer",
  "clean up",
  "what can you do?",
  "tell me a joke about Excel",
  "delete the sheet",
  "count the rows and show the total in a message box",
  "constructor __proto__ toString",
  "hide",
];

const codeOf = (request: string) => {
  const answer = planMacro({ description: request });
  if ("refused" in answer) throw new Error(`refused: ${request}`);
  return answer as VbaDraft;
};

describe("planMacro maps casual requests to the right library macro", () => {
  test.each(phrasings)("%s → %s", (request, subName, fragments) => {
    const macro = codeOf(request);
    expect(macro.code).toMatch(new RegExp(`Sub ${subName}\\(`));
    for (const fragment of fragments) expect(macro.code).toContain(fragment);
  });

  test("covers at least 40 phrasings", () => expect(phrasings.length).toBeGreaterThanOrEqual(40));
});

describe("every library macro is well formed", () => {
  test.each(phrasings.map(([request]) => request))("%s passes the structural check", (request) => {
    expect(checkVbaStructure(codeOf(request).code)).toEqual({ ok: true, problems: [] });
  });

  test.each(phrasings.map(([request]) => request))("%s: Option Explicit, handler, explanation and steps", (request) => {
    const macro = codeOf(request);
    expect(macro.code.startsWith("Option Explicit\n")).toBe(true);
    expect(macro.code).toMatch(/On Error GoTo Failed/);
    expect(macro.code).toMatch(/MsgBox .*Err\.Description/);
    expect(macro.explanation.length).toBeGreaterThan(40);
    expect(macro.steps.length).toBeGreaterThanOrEqual(4);
    expect(macro.steps.join(" ")).toContain("Alt+F11");
    expect(macro.steps.join(" ")).toContain(".xlsm");
  });
});

// The library names its variables in camelCase and VBA's own words are Capitalised (constants start with xl or vb),
// so any lower-case word in the code outside strings and comments must be one of the macro's declared names
// (Office's own constants start with mso).
const undeclaredNames = (code: string) => {
  const text = code.split("\n").map((line) => line.replace(/"(?:[^"]|"")*"/g, '""').replace(/'.*$/, "")).join("\n");
  const declared = new Set<string>();
  for (const [, list] of text.matchAll(/\b(?:Dim|Const)\s+(.+)/g)) {
    for (const [, name] of list.matchAll(/(?:^|,\s*)([a-zA-Z_]\w*)/g)) declared.add(name);
  }
  for (const [, params] of text.matchAll(/\b(?:Sub|Function)\s+\w+\(([^)]*)\)/g)) {
    for (const [, name] of params.matchAll(/(?:ByVal|ByRef)?\s*([a-zA-Z_]\w*)\s+As\b/g)) declared.add(name);
  }
  const used = [...text.matchAll(/(?<![.\w])([a-z]\w*)\b(?!:=)/g)].map(([, name]) => name);
  return [...new Set(used)].filter((name) => !declared.has(name) && !/^(?:xl|vb|mso)/.test(name));
};

test("the declared-names helper itself spots undeclared names", () => {
  expect(undeclaredNames('Sub A(ByVal n As Long)\n  Dim x As Long\n  x = rng + n + xlUp \' y\n  MsgBox "z"\nEnd Sub'))
    .toEqual(["rng"]);
});

test.each(phrasings.map(([request]) => request))("%s: every variable the code uses is declared", (request) => {
  expect(undeclaredNames(codeOf(request).code)).toEqual([]);
});

test("module macros are pasted into a module, event macros into the sheet's code module", () => {
  expect(codeOf("delete blank rows").steps.join(" ")).toContain("Insert > Module");
  const event = codeOf("timestamp in column B when column A changes on the Log sheet");
  expect(event.code).toContain("Private Sub Worksheet_Change(ByVal Target As Range)");
  expect(event.steps.join(" ")).toContain("the sheet Log to open its code module");
  expect(event.steps.join(" ")).not.toContain("Insert > Module");
});

test("the explanation says what was assumed when the request left it out", () => {
  expect(codeOf("delete blank rows").explanation).toContain("active sheet");
  expect(codeOf("highlight cells above 10").explanation).toContain("yellow");
  expect(codeOf("sort by column C").explanation).toContain("ascending");
  expect(codeOf("delete blank rows on Sheet4").explanation).not.toContain("active sheet");
});

test("protect macros use a placeholder password the user is told to change", () => {
  const macro = codeOf("protect this sheet");
  expect(macro.code).toContain('Const SHEET_PASSWORD As String = "ChangeMe"');
  expect(macro.explanation).toContain("ChangeMe");
  expect(macro.steps.join(" ")).toContain("ChangeMe");
});

test("names with quotes are escaped as VBA strings", () => {
  const macro = codeOf('filter column A to show only "Smith "Jr""');
  expect(checkVbaStructure(macro.code).ok).toBe(true);
});

describe("a macro that would leave out a value the request names is not given", () => {
  test("when no plan uses the value, the refusal says which value and how to ask", () => {
    expect(planMacro({ description: "protect the Data sheet with password mgr42 and email it to boss@firm.com" }))
      .toEqual({ refused: true, hint: generationMessages.macroIgnoresValues(['"mgr42"']) });
    expect(planMacro({ description: "autofit columns on every sheet except Notes" })).toEqual({
      refused: true,
      hint: generationMessages.macroIgnoresValues(['"Notes"']),
    });
    expect(generationMessages.macroIgnoresValues(['"Notes"', "column D"])).toMatch(
      /^I could not write a macro that uses "Notes" and column D, which your request names/,
    );
  });

  test("a plan that keeps the sheets left out is built for a request on every other sheet", () => {
    const macro = codeOf("delete the rows where column D is blank on every sheet except Summary and Notes");
    expect(macro.code).toContain(
      'If StrComp(ws.Name, "Summary", vbTextCompare) <> 0 And StrComp(ws.Name, "Notes", vbTextCompare) <> 0 Then',
    );
    expect(macro.explanation).toContain("every sheet of the workbook except Summary, Notes");
    expect(checkMacro(macro.code, "delete the rows where column D is blank on every sheet except Summary and Notes"))
      .toEqual({ ok: true, problems: [] });
  });

  test("values the macro uses are no reason to refuse", () => {
    for (
      const request of [
        "delete every sheet except Summary",
        "sort the Orders sheet by column D largest to smallest",
        "protect every sheet with password mgr42",
        "highlight rows yellow where column D is over 1000",
        "Insert 3 rows above row 5",
      ]
    ) {
      expect(checkMacro(codeOf(request).code, request)).toEqual({ ok: true, problems: [] });
    }
  });
});

test.each(nonsense)("refuses %j with the hint of how to ask", (request) => {
  expect(planMacro({ description: request })).toEqual({ refused: true, hint: generationMessages.vbaUnclear });
});

test("never throws on odd input", () => {
  for (
    const odd of [
      "constructor __proto__ toString",
      "\u0000\uffff",
      "x".repeat(100_000),
      "sheet ".repeat(5_000),
      '"""',
      "column column column",
    ]
  ) {
    expect(() => planMacro({ description: odd })).not.toThrow();
  }
});

test("whatever mix of words a request has, a macro it gets passes the whole check", () => {
  const fragments = [
    "delete",
    "highlight",
    "sort",
    "filter",
    "split",
    "combine all sheets",
    "save as pdf",
    "csv",
    "protect",
    "timestamp",
    "when column B changes",
    "rows",
    "blank",
    "duplicates",
    "in column C",
    "by Region",
    'on the "Q1 ""Final"" Data" sheet',
    "in Sheet2",
    "A1:D20",
    "above 1e400",
    "above 999999999999999999999999999999999999999999999999999999999999",
    "equals 'It''s'",
    'contains "x:y\' _"',
    "in red",
    "name it Backup",
    "replace a with b",
    "saying Rem ' End Sub",
    "where status is Closed",
    "every sheet",
  ];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let i = 0; i < 400; i++) {
    const words = Array.from({ length: 1 + (next() % 5) }, () => fragments[next() % fragments.length]);
    const answer = planMacro({ description: words.join(" ") });
    if ("refused" in answer) continue;
    // The whole check: a macro given uses every value its request names.
    expect({ request: words.join(" "), check: checkMacro(answer.code, words.join(" ")) }).toEqual({
      request: words.join(" "),
      check: { ok: true, problems: [] },
    });
    expect(answer.code).not.toMatch(/Infinity|NaN|undefined/);
    expect(undeclaredNames(answer.code)).toEqual([]);
  }
});
