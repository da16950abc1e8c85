import { describe, expect, test } from "vitest";
import type { VbaDraft } from "../types.ts";
import { checkVbaStructure } from "./check-vba.ts";
import { planMacro } from "./plan-macro.ts";

// Each family of asks in several users' wordings: [request, the Sub it must produce, text the code must hold].
const families: Record<string, [string, string, string[]][]> = {
  "protecting, with the password said anywhere": [
    ["how do i unprotect all the sheets at once?? same password on all of them: Kx!77", "UnprotectAllSheets", [
      'Const SHEET_PASSWORD As String = "Kx!77"',
      "For Each ws In ThisWorkbook.Worksheets",
    ]],
    ["macro to unlock all my sheets. They're all protected with  hunter2", "UnprotectAllSheets", ['"hunter2"']],
    ["pasword protect every tab using the pass word 'acct-2025'", "ProtectAllSheets", ['"acct-2025"']],
    ["i want to stop ppl from adding, deleting or renaming sheets. pw = struct99", "ProtectWorkbook", [
      'Const SHEET_PASSWORD As String = "struct99"',
      "ThisWorkbook.Protect Password:=SHEET_PASSWORD, Structure:=True",
    ]],
    ["prevent users from moving or deleting tabs in this workbook, password Tab5!", "ProtectWorkbook", [
      "Structure:=True",
      '"Tab5!"',
    ]],
    ["nobody can add sheets - lock it down with pw = k2", "ProtectWorkbook", ["Structure:=True", '"k2"']],
  ],
  "only the formula cells locked, or no password": [
    [
      "lock only the cells with formulas in them on the active sheet, then protect it. no password needed",
      "ProtectSheet",
      [
        "ws.Cells.Locked = False",
        "ws.Cells.SpecialCells(xlCellTypeFormulas).Locked = True",
        'Const SHEET_PASSWORD As String = ""',
      ],
    ],
    ["protect just the formula cells on sheet Calc with password f0rm", "ProtectSheet", [
      'Worksheets("Calc")',
      "SpecialCells(xlCellTypeFormulas).Locked = True",
      '"f0rm"',
    ]],
    ["protect all sheets without a password", "ProtectAllSheets", ['Const SHEET_PASSWORD As String = ""']],
    ["Lock the formulas on every sheet so nobody overwrites them, pw Calc9", "ProtectAllSheets", [
      "SpecialCells(xlCellTypeFormulas).Locked = True",
      '"Calc9"',
    ]],
  ],
  "unprotect, do the work, protect again": [
    [
      "the sheet is called Budget and the pw is bud#2024. unprotect, clear B5:B40 and protect again after",
      "ClearRangeContents",
      [
        'ThisWorkbook.Worksheets("Budget").Unprotect Password:="bud#2024"',
        'ws.Range("B5:B40")',
        'ThisWorkbook.Worksheets("Budget").Protect Password:="bud#2024"',
      ],
    ],
    ["unprotect sheet Rates (pw Mango55), clear D2:D40, then lock it again when done", "ClearRangeContents", [
      ".Unprotect",
      'ws.Range("D2:D40")',
      'Worksheets("Rates").Protect Password:="Mango55"',
    ]],
  ],
  "a task, then protecting at the end": [
    [
      "hide the Salaries tab so it cant be unhidden from the right click menu and lock the workbook structure too, pw hr2024",
      "HideSheets",
      [
        'Worksheets("Salaries").Visible = xlSheetVeryHidden',
        'ThisWorkbook.Protect Password:="hr2024", Structure:=True',
      ],
    ],
    ["make Calc very hidden, and then protect the workbook with password Xy1", "HideSheets", [
      "xlSheetVeryHidden",
      'ThisWorkbook.Protect Password:="Xy1", Structure:=True',
    ]],
    ["hide sheet Lists so nobody can unhide it", "HideSheets", ['Worksheets("Lists").Visible = xlSheetVeryHidden']],
  ],
  "a macro run when the workbook opens": [
    [
      "put UserInterfaceOnly protection in the workbook open event for all sheets, password is 0psTeam",
      "ProtectAllSheets",
      [
        "Private Sub Workbook_Open()",
        "UserInterfaceOnly:=True",
        '"0psTeam"',
      ],
    ],
    ["refresh all pivot tables in the Workbook_Open event", "RefreshPivotTables", ["Private Sub Workbook_Open()"]],
  ],
  "rows copied or moved to another sheet": [
    [
      "From sheet Tracker, any line with status Closed (col G) needs copying into the Archive tab, then delete it from Tracker",
      "MoveMatchingRows",
      [
        'Worksheets("Tracker")',
        'Worksheets("Archive")',
        '"Closed"',
        'ws.Range("G1").Column',
      ],
    ],
    [
      "macro: cut every row with 'Shipped' in column E from Orders and paste it at the bottom of Shipped Orders",
      "MoveMatchingRows",
      [
        'Set ws = ThisWorkbook.Worksheets("Orders")',
        'Set dest = ThisWorkbook.Worksheets("Shipped Orders")',
      ],
    ],
    [
      'when the status in col H is "Done" move the row to the Archive sheet, rows go to the next empty row on Archive',
      "MoveMatchingRows",
      [
        '"Done", vbTextCompare',
      ],
    ],
    [
      "on sheet Sales 2024 any row where column F is more than 10000 should get copied to a sheet called Big Orders",
      "CopyMatchingRows",
      [
        'Worksheets("Sales 2024")',
        'Worksheets("Big Orders")',
        "> 10000",
      ],
    ],
    [
      "every monday i open C:\\Reports\\weekly.xlsx, go to the Export sheet and copy the rows where column B = Pending into my own workbook on sheet Pending Items",
      "CopyMatchingRows",
      [
        'Set book = Workbooks.Open(Filename:="C:\\Reports\\weekly.xlsx", ReadOnly:=True)',
        'Set ws = book.Worksheets("Export")',
        'Set dest = ThisWorkbook.Worksheets("Pending Items")',
        "book.Close SaveChanges:=False",
      ],
    ],
    ["copy rows where col C says Late from C:\\Data\\log.xlsx to the sheet Late", "CopyMatchingRows", [
      'Workbooks.Open(Filename:="C:\\Data\\log.xlsx", ReadOnly:=True)',
      "Set ws = book.Worksheets(1)",
    ]],
  ],
  "one e-mail per row, with an attachment": [
    [
      "each row has an email in col A and a file path in col D. send one email per row with that file attached, subject 'Documents'",
      "EmailEachRow",
      [
        '.To = ws.Cells(r, "A").Value',
        '.Attachments.Add Trim(CStr(ws.Cells(r, "D").Value))',
        '.Subject = "Documents"',
      ],
    ],
    [
      "email everyone in my list thru outlook, addresses in column C, subject 'Quarterly update', attach the file C:\\Reports\\Q1.pdf",
      "EmailEachRow",
      [
        '.Attachments.Add "C:\\Reports\\Q1.pdf"',
        '.Subject = "Quarterly update"',
      ],
    ],
    [
      "for each row on sheet Clients email column E address with the attachment path from column F, subject Your statement",
      "EmailEachRow",
      [
        '.To = ws.Cells(r, "E").Value',
        '.Attachments.Add Trim(CStr(ws.Cells(r, "F").Value))',
        '.Subject = "Your statement"',
      ],
    ],
    ["mail merge through outlook: To: col B, attach this workbook, subject = Figures", "EmailEachRow", [
      ".Attachments.Add ThisWorkbook.FullName",
    ]],
  ],
  "each sheet exported as its own file": [
    ["export all sheets as pdfs to the same folder the workbook is in", "SaveAsPdf", [
      "For Each ws In ThisWorkbook.Worksheets",
      "ThisWorkbook.Path",
    ]],
    ["save all my worksheets as separate pdf files", "SaveAsPdf", ["For Each ws In ThisWorkbook.Worksheets"]],
  ],
  "a button for a macro named anywhere, or for the work it does": [
    ["I have a macro called SendReport, add a button in cell B2 to run it", "AddButton", [
      'btn.OnAction = "SendReport"',
      'ws.Range("B2")',
    ]],
    ["add a command button labelled 'Go' to Sheet1 that runs ProcessData", "AddButton", [
      'btn.Caption = "Go"',
      'btn.OnAction = "ProcessData"',
    ]],
    ["button that clears the range B5:B20 on the sheet Form", "AddButton", [
      'btn.OnAction = "ClearRangeContents"',
      'ws.Range("B5:B20")',
      'Worksheets("Form")',
    ]],
    ["add a button to sort the data by column C when it's clicked", "AddButton", ['btn.OnAction = "SortData"']],
    ["a button on sheet Menu which, when clicked, hides the sheet Data", "AddButton", [
      'btn.OnAction = "HideSheets"',
      'ThisWorkbook.Worksheets("Data").Visible = xlSheetHidden',
    ]],
  ],
  "files of a folder": [
    [
      "i have a folder full of xlsx files (C:\\Users\\me\\Invoices), copy the first worksheet of each one into my workbook",
      "CombineFilesInFolder",
      [
        'folder = "C:\\Users\\me\\Invoices"',
        "Workbooks.Open",
      ],
    ],
    [
      "folder D:\\exports has a bunch of csv files, i need each one brought in as its own sheet, sheet named after the file",
      "ImportFilesAsSheets",
      [
        'fileName = Dir(folder & "*.csv")',
        "book.Worksheets(1).Copy After:=ThisWorkbook.Sheets(ThisWorkbook.Sheets.Count)",
        'ActiveSheet.Name = Left(Left(fileName, InStrRev(fileName, ".") - 1), 31)',
      ],
    ],
    ["import every workbook in C:\\In as a separate sheet", "ImportFilesAsSheets", ['folder = "C:\\In"']],
    [
      "i have ~200 workbooks in \\\\server\\share\\forms and in every one cell C3 on the sheet Cover needs to be changed to FY25 and saved",
      "UpdateEachWorkbook",
      [
        'folder = "\\\\server\\share\\forms"',
        'book.Worksheets("Cover").Range("C3").Value = "FY25"',
        "book.Close SaveChanges:=True",
      ],
    ],
    ["set B2 to 0 in all the files in C:\\Budgets", "UpdateEachWorkbook", ['Range("B2").Value = 0']],
    [
      "let the user pick a folder, go thru every excel file and grab F20 on the Totals sheet. list the file name and the value on my Summary sheet",
      "CombineFilesInFolder",
      [
        'Worksheets("Summary")',
        'book.Worksheets("Totals").Range("F20").Value',
      ],
    ],
  ],
  "sheets sorted, listed, hidden or deleted": [
    ["sort all my tabs alphabetically A to Z", "SortSheets", [
      "ThisWorkbook.Sheets(j).Move Before:=ThisWorkbook.Sheets(i)",
    ]],
    ["put the worksheets in alphabetical order", "SortSheets", ["vbTextCompare) < 0"]],
    ["order the sheets z-a", "SortSheets", ["vbTextCompare) > 0"]],
    ["create a sheet called Index that lists every sheet name with a clickable link to it", "ListSheets", [
      "Hyperlinks.Add",
    ]],
    ["hide all the sheets exept Dashboard, my manager only needs that one", "HideSheets", [
      'StrComp(ws.Name, "Dashboard", vbTextCompare) <> 0',
    ]],
    ["delete all sheets except Main and Setup, and dont show the are you sure popup", "DeleteOtherSheets", [
      "Application.DisplayAlerts = False",
      'StrComp(ws.Name, "Main", vbTextCompare) <> 0',
    ]],
  ],
  "empty rows and columns": [
    ["theres random empty rows all thru my data on the Import sheet and i need them gone", "DeleteBlankRows", [
      'Worksheets("Import")',
    ]],
    ["macro to delete any column that's completely empty on the active sheet", "DeleteBlankColumns", [
      "If Application.WorksheetFunction.CountA(ws.Columns(c)) = 0 Then",
      "ws.Columns(c).Delete",
    ]],
    ["remove blank columns from every sheet", "DeleteBlankColumns", ["For Each ws In ThisWorkbook.Worksheets"]],
    ["get rid of the empty columns on sheet Raw", "DeleteBlankColumns", ['Worksheets("Raw")']],
  ],
  "the selection cleared": [
    ["clear the contents of whatever range is selected but keep the formatting", "ClearRangeContents", [
      "Set target = Selection",
      "target.ClearContents",
    ]],
    ["wipe the selected cells", "ClearRangeContents", ["Set target = Selection"]],
  ],
  "formats, several at once": [
    [
      "col E needs to show as money with 2 decimals like $1,234.50 and col F as a percent with no decimals",
      "ApplyNumberFormats",
      [
        'ws.Range("E2:E" & lastRow).NumberFormat = "$#,##0.00"',
        'ws.Range("F2:F" & lastRow).NumberFormat = "0%"',
      ],
    ],
    ["format column B as dd/mm/yyyy and column C as currency", "ApplyNumberFormats", [
      'ws.Range("B2:B" & lastRow).NumberFormat = "dd/mm/yyyy"',
      'ws.Range("C2:C" & lastRow).NumberFormat = "$#,##0.00"',
    ]],
    ["change all the dates in col B to show as dd-mmm-yyyy", "ApplyNumberFormat", ['rng.NumberFormat = "dd-mmm-yyyy"']],
  ],
  "an e-mail to an address in a cell, or an alert on a column": [
    [
      "turn the sheet Statement into a pdf and email it to the address in B4 with subject 'Your statement'",
      "SendEmail",
      [
        '.To = ws.Range("B4").Value',
        "ws.ExportAsFixedFormat Type:=xlTypePDF",
        '.Subject = "Your statement"',
      ],
    ],
    ["email the Report sheet to the email address in cell C1", "SendEmail", ['.To = ws.Range("C1").Value']],
    [
      "if any stock level in column E of the Stock sheet goes below 10 send an email to stock@shop.co.uk listing those items",
      "SendEmail",
      [
        'For Each cell In ws.Range("E2", ws.Cells(ws.Rows.Count, "E").End(xlUp)).Cells',
        '.To = "stock@shop.co.uk"',
      ],
    ],
    ["when a value in col D is over 100, mail boss@x.com", "SendEmail", ['ws.Range("D2"', "> 100"]],
  ],
  "edits stamped on their own row": [
    [
      "any time a cell in C5:C50 is changed, record the windows user name and time in column H on that row",
      "Worksheet_Change",
      [
        'If Intersect(Target, Me.Range("C5:C50")) Is Nothing Then Exit Sub',
        'Me.Cells(cell.Row, "H").Value = Now',
        'Environ("USERNAME")',
      ],
    ],
    ["whenever someone edits B2:B20 put the date in column C next to it", "Worksheet_Change", [
      'Me.Range("B2:B20")',
      'Me.Cells(cell.Row, "C").Value = Now',
    ]],
  ],
  "a sheet named with a word that usually describes one": [
    ["split the data on the sheet All into seperate sheets by region (colum C)", "SplitSheetByColumn", [
      'Worksheets("All")',
    ]],
    ["sort sheet Main by column B", "SortData", ['Worksheets("Main")']],
    ["put a button on sheet Home that runs my macro called RefreshAll_Data", "AddButton", [
      'Worksheets("Home")',
      'btn.OnAction = "RefreshAll_Data"',
    ]],
  ],
  "text said once, then changed or cleaned": [
    ["find every cell in the workbook that says ACME Ltd and change it to Acme Limited", "FindAndReplace", [
      "For Each ws In ThisWorkbook.Worksheets",
      'Replace What:="ACME Ltd", Replacement:="Acme Limited"',
    ]],
    ["any cell containing 'N/A', replace it with 0", "FindAndReplace", ['What:="N/A", Replacement:="0"']],
    ["remove all spaces from the part numbers in col B", "ChangeCells", ['cell.Value = Replace(cell.Value, " ", "")']],
    ["strip every space out of the codes in column D", "ChangeCells", ['Replace(cell.Value, " ", "")']],
    ["remove the extra spaces in column D", "ChangeCells", ["WorksheetFunction.Trim(cell.Value)"]],
  ],
  "a cell on another sheet": [
    [
      "set the month filter on pivot PivotTable1 (sheet Pivot) to whatever month is typed in B1 on sheet Control",
      "SetPivotFilter",
      [
        'CStr(ThisWorkbook.Worksheets("Control").Range("B1").Value)',
      ],
    ],
    ["filter the Region field of the pivot on sheet Report by Control!C3", "SetPivotFilter", [
      'ThisWorkbook.Worksheets("Control").Range("C3")',
    ]],
  ],
  "formulas written down a column": [
    ["put =B2*C2 in D2 and fill it down to the last row with data", "FillFormulaDown", [
      'ws.Range("D2:D" & lastRow).Formula = "=B2*C2"',
      'lastRow = ws.Cells(ws.Rows.Count, "B").End(xlUp).Row',
    ]],
    ['enter =IF(C2>100,"high","low") into E2 all the way down', "FillFormulaDown", [
      'ws.Range("E2:E" & lastRow).Formula = "=IF(C2>100,""high"",""low"")"',
    ]],
    [
      "on Orders i need a vlookup in column F pulling the price from the Prices sheet (code in A, price in B) using the product code in col C, all the way down",
      "FillLookupColumn",
      [
        'ws.Range("F2:F" & lastRow).Formula = "=VLOOKUP(C2,\'Prices\'!$A:$B,2,FALSE)"',
      ],
    ],
    ["lookup the rate from sheet Rates into column G based on col B", "FillLookupColumn", [
      "=VLOOKUP(B2,'Rates'!$A:$B,2,FALSE)",
      'ws.Range("G2:G" & lastRow)',
    ]],
  ],
  "a backup from a button, into a named subfolder": [
    [
      "want a button that saves a backup copy of this workbook into a Backups folder (its inside the same folder as the file) with a timestamp in the name",
      "AddButton",
      [
        'btn.OnAction = "BackupWorkbook"',
        'folder = ThisWorkbook.Path & Application.PathSeparator & "Backups"',
        'Format(Now, "yyyy-mm-dd_hh-nn-ss")',
      ],
    ],
    ["back up this workbook to an Archive folder", "BackupWorkbook", ['Application.PathSeparator & "Archive"']],
  ],
  "the workbook saved under a name built from cells and the date": [
    ["save the workbook as [customer name from B2]_[today].xlsm in C:\\Quotes", "SaveWorkbookAs", [
      'fileName = ActiveSheet.Range("B2").Text & "_" & Format(Date, "yyyy-mm-dd")',
      "FileFormat:=xlOpenXMLWorkbookMacroEnabled",
      'folder = "C:\\Quotes"',
    ]],
    ["save this file as Quote_<B3>.xlsx", "SaveWorkbookAs", ['fileName = "Quote_" & ActiveSheet.Range("B3").Text']],
  ],
  "a value asked for, then found": [
    [
      "pop up an input box asking for a part number, then tell the user what row its on in column A of the Parts sheet, or say not found",
      "FindAskedValue",
      [
        'Worksheets("Parts")',
        'InputBox("Which part number?"',
        "ws.Columns(col).Find(What:=wanted",
      ],
    ],
    ["ask me for an invoice number and find it in column C", "FindAskedValue", ['ws.Range("C1").Column', "InputBox("]],
  ],
  "rows inserted, as many as the user says": [
    ["ask how many rows to insert and then insert that many under the selected cell", "InsertAskedRows", [
      "Application.InputBox(",
      "ActiveCell.Offset(1, 0).EntireRow.Resize(howMany).Insert",
    ]],
    ["prompt me how many blank rows to add above the active cell", "InsertAskedRows", [
      "ActiveCell.Offset(0, 0).EntireRow.Resize(howMany).Insert",
    ]],
  ],
  "what a filter shows, copied": [
    ["after i filter, copy only the visible rows to a new sheet", "CopyVisibleRows", [
      "data.SpecialCells(xlCellTypeVisible)",
      "ThisWorkbook.Worksheets.Add(",
    ]],
    ["copy the filtered data to the sheet Results", "CopyVisibleRows", ['Worksheets("Results")']],
  ],
  "files of a folder listed": [
    ["list every file in C:\\Projects incl subfolders with size and date modified", "ListFiles", [
      "For Each child In current.SubFolders",
      "file.Size",
      "file.DateLastModified",
    ]],
    ["make a list of all files in the folder D:\\Scans", "ListFiles", ['folder = "D:\\Scans"']],
  ],
  "a value the rows are named by, filtered with another test": [
    ["filter the Sales sheet to only show East rows with an amount over 500", "FilterData", [
      'Find(What:="Region"',
      'Criteria1:="East"',
      'Find(What:="amount"',
      'Criteria1:=">500"',
    ]],
    ["only show the pending orders", "FilterData", ['Find(What:="Status"', 'Criteria1:="pending"']],
  ],
  "a macro for one sheet, run on every sheet": [
    ["delete the rows where column D is blank on every sheet", "DeleteBlankRows", [
      "    For Each ws In ThisWorkbook.Worksheets",
      '        col = ws.Range("D1").Column',
      "    Next ws",
    ]],
    ["highlight duplicates in column A on all sheets in yellow", "HighlightCells", [
      "For Each ws In ThisWorkbook.Worksheets",
    ]],
    ["trim the spaces in column C on every sheet", "ChangeCells", ["For Each ws In ThisWorkbook.Worksheets"]],
    ["delete rows where column B says void on all the sheets", "DeleteMatchingRows", [
      "For Each ws In ThisWorkbook.Worksheets",
      '"void"',
    ]],
  ],
  "words for what a user gives, read in more places": [
    [
      "need VBA that password protects each worksheet. The password needs to be 'Q3#lock'. Thanks!!",
      "ProtectAllSheets",
      [
        '"Q3#lock"',
      ],
    ],
    [
      "is it possible to unprotect the 'Data Entry' sheet using password 7788, refresh all the pivots, then lock it back up?",
      "RefreshPivotTables",
      [
        'Worksheets("Data Entry").Unprotect Password:="7788"',
        'Worksheets("Data Entry").Protect Password:="7788"',
      ],
    ],
    ["copy entire row to 'Escalations' tab if Priority (col B) is High. Source tab is Tickets", "CopyMatchingRows", [
      'Set ws = ThisWorkbook.Worksheets("Tickets")',
      'Worksheets("Escalations")',
    ]],
    [
      "using outlook send every vendor (emails in col C) the same pdf C:\\Docs\\Policy.pdf with subject Policy update",
      "EmailEachRow",
      [
        '.Attachments.Add "C:\\Docs\\Policy.pdf"',
        '.Subject = "Policy update"',
      ],
    ],
    [
      "send the workbook to accounts@firm.co as an attachment, subject Invoice run, body Please see attached",
      "SendEmail",
      [
        '.Body = "Please see attached"',
      ],
    ],
    ["stick a button on Sheet2 so that when i click it all the filters get cleared", "AddButton", [
      'btn.OnAction = "ClearFilter"',
      'Worksheets("Sheet2")',
    ]],
  ],
  "more wordings of the same tasks": [
    ["email the selection (as a table in the body) to ops@x.io", "SendEmail", [
      "RangeToHtml(Selection)",
      '.To = "ops@x.io"',
    ]],
    ["wrkbook has 12 sheets, unprotect them all. pasword: m0nthly", "UnprotectAllSheets", [
      "For Each ws In ThisWorkbook.Worksheets",
      '"m0nthly"',
    ]],
    [
      "for each row send an outlook email - to: column B, cc: column C, subject 'Weekly report', attach the file whose path is in column E",
      "EmailEachRow",
      [
        '.CC = ws.Cells(r, "C").Value',
        '.Attachments.Add Trim(CStr(ws.Cells(r, "E").Value))',
      ],
    ],
    ["transfer completed orders from sheet Open Orders to sheet Completed, status is column H", "MoveMatchingRows", [
      'Set ws = ThisWorkbook.Worksheets("Open Orders")',
      'Worksheets("Completed")',
      'ws.Range("H1").Column',
    ]],
    ["assign my macro DoImport to a new button on the sheet Start", "AddButton", [
      'btn.OnAction = "DoImport"',
      'Worksheets("Start")',
    ]],
    ["create a button in A1 on Menu that takes me to the Data sheet", "AddButton", [
      'ws.Range("A1")',
      'Worksheets("Data").Range("A1")',
    ]],
  ],
  "values written into a range, or rounded": [
    ["set D2:D40 to 0", "SetRangeValue", ['ws.Range("D2:D40").Value = 0']],
    ["fill A1:A10 with zeros", "SetRangeValue", ['ws.Range("A1:A10").Value = 0']],
    ["put N/A in B2:B9 on sheet Data", "SetRangeValue", ['Worksheets("Data")', 'ws.Range("B2:B9").Value = "N/A"']],
    [
      "Using the password Mango55 I want to unprotect the Rates sheet, then set D2:D40 to 0 and lock it again",
      "SetRangeValue",
      [
        'Worksheets("Rates").Unprotect Password:="Mango55"',
        'ws.Range("D2:D40").Value = 0',
        'Worksheets("Rates").Protect Password:="Mango55"',
      ],
    ],
    ["round every number in the selected range to 2 decimal places", "ChangeCells", [
      "WorksheetFunction.Round(cell.Value, 2)",
    ]],
    ["round all the prices on sheet Data to 0 decimal places", "ChangeCells", ["Round(cell.Value, 0)"]],
  ],
  "a range locked alone, and a sheet named by a describing word after from": [
    ["make a macro to lock cells A1:D10 on Sheet1 and protect the sheet with password p4ss", "ProtectSheet", [
      "ws.Cells.Locked = False",
      'ws.Range("A1:D10").Locked = True',
      '"p4ss"',
    ]],
    ["protect Sheet2 with pw k9 but lock only the range B2:C20", "ProtectSheet", ['ws.Range("B2:C20").Locked = True']],
    ["move any row older than 60 days (date in column B) from Active to History", "MoveMatchingRows", [
      'Set ws = ThisWorkbook.Worksheets("Active")',
      'Worksheets("History")',
    ]],
  ],
  "a folder read from a cell": [
    ["save every tab as pdf, one file per tab, into the folder in cell B1", "SaveAsPdf", [
      'folder = Trim(ActiveSheet.Range("B1").Text)',
      "For Each ws In ThisWorkbook.Worksheets",
    ]],
    ["export each sheet to csv in the folder path from B2", "SaveSheetsAsCsv", ['ActiveSheet.Range("B2").Text']],
  ],
  "steps joined by a comma and a verb": [
    [
      "make the header row bold, dark blue fill with white text, and autofit all the columns. sheet is Report",
      "RunSteps",
      [
        "FormatHeaderRow",
        "AutoFitColumns",
        'Worksheets("Report")',
      ],
    ],
  ],
};

for (const [family, cases] of Object.entries(families)) {
  describe(family, () => {
    test.each(cases)("%j writes %s", (description, sub, fragments) => {
      const answer = planMacro({ description });
      expect("refused" in answer).toBe(false);
      const code = (answer as VbaDraft).code;
      expect(code).toMatch(new RegExp(`^(?:Private )?Sub ${sub}\\(`, "m"));
      for (const fragment of fragments) expect(code).toContain(fragment);
      expect(checkVbaStructure(code).problems).toEqual([]);
    });
  });
}

test.each([
  "mail john@x.com a birthday card",
  "can you email my boss for me and say im sick",
  "write a story about a folder full of files",
  "a button fell off my shirt, how do i sew it",
])("%j is no macro task and is refused", (description) => {
  expect("refused" in planMacro({ description })).toBe(true);
});
