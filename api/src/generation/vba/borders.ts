import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { rgbCall } from "./colours.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const edges: [RegExp, string][] = [
  [/\bbottom\b|\bunder(?:neath)?\b|\bbelow\b|\bunderline the row\b/, "xlEdgeBottom"],
  [/\btop\b|\babove\b/, "xlEdgeTop"],
  [/\bleft\b/, "xlEdgeLeft"],
  [/\bright\b/, "xlEdgeRight"],
];

/** Draws borders (all lines, an outline, or one edge; thin to thick, single or double), or removes them. */
export const addBorders = (request: MacroRequest): VbaDraft => {
  const { text } = request;
  const assumed: string[] = [];
  const remove = /\b(?:remove|clear|delete|no|without|take off|get rid of)\b[^.]*\bborders?\b|\bborders? off\b/.test(
    text,
  );
  const lastRow = /\b(?:last|totals?|final) row\b/.test(text);
  const headerRow = !lastRow && /\bheaders?\b|\bheadings?\b|\b(?:first|top) row\b|\brow 1\b/.test(text);
  const target = lastRow || headerRow ? undefined : cellTarget(request, assumed, false);
  const weight = /\bthick\b|\bheavy\b/.test(text)
    ? "xlThick"
    : /\bmedium\b|\bbold\b/.test(text)
    ? "xlMedium"
    : "xlThin";
  const style = /\bdouble\b/.test(text)
    ? "xlDouble"
    : /\bdash(?:ed)?\b/.test(text)
    ? "xlDash"
    : /\bdott?ed\b/.test(text)
    ? "xlDot"
    : "xlContinuous";
  const colour = request.colour ? rgbCall(request.colour) : "RGB(0, 0, 0)";
  const outside = /\boutside\b|\boutline\b|\baround\b(?! (?:all|every|each) (?:the )?cells?)|\bbox\b/.test(text) &&
    !/\ball borders\b|\bgrid\b|\bevery cell\b/.test(text);
  const edge = edges.find(([words]) => words.test(text))?.[1];
  const targetLines = lastRow
    ? [
      "' The last row that has data",
      "Set rng = Intersect(ws.Rows(ws.UsedRange.Row + ws.UsedRange.Rows.Count - 1), ws.UsedRange)",
    ]
    : headerRow
    ? ["' The heading row, as far as the data goes", "Set rng = Intersect(ws.Rows(1), ws.UsedRange)"]
    : target!.lines;
  const draw = remove
    ? ["' No line on any edge or inside line", "rng.Borders.LineStyle = xlNone"]
    : edge && !outside
    ? [
      `With rng.Borders(${edge})`,
      `    .LineStyle = ${style}`,
      ...(style === "xlDouble" ? [] : [`    .Weight = ${weight}`]),
      `    .Color = ${colour}`,
      "End With",
    ]
    : outside
    ? [`rng.BorderAround LineStyle:=${style}, Weight:=${style === "xlDouble" ? "xlThick" : weight}, Color:=${colour}`]
    : [
      "With rng.Borders",
      `    .LineStyle = ${style}`,
      ...(style === "xlDouble" ? [] : [`    .Weight = ${weight}`]),
      `    .Color = ${colour}`,
      "End With",
    ];
  const words = lastRow ? "the last row with data" : headerRow ? "the heading row" : target!.words;
  const code = macroCode({
    name: remove ? "RemoveBorders" : "AddBorders",
    about: [remove ? "Removes every border line from the range." : "Draws border lines on the range."],
    variables: ["ws As Worksheet", "rng As Range", ...(target?.variables ?? [])],
    body: [
      ...(target?.selection ? [] : sheetLines(request, assumed)),
      ...targetLines,
      "If rng Is Nothing Then GoTo Finish",
      "",
      ...draw,
    ],
  });
  const kind = remove
    ? "removes every border from"
    : `puts ${style === "xlDouble" ? "a double" : weight.slice(2).toLowerCase()} ${
      edge && !outside
        ? `${edge.slice(6).toLowerCase()} border on`
        : outside
        ? "border around"
        : "borders on every cell of"
    }`;
  return draft(
    code,
    [`This macro ${kind} ${words}${target?.selection ? "" : ` on ${sheetWords(request)}`}.`],
    assumed,
    moduleSteps(remove ? "RemoveBorders" : "AddBorders"),
  );
};
