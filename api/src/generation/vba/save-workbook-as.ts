import type { VbaDraft } from "../types.ts";
import { saveFolder } from "./export-paths.ts";
import { draft, macroCode, moduleSteps, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

// "[customer name from B2]_[today].xlsm", "<B2>-<date>.xlsx": a file name built from cells and today's date.
const builtName = /((?:\[[^\]]{1,60}\]|<[^>]{1,60}>|\{[^}]{1,60}\}|[\w-])+)\.(xlsm|xlsx|xlsb|xls)\b/i;

/** The request saves the workbook under a name made of parts ("save the workbook as [B2]_[today].xlsm"). */
export const savesWorkbookAs = (original: string) =>
  /\bsave\b[^.]{0,40}\b(?:workbook|file|it)\b[^.]{0,10}\bas\b/i.test(original) &&
  (builtName.exec(original)?.[1] ?? "").search(/[[<{]/) >= 0;

// One part of the name as a VBA expression: a cell's text, today's date, or the text as written.
const part = (token: string): string => {
  const inner = token.slice(1, -1);
  const cell = /\b([A-Z]{1,2}[1-9]\d{0,6})\b/.exec(inner);
  if (cell) return `ActiveSheet.Range(${vbaString(cell[1])}).Text`;
  if (/\b(?:today|date|now)\b/i.test(inner)) return 'Format(Date, "yyyy-mm-dd")';
  return vbaString(inner);
};

/** Saves the workbook with SaveAs under a name built from cells, today's date and fixed text, in the format asked. */
export const saveWorkbookAs = (request: MacroRequest): VbaDraft | undefined => {
  const match = builtName.exec(request.original);
  if (!match) return undefined;
  const assumed: string[] = [];
  const ext = match[2].toLowerCase();
  const parts = [...match[1].matchAll(/\[[^\]]+\]|<[^>]+>|\{[^}]+\}|[^[<{]+/g)].map(([token]) =>
    /^[[<{]/.test(token) ? part(token) : vbaString(token)
  );
  const format = ext === "xlsm"
    ? "xlOpenXMLWorkbookMacroEnabled"
    : ext === "xlsb"
    ? "xlExcel12"
    : ext === "xls"
    ? "xlExcel8"
    : "xlOpenXMLWorkbook";
  const where = saveFolder(request, assumed);
  const code = macroCode({
    name: "SaveWorkbookAs",
    about: [`Saves the workbook as a .${ext} file named from your cells and today's date.`],
    variables: ["folder As String", "fileName As String"],
    body: [
      ...where.lines,
      "' The name, made of the parts you gave; characters Windows refuses in file names become _",
      `fileName = ${parts.join(" & ")}`,
      'fileName = Replace(Replace(Replace(fileName, "/", "_"), "\\", "_"), ":", "_")',
      `ThisWorkbook.SaveAs Filename:=folder & Application.PathSeparator & fileName & ${
        vbaString(`.${ext}`)
      }, FileFormat:=${format}`,
    ],
  });
  return draft(
    code,
    [
      `This macro saves the workbook in ${where.words} as ${
        match[1]
      }.${ext}, reading the cells and today's date when it runs.`,
      "After SaveAs the open workbook is the new file; the old one stays as it was last saved.",
      ...(ext === "xlsx" ? ["An .xlsx file cannot hold macros, so this macro is not in the new file."] : []),
    ],
    assumed,
    moduleSteps("SaveWorkbookAs"),
  );
};
