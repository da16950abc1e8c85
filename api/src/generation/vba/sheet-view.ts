import type { VbaDraft } from "../types.ts";
import { rgbCall } from "./colours.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** The request is about how sheets show rather than what they hold: tab colours, gridlines, zoom, the view's start. */
export const aboutSheetView = (text: string) =>
  /\btabs?\b.*\bcolou?r|\bcolou?r\b.*\btabs?\b|\bgrid ?lines\b|\bzoom\b|\b(?:go|jump|scroll) (?:back )?to (?:cell )?a1\b/
    .test(text);

/**
 * Tab colour, gridlines, zoom, or going back to A1: settings of a sheet's window, for one sheet or every sheet.
 * Gridlines and zoom belong to the window, so each sheet is shown in turn and the first one shown again at the end.
 */
export const sheetView = (request: MacroRequest): VbaDraft | undefined => {
  const { text } = request;
  const lines: string[] = [];
  const words: string[] = [];
  if (/\btabs?\b/.test(text) && request.colour) {
    lines.push(`ws.Tab.Color = ${rgbCall(request.colour)}`);
    words.push(`colours the tab ${request.colour.name}`);
  }
  if (/\bgrid ?lines\b/.test(text)) {
    const show = !/\b(?:off|hide|remove|no|without|turn off|get rid)\b/.test(text);
    lines.push(`ActiveWindow.DisplayGridlines = ${show ? "True" : "False"}`);
    words.push(`${show ? "shows" : "hides"} the gridlines`);
  }
  const zoom = /\bzoom\b\D{0,20}(\d{2,3})\s*%?/.exec(text);
  if (zoom) {
    lines.push(`ActiveWindow.Zoom = ${Math.min(400, Math.max(10, Number(zoom[1])))}`);
    words.push(`sets the zoom to ${zoom[1]}%`);
  }
  if (/\b(?:go|jump|scroll) (?:back )?to (?:cell )?a1\b/.test(text)) {
    lines.push('Application.Goto ws.Range("A1"), Scroll:=True');
    words.push("selects A1 and scrolls to the top");
  }
  if (!lines.length) return undefined;
  const assumed: string[] = [];
  const needsWindow = lines.some((line) => line.startsWith("ActiveWindow") || line.startsWith("Application.Goto"));
  const one = [...(needsWindow ? ["ws.Activate"] : []), ...lines];
  const code = macroCode({
    name: "SetSheetView",
    about: [`${words.join(", ").replace(/^./, (first) => first.toUpperCase())}.`],
    variables: ["ws As Worksheet", ...(request.allSheets && needsWindow ? ["startSheet As Worksheet"] : [])],
    body: request.allSheets
      ? [
        ...(needsWindow ? ["Set startSheet = ActiveSheet"] : []),
        "For Each ws In ThisWorkbook.Worksheets",
        ...one.map((line) => `    ${line}`),
        "Next ws",
        ...(needsWindow ? ["' Show the sheet that was showing before", "startSheet.Activate"] : []),
      ]
      : [...sheetLines(request, assumed), ...one],
  });
  return draft(
    code,
    [`This macro ${words.join(" and ")} on ${request.allSheets ? "every sheet" : sheetWords(request)}.`],
    assumed,
    moduleSteps("SetSheetView"),
  );
};
