import { expect, test } from "vitest";
import { checkVbaStructure } from "./check-vba.ts";

const lines = (...code: string[]) => code.join("\n");

test("a well-formed macro with every kind of block passes", () => {
  const code = lines(
    "Option Explicit",
    "Private counter As Long",
    "",
    "Sub Demo()",
    "    Dim ws As Worksheet, r As Long",
    "    Dim cell As Range",
    "    Dim i As Integer: Dim text As String",
    "    Const LIMIT As Long = 10",
    "    Set ws = ActiveSheet",
    "    With ws",
    "        For r = 1 To 10",
    "            If .Cells(r, 1).Value > LIMIT Then",
    '                .Cells(r, 2).Value = "big"',
    "            ElseIf .Cells(r, 1).Value = 0 Then",
    '                .Cells(r, 2).Value = "zero: If x Then"',
    "            Else",
    '                .Cells(r, 2).Value = "small" \' End If in a comment',
    "            End If",
    "        Next r",
    "    End With",
    "    For Each cell In ws.UsedRange.Cells",
    "        If IsEmpty(cell.Value) Then cell.Interior.Color = vbRed",
    "    Next",
    "    i = 0",
    "    Do While i < 3",
    "        i = i + 1",
    "    Loop",
    "    While i > 0",
    "        i = i - 1",
    "    Wend",
    "    Select Case i",
    "        Case 0",
    '            text = "none"',
    "        Case Else",
    '            text = "some"',
    "    End Select",
    "    counter = counter + 1",
    "    Rem a Rem comment with an If in it",
    '    MsgBox "Done: " & _',
    "        text, vbInformation",
    '    ws.Range("A1").Sort Key1:=ws.Range("A1"), Order1:=xlAscending',
    "End Sub",
    "",
    "Function Twice(ByVal n As Long, Optional factor As Long = 2) As Long",
    "    Twice = n * factor",
    "End Function",
  );
  expect(checkVbaStructure(code)).toEqual({ ok: true, problems: [] });
});

test("a missing End If is reported at the If's line", () => {
  const result = checkVbaStructure(lines("Sub A()", "    If x > 1 Then", "        MsgBox 1", "End Sub"));
  expect(result.ok).toBe(false);
  expect(result.problems).toEqual(["line 2: If without End If"]);
});

test("a missing End If inside a loop names the If, not the loop", () => {
  const result = checkVbaStructure(
    lines(
      "Sub A()",
      "    Dim i As Long",
      "    For i = 1 To 3",
      "        If i = 2 Then",
      "            MsgBox i",
      "    Next i",
      "End Sub",
    ),
  );
  expect(result.problems).toEqual(["line 4: If without End If"]);
});

test("Next without For", () => {
  const result = checkVbaStructure(lines("Sub A()", "    MsgBox 1", "    Next i", "End Sub"));
  expect(result.problems).toEqual(["line 3: Next i without For"]);
});

test("a For without Next, and a Next naming the wrong counter", () => {
  expect(checkVbaStructure(lines("Sub A()", "For i = 1 To 2", "End Sub")).problems).toEqual([
    "line 2: For i without Next",
  ]);
  expect(checkVbaStructure(lines("Sub A()", "For i = 1 To 2", "Next j", "End Sub")).problems).toEqual([
    "line 3: Next j does not match For i (line 2)",
  ]);
});

test("an undeclared variable is reported when Option Explicit is on", () => {
  const code = lines(
    "Option Explicit",
    "Sub A()",
    "    Dim total As Long",
    "    total = 1",
    "    count = total + 1",
    '    Set target = Range("A1")',
    "    For i = 1 To 3",
    "    Next i",
    "    count = 2",
    "End Sub",
  );
  expect(checkVbaStructure(code).problems).toEqual([
    "line 5: variable count is not declared (Option Explicit is on; add a Dim for it)",
    "line 6: variable target is not declared (Option Explicit is on; add a Dim for it)",
    "line 7: variable i is not declared (Option Explicit is on; add a Dim for it)",
  ]);
});

test("without Option Explicit undeclared variables are allowed, as in VBA", () => {
  expect(checkVbaStructure(lines("Sub A()", "    count = 1", "End Sub"))).toEqual({ ok: true, problems: [] });
});

test("members, keywords, built-ins and constants are never taken for variables", () => {
  const code = lines(
    "Option Explicit",
    "Sub A()",
    "    Application.ScreenUpdating = False",
    '    ActiveSheet.Range("A1").Value = xlUp',
    "    With ActiveSheet",
    '        .Name = "Report"',
    "    End With",
    "    Cells(1, 1) = vbRed",
    '    If Len("x = 1") = 5 Then Debug.Print Now Else Beep',
    "End Sub",
  );
  expect(checkVbaStructure(code)).toEqual({ ok: true, problems: [] });
});

test("a single-line If needs no End If, and its assignments are still checked", () => {
  const code = lines("Option Explicit", "Sub A()", "    If 1 > 0 Then missing = 1 Else other = 2", "End Sub");
  expect(checkVbaStructure(code).problems).toEqual([
    "line 3: variable missing is not declared (Option Explicit is on; add a Dim for it)",
    "line 3: variable other is not declared (Option Explicit is on; add a Dim for it)",
  ]);
});

test("a missing End With", () => {
  const result = checkVbaStructure(lines("Sub A()", "    With ActiveSheet", '        .Name = "x"', "End Sub"));
  expect(result.problems).toEqual(["line 2: With without End With"]);
});

test("a Sub nested inside another Sub", () => {
  const result = checkVbaStructure(lines("Sub Outer()", "    MsgBox 1", "Sub Inner()", "    MsgBox 2", "End Sub"));
  expect(result.ok).toBe(false);
  expect(result.problems).toHaveLength(1);
  expect(result.problems[0]).toMatch(/^line 3: Sub Inner is nested inside Sub Outer \(line 1\)/);
});

test("stray closers and a missing End Sub", () => {
  expect(checkVbaStructure(lines("Sub A()", "End If", "End Sub")).problems).toEqual(["line 2: End If without If"]);
  expect(checkVbaStructure(lines("Sub A()", "Loop", "Wend", "End With", "End Select", "End Sub")).problems).toEqual([
    "line 2: Loop without Do",
    "line 3: Wend without While",
    "line 4: End With without With",
    "line 5: End Select without Select Case",
  ]);
  expect(checkVbaStructure(lines("Sub A()", "  MsgBox 1")).problems).toEqual(["line 1: Sub without End Sub"]);
  expect(checkVbaStructure(lines("End Sub")).problems).toContain("line 1: End Sub without Sub");
});

test("Else and Case outside their blocks", () => {
  expect(checkVbaStructure(lines("Sub A()", "Else", "Case 1", "End Sub")).problems).toEqual([
    "line 2: Else without If",
    "line 3: Case outside Select Case",
  ]);
});

test("strings with doubled quotes, colons and apostrophes do not confuse the check", () => {
  const code = lines(
    "Sub A()",
    '    MsgBox "He said ""If it works: End Sub"" \'quoted\'"',
    '    MsgBox "Loop": MsgBox "Next"',
    "End Sub",
  );
  expect(checkVbaStructure(code)).toEqual({ ok: true, problems: [] });
});

test("an unclosed string and empty input are problems", () => {
  expect(checkVbaStructure(lines("Sub A()", '  MsgBox "oops', "End Sub")).problems).toEqual([
    'line 2: a string is not closed with "',
  ]);
  expect(checkVbaStructure("")).toEqual({ ok: false, problems: ["the macro is empty"] });
  expect(checkVbaStructure("MsgBox 1").problems).toEqual(["no Sub or Function was found"]);
});

test("hostile input never throws and keeps the list of findings short", () => {
  const hostile: unknown[] = [
    null,
    undefined,
    42,
    {},
    "\u0000\u0001\uffff",
    "_\n_\n_",
    '"'.repeat(10_001),
    "If Then Else End If ".repeat(5_000),
    "For\n".repeat(20_000),
    "Sub A(\n".repeat(2_000),
    ":".repeat(50_000),
    `Sub A()\n${"x".repeat(200_000)}\nEnd Sub`,
    "Option Explicit\nSub A(((,,,)\n a = = = 1\nEnd Sub",
    "Public Public Public Public Public Public Public Public Public Public Public Public Public x",
  ];
  for (const input of hostile) {
    const result = checkVbaStructure(input as string);
    expect(typeof result.ok).toBe("boolean");
    expect(result.problems.length).toBeLessThanOrEqual(50);
  }
  expect(checkVbaStructure("For\n".repeat(20_000)).ok).toBe(false);
});

test("a typical macro from a language model, with declarations, labels and conditional compilation, passes", () => {
  const code = lines(
    "Option Explicit",
    "#If VBA7 Then",
    '    Private Declare PtrSafe Sub Sleep Lib "kernel32" (ByVal ms As LongPtr)',
    "#Else",
    '    Private Declare Sub Sleep Lib "kernel32" (ByVal ms As Long)',
    "#End If",
    "",
    "Public Sub CleanUp()",
    "    Dim ws As Worksheet, lastRow As Long, i As Long",
    "    Dim found As Boolean",
    "    Application.Calculation = xlCalculationManual",
    "    On Error GoTo ErrHandler",
    '    Set ws = ThisWorkbook.Sheets("Data")',
    '    lastRow = ws.Cells(ws.Rows.Count, "A").End(xlUp).Row',
    "    For i = lastRow To 2 Step -1",
    "        Select Case True",
    '            Case ws.Cells(i, 1).Value = "": ws.Rows(i).Delete',
    "            Case Else: found = True",
    "        End Select",
    "        If found Then Exit For",
    "    Next i",
    "    Sleep 10",
    "ExitHere:",
    "    Application.Calculation = xlCalculationAutomatic",
    "    Exit Sub",
    "ErrHandler:",
    '    MsgBox "Error " & Err.Number & ": " & Err.Description',
    "    Resume ExitHere",
    "End Sub",
    "",
    "Private Sub Workbook_Open()",
    "    CleanUp",
    "End Sub",
  );
  expect(checkVbaStructure(code)).toEqual({ ok: true, problems: [] });
});

test('"Else If" in two words opens a nested If that needs its own End If', () => {
  const code = lines("Sub A()", "If 1 Then", "  MsgBox 1", "Else If 2 Then", "  MsgBox 2", "End If", "End Sub");
  expect(checkVbaStructure(code).problems).toEqual(["line 2: If without End If"]);
});
