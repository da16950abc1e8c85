import type { VbaDraft } from "../types.ts";
import { eventCode, workbookModuleSteps } from "./event-frame.ts";
import { datedNameExpression, saveFolder } from "./export-paths.ts";
import { draft, macroCode, moduleSteps, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

/** The request wants a copy of the workbook saved aside ("back up", "a dated copy", "SaveCopyAs"). */
export const asksForBackup = (text: string) =>
  /\b(?:back ?-?up|backing up)\s+(?:of\s+)?(?:this|the|my|our|a)?\s*(?:workbook|file|copy)\b|\b(?:a|the|make|save|saves|create|keep)\s+(?:dated\s+|daily\s+)?backups?\b(?!\s+(?:sheet|tab))|\bback (?:this|it|the file|the workbook|my file) up\b|\b(?:dated|timestamped|date-stamped|spare) copy\b|\bcopy of (?:this|the|my) (?:workbook|file)\b|\bsave ?copy ?as\b|\bsnapshot\b/
    .test(text);

const nameLines = (request: MacroRequest, assumed: string[]): string[] => {
  const stamped = /\btime\b|\bhh\b|\bdate ?\+ ?time\b|\btime ?stamp/.test(request.text)
    ? "yyyy-mm-dd_hh-nn-ss"
    : "yyyy-mm-dd";
  const file = request.file && /^xls/.test(request.file.ext) ? request.file : undefined;
  // "Budget_YYYYMMDD.xlsm": the name's date pattern becomes today's date in that format.
  const dated = file ? datedNameExpression(file.base) : undefined;
  if (file && dated) return [`backupName = ${dated} & ${vbaString(`.${file.ext}`)}`];
  if (file) {
    return [
      `backupName = ${vbaString(`${file.base}_`)} & Format(Now, ${vbaString(stamped)}) & ${vbaString(`.${file.ext}`)}`,
    ];
  }
  assumed.push("the copy is named after the workbook with the date added");
  return [
    "' The workbook's name with the date before its extension: Budget.xlsm becomes Budget_2024-05-01.xlsm",
    'dotAt = InStrRev(ThisWorkbook.Name, ".")',
    `backupName = Left(ThisWorkbook.Name, dotAt - 1) & "_" & Format(Now, ${
      vbaString(stamped)
    }) & Mid(ThisWorkbook.Name, dotAt)`,
  ];
};

/**
 * Saves a dated copy of the workbook with SaveCopyAs, so the open file keeps its name; in a folder the request
 * names, a subfolder, or next to the workbook. "Every time I save" makes it a Workbook_BeforeSave event.
 */
export const backupWorkbook = (request: MacroRequest): VbaDraft => {
  const assumed: string[] = [];
  const where = saveFolder(request, assumed);
  const naming = nameLines(request, assumed);
  const lines = [
    ...where.lines,
    ...naming,
    "' SaveCopyAs writes a copy and leaves the open workbook as it is, under its own name",
    "ThisWorkbook.SaveCopyAs folder & Application.PathSeparator & backupName",
  ];
  const variables = [
    "folder As String",
    "backupName As String",
    ...(naming.some((line) => line.includes("dotAt")) ? ["dotAt As Long"] : []),
  ];
  const onSave =
    /\b(?:every ?time|each time|whenever|when(?:ever)?|before|on) (?:i |you |we |it(?:'?s| is| gets)? |the (?:workbook|file)(?: is| gets)? )?(?:save|saving|saved|is saved)\b/
      .test(request.text);
  const explanation = [
    `This macro saves a copy of the workbook in ${where.words}, with the date${
      /time/.test(lines.join(" ")) ? " and time" : ""
    } in its name.`,
    "It uses SaveCopyAs, so the workbook you have open keeps its own name and stays open.",
  ];
  if (onSave) {
    const code = eventCode({
      signature: "Private Sub Workbook_BeforeSave(ByVal SaveAsUI As Boolean, Cancel As Boolean)",
      about: ["Runs by itself each time the workbook is saved and saves a dated backup copy first."],
      variables,
      body: lines,
      title: "The backup",
    });
    return draft(
      code,
      [...explanation, "It runs by itself every time you save, so it goes in the ThisWorkbook module."],
      assumed,
      workbookModuleSteps("Save the workbook: a backup copy appears."),
    );
  }
  const code = macroCode({
    name: "BackupWorkbook",
    about: ["Saves a dated copy of this workbook; the open workbook keeps its name."],
    variables,
    body: [...lines, "", 'MsgBox "Backup saved as " & backupName, vbInformation'],
  });
  return draft(
    code,
    [...explanation, "Call BackupWorkbook at the start of another macro to make the copy before it changes anything."],
    assumed,
    moduleSteps("BackupWorkbook"),
  );
};
