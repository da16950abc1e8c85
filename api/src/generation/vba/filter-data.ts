import { departmentValues, regionValues, statusValues } from "../builtin/field-words.ts";
import type { VbaDraft } from "../types.ts";
import { conditionWords, filterArguments } from "./conditions.ts";
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
} from "./macro-parts.ts";
import { findHeadingTests } from "./request-conditions.ts";
import { type ColumnRef, resolveColumn } from "./request-columns.ts";
import type { Condition, MacroRequest } from "./request-params.ts";
import { findTable, tableLines } from "./tables.ts";

/** Turns filters off: on one sheet, every sheet or a table; "keep the arrows" shows all rows but keeps the filter. */
export const clearFilters = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const table = findTable(request.original);
  const keepArrows =
    /\bkeep (?:the )?(?:little )?(?:filter )?(?:arrows|buttons|drop-?downs|dropdowns|filter)\b|\bshow all (?:data|rows)\b|\breset\b/
      .test(request.text);
  const clearOne = (sheet: string) =>
    keepArrows
      ? [`If ${sheet}.FilterMode Then ${sheet}.ShowAllData`]
      : [`If ${sheet}.AutoFilterMode Then ${sheet}.AutoFilterMode = False`];
  const body = table
    ? [
      ...tableLines(table),
      "' Every row shows again; the table keeps its filter buttons",
      "If table.ShowAutoFilter Then",
      "    If table.AutoFilter.FilterMode Then table.AutoFilter.ShowAllData",
      "End If",
    ]
    : request.allSheets
    ? ["For Each ws In ThisWorkbook.Worksheets", ...clearOne("ws").map((line) => `    ${line}`), "Next ws"]
    : [...sheetLines(request, assumed), "", ...clearOne("ws")];
  const code = macroCode({
    name: "ClearFilter",
    about: [
      keepArrows || table
        ? "Shows every row again; the filter arrows stay."
        : "Removes the AutoFilter so every row shows again.",
    ],
    variables: ["ws As Worksheet", ...(table ? ["table As ListObject"] : [])],
    body,
  });
  const where = table ? `the table ${table}` : request.allSheets ? "every sheet" : sheetWords(request);
  return draft(
    code,
    [
      keepArrows || table
        ? `This macro clears the filters on ${where} so every row shows, keeping the filter arrows in the headings.`
        : `This macro turns the filter off on ${where} so all rows show and the filter arrows go away.`,
    ],
    assumed,
    moduleSteps("ClearFilter"),
  );
};

interface Field {
  column: ColumnRef;
  test: Condition;
}

// The columns whose values a word names by itself: "East rows" are the rows whose region is East.
const valueColumns: [RegExp, RegExp, string][] = [
  [regionValues, /region|area|territor/i, "Region"],
  [statusValues, /status|state|stage/i, "Status"],
  [departmentValues, /dep(?:ar)?t|division/i, "Department"],
];

// "only show East rows", "the pending orders": a known value before a word for rows, tested on its usual column.
const namedValue = (request: MacroRequest): Field | undefined => {
  for (
    const match of request.original.matchAll(
      /\b([A-Za-z][\w-]*)\s+(?:rows?|orders?|records?|entries|lines|sales|deals|items|tasks|invoices|tickets|ones)\b/g,
    )
  ) {
    const kind = valueColumns.find(([values]) => values.test(match[1]));
    if (!kind) continue;
    const letter = request.layout?.columns.find((column) => kind[1].test(column.header))?.letter;
    return { column: letter ? { letter } : { header: kind[2] }, test: { kind: "equals", text: match[1] } };
  }
  return undefined;
};

// "Region = South and Amount > 500" gives two fields; otherwise the request's one condition on its column, and a
// value the rows are named by ("East rows with an amount over 500").
const fieldsOf = (request: MacroRequest): Field[] => {
  const headed = findHeadingTests(request.original).map(({ header, test }) => ({
    column: resolveColumn({ header }, request.layout)!,
    test,
  }));
  if (headed.length > 1) return headed;
  const value = namedValue(request);
  if (!request.condition || request.condition.kind === "duplicate") return value ? [value] : [];
  const tested = { column: request.conditionColumn ?? request.column ?? { letter: "A" }, test: request.condition };
  const same = value && request.condition.kind === "equals" &&
    request.condition.text.toLowerCase() === (value.test as { text: string }).text.toLowerCase();
  return value && !same && (request.conditionColumn || request.column) ? [value, tested] : same ? [value] : [tested];
};

/**
 * Shows only the rows that pass the request's tests with AutoFilter, one field per column; "delete those rows"
 * deletes the rows that show and takes the filter off again.
 */
export const filterData = (request: MacroRequest): VbaDraft | undefined => {
  const fields = fieldsOf(request);
  if (!fields.length) return undefined;
  const assumed: string[] = [];
  if (fields.length === 1 && !request.conditionColumn && !request.column && "letter" in fields[0].column) {
    assumed.push("it filters column A");
  }
  const deleting = /\bdelete|\bremove|\bget rid/.test(request.text);
  const headers = fields.some((field) => "header" in field.column);
  const name = deleting ? "DeleteFilteredRows" : "FilterData";
  const code = macroCode({
    name,
    about: [
      `Shows only the rows where ${
        fields.map((field) => `${refWords(field.column)} is ${conditionWords(field.test)}`).join(" and ")
      }.`,
      ...(deleting ? ["Then deletes those rows and shows the rest again."] : []),
    ],
    variables: [
      "ws As Worksheet",
      "rng As Range",
      "col As Long",
      ...(headers ? ["headerCell As Range"] : []),
      ...(deleting ? ["visible As Range"] : []),
    ],
    body: [
      ...sheetLines(request, assumed),
      `Set rng = ${dataBlock(request, assumed, headedBlock)}`,
      "' Start from a clean filter",
      "If ws.AutoFilterMode Then ws.AutoFilterMode = False",
      "",
      ...fields.flatMap((field) => [
        ...refColumnLines(field.column, "ws", "col"),
        "' The field is the column's position inside the data",
        `rng.AutoFilter Field:=col - rng.Column + 1, ${filterArguments(field.test)}`,
      ]),
      ...(deleting
        ? [
          "",
          "' Delete the rows that show, under the heading row",
          "If rng.Rows.Count > 1 Then",
          "    On Error Resume Next",
          "    Set visible = rng.Offset(1, 0).Resize(rng.Rows.Count - 1).SpecialCells(xlCellTypeVisible)",
          "    On Error GoTo Failed",
          "    If Not visible Is Nothing Then visible.EntireRow.Delete",
          "End If",
          "' Take the filter off again",
          "ws.AutoFilterMode = False",
        ]
        : []),
    ],
  });
  const words = fields.map((field) => `${refWords(field.column)} is ${conditionWords(field.test)}`).join(" and ");
  return draft(
    code,
    [
      deleting
        ? `This macro filters ${sheetWords(request)} to the rows where ${words}, deletes them, and removes the filter.`
        : `This macro filters ${sheetWords(request)} so only rows where ${words} show.`,
      deleting
        ? "Deleting cannot be undone with Ctrl+Z, so try it on a copy first."
        : "The other rows are hidden, not deleted; Data > Clear shows them again.",
    ],
    assumed,
    moduleSteps(name),
  );
};
