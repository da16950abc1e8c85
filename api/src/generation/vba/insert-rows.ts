import type { VbaDraft } from "../types.ts";
import {
  columnLines,
  columnVariables,
  columnWords,
  draft,
  lastRowLine,
  macroCode,
  moduleSteps,
  sheetLines,
  sheetWords,
} from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const countWords: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };
const amount = (word: string | undefined) => word ? countWords[word] ?? Number(word) : 1;

/**
 * Inserts blank rows: every n rows, after every row, or wherever a column's value changes (between groups).
 * It works upwards from the last row, so rows already inserted never shift the ones still to visit.
 */
export const insertRows = (request: MacroRequest): VbaDraft | undefined => {
  const { text } = request;
  // "put 5 blank lines after every group": lines of a sheet are its rows.
  const howMany = amount(
    /\b(?:insert|add|put)\w* (\d{1,3}|a|an|one|two|three|four|five|ten) (?:blank |empty |new )*(?:rows?|lines?)\b/
      .exec(text)?.[1],
  );
  const every = /\bevery (\d{1,4}|two|three|four|five|ten)(?:th)? rows?\b/.exec(text);
  const changes =
    /\b(?:value|values|group|it)\b[^.]*\bchanges?\b|\b(?:between|after|before|under|below) (?:each |every )?(?:groups?|categories|sections|blocks?)\b|\bnew group\b|\b(?:each|every|a) change (?:in|of)\b/
      .test(text);
  const afterEach = /\b(?:after|below|under|between) (?:every|each) (?:row|line|record|entry)\b|\bevery other line\b/
    .test(text);
  if (!every && !changes && !afterEach) return insertAtRow(request, howMany);
  const assumed: string[] = [];
  const start = Number(/\bstart(?:ing|s)? (?:at|from|on) row (\d{1,6})\b/.exec(text)?.[1] ?? 2);
  if (!/\bstart/.test(text)) assumed.push("row 1 holds headings, so the rows below it are counted");
  const n = every ? amount(every[1]) : 1;
  const insert = `ws.Rows(r${changes ? "" : " + 1"})${howMany > 1 ? `.Resize(${howMany})` : ""}.Insert`;
  const test = changes
    ? "If ws.Cells(r, col).Value <> ws.Cells(r - 1, col).Value Then"
    : `If (r - ${start} + 1) Mod ${n} = 0 And r < lastRow Then`;
  const loop = [
    changes ? `For r = lastRow To ${start + 1} Step -1` : `For r = lastRow To ${start} Step -1`,
    ...(changes || every
      ? [`    ${test}`, `        ${insert}`, "        inserted = inserted + 1", "    End If"]
      : [`    ${insert}`, "    inserted = inserted + 1"]),
    "Next r",
  ];
  const code = macroCode({
    name: "InsertBlankRows",
    about: [
      changes
        ? "Inserts a blank row wherever the value in the chosen column changes, to separate the groups."
        : every
        ? `Inserts ${howMany} blank row(s) after every ${n} rows of data.`
        : `Inserts ${howMany} blank row(s) after every row of data.`,
      "It works from the bottom up, so inserted rows never shift the rows still to visit.",
    ],
    variables: [
      "ws As Worksheet",
      ...(changes ? columnVariables(request) : ["col As Long"]),
      "lastRow As Long",
      "r As Long",
      "inserted As Long",
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(changes ? columnLines(request, assumed) : ["col = 1"]),
      lastRowLine,
      "",
      ...loop,
      "",
      'MsgBox inserted & " place(s) got blank rows.", vbInformation',
    ],
  });
  return draft(
    code,
    [
      changes
        ? `This macro inserts a blank row on ${sheetWords(request)} each time the value in ${
          columnWords(request)
        } differs from the row above.`
        : `This macro inserts ${howMany} blank row(s) on ${sheetWords(request)} after ${
          every ? `every ${n} rows` : "every row"
        }, starting at row ${start}.`,
      "It goes upwards from the last row, so the rows it inserts do not throw the count off. Try it on a copy first.",
    ],
    assumed,
    moduleSteps("InsertBlankRows"),
  );
};

/** Inserts blank rows at one place the request names: "insert 3 rows above row 5", "add 2 rows after row 10". */
const insertAtRow = (request: MacroRequest, howMany: number): VbaDraft | undefined => {
  const at = /\b(above|before|below|after|under|at) row (\d{1,7})\b/.exec(request.text);
  if (!at) return undefined;
  const first = /^(?:below|after|under)$/.test(at[1]) ? Number(at[2]) + 1 : Number(at[2]);
  const rows = `${first}:${first + howMany - 1}`;
  const assumed: string[] = [];
  const code = macroCode({
    name: "InsertRowsAt",
    about: [`Inserts ${howMany} blank row(s) ${at[1]} row ${at[2]}; the rows under them move down.`],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), `ws.Rows("${rows}").Insert Shift:=xlDown`],
  });
  return draft(
    code,
    [`This macro inserts ${howMany} blank row(s) ${at[1]} row ${at[2]} on ${sheetWords(request)}.`],
    assumed,
    moduleSteps("InsertRowsAt"),
  );
};

/** Deletes a span of rows the request numbers: "remove rows 2 to 10", "delete rows 5-9 on Data". */
export const deleteRowSpan = (request: MacroRequest): VbaDraft | undefined => {
  // "delete all rows below row 100": from the next row down to the last one in use.
  const below = /\b(?:below|after|under|beneath|past) row (\d{1,7})\b/.exec(request.text);
  if (!request.rows && !below) return undefined;
  const [first, last] = request.rows ?? [Number(below![1]) + 1, undefined];
  const span = last === undefined
    ? `ws.Rows("${first}:" & Application.Max(${first}, ws.UsedRange.Row + ws.UsedRange.Rows.Count - 1))`
    : `ws.Rows("${first}:${last}")`;
  const words = last === undefined ? `rows ${first} down to the last used row` : `rows ${first} to ${last}`;
  const assumed: string[] = [];
  const code = macroCode({
    name: "DeleteRowSpan",
    about: [`Deletes ${words}; the rows under them move up.`],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), `${span}.Delete Shift:=xlUp`],
  });
  return draft(
    code,
    [`This macro deletes ${words} on ${sheetWords(request)}. Deleting cannot be undone.`],
    assumed,
    moduleSteps("DeleteRowSpan"),
  );
};
