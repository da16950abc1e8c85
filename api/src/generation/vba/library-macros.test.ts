import { describe, expect, test } from "vitest";
import type { VbaDraft } from "../types.ts";
import { checkMacro } from "./check-macro.ts";
import { planMacro } from "./plan-macro.ts";

// [request in users' own words, the procedure it must produce, text that must appear in the code]
const phrasings: [string, string, string[]][] = [
  // protection, with the user's own password
  ["lock every tab with the password Sunshine99", "ProtectAllSheets", [
    'Const SHEET_PASSWORD As String = "Sunshine99"',
  ]],
  ["protect the workbook structure, password 'XyZ'", "ProtectWorkbook", ["ThisWorkbook.Protect", "Structure:=True"]],
  ["protect Sheet1 but let people sort and use the filter, pw 42a", "ProtectSheet", [
    "AllowSorting:=True",
    "AllowFiltering:=True",
  ]],
  ["protect the sheets North and South with password n0rth", "ProtectListedSheets", ['Array("North", "South")']],
  ["protect all sheets but leave column C editable, password Qw1", "ProtectAllSheets", [
    'ws.Columns("C").Locked = False',
  ]],
  ["toggle the protection of this sheet, password abc1", "ToggleProtection", ["ws.ProtectContents", "ws.Unprotect"]],
  [
    "unprotect each sheet with the passwords listed on the sheet named Keys (name in A, password in B)",
    "UnprotectSheetsFromList",
    [
      'Worksheets("Keys")',
    ],
  ],
  ["unprotect the Budget sheet (password x9), clear D2:D9 and protect it again", "ClearRangeContents", [
    'ThisWorkbook.Worksheets("Budget").Unprotect Password:="x9"',
    'ThisWorkbook.Worksheets("Budget").Protect Password:="x9"',
  ]],
  // the selection
  ["turn every selected cell into lower case", "ChangeCells", ["Set rng = Selection", "LCase(cell.Value)"]],
  ["reduce the numbers in my selection by 5%", "ChangeCells", ["cell.Value * (1 - 5 / 100)"]],
  ["swap the sign of the selected numbers", "ChangeCells", ["-cell.Value"]],
  ["merge and centre the selected cells", "StyleFont", [".Merge", ".HorizontalAlignment = xlCenter"]],
  ["count how many of the selected cells are filled yellow", "CountCells", ["cell.Interior.Color = RGB(255, 255, 0)"]],
  ["how many rows have data on the Orders sheet? show it in a popup", "CountDataRows", ['Worksheets("Orders")']],
  // rows that move between sheets
  ["move every row where column C says Done to a sheet called Finished", "MoveMatchingRows", [
    '"Finished"',
    "toDelete.Delete",
  ]],
  ["copy rows where the Amount is at least 1000 from Sales to a tab named Big Deals", "CopyMatchingRows", [
    'Worksheets("Sales")',
    'What:="Amount"',
    ">= 1000",
  ]],
  ["archive rows older than 30 days (date in column B) to the Archive sheet", "MoveMatchingRows", ["Date - 30"]],
  ["move the selected rows to the end of the Later sheet", "MoveSelectedRows", [
    "Selection.EntireRow",
    "picked.Delete",
  ]],
  ["when I set column F to Shipped, move that row to the Shipped sheet", "Worksheet_Change", ['Me.Columns("F")']],
  // Outlook
  [
    "send each customer an email through outlook - address in column D, subject 'Thanks for your order'",
    "EmailEachRow",
    [
      'CreateObject("Outlook.Application")',
      '.To = ws.Cells(r, "D").Value',
    ],
  ],
  ["email the active sheet as a pdf to sales@shop.com", "SendEmail", ["xlTypePDF", ".Attachments.Add filePath"]],
  ["email the workbook to a@b.com and cc c@d.com", "SendEmail", ['.CC = "c@d.com"', "ThisWorkbook.SaveCopyAs"]],
  ["send the range B2:E9 to team@corp.com in the body of an email", "SendEmail", [".HTMLBody", "RangeToHtml"]],
  // files
  ["save every worksheet as a PDF into C:\\Out", "SaveAsPdf", ['folder = "C:\\Out"', "For Each ws"]],
  ["export the Summary sheet to a csv named summary_YYYYMMDD.csv", "SaveSheetAsCsv", [
    '"summary_" & Format(Now, "yyyymmdd")',
  ]],
  ["save the Invoice sheet as pdf on my desktop, landscape", "SaveAsPdf", ['SpecialFolders("Desktop")', "xlLandscape"]],
  ["save each sheet as its own workbook in D:\\Books", "SaveSheetsAsFiles", ['folder = "D:\\Books"', "ws.Copy"]],
  ["combine every csv file in C:\\Imports onto a sheet called Raw", "CombineFilesInFolder", ['Dir(folder & "*.csv")']],
  ["make a backup of this workbook in D:\\Backup with the date in the name", "BackupWorkbook", [
    "ThisWorkbook.SaveCopyAs",
  ]],
  ["whenever I save, keep a timestamped backup copy", "Workbook_BeforeSave", ["SaveCopyAs"]],
  // buttons
  ["put a button on the Dashboard sheet that runs RefreshAll", "AddButton", ['btn.OnAction = "RefreshAll"']],
  ["add an oval shape saying Start that calls the StartHere macro", "AddButton", ["msoShapeOval", '"StartHere"']],
  ["add a Reset button that clears A2:A50 on the Form sheet", "AddButton", ['btn.OnAction = "ClearRangeContents"']],
  // pivots, rows, events
  ["refresh every pivot table", "RefreshPivotTables", ["pt.PivotCache.Refresh"]],
  ["set the Year filter of the pivot named Sales to the value in C1", "SetPivotFilter", [
    'PivotFields("Year")',
    ".CurrentPage",
  ]],
  ["insert an empty row after every 3 rows", "InsertBlankRows", ["Mod 3"]],
  ["put a blank line between groups in column C", "InsertBlankRows", ["<> ws.Cells(r - 1, col).Value"]],
  ["write the date in column E whenever column D is filled in", "Worksheet_Change", ['Me.Columns("D")']],
  ["record who changed what on this sheet in an Audit sheet, with the old value", "Worksheet_Change", [
    "Worksheet_SelectionChange",
    "Application.UserName",
  ]],
  ["show the last updated time in B1 every time the sheet changes", "Worksheet_Change", ['Me.Range("B1").Value = Now']],
  ["show a message saying Welcome! when the file is opened", "Workbook_Open", ['MsgBox "Welcome!"']],
  ["loop through column B and write OK in column C if the value is above 50", "ApplyRowRule", [
    'ws.Range("C" & r).Value = "OK"',
  ]],
  ["multiply column B by column C and put the result in column D", "ApplyRowRule", ['ws.Range("D" & r).Value']],
  ["write each sheet's name in cell B1 of every sheet", "PutSheetNames", ['ws.Range("B1").Value = ws.Name']],
  // formatting
  ["colour the cells in column E red if they are below 0 and green if above 100", "ColourByRules", ["ElseIf"]],
  ["give the header row a blue fill and white bold text on every sheet", "FormatHeaderRow", [
    ".Interior.Color = RGB(0, 112, 192)",
    ".Font.Color = RGB(255, 255, 255)",
  ]],
  ["highlight the lowest value in column F in light red", "HighlightCells", ["WorksheetFunction.Min"]],
  ["format every number on the Report sheet as euros", "ApplyNumberFormat", ["xlCellTypeConstants, xlNumbers"]],
  ["show the dates in column B as dd-mm-yyyy", "ApplyNumberFormat", ['rng.NumberFormat = "dd-mm-yyyy"']],
  ["put a thick border around B2:H20", "AddBorders", ["rng.BorderAround", "xlThick"]],
  ["take all the borders off the Data sheet", "RemoveBorders", ["xlNone"]],
  ["fit rows 5 to 40 to their text", "AutoFitColumns", ['sheet.Rows("5:40").AutoFit']],
  ["freeze the first two columns", "FreezeTopRow", [".SplitColumn = 2", ".SplitRow = 0"]],
  // data
  ["sort by column B largest first then by column A", "SortData", ["Order:=xlDescending", "Order:=xlAscending"]],
  ["sort the table tblStaff by Surname", "SortData", ['ListObjects("tblStaff")', 'ListColumns("Surname")']],
  ["sort the priority column in the order High, Medium, Low", "SortData", ['CustomOrder:="High,Medium,Low"']],
  ["filter column D for Apples, Pears or Plums", "FilterData", ['Array("Apples", "Pears", "Plums")']],
  ["filter the dates in column A to this month", "FilterData", ["xlFilterThisMonth"]],
  ["filter column G for blanks and delete those rows", "DeleteFilteredRows", ["visible.EntireRow.Delete"]],
  ["reset the filters on table tblSales but keep the arrows", "ClearFilter", ["table.AutoFilter.ShowAllData"]],
  ["delete rows where the date in column C is before 31/12/2022", "DeleteMatchingRows", ["DateSerial(2022, 12, 31)"]],
  ["remove duplicates by columns A and C", "DeleteDuplicateRows", ["Columns:=Array("]],
  ["remove duplicate IDs in column A but keep the latest one", "DeleteDuplicateRows", ["seen.Add key, key"]],
  ["delete the blank rows in the cells I have selected", "DeleteBlankRows", ["Selection.Row"]],
  ["replace commas with semicolons in column B, match case", "FindAndReplace", ['What:=","', "MatchCase:=True"]],
  ["hardcode the formulas on every sheet except Inputs", "ConvertFormulasToValues", ['"Inputs"']],
  // sheets
  ["hide every sheet except Home", "HideSheets", ['"Home"', "xlSheetHidden"]],
  ["make the sheet Lookup very hidden", "HideSheets", ["xlSheetVeryHidden"]],
  ["make Sheet4 visible again", "UnhideSheets", ['ThisWorkbook.Worksheets("Sheet4").Visible = xlSheetVisible']],
  ["toggle hiding rows 5 to 9", "ToggleHidden", ['ws.Rows("5:9").Hidden = Not ws.Rows("5:9").Hidden']],
  ["rename Sheet1 to Costs and Sheet2 to Income", "RenameSheets", ['Worksheets("Sheet2").Name = "Income"']],
  ["add sheets named North, South and West", "AddSheet", ['Array("North", "South", "West")']],
  ["delete every sheet except Main without asking", "DeleteOtherSheets", ['"Main"']],
  ["make 3 copies of the Template sheet", "CopySheet", ["For i = 1 To 3"]],
  ["copy the Prices sheet into a new workbook as values and save it as Prices_copy.xlsx", "CopySheet", [
    "ActiveWorkbook.SaveAs",
    "ActiveSheet.UsedRange.Value = ActiveSheet.UsedRange.Value",
  ]],
  ["make a copy of the Template sheet for each client listed in column B of Clients", "CopyTemplateForEachName", [
    'Worksheets("Clients")',
  ]],
  ["split the Orders sheet into separate workbooks by the customer in column B", "SplitSheetByColumn", [
    "Workbooks.Add",
  ]],
  ["stack the sheets East and West onto a sheet named Both", "CombineSheets", ['Array("East", "West")']],
  // sheet settings and everyday tasks
  ["colour the Summary tab red", "SetSheetView", ["ws.Tab.Color = RGB(255, 0, 0)"]],
  ["turn off gridlines on all sheets", "SetSheetView", ["ActiveWindow.DisplayGridlines = False"]],
  ["set the zoom to 85% on every sheet", "SetSheetView", ["ActiveWindow.Zoom = 85"]],
  ["delete columns B and D", "DeleteColumns", ['ws.Columns("D:D").Delete', 'ws.Columns("B:B").Delete']],
  ["insert two new columns after column C", "InsertColumns", ['ws.Columns("D:E").Insert']],
  ["copy A1:D20 from Sheet1 to Sheet2 as values", "CopyRange", ['Worksheets("Sheet1")', ".Value = src.Value"]],
  ["copy column A to column D", "CopyRange", ['dest.Cells(src.Row, "D")']],
  ["add a total under the last value of column F", "AddTotals", ['"=SUM("']],
  ["make a table of contents with links to every sheet", "ListSheets", ["list.Hyperlinks.Add"]],
  ["print the Invoice sheet in landscape, 2 copies", "PrintSheets", ["xlLandscape", "PrintOut Copies:=2"]],
  ["delete all the pictures on every sheet", "DeleteObjects", ["sheet.Pictures.Delete"]],
  ["convert the selected range into a table called tblSales", "MakeTable", ['table.Name = "tblSales"']],
  ["save and close the workbook", "SaveAndClose", ["ThisWorkbook.Close SaveChanges:=True"]],
  ["apply conditional formatting to column E so values above 90 are green", "AddConditionalFormat", [
    "FormatConditions.Add(Type:=xlExpression",
    '>90)"',
  ]],
  ["conditionally format duplicate values in column B orange", "AddConditionalFormat", [
    "AddUniqueValues",
    "xlDuplicate",
  ]],
  ["copy the formulas in column C down to the last row", "FillDown", [".FillDown"]],
  ["add a drop-down list with Open, Closed, Pending to column D", "AddDropDownList", [
    'Formula1:="Open,Closed,Pending"',
  ]],
  ["create a line chart from A1:B10 titled 'Sales'", "MakeChart", ["xlLine", 'ws.Range("A1:B10")', '"Sales"']],
];

const codeOf = (request: string, columns?: string) => {
  const answer = planMacro({ description: request, ...(columns ? { columns } : {}) });
  if ("refused" in answer) throw new Error(`refused: ${request}`);
  return answer as VbaDraft;
};

// The same check as the original library's tests: every lower-case name outside strings and comments is declared.
const undeclaredNames = (code: string) => {
  const text = code.split("\n").map((line) => line.replace(/"(?:[^"]|"")*"/g, '""').replace(/'.*$/, "")).join("\n");
  const declared = new Set<string>();
  for (const [, list] of text.matchAll(/\b(?:Dim|Const|Private)\s+(.+)/g)) {
    for (const [, name] of list.matchAll(/(?:^|,\s*)([a-zA-Z_]\w*)/g)) declared.add(name);
  }
  for (const [, params] of text.matchAll(/\b(?:Sub|Function)\s+\w+\(([^)]*)\)/g)) {
    for (const [, name] of params.matchAll(/(?:ByVal|ByRef)?\s*([a-zA-Z_]\w*)\s+As\b/g)) declared.add(name);
  }
  const used = [...text.matchAll(/(?<![.\w])([a-z]\w*)\b(?!:=)/g)].map(([, name]) => name);
  return [...new Set(used)].filter((name) => !declared.has(name) && !/^(?:xl|vb|mso)/.test(name));
};

describe("the library writes the macro each request asks for, with the request's own values", () => {
  test.each(phrasings)("%s → %s", (request, procedure, fragments) => {
    const macro = codeOf(request);
    expect(macro.code).toMatch(new RegExp(`Sub ${procedure}\\(`));
    for (const fragment of fragments) expect(macro.code).toContain(fragment);
  });

  test.each(phrasings.map(([request]) => request))(
    "%s passes the whole check and declares its variables",
    (request) => {
      const macro = codeOf(request);
      expect(checkMacro(macro.code, request)).toEqual({ ok: true, problems: [] });
      expect(undeclaredNames(macro.code)).toEqual([]);
      expect(macro.code.startsWith("Option Explicit\n")).toBe(true);
      expect(macro.code).toMatch(/MsgBox .*Err\.Description/);
      expect(macro.steps.join(" ")).toContain("Alt+F11");
    },
  );
});

describe("with the user's columns, a column named by its header is its letter", () => {
  test.each([
    ["delete rows where the status is Cancelled", "A Date, B Region, C Status, D Amount", [
      'ws.Range("C1")',
      '"Cancelled"',
    ]],
    ["highlight the amount column in green where it is over 500", "A Date, B Region, C Status, D Amount", [
      'ws.Range("D1")',
    ]],
    ["sort by region then by amount descending", "Date\tRegion\tStatus\tAmount", ['ws.Range("B1")', 'ws.Range("D1")']],
    ["email each customer a reminder, subject Payment due", "Name, Email, Due Date", ['ws.Cells(r, "B")']],
    ["filter the status column for Open", "A: Date; B: Region; C: Status", ['ws.Range("C1")']],
    ["when the Status changes put the time in the Updated column", "A Task, B Status, C Updated", [
      'Me.Columns("B")',
      "cell.Offset(0, 1).Value = Now",
    ]],
    ["highlight overdue rows in red", "A Task, B Due Date, C Owner", ['ws.Range("B1")', "< Date"]],
    ["email everyone whose status is Late, subject Reminder", "A Name, B Email, C Status", ['.To = ws.Cells(r, "B")']],
    ["remove duplicate emails", "A Name, B Email", ['ws.Range("B1")']],
    ["put Yes in the Paid column when the balance is 0", "A Client, B Balance, C Paid", [
      'ws.Range("C" & r).Value = "Yes"',
    ]],
  ])("%s (%s)", (request, columns, fragments) => {
    const macro = codeOf(request, columns);
    for (const fragment of fragments) expect(macro.code).toContain(fragment);
    expect(macro.code).not.toContain("Rows(1).Find");
  });
});

test.each([
  "convert 100 dollars to euros",
  "what colour should I paint my room",
  "protect my privacy online",
  "merge two companies",
  "split the bill between 4 people",
  "email my boss that I'm sick",
  "print my boarding pass",
  "how many days until christmas",
])("refuses %j, which is not a macro task", (request) => {
  expect(planMacro({ description: request })).toMatchObject({ refused: true });
});

test("the source sheet keeps its rows when they are only copied, and loses them when they move", () => {
  expect(codeOf("copy rows where column B says Paid to the sheet 'Archive'").code).not.toContain("Delete");
  expect(codeOf("copy rows where column B says Paid to Archive and delete them from the original").code).toContain(
    "toDelete.Delete",
  );
});
