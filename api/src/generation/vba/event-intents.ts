import { logChanges, moveRowOnChange, stampCellOnChange, stampEditedRows } from "./change-events.ts";
import { timestampOnChange } from "./events.ts";
import type { Intent } from "./intent.ts";

// Words of an edit; "when I run it" is not one, "when column A changes" is.
const edited =
  /\b(?:on change|changes?|changed|changing|edits?|edited|editing|modified|updated|entered|typed|added|filled in|(?:someone|anyone|somebody|i|you|we|a user) (?:types?|enters?))\b/;
export const stamp =
  /\b(?:time ?stamps?|date ?stamps?|current (?:date|time)|today'?s date|date and time|date ?\+ ?time|date\/time|stamps? (?:the |in the )?(?:date|time))\b/;

/** Macros Excel runs by itself when a sheet is edited; recognised by "when … changes" and what they record. */
export const eventIntents: Intent[] = [
  {
    // A sheet may be called Log ("timestamp … on the Log sheet"): the words must be about changes, not names.
    matches: (text, request) =>
      /\blog\b|\baudit\b|\btrack\b|\bhistory\b|\brecord\b/.test(
        request.sheets.reduce((rest, sheet) => rest.replace(sheet.name.toLowerCase(), ""), text),
      ) &&
      /\bchanges?\b|\bchanged\b|\bedits?\b|\bedited\b|\bmodified\b/.test(text) &&
      /\bold value|\bwho\b|\buser\b|\bprevious value|\bwhen\b/.test(text) &&
      // "record the user name in column H on that row" stamps the row; a log is a list of changes elsewhere.
      !/\bon (?:that|the same|each|its) row\b|\bof the same row\b|\bnext to (?:it|the cell)\b|\bbeside it\b/.test(text),
    build: logChanges,
  },
  {
    matches: (text) =>
      /\b(?:when(?:ever)?|as soon as|once|automatically|every time)\b/.test(text) &&
      /\b(?:type|enter|select|change|set|mark|put|choose|pick)\w*\b/.test(text) &&
      /\b(?:move|copy|cut|transfer)\w*\b/.test(text) && /\brows?\b/.test(text),
    build: moveRowOnChange,
  },
  {
    matches: (text) =>
      /\blast (?:modified|updated|edited|changed)\b|\bmodified (?:date|time)\b/.test(text) && edited.test(text),
    build: stampCellOnChange,
  },
  {
    matches: (text) => /\buser ?names?\b|\bwho\b|\btime\b|\bdate\b/.test(text) && edited.test(text),
    build: stampEditedRows,
  },
  {
    matches: (text) =>
      (stamp.test(text) ||
        (/\b(?:put|write|add|insert|record|enter)\w*\b/.test(text) &&
          /\bthe (?:current )?(?:date|time)\b/.test(text))) &&
      edited.test(text),
    build: timestampOnChange,
  },
];
