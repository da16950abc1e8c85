import type { VbaDraft } from "../types.ts";
import {
  dataBlock,
  draft,
  headedBlock,
  macroCode,
  moduleSteps,
  refColumnLines,
  refWords,
  sheetLines,
  sheetWords,
  vbaString,
} from "./macro-parts.ts";
import { type ColumnRef, findColumnMentions, refOf, resolveColumn } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";
import { findTable, tableLines } from "./tables.ts";

interface SortKey {
  column: ColumnRef;
  descending: boolean;
}

const descendingWords =
  /\b(?:des?c?end?ing|desc|largest|highest|biggest|newest|latest|most recent|z to a|z-a|high to low|big to small)\b/i;

// "by date (col B) oldest first, then by name in col A": one key per "by" part, in order.
const sortKeys = (request: MacroRequest, custom: string[] | undefined): SortKey[] => {
  // A custom order's own "then"s ("High then Medium then Low") are not further sort keys.
  const text = custom ? request.original.slice(0, request.original.indexOf(custom[0])) : request.original;
  const parts = text.split(/,?\s+then\s+(?:by\s+)?|,\s*(?=by\b)/i);
  const keys: SortKey[] = [];
  for (const [index, part] of parts.entries()) {
    const mentions = findColumnMentions(part, request.layout);
    // After "then", the part starts with its column: "then (by) amount descending".
    const byWord = (index > 0 ? /^\s*(?:by\s+)?(?:the\s+)?([a-z][\w-]*)/i : /\bby\s+(?:the\s+)?([a-z][\w-]*)/i).exec(
      part,
    )?.[1];
    const ref = resolveColumn(
      refOf(mentions.find((mention) => mention.letter && !mention.to) ?? mentions.find((mention) => mention.header)) ??
        (byWord && !/^(?:column|col|value|values|the)$/i.test(byWord) ? { header: byWord } : undefined),
      request.layout,
    );
    if (ref) keys.push({ column: ref, descending: descendingWords.test(part) });
  }
  if (!keys.length && request.column) keys.push({ column: request.column, descending: request.descending });
  return keys.slice(0, 3);
};

// "High then Medium then Low", "in the order Gold, Silver, Bronze": a custom order instead of A to Z.
const customOrder = (original: string): string[] | undefined => {
  const match =
    /\b(?:so (?:it'?s|its|it is)|order(?:ed)?(?: is| as| like)?|in the order|custom (?:sort|order)[^:]*:)\s*:?\s*([A-Za-z][\w ]*(?:\s*(?:,|then|>|->|before)\s*[A-Za-z][\w]*){1,})/i
      .exec(original);
  if (!match) return undefined;
  const items: string[] = [];
  for (const item of match[1].split(/\s*(?:,|\bthen\b|>|->|\bbefore\b)\s*/i).map((one) => one.trim().split(/\s+/)[0])) {
    // "High then Medium then Low, not alphabetical": the list ends where the plain words start.
    if (!item || /^(?:not|alphabetical\w*|order|and|so|etc|instead)$/i.test(item)) break;
    items.push(item);
  }
  return items.length > 1 ? items : undefined;
};

/** Sorts the data (or a table) by one to three columns, each ascending or descending, or in a custom order. */
export const sortData = (request: MacroRequest): VbaDraft | undefined => {
  const table = findTable(request.original);
  const custom = customOrder(request.original);
  const keys = sortKeys(request, custom);
  if (request.selection && !table && !request.range && !custom) return sortSelection(request, keys);
  if (!keys.length) return undefined;
  const assumed: string[] = [];
  if (!keys.some((key) => key.descending) && !custom) assumed.push("the order is ascending (A to Z, smallest first)");
  const every = request.allSheets && !table;
  const orderOf = (key: SortKey, index: number) =>
    index === 0 && custom
      ? `Order:=xlAscending, CustomOrder:=${vbaString(custom.join(","))}`
      : `Order:=${key.descending ? "xlDescending" : "xlAscending"}`;
  const headerKeys = keys.some((key) => "header" in key.column);
  const body = table
    ? [
      ...tableLines(table),
      "With table.Sort",
      "    .SortFields.Clear",
      ...keys.map((key, i) =>
        `    .SortFields.Add Key:=table.ListColumns(${
          "header" in key.column
            ? vbaString(key.column.header)
            : `ws.Range(${vbaString(`${key.column.letter}1`)}).Column - table.Range.Column + 1`
        }).Range, SortOn:=xlSortOnValues, ${orderOf(key, i)}`
      ),
      "    .Header = xlYes",
      "    .Apply",
      "End With",
    ]
    : [
      `Set rng = ${dataBlock(request, assumed, headedBlock)}`,
      ...keys.flatMap((key, i) => refColumnLines(key.column, "ws", `col${i + 1}`)),
      "With ws.Sort",
      "    .SortFields.Clear",
      ...keys.flatMap((key, i) => [
        `    ' Sort key ${i + 1}, inside the data only (the heading row stays on top)`,
        `    .SortFields.Add Key:=ws.Range(ws.Cells(rng.Row + 1, col${
          i + 1
        }), ws.Cells(rng.Row + rng.Rows.Count - 1, col${i + 1})), _`,
        `        SortOn:=xlSortOnValues, ${orderOf(key, i)}, DataOption:=xlSortNormal`,
      ]),
      "    .SetRange rng",
      "    .Header = xlYes",
      "    .Apply",
      "End With",
    ];
  const code = macroCode({
    name: "SortData",
    about: [`Sorts the data by ${keys.map((key) => refWords(key.column)).join(", then by ")}.`],
    variables: [
      "ws As Worksheet",
      ...(table ? ["table As ListObject"] : ["rng As Range", ...keys.map((_, i) => `col${i + 1} As Long`)]),
      ...(headerKeys && !table ? ["headerCell As Range"] : []),
    ],
    body: every
      ? [
        "For Each ws In ThisWorkbook.Worksheets",
        "    If Application.WorksheetFunction.CountA(ws.Cells) > 0 Then",
        ...body.map((line) => `        ${line}`),
        "    End If",
        "Next ws",
      ]
      : [...(table ? [] : sheetLines(request, assumed)), ...body],
  });
  const words = keys.map((key, i) =>
    `${refWords(key.column)} ${
      i === 0 && custom ? `in the order ${custom.join(", ")}` : key.descending ? "descending" : "ascending"
    }`
  ).join(", then by ");
  return draft(
    code,
    [
      `This macro sorts ${
        table
          ? `the table ${table}`
          : every
          ? "the data on every sheet"
          : `the data on ${sheetWords(request)}${request.range ? ` in ${request.range}` : ""}`
      }`,
      `by ${words}, keeping each row together and the headings on top.`,
    ],
    assumed,
    moduleSteps("SortData"),
  );
};

/** Sorts the selected cells by their first column (or the lettered column asked), Excel guessing a heading row. */
const sortSelection = (request: MacroRequest, keys: SortKey[]): VbaDraft => {
  const key = keys.find((one) => "letter" in one.column);
  const letter = key && "letter" in key.column ? key.column.letter : undefined;
  const descending = key ? key.descending : request.descending;
  const assumed = [
    ...(letter ? [] : ["the selection is sorted by its first column"]),
    ...(descending ? [] : ["the order is ascending (A to Z, smallest first)"]),
  ];
  const code = macroCode({
    name: "SortSelection",
    about: [
      `Sorts the selected cells ${descending ? "descending" : "ascending"}; Excel decides if row 1 is a heading.`,
    ],
    variables: ["rng As Range", "keyCell As Range"],
    body: [
      "' Work on the cells selected when the macro runs",
      'If TypeName(Selection) <> "Range" Then GoTo Finish',
      "Set rng = Selection",
      letter ? `Set keyCell = rng.Worksheet.Cells(rng.Row, ${vbaString(letter)})` : "Set keyCell = rng.Cells(1, 1)",
      `rng.Sort Key1:=keyCell, Order1:=${descending ? "xlDescending" : "xlAscending"}, Header:=xlGuess`,
    ],
  });
  return draft(
    code,
    [`This macro sorts the selected cells by ${letter ? `column ${letter}` : "their first column"}, ${
      descending ? "largest or Z first" : "A to Z, smallest first"
    }.`],
    assumed,
    moduleSteps("SortSelection"),
  );
};
