import { combineSheets } from "./combine-sheets.ts";
import type { Intent } from "./intent.ts";
import { templatePerName } from "./copy-sheet.ts";
import { sheetsFromList } from "./sheets-from-list.ts";
import { sortSheets } from "./sort-sheets.ts";
import { sheetsToFiles, splitByColumn, toWorkbooks } from "./split-sheets.ts";

const sheetWord = /\b(?:sheet|worksheet)|\btabs?\b/;

/** Macros that make or merge whole sheets (and workbooks): they come before the row-by-row intents they resemble. */
export const structureIntents: Intent[] = [
  {
    // "sort all my tabs alphabetically": the sheets themselves, not data on them.
    matches: (text, request) =>
      /\b(?:sort|order|arrange|alphabeti[sz]e|reorder)\w*\b/.test(text) && /\b(?:work)?sheets\b/.test(text) &&
      !/\b(?:rows?|columns?|col|data|records|values|table|list|by)\b/.test(text) && !request.column,
    build: sortSheets,
  },
  {
    matches: (text) =>
      /\b(?:create|make|add|insert|generate)\b/.test(text) && sheetWord.test(text) &&
      /\b(?:names?|list|each (?:item|entry)|every (?:item|entry))\b/.test(text) &&
      !/\brows?\b|\bsplit\b|\bcop(?:y|ies)\b/.test(text) &&
      // "a sheet that lists every sheet name with a link": an index of the sheets there are, not new ones.
      !/\b(?:index|table of contents|hyperlinks?|links?)\b|\b(?:every|each|all) (?:the )?(?:other )?(?:work)?sheets?'? names?\b/
        .test(text),
    build: sheetsFromList,
  },
  {
    matches: (text) => /\bcop(?:y|ies)\b/.test(text) && /\btemplate\b/.test(text) && /\b(?:each|every)\b/.test(text),
    build: templatePerName,
  },
  {
    matches: (text) =>
      // The verb may come first or, said passively, after the sheets ("every sheet should be saved as…").
      (/\b(?:split|save[sd]?|export(?:ed|s)?|break)\b/.test(text) &&
        /\b(?:each|every|all)\s+(?:the\s+)?(?:work)?sheets?\b.*\b(?:own|separate|new|individual)\s+(?:workbook|file|xlsx|xlsm|excel file)s?\b/
          .test(text)) ||
      /\b(?:workbook|file)s? (?:for|per|from) (?:each|every) (?:work)?sheet\b/.test(text),
    build: sheetsToFiles,
  },
  {
    matches: (text) =>
      /\bsplit\b|\bseparate (?:work)?sheets\b|\b(?:new |a |one |own |separate )?(?:work)?(?:sheet|tab|workbook|file) (?:for (?:each|every)|per)\b|\binto (?:multiple|separate|different|individual|new) (?:work)?(?:sheets|tabs|workbooks|files)\b/
        .test(text) &&
      (!toWorkbooks(text) || /\bby\b|\bper\b|\bfor each\b|\bcol(?:umn)?\b/.test(text)) &&
      /\b(?:sheets?|data|rows?|table|workbooks?|files?|tabs?|by|columns?|col|list|values?)\b/.test(text),
    build: splitByColumn,
  },
  {
    matches: (text, request) =>
      (/\b(?:combine|consolidate|merge|stack|append|join|gather|compile)\b/.test(text) &&
        (/\b(?:all|every|each|multiple)\b.*\b(?:sheets?|worksheets?|tabs?)\b/.test(text) ||
          /\b(?:in|on)?to (?:one|a single)\b/.test(text) ||
          request.sheets.length > 1)) ||
      (/\b(?:one|each) (?:under|below|after) (?:the other|another|each other)\b/.test(text) &&
        request.sheets.length > 1) ||
      /\bfrom (?:all|every|each) (?:the )?(?:work)?sheets?\b.*\b(?:onto|into|to|in|on) (?:one|a single|a|the)\b|\b(?:all|every|each) (?:the )?(?:work)?sheets?\b.*\b(?:onto|into) (?:one|a single)\b/
        .test(text),
    build: combineSheets,
  },
];
