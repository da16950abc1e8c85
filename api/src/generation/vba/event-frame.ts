import { vbaString } from "./macro-parts.ts";

/** An event procedure: Excel runs it by itself, so it has no name of the user's choosing and no MsgBox on success. */
export interface EventSpec {
  /** The whole first line, e.g. "Private Sub Worksheet_Change(ByVal Target As Range)". */
  signature: string;
  about: string[];
  variables: string[];
  /** Lines that leave early (with Exit Sub) before anything is changed. */
  guard?: string[];
  body: string[];
  /** What the error message calls the macro. */
  title: string;
}

const indent = (lines: string[]) => lines.map((line) => (line ? `    ${line}` : ""));

/**
 * The frame of every event macro: its own changes must not set off events again, so events are switched off while
 * it works and always back on at the end, after an error too, or no event macro would ever run again.
 */
export const eventCode = (spec: EventSpec): string =>
  [
    "Option Explicit",
    "",
    ...spec.about.map((line) => `' ${line}`),
    spec.signature,
    ...indent(spec.variables.map((variable) => `Dim ${variable}`)),
    ...(spec.variables.length ? [""] : []),
    ...indent(spec.guard ?? []),
    ...indent([
      "On Error GoTo Failed",
      "' The macro's own changes must not run it again",
      "Application.EnableEvents = False",
      "",
      ...spec.body,
    ]),
    "",
    "Finish:",
    ...indent([
      "' Always switch events back on, or no event macro would run any more",
      "Application.EnableEvents = True",
      "Exit Sub",
    ]),
    "",
    "Failed:",
    ...indent([`MsgBox ${vbaString(`${spec.title} stopped: `)} & Err.Description, vbExclamation`, "Resume Finish"]),
    "End Sub",
    "",
  ].join("\n");

/** Steps for code that goes in a sheet's own module. */
export const sheetModuleSteps = (sheet: string | undefined, tryIt: string): string[] => [
  "Press Alt+F11 to open the VBA editor.",
  `In the Project panel on the left, under Microsoft Excel Objects, double-click ${
    sheet ? `the sheet ${sheet}` : "the sheet it is for"
  } to open its code module.`,
  "Paste the code there. Event code in a normal module never runs.",
  `${tryIt} There is nothing to run by hand.`,
  "Save the workbook as an Excel Macro-Enabled Workbook (.xlsm), otherwise Excel drops the macro when you save.",
];

/** Steps for code that goes in the ThisWorkbook module. */
export const workbookModuleSteps = (tryIt: string): string[] => [
  "Press Alt+F11 to open the VBA editor.",
  "In the Project panel on the left, under Microsoft Excel Objects, double-click ThisWorkbook.",
  "Paste the code there. Workbook events in a normal module never run.",
  `${tryIt} There is nothing to run by hand.`,
  "Save the workbook as an Excel Macro-Enabled Workbook (.xlsm), otherwise Excel drops the macro when you save.",
];
