import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "ask how many rows to insert": the number comes from the user when the macro runs. */
export const asksHowMany = (text: string) =>
  /\b(?:ask|asks|asking|prompt|input ?box|pop ?up)\b[^.]{0,40}\bhow many\b|\bhow many\b[^.]{0,30}\b(?:ask|prompt|input ?box)\b/
    .test(text);

/** Asks how many rows to insert, then inserts them under (or above) the selected cell. */
export const insertAskedRows = (request: MacroRequest): VbaDraft => {
  const above = /\babove\b|\bbefore\b/.test(request.text);
  const code = macroCode({
    name: "InsertAskedRows",
    about: [`Asks how many rows to insert, then inserts them ${above ? "above" : "under"} the selected cell.`],
    variables: ["answer As Variant", "howMany As Long"],
    body: [
      "' Type:=1 lets only a number through; Cancel gives False",
      'answer = Application.InputBox("How many rows do you want to insert?", "Insert rows", 1, Type:=1)',
      "If VarType(answer) = vbBoolean Then GoTo Finish",
      "howMany = CLng(answer)",
      "If howMany < 1 Then GoTo Finish",
      `ActiveCell.Offset(${above ? 0 : 1}, 0).EntireRow.Resize(howMany).Insert Shift:=xlDown`,
    ],
  });
  return draft(
    code,
    [
      `This macro asks how many rows you want and inserts that many blank rows ${
        above ? "above" : "under"
      } the cell you have selected (Selection's active cell). Cancel or 0 does nothing.`,
    ],
    [],
    moduleSteps("InsertAskedRows", ["Select the cell to insert under, then run the macro."]),
  );
};
