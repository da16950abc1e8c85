import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

// "put =B2*C2 in D2", "enter the formula =SUM(A2:C2) into E2": the formula as typed, and the cell it starts in.
const typedFormula = (original: string): { formula: string; column: string; row: number } | undefined => {
  const match =
    /(?:^|\s)(=[^\s"']*(?:"[^"]*"[^\s"']*)*)\s+(?:in(?:to)?|to|at)\s+(?:cell\s+)?(?:col(?:umn)?\s+)?\$?([A-Z]{1,3})\$?(\d{1,7})?\b/i
      .exec(original);
  if (!match || !/[A-Z]{1,3}\$?\d/i.test(match[1])) return undefined;
  return { formula: match[1].replace(/[.,;]+$/, ""), column: match[2].toUpperCase(), row: Number(match[3] ?? 2) };
};

/** The request writes out a formula and where it goes. */
export const writesFormula = (original: string) => typedFormula(original) !== undefined;

/**
 * Writes the user's formula into its first cell and down the column to the last row of the data in one statement:
 * Excel shifts relative references row by row, as the fill handle does.
 */
export const formulaDown = (request: MacroRequest): VbaDraft | undefined => {
  const typed = typedFormula(request.original);
  if (!typed) return undefined;
  const assumed: string[] = [];
  // The data's length is judged by the first column the formula reads.
  const guide = /\$?([A-Z]{1,3})\$?\d/i.exec(typed.formula.slice(1))?.[1].toUpperCase() ?? "A";
  const code = macroCode({
    name: "FillFormulaDown",
    about: [`Puts ${typed.formula} in ${typed.column}${typed.row} and down to the last row of the data.`],
    variables: ["ws As Worksheet", "lastRow As Long"],
    body: [
      ...sheetLines(request, assumed),
      `' The last row of the data, judged by column ${guide}`,
      `lastRow = ws.Cells(ws.Rows.Count, ${vbaString(guide)}).End(xlUp).Row`,
      `If lastRow < ${typed.row} Then GoTo Finish`,
      "' One statement for the whole column: the references move down a row at a time, like the fill handle",
      `ws.Range(${vbaString(`${typed.column}${typed.row}:${typed.column}`)} & lastRow).Formula = ${
        vbaString(typed.formula)
      }`,
    ],
  });
  return draft(
    code,
    [
      `This macro writes ${typed.formula} into ${typed.column}${typed.row} on ${sheetWords(request)} and fills it down`,
      `column ${typed.column} to the last row with data in column ${guide}; each row's formula points at its own row.`,
    ],
    assumed,
    moduleSteps("FillFormulaDown"),
  );
};
