import type { VbaDraft } from "../types.ts";
import { folderLines } from "./folder-files.ts";
import { draft, macroCode, moduleSteps, targetSheetLines } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** "list every file in C:\Projects incl subfolders with size and date modified": a listing, not the files' data. */
export const asksFileList = (text: string) =>
  /\b(?:list|listing|inventory|catalog(?:ue)?|index)\b[^.]{0,40}\b(?:files|file names|filenames|every file|all files)\b|\b(?:files|file names) in\b[^.]{0,40}\b(?:list|listed)\b/
    .test(text) && !/\b(?:combine|merge|consolidate|copy|import|open each)\b/.test(text);

/** Lists the files of a folder (and its subfolders, when asked) with their size and last change on a sheet. */
export const listFiles = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const deep = /\bsub-?folders?\b|\bsub-?director/.test(request.text);
  const target = request.sheets.find((sheet) => sheet.role !== "source")?.name ?? "File List";
  if (!request.sheets.some((sheet) => sheet.role !== "source")) {
    assumed.push('the list goes on a sheet named "File List"');
  }
  const code = macroCode({
    name: "ListFiles",
    about: [`Lists every file in a folder${deep ? " and its subfolders" : ""}: path, name, size and last change.`],
    variables: [
      "folder As String",
      "fso As Object",
      "pending As Collection",
      "current As Object",
      "child As Object",
      "file As Object",
      "dest As Worksheet",
      "r As Long",
    ],
    body: [
      ...folderLines(request),
      ...targetSheetLines(target, "dest"),
      "dest.Cells.Clear",
      'dest.Range("A1:D1").Value = Array("Folder", "File", "Size (bytes)", "Last modified")',
      "r = 1",
      'Set fso = CreateObject("Scripting.FileSystemObject")',
      "If Not fso.FolderExists(folder) Then",
      '    MsgBox "There is no folder " & folder, vbExclamation',
      "    GoTo Finish",
      "End If",
      "' Folders still to list; each one's subfolders join the queue, so no recursion is needed",
      "Set pending = New Collection",
      "pending.Add fso.GetFolder(folder)",
      "Do While pending.Count > 0",
      "    Set current = pending(1)",
      "    pending.Remove 1",
      "    For Each file In current.Files",
      "        r = r + 1",
      "        dest.Cells(r, 1).Value = current.Path",
      "        dest.Cells(r, 2).Value = file.Name",
      "        dest.Cells(r, 3).Value = file.Size",
      "        dest.Cells(r, 4).Value = file.DateLastModified",
      "    Next file",
      ...(deep ? ["    For Each child In current.SubFolders", "        pending.Add child", "    Next child"] : []),
      "Loop",
      "dest.Columns.AutoFit",
      'MsgBox r - 1 & " file(s) listed.", vbInformation',
    ],
    restore: ["Set fso = Nothing"],
  });
  return draft(
    code,
    [
      `This macro lists every file in ${request.folder?.folder ?? "the folder"}${
        deep ? " and all its subfolders" : ""
      } on the sheet "${target}": its folder, name, size in bytes and when it was last changed.`,
    ],
    assumed,
    moduleSteps("ListFiles"),
  );
};
