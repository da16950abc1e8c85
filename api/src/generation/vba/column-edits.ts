import type { VbaDraft } from "../types.ts";
import { columnLetter, columnNumber } from "./column-letters.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const counts: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

/** Inserts blank columns before or after a column, or deletes the columns the request names (right to left). */
export const editColumns = (request: MacroRequest): VbaDraft | undefined => {
  const { text } = request;
  const named = request.columns.filter((mention) => mention.letter);
  if (!named.length) return undefined;
  const assumed: string[] = [];
  const deleting = /\b(?:delet|remov|get rid)\w*\b/.test(text);
  const howMany = /\b(\d|a|an|one|two|three|four|five) (?:new |blank |empty )*columns?\b/.exec(text)?.[1];
  const count = howMany ? counts[howMany] ?? Number(howMany) : 1;
  const after = /\bafter\b|\bto the right of\b|\bright of\b/.test(text);
  // Deleting from the rightmost column first keeps the letters of the others where they were.
  const spans = named.map((mention) =>
    mention.to ? `${mention.letter}:${mention.to}` : `${mention.letter}:${mention.letter}`
  )
    .sort((a, b) => columnNumber(b.split(":")[0]) - columnNumber(a.split(":")[0]));
  const first = named[0].letter!;
  const at = after ? columnLetter(columnNumber(first) + 1) : first;
  const insertAt = `${at}:${columnLetter(columnNumber(at) + count - 1)}`;
  const name = deleting ? "DeleteColumns" : "InsertColumns";
  const code = macroCode({
    name,
    about: [
      deleting
        ? `Deletes the columns ${spans.join(", ")}; the columns to their right move left.`
        : `Inserts ${count} blank column(s) ${after ? "after" : "before"} column ${first}.`,
    ],
    variables: ["ws As Worksheet"],
    body: [
      ...sheetLines(request, assumed),
      "",
      ...(deleting
        ? [
          "' From the right, so deleting one column does not shift the next one to delete",
          ...spans.map((span) => `ws.Columns(${vbaString(span)}).Delete`),
        ]
        : [`ws.Columns(${vbaString(insertAt)}).Insert Shift:=xlToRight`]),
    ],
  });
  return draft(
    code,
    [
      deleting
        ? `This macro deletes column${
          spans.length > 1 || spans[0].split(":")[0] !== spans[0].split(":")[1] ? "s" : ""
        } ${named.map((mention) => mention.to ? `${mention.letter} to ${mention.to}` : mention.letter).join(", ")} on ${
          sheetWords(request)
        }; what is to their right moves left. It cannot be undone with Ctrl+Z.`
        : `This macro inserts ${count} empty column(s) ${after ? "after" : "before"} column ${first} on ${
          sheetWords(request)
        }; the columns from there on move right.`,
    ],
    assumed,
    moduleSteps(name),
  );
};

/** Puts a SUM under each named column's data (or every numeric column's), on the row after the last one. */
export const addTotals = (request: MacroRequest): VbaDraft | undefined => {
  const letters = request.columns.filter((mention) => mention.letter && !mention.to).map((mention) => mention.letter!);
  if (!letters.length) return undefined;
  const assumed: string[] = ["the data starts in row 2, under the headings"];
  const fn = /\baverage\b/.test(request.text) ? "AVERAGE" : /\bcount\b/.test(request.text) ? "COUNT" : "SUM";
  const code = macroCode({
    name: "AddTotals",
    about: [
      `Puts a ${fn} formula under the last value of column${letters.length > 1 ? "s" : ""} ${letters.join(", ")}.`,
    ],
    variables: ["ws As Worksheet", "lastRow As Long", "column As Variant"],
    body: [
      ...sheetLines(request, assumed),
      "",
      `For Each column In Array(${letters.map(vbaString).join(", ")})`,
      "    lastRow = ws.Cells(ws.Rows.Count, column).End(xlUp).Row",
      "    ' A formula, so the total follows the data when it changes",
      `    ws.Cells(lastRow + 1, column).Formula = "=${fn}(" & column & "2:" & column & lastRow & ")"`,
      "    ws.Cells(lastRow + 1, column).Font.Bold = True",
      "Next column",
    ],
  });
  return draft(
    code,
    [
      `This macro writes a bold =${fn}(...) formula under the last value of column${letters.length > 1 ? "s" : ""} ${
        letters.join(", ")
      } on ${sheetWords(request)}.`,
      "Run it once: a second run would add another total under the first one.",
    ],
    assumed,
    moduleSteps("AddTotals"),
  );
};
