import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "recalc the workbook", "recalculate Sheet2": works formulas out again, for manual calculation or volatile ones. */
export const recalculate = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const oneSheet = Boolean(request.sheet) && !/\bworkbook\b|\beverything\b/.test(request.text);
  const code = macroCode({
    name: "Recalculate",
    about: [oneSheet ? "Works out the formulas of one sheet again." : "Works out every formula in the workbook again."],
    variables: oneSheet ? ["ws As Worksheet"] : [],
    // CalculateFull also redoes formulas Excel thinks are up to date, which a plain Calculate may skip.
    body: oneSheet ? [...sheetLines(request, assumed), "ws.Calculate"] : ["Application.CalculateFull"],
  });
  return draft(
    code,
    [
      `This macro recalculates ${
        oneSheet ? `the formulas on ${sheetWords(request)}` : "every formula in every open workbook"
      }, like pressing ${oneSheet ? "Shift+F9" : "Ctrl+Alt+F9"}.`,
    ],
    assumed,
    moduleSteps("Recalculate"),
  );
};
