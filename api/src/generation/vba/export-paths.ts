import { vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";
import { findDateFormat } from "./request-values.ts";

/** Where a macro saves files, as lines that set `folder`, and the words for it. */
export interface SaveFolder {
  lines: string[];
  words: string;
}

const savedCheck = [
  "' A workbook that was never saved has no folder yet",
  'If ThisWorkbook.Path = "" Then',
  '    MsgBox "Save the workbook first, so the macro knows which folder to use.", vbExclamation',
  "    GoTo Finish",
  "End If",
];

const makeFolder = [
  "' Create the folder when it does not exist yet",
  'If Dir(folder, vbDirectory) = "" Then MkDir folder',
];

/** The folder the request names (a path, the desktop, a subfolder), or the workbook's own folder. */
export const saveFolder = (request: MacroRequest, assumed: string[]): SaveFolder => {
  if (request.folder) {
    return {
      lines: [`folder = ${vbaString(request.folder.folder)}`, ...makeFolder],
      words: request.folder.folder,
    };
  }
  // "into the folder in cell B1": the path is read from the cell when the macro runs, on the sheet it is run from.
  const inCell =
    /\b(?:folder|path|directory)\b[^.,;]{0,20}?\b(?:in|from|at)\s+(?:cell\s+)?\$?([A-Z]{1,2})\$?([1-9]\d{0,6})\b/i
      .exec(request.original);
  if (inCell) {
    const cell = `${inCell[1]}${inCell[2]}`.toUpperCase();
    assumed.push(`the folder's path is in ${cell} of the sheet that is active when the macro runs`);
    return {
      lines: [
        `' The folder's path, read from ${cell}`,
        `folder = Trim(ActiveSheet.Range(${vbaString(cell)}).Text)`,
        'If Right(folder, 1) = "\\" Then folder = Left(folder, Len(folder) - 1)',
        'If folder = "" Then',
        `    MsgBox "Type the folder's path in ${cell} first.", vbExclamation`,
        "    GoTo Finish",
        "End If",
        ...makeFolder,
      ],
      words: `the folder named in ${cell}`,
    };
  }
  if (/\bdesktop\b/.test(request.text)) {
    return {
      lines: [
        "' The desktop of whoever runs the macro",
        'folder = CreateObject("WScript.Shell").SpecialFolders("Desktop")',
      ],
      words: "the desktop folder",
    };
  }
  const sub =
    /\b(?:an?|the|into|in)\s+(?:sub-?folder|folder)\s+(?:called|named)\s+["']?([\w -]{1,40}?)["']?(?=$|[\s,.;])/i
      .exec(request.original) ??
      /\b(?:an?|the)\s+["']?([\w-]{1,40})["']?\s+sub-?folder\b/i.exec(request.original) ??
      // "into a Backups folder": a capitalised name before the word folder, with no path given.
      /\b(?:an?|the|into|in|to)\s+(?:(?:sub-?)?folder\s+)?["']?([A-Z][\w-]{1,40})["']?\s+(?:sub-?)?folder\b/.exec(
        request.original,
      );
  if (sub) {
    return {
      lines: [
        ...savedCheck,
        `folder = ThisWorkbook.Path & Application.PathSeparator & ${vbaString(sub[1])}`,
        ...makeFolder,
      ],
      words: `the "${sub[1]}" folder next to the workbook`,
    };
  }
  if (!/\bsame folder\b|\bnext to\b|\bbeside\b|\bworkbook'?s folder\b/.test(request.text)) {
    assumed.push("the files are saved in the workbook's folder");
  }
  return { lines: [...savedCheck, "folder = ThisWorkbook.Path"], words: "the workbook's folder" };
};

/** A date (and time, when asked) for a file name, in the format the request shows or yyyy-mm-dd. */
export const dateStamp = (request: MacroRequest) => {
  const format = findDateFormat(request.original) ??
    (/\btime\b|\bdate ?\+ ?time\b|\btimestamp\b|\btime ?stamp\b/.test(request.text)
      ? "yyyy-mm-dd_hh-nn-ss"
      : "yyyy-mm-dd");
  return `Format(Now, ${vbaString(format)})`;
};

/** The request wants the date in the file's name. */
export const wantsDate = (text: string) =>
  /\b(?:today'?s|todays|the|current) date\b|\bdated\b|\bdate ?\+ ?time\b|\bdate and time\b|\btime ?stamp|\bdate stamp|\byyyy|\byyyymmdd\b|\bwith the date\b/
    .test(text);

/** A cell whose value names the file: "using the invoice number in B3 as the filename", "named after B3". */
export const nameCell = (request: MacroRequest) =>
  /\b(?:file ?name|name the file|named after|name (?:it|them) after|as the (?:file ?)?name)\b/.test(request.text)
    ? /\b(?:in|from|of|after)\s+(?:cell\s+)?\$?([A-Z]{1,2})\$?([1-9]\d{0,6})\b/i.exec(request.original)
    : null;

/**
 * A file name with a date in it, given as a pattern ("Budget_YYYYMMDD") or an example ("Data_2024-05-01"), as a VBA
 * expression that puts today's date there in that format; undefined when the name holds no date.
 */
export const datedNameExpression = (base: string): string | undefined => {
  const pattern = /(y{2,4}[-_.]?m{2}[-_.]?d{2}(?:[-_ ]?hh[-_.]?(?:mm|nn)(?:[-_.]?ss)?)?|d{2}[-_.]?m{2}[-_.]?y{2,4})/i
    .exec(base);
  const example = pattern ? null : /(\d{4})([-_.]?)(\d{2})\2(\d{2})/.exec(base);
  const found = pattern ?? example;
  if (!found || (example && Number(example[1]) < 1900)) return undefined;
  const format = pattern
    ? pattern[1].toLowerCase().replace(/(hh[-_.]?)mm/, "$1nn")
    : `yyyy${example![2]}mm${example![2]}dd`;
  const before = base.slice(0, found.index);
  const after = base.slice(found.index + found[0].length);
  return [before && vbaString(before), `Format(Now, ${vbaString(format)})`, after && vbaString(after)].filter(Boolean)
    .join(" & ");
};
