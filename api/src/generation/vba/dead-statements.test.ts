import { expect, test } from "vitest";
import { findDeadStatements } from "./dead-statements.ts";

const sub = (
  ...body: string[]
) => ["Option Explicit", "", "Sub Task()", ...body.map((line) => `    ${line}`), "End Sub"];
const code = (...body: string[]) => sub(...body).join("\n");

test("a macro with labels, jumps out of blocks, loop counters and named arguments has nothing dead", () => {
  expect(findDeadStatements(code(
    "Dim ws As Worksheet",
    "Dim i As Long",
    "Dim fileName As String",
    "Dim done As Long",
    "On Error GoTo Failed",
    "For Each ws In ThisWorkbook.Worksheets",
    '    If ws.Name = "Skip" Then Exit For',
    "    For i = 1 To 3",
    "        done = done + 1",
    "    Next i",
    "Next ws",
    'fileName = "x.xlsx"',
    "If done = 0 Then",
    "    GoTo Finish",
    "Else",
    "    Workbooks.Open Filename:=fileName",
    "End If",
    "Finish:",
    "    Exit Sub",
    "Failed:",
    '    MsgBox "Task stopped: " & Err.Description',
    "    Resume Finish",
  ))).toEqual([]);
});

test("a condition that is always True or False is found, in a block If, a one-line If and an ElseIf", () => {
  expect(findDeadStatements(code(
    "If True Then",
    '    MsgBox "a"',
    "ElseIf (False) Then",
    '    MsgBox "b"',
    "End If",
    'If true Then MsgBox "c"',
  ))).toEqual([
    "line 4: the condition is always True",
    "line 6: the condition is always False",
    "line 9: the condition is always true",
  ]);
});

test("an If, an Else or a loop with nothing inside is found; a comment inside does not count as something", () => {
  expect(findDeadStatements(code(
    "Dim cell As Range",
    "If ActiveSheet Is Nothing Then",
    "    ' nothing to do",
    "End If",
    "If ActiveCell.Value > 0 Then",
    '    MsgBox "positive"',
    "Else",
    "End If",
    "For Each cell In Selection.Cells",
    "Next cell",
    "Do While ActiveCell.Value = 0",
    "Loop",
    "With ActiveSheet",
    "End With",
  ))).toEqual([
    "line 5: the If block is empty",
    "line 10: the Else block is empty",
    "line 12: the For block is empty",
    "line 14: the Do block is empty",
    "line 16: the With block is empty",
  ]);
});

test("statements after an unconditional Exit Sub or GoTo in the same block never run, until a label or the block's end", () => {
  expect(findDeadStatements(code(
    "If ActiveSheet Is Nothing Then",
    "    Exit Sub",
    '    MsgBox "never"',
    "End If",
    "GoTo Finish",
    'MsgBox "skipped"',
    'MsgBox "skipped too"',
    "Finish:",
    'MsgBox "reached by the jump"',
  ))).toEqual([
    "line 6: never runs, it follows Exit Sub (line 5)",
    "line 9: never runs, it follows GoTo Finish (line 8)",
  ]);
});

test("a local variable declared and never used, or assigned and never read, is found; writing into it is a read", () => {
  expect(findDeadStatements(code(
    "Dim unused As Long, list(1 To 3) As Long",
    "Dim ws As Worksheet",
    "Dim total As Long",
    "Dim flag As Boolean",
    "Set ws = ActiveSheet",
    "Set ws = Nothing",
    "list(1) = 2",
    "total = total + 1",
    "flag = True",
    'MsgBox "Name:=" & ActiveSheet.Name',
  ))).toEqual([
    "line 4: unused is declared but never used",
    "line 5: ws is assigned but never read",
    "line 7: flag is assigned but never read",
  ]);
});
