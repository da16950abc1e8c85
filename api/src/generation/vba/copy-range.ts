import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, namedSheetLines, targetSheetLines, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/**
 * Copies a range, a column or the selection to another place: a cell, a column, or another sheet (added when
 * missing), with its formats, or as values only when the request says so.
 */
export const copyRange = (request: MacroRequest): VbaDraft | undefined => {
  const { original, text } = request;
  const lettered = request.columns.filter((mention) => mention.letter && !mention.to);
  const fromColumn = !request.range && !request.selection && lettered.length ? lettered[0].letter : undefined;
  if (!request.range && !request.selection && !fromColumn) return undefined;
  const source = request.sheets.find((sheet) => sheet.role === "source")?.name;
  const target = request.sheets.find((sheet) => sheet.role !== "source")?.name;
  const toColumn = fromColumn && lettered.length > 1 ? lettered[1].letter : undefined;
  const toCell = /\bto\s+(?:cell\s+)?(?:["']?[\w ]+["']?!)?\$?([A-Z]{1,2})\$?([1-9]\d{0,6})\b/i.exec(original);
  if (!target && !toColumn && !toCell) return undefined;
  const assumed: string[] = [];
  const valuesOnly = /\bvalues?\b|\bno formulas\b|\bwithout (?:the )?formulas\b/.test(text);
  const from = request.selection
    ? "Selection"
    : fromColumn
    ? `Intersect(ws.UsedRange, ws.Columns(${vbaString(fromColumn)}))`
    : `ws.Range(${vbaString(request.range!)})`;
  const destCell = toCell ? `${toCell[1].toUpperCase()}${toCell[2]}` : "A1";
  if (!toCell && !toColumn) assumed.push("the cells go to A1 of the other sheet");
  const topLeft = toColumn ? `dest.Cells(src.Row, ${vbaString(toColumn)})` : `dest.Range(${vbaString(destCell)})`;
  const code = macroCode({
    name: "CopyRange",
    about: [`Copies cells to another place${valuesOnly ? ", values only" : ""}.`],
    variables: ["ws As Worksheet", "dest As Worksheet", "src As Range"],
    body: [
      ...(request.selection
        ? ['If TypeName(Selection) <> "Range" Then GoTo Finish', "Set ws = Selection.Worksheet"]
        : source
        ? namedSheetLines(source, "ws")
        : ["Set ws = ActiveSheet"]),
      ...(target ? targetSheetLines(target, "dest") : ["Set dest = ws"]),
      `Set src = ${from}`,
      "If src Is Nothing Then GoTo Finish",
      "",
      valuesOnly
        ? "' Values only: write the values straight across, formulas and formats stay behind"
        : "' Copy everything: values, formulas and formats",
      valuesOnly
        ? `${topLeft}.Resize(src.Rows.Count, src.Columns.Count).Value = src.Value`
        : `src.Copy Destination:=${topLeft}`,
    ],
  });
  const what = request.selection ? "the selected cells" : fromColumn ? `column ${fromColumn}` : request.range;
  const where = toColumn ? `column ${toColumn}` : `${destCell}${target ? ` of the sheet "${target}"` : ""}`;
  return draft(
    code,
    [
      `This macro copies ${what}${source ? ` of the sheet "${source}"` : ""} to ${where}${
        valuesOnly ? " as values only (no formulas or formats)" : ""
      }.`,
      "Whatever is already in the destination is overwritten.",
    ],
    assumed,
    moduleSteps("CopyRange"),
  );
};
