import { generationMessages } from "../../../contract/generation-messages.ts";
import type { Refusal, VbaDraft } from "../types.ts";
import {
  clearContents,
  deleteBlankRows,
  deleteDuplicateRows,
  deleteRowsWhere,
  hideColumns,
  hideRows,
  loopRows,
} from "./rows.ts";
import { filterData, findReplace, formulasToValues, sortData } from "./data.ts";
import { insertTimestamp, showMessage, timestampOnChange } from "./events.ts";
import { saveAsCsv, saveAsPdf } from "./files.ts";
import {
  addBorders,
  autofitColumns,
  fontStyle,
  formatHeader,
  freezeTopRow,
  highlightCells,
  numberFormat,
  stripeRows,
} from "./formatting.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";
import { addSheet, copySheet, deleteSheet, moveSheet, protectSheets, renameSheet, unhideSheets } from "./sheets.ts";
import { combineSheets, sheetsFromList, splitByColumn } from "./split-combine.ts";

interface Intent {
  matches: (text: string, request: MacroRequest) => boolean;
  build: (request: MacroRequest) => VbaDraft | undefined;
}

const sheetWord = /\b(?:sheet|worksheet)|\btabs?\b/;
// Any form of the verb: "delete", "deletes", "deleting", "removed"…
const removal = /\b(?:delet|remov|get(?:s|ting)? rid|eliminat|drop|eras)/;
// Words of an edit; "when I run it" is not one, "when column A changes" is.
const edited =
  /\b(?:on change|changes?|changed|changing|edits?|edited|editing|modified|updated|entered|typed|added|filled in)\b/;
// Asks that name a sheet but are about what is on it, not about deleting the sheet itself.
const sheetContents =
  /\b(?:rows?|columns?|lines?|records?|entries|duplicat\w*|blank|empty|cells?|data|contents?|values?|everything|formulas?)\b/;
const clearing = /\b(?:clear|wipe|erase)|\b(?:delete|remove) (?:everything|all (?:the )?data|(?:the |all )?contents)\b/;
const clearTarget = /\b(?:contents?|cells?|range|data|sheets?|columns?|rows?|values|everything|all|table|entries)\b/;
const messageBox = /\bmessage ?box\b|\bmsgbox\b|\bpop ?-?up\b|\b(?:show|display) (?:a |an )?message\b/;
const stamp = /\b(?:time ?stamps?|date ?stamps?|current (?:date|time)|today'?s date|date and time|date\/time)\b/;

// Order matters: the first intent that matches decides, so narrower asks come before the broader ones they contain.
const intents: Intent[] = [
  {
    matches: (text) => stamp.test(text) && edited.test(text),
    build: timestampOnChange,
  },
  { matches: (text) => stamp.test(text), build: insertTimestamp },
  // A message with its words given is the whole ask ("a message box saying delete rows" is not about rows).
  { matches: (text, request) => messageBox.test(text) && Boolean(request.message), build: showMessage },
  {
    matches: (text) => /\bunprotect|\bremove (?:the )?(?:sheet )?protection|\bunlock\b/.test(text),
    build: (request) => protectSheets(request, false),
  },
  {
    // "password" alone could be about the user's account; only with a sheet or workbook is it about protection.
    matches: (text) =>
      /\bprotect|\block\b.*\b(?:sheet|worksheet|workbook)/.test(text) ||
      (/\bpassword\b/.test(text) && /\b(?:sheet|worksheet|workbook)/.test(text)),
    build: (request) => protectSheets(request, true),
  },
  { matches: (text) => /\bpdf\b/.test(text), build: saveAsPdf },
  { matches: (text) => /\bcsv\b/.test(text), build: saveAsCsv },
  {
    matches: (text) =>
      /\b(?:create|make|add|insert|generate)\b/.test(text) && sheetWord.test(text) &&
      /\b(?:names?|list|each (?:item|entry)|every (?:item|entry))\b/.test(text) &&
      !/\brows?\b|\bsplit\b/.test(text),
    build: sheetsFromList,
  },
  {
    matches: (text) =>
      /\bsplit\b|\bseparate (?:work)?sheets\b|\b(?:new |a |one |own )?(?:work)?sheet (?:for|per) (?:each|every)\b|\binto (?:multiple|separate|different|individual) (?:work)?sheets\b/
        .test(text),
    build: splitByColumn,
  },
  {
    matches: (text) =>
      /\b(?:combine|consolidate|merge|stack|append|join|gather|compile)\b/.test(text) &&
      (/\b(?:all|every|each|multiple)\b.*\b(?:sheets?|worksheets?|tabs?)\b/.test(text) || /\binto one\b/.test(text)),
    build: combineSheets,
  },
  {
    matches: (text) =>
      /\bdedupe|\bde-dupe/.test(text) || (/\bduplicat/.test(text) && (removal.test(text) || /\bclean/.test(text))),
    build: deleteDuplicateRows,
  },
  { matches: (text) => /\bfreeze\b/.test(text), build: freezeTopRow },
  { matches: (text) => /\b(?:every other|alternat\w*|banded|zebra)\b.*\brows?\b/.test(text), build: stripeRows },
  {
    matches: (text, request) =>
      /\b(?:headers?|headings?|title row|first row|top row|row 1)\b/.test(text) &&
      (/\b(?:bold|format|style|colou?r|fill|highlight|stand out)\b/.test(text) || Boolean(request.colour)),
    build: formatHeader,
  },
  {
    // A conditional font colour ("negative numbers in red font") is a highlight of the text; see highlightCells.
    matches: (text, request) =>
      !request.condition &&
      (/\b(?:font|text) colou?r\b|\bcolou?r (?:of )?the (?:font|text)\b/.test(text) ||
        (Boolean(request.colour) && /\b(?:font|text)\b/.test(text)) ||
        (/\b(?:bold|italics?|underlined?)\b/.test(text) && !/\b(?:highlight|fill|shade)\b/.test(text))),
    build: fontStyle,
  },
  {
    // "fill", "mark" and "paint" mean colouring only when a colour is named ("fill the form" does not).
    matches: (text, request) =>
      (/\b(?:highlight|colou?r|shade)/.test(text) ||
        (/\b(?:fill|mark|paint|make|turn)\b/.test(text) && Boolean(request.colour))) &&
      !/\bborders?\b/.test(text),
    build: highlightCells,
  },
  {
    matches: (text) => removal.test(text) && sheetWord.test(text) && !sheetContents.test(text),
    build: deleteSheet,
  },
  {
    matches: (text) =>
      removal.test(text) &&
      /\b(?:blank|empty)\b/.test(text) && !/\b(?:not|non) ?-?(?:blank|empty)\b/.test(text),
    build: deleteBlankRows,
  },
  {
    matches: (text) =>
      removal.test(text) &&
      /\b(?:rows?|lines?|records?|entries)\b/.test(text),
    build: deleteRowsWhere,
  },
  {
    matches: (text) => /\b(?:unhide|show)\b.*\b(?:sheets|worksheets|tabs)\b/.test(text),
    build: unhideSheets,
  },
  {
    matches: (text) => /\b(?:unhide|hide)\b/.test(text) && /\bcolumns?\b/.test(text) && !/\brows?\b/.test(text),
    build: (request) => hideColumns(request, /\bunhide\b/.test(request.text)),
  },
  {
    matches: (text) => /\bunhide\b|\bshow (?:all )?(?:the )?hidden\b/.test(text),
    build: (request) => hideRows(request, true),
  },
  { matches: (text) => /\bhide\b/.test(text), build: (request) => hideRows(request, false) },
  {
    matches: (text) => /\bsort|\border (?:it |them |the data |the rows )?by\b|\balphabeti[sz]e|\barrange\b/.test(text),
    build: sortData,
  },
  {
    matches: (text) =>
      /\b(?:remove|clear|turn off|reset|switch off|take off)\b.*filters?\b|\bshow all data\b|\bunfilter/.test(text),
    build: (request) => filterData(request, true),
  },
  {
    matches: (text) => /filter|\bshow only\b|\bonly show\b/.test(text),
    build: (request) => filterData(request, false),
  },
  {
    matches: (text, request) => Boolean(request.replace) && /\b(?:replace|swap|change)\b/.test(text),
    build: findReplace,
  },
  {
    matches: (text) =>
      /\bformulas?\b.*\bvalues?\b|\bpaste (?:as |special )?values\b|\bremove (?:all )?(?:the )?formulas\b|\bhard ?code/
        .test(text),
    build: formulasToValues,
  },
  {
    matches: (text, request) => clearing.test(text) && (Boolean(request.range) || clearTarget.test(text)),
    build: clearContents,
  },
  {
    matches: (text) =>
      /\b(?:format|display|show|make|turn|change|convert|set)\b/.test(text) &&
      /\b(?:currency|money|dollars?|percent|percentage|dates?|decimals?|thousands?|comma|numbers?|number format|times?)\b/
        .test(text),
    build: numberFormat,
  },
  { matches: (text) => /\bborders?\b|\bgridlines?\b|\boutline\b/.test(text), build: addBorders },
  {
    matches: (text) =>
      /\bauto ?-?fit|\bfit (?:the )?(?:all )?(?:columns?|width)|\bcolumn widths?\b|\bresize (?:the |all )?columns\b|\badjust (?:the |all )?columns?\b|\bwiden\b/
        .test(text),
    build: autofitColumns,
  },
  { matches: (text) => /\b(?:copy|duplicate|clone)\b/.test(text) && sheetWord.test(text), build: copySheet },
  { matches: (text) => /\bmove\b/.test(text) && sheetWord.test(text), build: moveSheet },
  { matches: (text) => /\brename\b/.test(text), build: renameSheet },
  {
    matches: (text) =>
      /\b(?:add|insert|create|make)\b (?:a |an |one )?(?:new )?(?:blank |empty )?(?:work)?sheet\b/.test(text),
    build: addSheet,
  },
  {
    matches: (text) => /\bloop|\biterate|\bgo(?:es)? through\b|\bcycle through\b|\b(?:each|every) row\b/.test(text),
    build: loopRows,
  },
  { matches: (text) => messageBox.test(text), build: showMessage },
];

// Far beyond what the route accepts; keeps the regular expressions' work bounded for any caller.
const maxLength = 2_000;

/** The builtin VBA engine: a library macro for what the request asks, or an honest refusal with a hint how to ask. */
export const planMacro = (description: string): VbaDraft | Refusal => {
  const request = readRequest(String(description ?? "").slice(0, maxLength));
  const intent = intents.find(({ matches }) => matches(request.text, request));
  const macro = intent?.build(request);
  return macro ?? { refused: true, hint: generationMessages.vbaUnclear };
};
