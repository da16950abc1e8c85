import { addBorders } from "./borders.ts";
import { colourByRules } from "./colour-rules.ts";
import { conditionalFormat } from "./conditional-format.ts";
import { autofitColumns } from "./fit-columns.ts";
import { fontStyle, formatHeader, highlightCells, stripeRows } from "./formatting.ts";
import { freezePanes } from "./freeze-panes.ts";
import type { Intent } from "./intent.ts";
import { numberFormat, writesDateCode } from "./number-format.ts";
import { aboutSheetView, sheetView } from "./sheet-view.ts";
import { namesFont } from "./style-lines.ts";
import type { MacroRequest } from "./request-params.ts";

// Formatting needs something in the workbook to format ("paint my room" has nothing).
const cellsNamed = (text: string, request: MacroRequest) =>
  Boolean(request.column || request.range || request.cell || request.selection || request.condition || request.sheet) ||
  /\b(?:cells?|rows?|columns?|range|values?|numbers?|data|sheets?|tabs?|workbook|text|font|dates?|duplicates?|blanks?|entries|items|everything|headers?|headings?|totals?|negatives?|positives?|table|list)\b/
    .test(text);

/** Macros that change how cells look: freezing, stripes, colours, fonts, number formats, borders, widths. */
export const formatIntents: Intent[] = [
  { matches: (text) => aboutSheetView(text), build: sheetView },
  { matches: (text) => /\bconditional(?:ly)? format/.test(text), build: conditionalFormat },
  {
    matches: (text) =>
      (/\bfreeze\b|\bunfreeze\b|\bfrozen\b/.test(text) ||
        /\b(?:lock|pin|keep) (?:the )?(?:top|first|header|heading) (?:\d |two |three )?rows?\b.*\b(?:scroll|view|visible|place|see)\w*|\bdoes ?n[o']?t scroll\b/
          .test(text) ||
        // "make the first row stay put when I scroll": rows or headings that stay while scrolling.
        (/\b(?:rows?|columns?|headers?|headings?)\b/.test(text) &&
          /\b(?:when|while|as) (?:i |you |we |people |users? |someone )?scroll/.test(text))) &&
      !/\bheaders?\b.*\b(?:bold|colou?r|fill|background)\b/.test(text),
    build: freezePanes,
  },
  { matches: (text) => /\b(?:every other|alternat\w*|banded|zebra)\b.*\brows?\b/.test(text), build: stripeRows },
  { matches: (_text, request) => Boolean(request.colour), build: colourByRules },
  {
    matches: (text, request) =>
      /\b(?:headers?|headings?|title row|first row|top row|row 1)\b/.test(text) &&
      (/\b(?:bold|format|style|colou?r|fill|highlight|stand out|italics?|underlined?|font|cent(?:er|re)d?|wrap)\b/.test(
        text,
      ) ||
        Boolean(request.colour)),
    build: formatHeader,
  },
  {
    // A conditional font colour ("negative numbers in red font") is a highlight of the text; see highlightCells.
    matches: (text, request) =>
      !request.condition &&
      (/\b(?:font|text) colou?r\b|\bcolou?r (?:of )?the (?:font|text)\b/.test(text) ||
        (Boolean(request.colour) && /\b(?:font|text)\b/.test(text)) ||
        /\b(?:bold|italics?|underlined?|merge|cent(?:er|re)(?:d|ed)?|wrap (?:the )?text|font (?:size|name)|font)\b/
          .test(
            text,
          ) ||
        namesFont(request.original)) &&
      !/\b(?:highlight|fill|shade)\b/.test(text) && cellsNamed(text, request),
    build: fontStyle,
  },
  {
    // "fill", "mark" and "paint" mean colouring only when a colour is named ("fill the form" does not).
    matches: (text, request) =>
      (/\b(?:highlight|colou?r|shade)/.test(text) ||
        (/\b(?:fill|mark|paint|make|turn|give|set)\b/.test(text) && Boolean(request.colour)) ||
        (Boolean(request.condition) && /\b(?:bold|italics?|underlined?)\b/.test(text)) ||
        // A colour given with a test needs no verb: "red font for any negative number", "green fill where…".
        (Boolean(request.colour) && Boolean(request.condition) && /\b(?:font|text|fill|background)\b/.test(text))) &&
      !/\bborders?\b/.test(text) && cellsNamed(text, request),
    build: highlightCells,
  },
  {
    matches: (text, request) =>
      /\b(?:format|display|show|make|turn|change|convert|set|apply|look(?:s)? like|appear as)\b/.test(text) &&
      !/\bcop(?:y|ies)\b/.test(text) &&
      cellsNamed(text.replace(/\bnumbers?\b/g, ""), request) &&
      /\b(?:currency|money|dollars?|euros?|percent|percentage|dates?|decimals?|thousands?|comma|numbers?|number format|times?|accounting|text format|[dmy]{2,4}\/[dmy]{2,4})\b/
        .test(text),
    build: numberFormat,
  },
  {
    matches: (text, request) =>
      // "round every number to 2 decimal places" changes the values; only showing them rounded is a format.
      /\b(?:percent|accounting|currency) format\b/.test(text) ||
      /\bdecimal places?\b/.test(text) && !/\bround(?:s|ed|ing)?\b(?! (?:look|show|display))/.test(text) ||
      // A date code may be how a new name or file is written ("name the copy todays date (yyyy-mm-dd)").
      (writesDateCode(text) && cellsNamed(text, request) &&
        !/\b(?:cop(?:y|ies)|(?:re)?names?|save|export|file)\b/.test(text)),
    build: numberFormat,
  },
  {
    matches: (text) =>
      /\bborders?\b|\bgridlines?\b|\boutline\b|\b(?:double |thick |thin |a )?lines? (?:under|below|above|around|on top of|beneath)\b/
        .test(text),
    build: addBorders,
  },
  {
    matches: (text) =>
      /\bauto ?-?fit|\bfit (?:the )?(?:all )?(?:columns?|width|rows?|text|contents?)|\bcolumn widths?\b|\brow heights?\b|\bresize (?:all )?(?:the |of the )?columns\b|\bcolumns? (?:\w+ ){0,3}?(?:so|until) (?:the |all )?(?:text|everything|it|contents?|data) fits?\b|\badjust (?:the |all )?columns?\b|\b(?:wide|tall|big) enough\b|\bwiden\b|\bwider\b|\bwidth (?:of|to)\b|\brows? \d.*\b\d+ ?(?:points?|pts?)? (?:tall|high)\b|\brows?\b[\w ]{0,20}\bheights?\b|\bheights? of (?:the )?rows?\b/
        .test(text),
    build: autofitColumns,
  },
];
