import type { VbaDraft } from "../types.ts";
import { folderLines, patternOf } from "./folder-files.ts";
import { draft, macroCode, moduleSteps, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

// "C3 needs to be changed to FY25", "set B2 to 0", "put Done in C3": the value the cell is to hold.
const newValue = (original: string): string | undefined => {
  const match =
    /\b(?:chang|set|updat|overwrit|replac)\w*\b[^.;]{0,60}?\b(?:to|with)\s+(?:"([^"]{1,60})"|'([^']{1,60})'|([^\s,.;'"]{1,60}))/i
      .exec(original) ??
      /\b(?:put|write|enter|type)\s+(?:"([^"]{1,60})"|'([^']{1,60})'|([^\s,.;'"]{1,60}))\s+(?:in|into)\b/i.exec(
        original,
      );
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value && !/^(?:the|a|an|it|them|each|every|all|cell)$/i.test(value) ? value : undefined;
};

/** Opens every workbook in a folder, writes one value into one cell (on the sheet named), and saves it. */
export const editEachFile = (request: MacroRequest): VbaDraft | undefined => {
  const value = newValue(request.original);
  // "set C3 to FY25": FY25 could be a cell too, but never the cell being set.
  if (!request.cell || !value || value.toUpperCase() === request.cell) return undefined;
  const assumed: string[] = [];
  const pattern = patternOf(request.text);
  const sheet = request.sheet ? `book.Worksheets(${vbaString(request.sheet)})` : "book.Worksheets(1)";
  if (!request.sheet) assumed.push("the cell is on the first sheet of each workbook");
  const literal = /^-?\d+(?:\.\d+)?$/.test(value) ? value : vbaString(value);
  const code = macroCode({
    name: "UpdateEachWorkbook",
    about: [`Sets ${request.cell} to ${value} in every ${pattern} file of a folder, and saves each one.`],
    variables: ["folder As String", "fileName As String", "book As Workbook", "changed As Long"],
    body: [
      ...folderLines(request),
      "If Right(folder, 1) <> Application.PathSeparator Then folder = folder & Application.PathSeparator",
      "' Files that ask about links or run their own macros must not stop the loop",
      "Application.DisplayAlerts = False",
      "Application.EnableEvents = False",
      "",
      `fileName = Dir(folder & ${vbaString(pattern)})`,
      'Do While fileName <> ""',
      "    If fileName <> ThisWorkbook.Name Then",
      "        Set book = Workbooks.Open(folder & fileName, UpdateLinks:=0)",
      `        ${sheet}.Range(${vbaString(request.cell)}).Value = ${literal}`,
      "        book.Close SaveChanges:=True",
      "        changed = changed + 1",
      "    End If",
      "    fileName = Dir()",
      "Loop",
      "",
      'MsgBox changed & " workbook(s) changed and saved.", vbInformation',
    ],
    restore: ["Application.DisplayAlerts = True", "Application.EnableEvents = True"],
  });
  return draft(
    code,
    [
      `This macro opens each ${pattern} file in ${request.folder?.folder ?? "the folder"}, sets ${request.cell}${
        request.sheet ? ` on the sheet "${request.sheet}"` : ""
      } to ${value}, and saves and closes it.`,
      "The files are changed for good, so keep a copy of the folder until you have checked the result.",
    ],
    assumed,
    moduleSteps("UpdateEachWorkbook"),
  );
};
