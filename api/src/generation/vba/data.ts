import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, unlessExcluded, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const matchCase = (text: string) => /\bmatch(?:ing)? (?:the )?case\b|\bcase[- ]sensitive\b|\bexact case\b/.test(text);

/** Replaces text in the selection, a range, a column, one sheet or every sheet, with Excel's Replace. */
export const findReplace = (request: MacroRequest): VbaDraft | undefined => {
  if (!request.replace) return undefined;
  const { find, with: replacement } = request.replace;
  const assumed: string[] = [];
  const exact = matchCase(request.text);
  const whole =
    /\bwhole cells?\b|\bentire cells?\b|\bexact(?:ly)? match\b|\bonly (?:cells|if the cell) (?:that )?(?:is|are|equals?)\b/
      .test(request.text);
  const replaceCall = (target: string) =>
    `${target}.Replace What:=${vbaString(find)}, Replacement:=${vbaString(replacement)}, LookAt:=${
      whole ? "xlWhole" : "xlPart"
    }, MatchCase:=${exact ? "True" : "False"}`;
  const every = request.allSheets && !request.selection;
  const target = every ? undefined : cellTarget(request, assumed, false);
  const code = macroCode({
    name: "FindAndReplace",
    about: [
      `Replaces "${find}" with "${replacement}"${
        whole ? " in cells that hold exactly that" : ", also inside longer text"
      }.`,
    ],
    variables: ["ws As Worksheet", "rng As Range", ...(target?.variables ?? [])],
    body: every
      ? [
        "For Each ws In ThisWorkbook.Worksheets",
        ...unlessExcluded(request.exceptSheets, [replaceCall("ws.UsedRange")]).map((line) => `    ${line}`),
        "Next ws",
      ]
      : [...(target!.selection ? [] : sheetLines(request, assumed)), ...target!.lines, "", replaceCall("rng")],
  });
  return draft(
    code,
    [
      `This macro replaces every "${find}" with ${replacement ? `"${replacement}"` : "nothing"}`,
      `in ${
        every
          ? "every sheet of the workbook"
          : `${target!.words}${target!.selection ? "" : ` of ${sheetWords(request)}`}`
      }.`,
      exact
        ? "Upper and lower case must match exactly."
        : "Upper and lower case are treated alike; change MatchCase:=False to True to match case exactly.",
    ],
    assumed,
    moduleSteps("FindAndReplace"),
  );
};

/** Turns formulas into their current values, in the selection, a range, a column, a sheet or every sheet. */
export const formulasToValues = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const every = request.allSheets && !request.selection && !request.range;
  const target = every ? undefined : cellTarget(request, assumed, false);
  const code = macroCode({
    name: "ConvertFormulasToValues",
    about: ["Replaces formulas with the values they show, so they no longer recalculate."],
    variables: ["ws As Worksheet", "rng As Range", ...(target?.variables ?? [])],
    body: every
      ? [
        "For Each ws In ThisWorkbook.Worksheets",
        ...unlessExcluded(request.exceptSheets, [
          "Set rng = ws.UsedRange",
          "' Writing the values over themselves removes the formulas",
          "rng.Value = rng.Value",
        ]).map((line) => `    ${line}`),
        "Next ws",
      ]
      : [
        ...(target!.selection ? [] : sheetLines(request, assumed)),
        ...target!.lines,
        "",
        "' Writing the values over themselves removes the formulas",
        "rng.Value = rng.Value",
      ],
  });
  return draft(
    code,
    [
      `This macro converts the formulas in ${
        every
          ? `every sheet${request.exceptSheets.length ? ` except ${request.exceptSheets.join(", ")}` : ""}`
          : `${target!.words}${target!.selection ? "" : ` of ${sheetWords(request)}`}`
      } to plain values.`,
      "This cannot be undone with Ctrl+Z, so keep a copy of the workbook if you may need the formulas again.",
    ],
    assumed,
    moduleSteps("ConvertFormulasToValues"),
  );
};
