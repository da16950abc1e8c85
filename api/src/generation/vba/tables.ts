import { vbaString } from "./macro-parts.ts";

/** The Excel table (ListObject) a request names: "the table tblOrders", "table named Sales2024". */
export const findTable = (original: string): string | undefined => {
  const named = /\btable\s+(?:named\s+|called\s+)?["']?([A-Za-z_]\w*)["']?/i.exec(original)?.[1] ??
    /\b(tbl\w+)\b/i.exec(original)?.[1];
  // A table's name is one word; a plain English word after "table" ("table of", "table by") is not one.
  return named &&
      (/^tbl/i.test(named) || /[a-z][A-Z]|\d|_/.test(named) || /\btable\s+(?:named|called)\b/i.test(original))
    ? named
    : undefined;
};

/** Lines that find the table `name` on whichever sheet holds it and set `ws` and `table`. */
export const tableLines = (name: string): string[] => [
  `' Find the table ${name} on whichever sheet holds it`,
  "For Each ws In ThisWorkbook.Worksheets",
  "    On Error Resume Next",
  `    Set table = ws.ListObjects(${vbaString(name)})`,
  "    On Error GoTo Failed",
  "    If Not table Is Nothing Then Exit For",
  "Next ws",
  "If table Is Nothing Then",
  `    MsgBox "There is no table named " & ${vbaString(name)} & " in this workbook.", vbExclamation`,
  "    GoTo Finish",
  "End If",
  "Set ws = table.Parent",
];
