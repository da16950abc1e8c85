import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { type Colour, colourRole, findColours, rgbCall } from "./colours.ts";
import { conditionWords } from "./conditions.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { Condition } from "./request-conditions.ts";
import type { MacroRequest } from "./request-params.ts";

const lightRed: Colour = { name: "light red", rgb: [255, 199, 206] };

// An Excel formula string inside a VBA string: quotes doubled twice over ("Closed" → ""Closed"").
const excelText = (text: string) => `""${text.replaceAll('"', '""""')}""`;

/** The rule as a formula on the range's first cell, which Excel moves along with each cell it applies to. */
const formulaOf = (test: Condition, cell: string): string | undefined => {
  switch (test.kind) {
    case "compare":
      return `=AND(ISNUMBER(${cell}),${cell}${test.op}${test.value})`;
    case "equals":
      return `=TRIM(${cell})=${excelText(test.text)}`;
    case "notEquals":
      return `=TRIM(${cell})<>${excelText(test.text)}`;
    case "contains":
      return `=ISNUMBER(SEARCH(${excelText(test.text)},${cell}))`;
    case "oneOf":
      return `=OR(${test.texts.map((text) => `TRIM(${cell})=${excelText(text)}`).join(",")})`;
    case "blank":
      return `=LEN(TRIM(${cell}))=0`;
    case "notBlank":
      return `=LEN(TRIM(${cell}))>0`;
    case "date":
      return test.day
        ? `=AND(ISNUMBER(${cell}),${cell}${test.op}DATE(${test.day.join(",")}))`
        : `=AND(ISNUMBER(${cell}),${cell}${test.op}TODAY()${
          test.days ? `${test.days < 0 ? "-" : "+"}${Math.abs(test.days)}` : ""
        })`;
    case "thisMonth":
      return `=AND(ISNUMBER(${cell}),TEXT(${cell},""yyyymm"")=TEXT(TODAY(),""yyyymm""))`;
    case "duplicate":
      return undefined;
  }
};

/**
 * Real conditional formatting (it updates by itself as values change): a rule on the range that colours the cells,
 * or whole rows, meeting the request's condition. Duplicates use Excel's own duplicate rule.
 */
export const conditionalFormat = (request: MacroRequest): VbaDraft | undefined => {
  const test = request.condition;
  if (!test) return undefined;
  const assumed: string[] = [];
  const found = findColours(request.text)[0];
  const colour = found?.colour ?? lightRed;
  if (!found) assumed.push("the colour is light red");
  const font = found ? colourRole(request.text, found.at, found.end) === "font" : false;
  const target = cellTarget(request, assumed, true);
  const wholeRow = /\b(?:rows?|entire row|whole row)\b/.test(request.text) && !target.selection;
  const rule = formulaOf(test, '" & firstCell & "');
  // "if column D says Overdue the whole row goes red. data is A2:H200": the rows' test looks at D, not at A.
  const tested = request.conditionColumn && "letter" in request.conditionColumn
    ? request.conditionColumn.letter
    : undefined;
  const look = [
    `    .${font ? "Font" : "Interior"}.Color = ${rgbCall(colour)}`,
    ...(/\bbold\b/.test(request.text) ? ["    .Font.Bold = True"] : []),
  ];
  const code = macroCode({
    name: "AddConditionalFormat",
    about: [
      `Adds a conditional format: ${wholeRow ? "rows" : "cells"} whose value is ${
        conditionWords(test)
      } turn ${colour.name}.`,
      "Excel keeps applying it as the values change.",
    ],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables, ...(rule ? ["firstCell As String"] : [])],
    body: [
      ...(target.selection ? ["Set ws = ActiveSheet"] : sheetLines(request, assumed)),
      ...target.lines,
      ...(rule
        ? [
          "' The rule is written for the first cell; Excel shifts it for every other cell",
          ...(wholeRow
            ? [
              "' The tested column is fixed with $ (as in $D2), so every cell of a row looks at that row's cell",
              tested
                ? `firstCell = "$${tested}" & rng.Row`
                : 'firstCell = "$" & Split(rng.Cells(1, 1).Address(True, False), "$")(0) & rng.Row',
              "Set rng = Intersect(rng.EntireRow, ws.UsedRange)",
            ]
            : ["firstCell = rng.Cells(1, 1).Address(False, False)"]),
          `With rng.FormatConditions.Add(Type:=xlExpression, Formula1:="${rule}")`,
          ...look,
          "End With",
        ]
        : ["With rng.FormatConditions.AddUniqueValues", "    .DupeUnique = xlDuplicate", ...look, "End With"]),
    ],
  });
  return draft(
    code,
    [
      `This macro adds a conditional formatting rule to ${target.words}${
        target.selection ? "" : ` on ${sheetWords(request)}`
      }:`,
      `${wholeRow ? "each row whose" : "each cell whose"} value is ${conditionWords(test)} gets a ${colour.name} ${
        font ? "text colour" : "fill"
      }. The colours follow the values as they change; Home > Conditional Formatting > Manage Rules shows the rule.`,
    ],
    assumed,
    moduleSteps("AddConditionalFormat"),
  );
};
