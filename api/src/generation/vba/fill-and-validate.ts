import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** Copies the formula (or value) in a column's first data row down to the last row of the data. */
export const fillDown = (request: MacroRequest): VbaDraft | undefined => {
  const letter = request.columns.find((mention) => mention.letter && !mention.to)?.letter;
  if (!letter) return undefined;
  const assumed: string[] = [
    "the formula to copy is in row 2, under the headings",
    "the data's length is set by column A",
  ];
  const code = macroCode({
    name: "FillDown",
    about: [`Copies row 2 of column ${letter} down to the last row of the data, formulas adjusting as they go.`],
    variables: ["ws As Worksheet", "lastRow As Long"],
    body: [
      ...sheetLines(request, assumed),
      "' The last row of the data, judged by column A",
      'lastRow = ws.Cells(ws.Rows.Count, "A").End(xlUp).Row',
      "If lastRow < 3 Then GoTo Finish",
      `ws.Range(${vbaString(`${letter}2`)} & ":" & ${vbaString(letter)} & lastRow).FillDown`,
    ],
  });
  return draft(
    code,
    [`This macro copies what is in ${letter}2 down column ${letter} to the last row of the data on ${
      sheetWords(request)
    }, like double-clicking the fill handle.`],
    assumed,
    moduleSteps("FillDown"),
  );
};

/** A drop-down list of allowed values on the named cells ("add data validation Yes,No to column F"). */
export const validationList = (request: MacroRequest): VbaDraft | undefined => {
  const listed =
    /\b(?:list|options?|values?|choices|drop-?down(?: list)?)\b(?:\s+(?:of|with|:))?\s*:?\s*((?:"[^"]+"|'[^']+'|[\w-]+)(?:\s*(?:,|\/|\bor\b|\band\b)\s*(?:"[^"]+"|'[^']+'|[\w-]+))+)/i
      .exec(request.original);
  if (!listed) return undefined;
  const values = listed[1].split(/\s*(?:,|\/|\bor\b|\band\b)\s*/).map((one) => one.replace(/^["']|["']$/g, "").trim())
    .filter((one) => one && !/^(?:to|in|on|for|column|col)$/i.test(one));
  if (values.length < 2) return undefined;
  const assumed: string[] = [];
  const target = cellTarget(request, assumed, true);
  const code = macroCode({
    name: "AddDropDownList",
    about: [`Lets the cells hold only ${values.join(", ")}, picked from a drop-down list.`],
    variables: ["ws As Worksheet", "rng As Range", ...target.variables],
    body: [
      ...(target.selection ? ["Set ws = ActiveSheet"] : sheetLines(request, assumed)),
      ...target.lines,
      "With rng.Validation",
      "    .Delete",
      `    .Add Type:=xlValidateList, AlertStyle:=xlValidAlertStop, Formula1:=${vbaString(values.join(","))}`,
      "    .InCellDropdown = True",
      "End With",
    ],
  });
  return draft(
    code,
    [
      `This macro adds a drop-down list (${values.join(", ")}) to ${target.words}${
        target.selection ? "" : ` on ${sheetWords(request)}`
      }; other entries are refused.`,
    ],
    assumed,
    moduleSteps("AddDropDownList"),
  );
};
