import { deleteBlankColumns } from "./blank-columns.ts";
import { addTotals, editColumns } from "./column-edits.ts";
import { copyRange } from "./copy-range.ts";
import { copyRowsWhere } from "./copy-rows.ts";
import { countCells } from "./count-cells.ts";
import { findReplace, formulasToValues } from "./data.ts";
import { stamp } from "./event-intents.ts";
import { insertTimestamp, showMessage } from "./events.ts";
import { clearFilters, filterData } from "./filter-data.ts";
import { deleteRowSpan, insertRows } from "./insert-rows.ts";
import type { Intent } from "./intent.ts";
import { rowRule, sheetNamesInCell } from "./row-rules.ts";
import { deleteDuplicateRows } from "./duplicates.ts";
import { clearContents, deleteBlankRows, deleteRowsWhere, hideRows } from "./rows.ts";
import { deleteSheet } from "./sheets.ts";
import { sortData } from "./sort-data.ts";
import { transformCells } from "./transform-cells.ts";
import { rowColumnVisibility, sheetVisibility } from "./visibility.ts";
import { deleteObjects } from "./workbook-actions.ts";
import { fillDown, validationList } from "./fill-and-validate.ts";
import { formulaDown, writesFormula } from "./formula-down.ts";
import { askAndFind, asksToFind } from "./ask-and-find.ts";
import { asksHowMany, insertAskedRows } from "./asked-rows.ts";
import { asksVisibleRows, copyVisibleRows } from "./visible-rows.ts";
import { setsValues, setValues } from "./set-values.ts";
import { asksLookup, lookupColumn } from "./lookup-column.ts";
import { makeChart } from "./charts.ts";

const sheetWord = /\b(?:sheet|worksheet)|\btabs?\b/;
// Any form of the verb: "delete", "deletes", "deleting", "removed"…
const removal = /\b(?:delet|remov|get(?:s|ting)? rid|eliminat|drop|eras)/;
// Asks that name a sheet but are about what is on it, not about deleting the sheet itself.
const sheetContents =
  /\b(?:rows?|columns?|lines?|records?|entries|duplicat\w*|blank|empty|cells?|data|contents?|values?|everything|formulas?|borders?|formatting|formats?|colou?rs?|filters?|protection|passwords?|comments?|spaces|links|shapes|buttons|charts?|pictures|images|names)\b/;
const clearing =
  /\b(?:clear|wipe|erase)|\bempty (?:out|the|all)\b|\b(?:delet|remov)\w* (?:everything|all (?:the )?data|(?:the |all )?contents)\b/;
const clearTarget = /\b(?:contents?|cells?|range|data|sheets?|columns?|rows?|values|everything|all|table|entries)\b/;
// "and don't show the are you sure popup": what is not to be shown is no sheet to unhide.
const unshown = (text: string) =>
  text.replace(/\b(?:don'?t|do not|never|not|without|no)\s+(?:show|display)\w*\b[^.,;]*/g, "");
export const messageBox =
  /\bmessage ?box\b|\bmsgbox\b|\bpop ?-?up\b|\b(?:show|display) (?:a |an )?message\b|\b(?:box|dialog|alert|prompt) (?:that |which )?(?:says|saying|reads|reading)\b/;

/** Macros that work through rows and cells: move, change, insert, hide, delete, sort, filter, replace, count. */
export const rowIntents: Intent[] = [
  // "name the copy today's date" or "today's date in the file name" name things; they stamp no cell.
  {
    matches: (text) => stamp.test(text) && !/\b(?:re)?names?\b|\bcop(?:y|ies)\b|\bfile\b/.test(text),
    build: insertTimestamp,
  },
  { matches: (_text, request) => writesFormula(request.original), build: formulaDown },
  { matches: (text) => asksToFind(text), build: askAndFind },
  {
    matches: (text) => asksHowMany(text) && /\binsert|\badd\b/.test(text) && /\brows?\b/.test(text),
    build: insertAskedRows,
  },
  { matches: (text) => asksVisibleRows(text), build: copyVisibleRows },
  { matches: (text) => asksLookup(text), build: lookupColumn },
  // A message with its words given is the whole ask ("a message box saying delete rows" is not about rows).
  { matches: (text, request) => messageBox.test(text) && Boolean(request.message), build: showMessage },
  {
    matches: (text, request) =>
      request.sheets.some((sheet) => sheet.role !== "source") &&
      /\b(?:cop(?:y|ies|ied|ying)|mov(?:e[sd]?|ing)|cut(?:ting)?|transferr?(?:ed|ing|s)?|archiv(?:e[sd]?|ing)|puts?|takes?|go(?:es)? to|send)\b/
        .test(text) &&
      /\brows?\b|\btasks?\b|\brecords?\b|\bentries\b|\blines?\b|\b(?:orders|items|invoices|deals|tickets|jobs)\b|\bwhere\b|\bif\b|\bthat (?:says|has|contains)\b/
        .test(
          text,
        ),
    build: copyRowsWhere,
  },
  {
    matches: (text, request) =>
      /\bcop(?:y|ies)\b/.test(text) &&
      (Boolean(request.range || request.selection) || request.columns.some((mention) => mention.letter)),
    build: copyRange,
  },
  { matches: (_text, request) => setsValues(request), build: setValues },
  { matches: () => true, build: transformCells },
  { matches: (text) => /\b(?:fill|copy|drag|extend)\w*\b.*\bdown\b/.test(text), build: fillDown },
  {
    matches: (text) => /\bvalidation\b|\bdrop-?down\b|\bpick ?list\b|\bonly (?:allow|accept)\b/.test(text),
    build: validationList,
  },
  {
    matches: (text) => /\b(?:create|make|add|insert|draw|build|plot)\b.*\bchart\b|\bchart (?:of|for|from)\b/.test(text),
    build: makeChart,
  },
  {
    matches: (text) =>
      /\b(?:insert|add|delete|remove|get rid of)\b.*\bcolumns?\b/.test(text) &&
      !/\brows?\b|\bwhere\b|\bif\b/.test(text) &&
      !/filter|duplicat|dupes|blank|empty|format|border|colou?r|highlight|bold|spaces|comma|prefix|suffix|showing|with the|named|called|total|validation|drop-?down|list|chart/
        .test(text),
    build: editColumns,
  },
  {
    // "if the Total column is under 0" tests a column called Total; it asks for no total row.
    matches: (text, request) =>
      /\btotals?\b|\bsum\b|\baverage\b/.test(text) && /\b(?:bottom|under|below|end|after the last)\b/.test(text) &&
      !(request.condition && /\b(?:if|where|when|whose)\b/.test(text)),
    build: addTotals,
  },
  {
    matches: (text) => /\b(?:insert|add|put)\w*\b.*\b(?:rows?|lines?|separators?)\b/.test(text) && !removal.test(text),
    build: insertRows,
  },
  {
    // A sheet may be named without the word sheet ("unhide Calc and Lists").
    matches: (text, request) =>
      (/\b(?:unhide|show)s?\b/.test(unshown(text)) || /\bvisible\b/.test(text)) &&
      (sheetWord.test(text) || request.sheets.length > 0) &&
      !/\brows?\b|\bcolumns?\b|\bvery ?hidden\b/.test(text),
    build: (request) => sheetVisibility(request, false),
  },
  {
    matches: (text, request) =>
      // Only sheets can be very hidden, so that alone says a sheet is meant ("make Calc very hidden").
      (/\bvery ?hidden\b/.test(text) ||
        /\bhid(?:e|es|den)\b/.test(text) && (sheetWord.test(text) || request.sheets.length > 0)) &&
      !/\brows?\b|\bcolumns?\b/.test(text),
    build: (request) => sheetVisibility(request, true),
  },
  {
    matches: (text) =>
      /\btoggle|\bswitch\b|\bshow(?:ing)?\/hid|\bhid(?:e|ing)\/show/.test(text) && /\brows?\b|\bcolumns?\b/.test(text),
    build: (request) => rowColumnVisibility(request, false),
  },
  {
    matches: (text) => /\bunhide\b|\b(?:show|reveal|display) (?:all |every |any )?(?:the |of the )?hidden\b/.test(text),
    build: (request) => rowColumnVisibility(request, true),
  },
  {
    matches: (text) =>
      /\bhide\b/.test(text) && /\bcolumns?\b|\brows? \d/.test(text) && !/\bwhere\b|\bif\b|\bthat\b/.test(text),
    build: (request) => rowColumnVisibility(request, false),
  },
  { matches: (text) => /\bhide\b/.test(text), build: hideRows },
  {
    matches: (text) =>
      /\bdedupe|\bde-dupe/.test(text) ||
      (/\bduplicat|\bdupes?\b/.test(text) && (removal.test(text) || /\bclean/.test(text))),
    build: deleteDuplicateRows,
  },
  { matches: (text) => /filter/.test(text) && removal.test(text), build: filterData },
  {
    matches: (text, request) =>
      removal.test(text) && /\b(?:all|every|each|the|any)\b/.test(text) &&
      /\b(?:charts?|pictures?|images?|photos?|logos?|comments?|hyperlinks?|links?|shapes?|buttons?|objects?)\b/.test(
        request.sheets.reduce((rest, sheet) => rest.replace(sheet.name.toLowerCase(), ""), text),
      ),
    build: deleteObjects,
  },
  {
    // The sheet's own name may hold such a word ("delete the Old Data sheet"), so names are left out of the test.
    matches: (text, request) =>
      removal.test(text) && sheetWord.test(text) &&
      !sheetContents.test(request.sheets.reduce((rest, sheet) => rest.replace(sheet.name.toLowerCase(), ""), text)),
    build: deleteSheet,
  },
  {
    // "delete any column that's completely empty": whole columns, where no rows are named.
    matches: (text, request) =>
      removal.test(text) && /\b(?:blank|empty)\b/.test(text) && /\bcolumns?\b/.test(text) &&
      !/\brows?\b|\bcells?\b/.test(text) && !request.column,
    build: deleteBlankColumns,
  },
  {
    matches: (text) =>
      removal.test(text) &&
      /\b(?:blank|empty)\b/.test(text) && !/\b(?:not|non) ?-?(?:blank|empty)\b/.test(text),
    build: deleteBlankRows,
  },
  {
    // Rows given by number with nothing to test: "remove rows 2 to 10".
    matches: (text, request) =>
      removal.test(text) && !/\b(?:where|if|whose|that|which)\b/.test(text) &&
      ((Boolean(request.rows) && !request.condition) || /\b(?:below|after|under|beneath|past) row \d/.test(text)),
    build: deleteRowSpan,
  },
  {
    matches: (text) =>
      removal.test(text) &&
      /\b(?:rows?|lines?|records?|entries)\b/.test(text),
    build: deleteRowsWhere,
  },
  {
    matches: (text) =>
      /\bsort|\border (?:\w+ ){0,3}?by\b|\bin (?:\w+ )?order (?:of|by)\b|\balphabeti[sz]e|\barrange\b/.test(text),
    build: sortData,
  },
  {
    matches: (text) =>
      /\b(?:remove|clear|turn off|reset|switch off|take off)\b.*filters?\b|\bshow all data\b|\bunfilter/.test(text),
    build: clearFilters,
  },
  {
    matches: (text) => /filter|\bshow only\b|\bonly show\b/.test(text),
    build: filterData,
  },
  {
    matches: (text, request) => Boolean(request.replace) && /\b(?:replace|swap|change|switch)\b/.test(text),
    build: findReplace,
  },
  {
    matches: (text) =>
      /\bformulas?\b.*\bvalues?\b|\bvalues?\b.*\bformulas?\b|\bpaste (?:as |special )?values\b|\bremove (?:all )?(?:the )?formulas\b|\bhard ?code|\bformulas?\b[^.]*\b(?:keep|leave|leaving|keeping)\b[^.]*\b(?:numbers|results?|values?)\b/
        .test(text) && !/\bcop(?:y|ies)\b.*\b(?:new|another|separate) (?:workbook|file)\b/.test(text),
    build: formulasToValues,
  },
  {
    matches: (text, request) => clearing.test(text) && (Boolean(request.range) || clearTarget.test(text)),
    build: clearContents,
  },
  {
    matches: (text) =>
      /\bhow many\b|\bcount(?:s|ing)?\b|\bnumber of\b/.test(text) &&
      !/\bloop|\biterate|\bgo(?:es)? through\b/.test(text) &&
      /\bmessage|\bmsgbox\b|\bpop ?-?up\b|\btell me\b|\bshow\b|\bcells?\b|\brows?\b|\bselect/.test(text),
    build: countCells,
  },
  {
    matches: (text) =>
      /\b(?:each|every|all)\s+(?:the\s+)?(?:work)?sheets?\b/.test(text) && /\bname\b/.test(text) &&
      /\b(?:put|write|enter|insert|type|show)\b/.test(text) && !/\brename\b/.test(text),
    build: sheetNamesInCell,
  },
  {
    // A look asked for a column ("change column F to show 2 decimal places") is a number format, not a rule.
    matches: (text) =>
      /\bcol(?:umn)?\b|\b[a-z]\b/.test(text) && !/\bdecimal (?:places?|points?)\b|\bnumber format\b/.test(text),
    build: rowRule,
  },
];
