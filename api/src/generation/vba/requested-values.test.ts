import { describe, expect, test } from "vitest";
import { checkMacro } from "./check-macro.ts";
import { ignoredValues, valuesIgnored } from "./requested-values.ts";

const module = (...body: string[]) =>
  ["Option Explicit", "", "Sub Work()", "    Dim ws As Worksheet", ...body.map((line) => `    ${line}`), "End Sub", ""]
    .join("\n");

describe("valuesIgnored lists the values a request names that the macro never uses", () => {
  test("a placeholder where the user gave a password is a problem", () => {
    const code = module('Set ws = ThisWorkbook.Worksheets("Data")', 'ws.Protect Password:="ChangeMe"');
    expect(valuesIgnored(code, "protect the Data sheet with password Secret123")).toEqual([
      'the macro does not use "Secret123", which the request names',
    ]);
  });

  test("a macro that uses every named value passes", () => {
    const code = module(
      'Set ws = ThisWorkbook.Worksheets("Inputs")',
      'ws.Unprotect Password:="Secret123"',
      'ws.Range("B2:B20").Interior.Color = RGB(255, 0, 0)',
      'ws.ExportAsFixedFormat Type:=xlTypePDF, Filename:="C:\\Reports\\Summary.pdf"',
      'If ws.Range("A1").Value = "Closed" Then MsgBox "Sent to boss@example.com"',
    );
    const request =
      "unprotect the sheet called Inputs (password Secret123), colour B2:B20 red, save it as Summary.pdf in C:\\Reports, " +
      "and tell me if A1 says 'Closed' - mail boss@example.com";
    expect(valuesIgnored(code, request)).toEqual([]);
  });

  test("passwords must match exactly; sheet and file names in any case", () => {
    const code = module('ThisWorkbook.Worksheets("SALES").Protect Password:="secret123"');
    expect(valuesIgnored(code, "protect the Sales sheet with password Secret123")).toEqual([
      'the macro does not use "Secret123", which the request names',
    ]);
  });

  test("sheet names, quoted texts, files, folders and addresses are each checked", () => {
    const problems = valuesIgnored(
      module("Set ws = ActiveSheet"),
      "copy rows that say 'Paid' to a tab called Paid Invoices, save as report.csv in D:\\exports and email it to jo@x.org",
    );
    expect(problems).toEqual([
      'the macro does not use "Paid", which the request names',
      'the macro does not use "Paid Invoices", which the request names',
      'the macro does not use "jo@x.org", which the request names',
      'the macro does not use "report", which the request names',
      'the macro does not use "D:\\exports", which the request names',
    ]);
  });

  test("a value mentioned only in a comment is not used", () => {
    const code = module("' Protect with the password Secret123", 'ActiveSheet.Protect Password:="ChangeMe"');
    expect(valuesIgnored(code, "protect this sheet, password Secret123")).toHaveLength(1);
  });

  test.each([
    ["RGB(0, 176, 80)", "green"],
    ["RGB(198, 239, 206)", "light green"],
    ["RGB(221, 235, 247)", "light blue"],
    ["vbRed", "red"],
    ["RGB(217, 217, 217)", "grey"],
    ["RGB(0, 32, 96)", "dark blue"],
  ])("the colour %s counts as %s", (colour, name) => {
    const code = module(`ActiveSheet.Range("A1").Interior.Color = ${colour}`);
    expect(valuesIgnored(code, `colour A1 ${name}`)).toEqual([]);
  });

  test("a colour the macro does not use is named, also through ColorIndex and colour numbers", () => {
    expect(valuesIgnored(module('ActiveSheet.Range("A1").Interior.Color = RGB(255, 255, 0)'), "colour A1 purple"))
      .toEqual([
        "the macro does not use the colour purple, which the request names",
      ]);
    expect(valuesIgnored(module('ActiveSheet.Range("A1").Interior.ColorIndex = 3'), "colour A1 red")).toEqual([]);
    expect(valuesIgnored(module('ActiveSheet.Range("A1").Interior.Color = 255'), "colour A1 red")).toEqual([]);
  });

  test("the selection must be what the macro works on", () => {
    const usedRange = module("ActiveSheet.UsedRange.Value = UCase(ActiveSheet.UsedRange.Value)");
    expect(valuesIgnored(usedRange, "make the selected cells upper case")).toEqual([
      "the macro does not work on the selection, which the request names",
    ]);
    expect(valuesIgnored(module("Selection.Font.Bold = True"), "bold whatever I have selected")).toEqual([]);
  });

  test("a date pattern in a file name is filled in by the macro, not written", () => {
    const code = module('ThisWorkbook.SaveCopyAs ThisWorkbook.Path & "\\Budget_" & Format(Now, "yyyymmdd") & ".xlsm"');
    expect(valuesIgnored(code, "back up this file as Budget_YYYYMMDD.xlsm")).toEqual([]);
  });

  test("code in a sheet's own module need not name the sheet it watches, but must name the others", () => {
    const code = [
      "Private Sub Worksheet_Change(ByVal Target As Range)",
      '    ThisWorkbook.Worksheets("Log").Range("A1").Value = Now',
      "End Sub",
    ].join("\n");
    expect(valuesIgnored(code, "when anything changes on sheet Prices write the time on the Log sheet")).toEqual([]);
    expect(valuesIgnored(code, "when anything changes on sheet Prices write the time on the Audit sheet")).toEqual([
      'the macro does not use "Audit", which the request names',
    ]);
  });

  test("never throws, whatever it is given", () => {
    expect(valuesIgnored(undefined as unknown as string, "protect with password x1")).toEqual([]);
    expect(valuesIgnored("Sub A()\nEnd Sub", "x".repeat(100_000))).toEqual([]);
    expect(() => valuesIgnored('"\'"', "'\"' password ' \"")).not.toThrow();
  });
});

describe("valuesIgnored also checks what a request names beyond names", () => {
  const deleteOthers = (condition: string) =>
    module("For Each ws In ThisWorkbook.Worksheets", `    If ${condition} Then ws.Delete`, "Next ws");

  test("a sheet to keep must be kept by name", () => {
    const request = "delete every sheet except Summary";
    expect(valuesIgnored(deleteOthers('ws.Name <> "Summary"'), request)).toEqual([]);
    expect(valuesIgnored(deleteOthers("ws.Index > 1"), request)).toEqual([
      'the macro does not use "Summary", which the request names',
    ]);
  });

  test("a column, as a letter or its number", () => {
    const request = "sort the Orders sheet by column D";
    const sort = (key: string) =>
      module('Set ws = ThisWorkbook.Worksheets("Orders")', `ws.UsedRange.Sort Key1:=${key}`);
    expect(valuesIgnored(sort('ws.Range("D1")'), request)).toEqual([]);
    expect(valuesIgnored(sort("ws.Cells(1, 4)"), request)).toEqual([]);
    expect(valuesIgnored(sort('ws.Range("A1")'), request)).toEqual([
      "the macro does not use column D, which the request names",
    ]);
  });

  test("a password exactly as typed, a number, a message", () => {
    const protect = module('ThisWorkbook.Worksheets("Costs").Protect Password:="mgr42"');
    expect(valuesIgnored(protect, "protect the Costs sheet with password mgr42")).toEqual([]);
    expect(valuesIgnored(protect, "protect the Costs sheet with password MGR42")).toEqual([
      'the macro does not use "MGR42", which the request names',
    ]);
    expect(valuesIgnored(module("If cell.Value > 500 Then cell.Interior.Color = vbRed"), "colour cells over 50 red"))
      .toEqual(["the macro does not use the number 50, which the request names"]);
    expect(valuesIgnored(module('MsgBox "Hello"'), "show a message saying Welcome! when the file is opened")).toEqual([
      'the macro does not use "Welcome!", which the request names',
    ]);
  });

  test("quoted examples of what cells hold are met by the rule they show", () => {
    const code = module('If InStr(1, cell.Value, "test", vbTextCompare) > 0 Then cell.EntireRow.Delete');
    const request = "delete every row where col B contains TEST (could be 'TEST order' or 'test123')";
    expect(valuesIgnored(code.replace("InStr(1, cell.Value", "InStr(1, ws.Cells(r, 2).Value"), request)).toEqual([]);
    // Said as the value itself, it must be there; and the test must look at the column named.
    expect(valuesIgnored(code, "delete every row where col B says 'TEST order'")).toEqual([
      'the macro does not use "TEST order", which the request names',
      "the macro does not use column B, which the request names",
    ]);
  });

  test("an e-mail's body is its words around the placeholders; only an e-mail has a body", () => {
    const request = "email everyone in col B, names in col A, body: Hi <name>, your invoice is due";
    const body = (text: string) => module("mail.To = ws.Cells(r, 2).Value", `mail.Body = ${text}`, "mail.Send");
    expect(valuesIgnored(body('"Hi " & ws.Cells(r, 1).Value & ", your invoice is due"'), request)).toEqual([]);
    expect(valuesIgnored(body('"(Write your message here.)"'), request)).toEqual([
      'the macro does not use "Hi <name>, your invoice is due", which the request names',
      "the macro does not use column A, which the request names",
    ]);
    const box = module('MsgBox "Saved"');
    expect(valuesIgnored(box, "show a message box, body: all saved")).toEqual([]);
  });

  test("one selected cell is the active cell", () => {
    const code = module("ActiveCell.Offset(1, 0).EntireRow.Insert");
    expect(valuesIgnored(code, "insert a row under the selected cell")).toEqual([]);
    expect(valuesIgnored(code, "bold the selected cells")).toEqual([
      "the macro does not work on the selection, which the request names",
    ]);
  });

  test("ignoredValues names each value as a sentence can say it", () => {
    const code = module("Set ws = ActiveSheet", "ws.Protect");
    expect(
      ignoredValues(code, "on the Log sheet, protect with password Kx!7 once column D is over 90 in the selection")
        .map(({ named }) => named),
    ).toEqual(['"Kx!7"', '"Log"', "column D", "the number 90", "the selection"]);
  });
});

describe("checkMacro", () => {
  test("merges the structure's problems and the ignored values, ok only when there are none", () => {
    const code = module('ActiveSheet.Protect Password:="ChangeMe"');
    expect(checkMacro(code, "protect this sheet")).toEqual({ ok: true, problems: [] });
    expect(checkMacro(code, "protect this sheet with password Secret123")).toEqual({
      ok: false,
      problems: ['the macro does not use "Secret123", which the request names'],
    });
    expect(checkMacro(code.replace("End Sub", ""), "protect this sheet").problems).toEqual([
      "line 3: Sub without End Sub",
    ]);
  });

  test("an empty macro reports only that it is empty", () => {
    expect(checkMacro("", "protect the Data sheet with password Secret123")).toEqual({
      ok: false,
      problems: ["the macro is empty"],
    });
  });
});
