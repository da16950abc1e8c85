import type { VbaDraft } from "../types.ts";
import { conditionWords, ifCondition } from "./conditions.ts";
import {
  draft,
  macroCode,
  moduleSteps,
  refColumnLines,
  refWords,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import type { ColumnMention } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";

// A value to write: a number stays a number, anything else is text.
const valueOf = (raw: string) => /^-?\d+(?:\.\d+)?$/.test(raw) ? raw : vbaString(raw);

interface Write {
  column: string;
  value: string;
  otherwise?: string;
}

// The column named right after `from` ("column G", "col H", "the Paid column" with the user's columns).
const columnAfter = (mentions: ColumnMention[], from: number, to: number) =>
  mentions.find((mention) => mention.letter && !mention.to && mention.at >= from && mention.at <= to)?.letter;

// "write missing in column B", "set column G to A, else B", "put Yes in the Paid column".
const findWrite = (request: MacroRequest): Write | undefined => {
  const { original, columns } = request;
  const otherwise = /\b(?:else|otherwise)\s*,?\s*(?:set (?:it )?to |put |write )?["']?([\w -]+?)["']?\s*(?:$|[.;,])/i
    .exec(original)?.[1];
  const set =
    /\b(?:set|make|change)\s+((?:the\s+)?(?:col(?:umn)?\s+[a-z]{1,2}|[\w ]{1,30}?\s+column|\w+))\s+(?:to|=|say|says|show|read|equal)\s+["']?([\w /.-]+?)["']?(?=\s*(?:,|$|[.;]|\s+(?:else|otherwise|if|when|for)\b))/i
      .exec(original);
  const setColumn = set ? columnAfter(columns, set.index, set.index + set[0].length - set[2].length) : undefined;
  // "set column D to percentage format" asks for a format, not a value.
  if (set && setColumn && !/\b(?:format|percent(?:age)?|currency|text|bold|dates?|wrap|width)\b/i.test(set[2])) {
    return { column: setColumn, value: set[2].trim(), otherwise };
  }
  const put =
    /\b(?:write|put|enter|type|fill in|mark(?: it)?(?: as)?|add)\s+(?:the (?:word|text) )?["']?([\w/.-]+(?: [\w/.-]+){0,2}?)["']?\s+(?:in|into|to)\s+/i
      .exec(original);
  const putColumn = put ? columnAfter(columns, put.index + put[0].length, put.index + put[0].length + 20) : undefined;
  if (
    put && putColumn && !/^(?:the|a|an|it|them|result|date|time)$/i.test(put[1].trim()) &&
    !/\b(?:blank|empty|rows?|lines?)\b/i.test(put[1])
  ) {
    return { column: putColumn, value: put[1].trim(), otherwise };
  }
  return undefined;
};

const operations: [RegExp, string, string][] = [
  [/\bmultipl(?:y|ied|ies)\b|\btimes\b/, "*", "multiplied by"],
  [/\bdivide[ds]?\b/, "/", "divided by"],
  [/\bsubtract|\bminus\b/, "-", "minus"],
  [/\badd(?:s|ed)? (?:up )?\w+ (?:\(\w+\) )?(?:to|and)\b|\bplus\b|\bsum of\b/, "+", "plus"],
];

/**
 * A rule applied to each data row: write a value into a column when the row meets a condition (and another value
 * otherwise), or put the result of two columns' arithmetic into a third ("multiply C by D and put the result in E").
 */
export const rowRule = (request: MacroRequest): VbaDraft | undefined => {
  const letters = request.columns.filter((mention) => mention.letter && !mention.to).map((mention) => mention.letter!);
  const operation = operations.find(([words]) => words.test(request.text));
  const arithmetic = operation && letters.length >= 3 &&
      /\bresult|\binto\b|\bin (?:col(?:umn)? )?[a-z]\b|\bput\b|\bstore\b/i.test(request.original)
    ? { left: letters[0], right: letters[1], into: letters[2], op: operation }
    : undefined;
  const write = arithmetic ? undefined : findWrite(request);
  if (!arithmetic && !write) return undefined;
  const assumed: string[] = [];
  const first = request.rows?.[0] ?? 2;
  if (!request.rows) assumed.push("row 1 holds headings, so it starts at row 2");
  const tested = request.conditionColumn ??
    (write ? { letter: letters.find((one) => one !== write.column) ?? "A" } : undefined);
  const condition = write ? request.condition : undefined;
  const action = arithmetic
    ? [
      `If IsNumeric(ws.Range("${arithmetic.left}" & r).Value) And IsNumeric(ws.Range("${arithmetic.right}" & r).Value) Then`,
      `    ws.Range("${arithmetic.into}" & r).Value = ws.Range("${arithmetic.left}" & r).Value ${
        arithmetic.op[1]
      } ws.Range("${arithmetic.right}" & r).Value`,
      "End If",
    ]
    : [`ws.Range("${write!.column}" & r).Value = ${valueOf(write!.value)}`];
  const perRow = condition && tested
    ? write?.otherwise
      ? [
        "matched = False",
        ...ifCondition(condition, "ws.Cells(r, col)", ["matched = True"]),
        "If matched Then",
        ...action.map((line) => `    ${line}`),
        "Else",
        `    ws.Range("${write.column}" & r).Value = ${valueOf(write.otherwise)}`,
        "End If",
      ]
      : ifCondition(condition, "ws.Cells(r, col)", action)
    : action;
  const lastRowLine = request.rows
    ? `lastRow = ${request.rows[1]}`
    : `lastRow = ws.Cells(ws.Rows.Count, ${
      vbaString(arithmetic?.left ?? (tested && "letter" in tested ? tested.letter : "A"))
    }).End(xlUp).Row`;
  const code = macroCode({
    name: "ApplyRowRule",
    about: [
      arithmetic
        ? `For each row, puts column ${arithmetic.left} ${
          arithmetic.op[2]
        } column ${arithmetic.right} into column ${arithmetic.into}.`
        : `For each row${condition ? ` whose value is ${conditionWords(condition)}` : ""}, writes ${
          write!.value
        } into column ${write!.column}${write!.otherwise ? ` (${write!.otherwise} otherwise)` : ""}.`,
    ],
    variables: [
      "ws As Worksheet",
      "r As Long",
      "lastRow As Long",
      ...(condition && tested ? ["col As Long", ...("header" in tested ? ["headerCell As Range"] : [])] : []),
      ...(write?.otherwise && condition ? ["matched As Boolean"] : []),
    ],
    body: [
      ...sheetLines(request, assumed),
      ...(condition && tested ? refColumnLines(tested, "ws", "col") : []),
      lastRowLine,
      "",
      `For r = ${first} To lastRow`,
      ...perRow.map((line) => `    ${line}`),
      "Next r",
    ],
  });
  return draft(
    code,
    [
      arithmetic
        ? `This macro goes down ${sheetWords(request)} and writes column ${arithmetic.left} ${
          arithmetic.op[2]
        } column ${arithmetic.right} into column ${arithmetic.into} of each row (rows with text there are skipped).`
        : `This macro goes down ${sheetWords(request)} from row ${first} and, ${
          condition && tested ? `where ${refWords(tested)} is ${conditionWords(condition)}, ` : ""
        }writes "${write!.value}" into column ${write!.column}${
          write!.otherwise ? `, otherwise "${write!.otherwise}"` : ""
        }.`,
      "It writes values, not formulas, so run it again after the data changes.",
    ],
    assumed,
    moduleSteps("ApplyRowRule"),
  );
};

/** Writes each sheet's name into a cell of that sheet. */
export const sheetNamesInCell = (request: MacroRequest): VbaDraft => {
  const cell = request.cell ?? "A1";
  const code = macroCode({
    name: "PutSheetNames",
    about: [`Writes each sheet's own name into its cell ${cell}.`],
    variables: ["ws As Worksheet"],
    body: ["For Each ws In ThisWorkbook.Worksheets", `    ws.Range(${vbaString(cell)}).Value = ws.Name`, "Next ws"],
  });
  return draft(
    code,
    [`This macro loops through every sheet and writes the sheet's name into its cell ${cell}, replacing what is there.`],
    request.cell ? [] : ["the name goes in cell A1"],
    moduleSteps("PutSheetNames"),
  );
};
