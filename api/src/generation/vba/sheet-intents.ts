import { showMessage } from "./events.ts";
import type { Intent } from "./intent.ts";
import { recalculate } from "./recalculate.ts";
import { messageBox } from "./row-intents.ts";
import { loopRows } from "./rows.ts";
import { copySheet } from "./copy-sheet.ts";
import { addSheet, moveSheet, renameSheet } from "./sheets.ts";
import { listSheets, makeTable, printSheets, saveWorkbook } from "./workbook-actions.ts";

const sheetWord = /\b(?:sheet|worksheet)|\btabs?\b/;

/** Copying, moving, renaming and adding sheets, then the general row loop and a plain message: the broadest asks. */
export const sheetIntents: Intent[] = [
  {
    matches: (text) =>
      /\b(?:list|index)\b.*\b(?:sheets?|tabs?)\b|\btable of contents\b|\bsheet names\b|\bindex sheet\b/.test(text) &&
      !/\bfor each\b|\bput its name\b|\brename\b/.test(text),
    build: listSheets,
  },
  {
    matches: (text, request) =>
      /\bprint(?:s|ing)?\b/.test(text) && !/\bprint (?:area|titles)\b/.test(text) &&
      (Boolean(request.sheet || request.selection) ||
        /\b(?:sheets?|tabs?|workbook|range|pages?|copies|report)\b|\bprint (?:it|this|everything)\b/.test(text)),
    build: printSheets,
  },
  {
    matches: (text) =>
      /\b(?:convert|turn|make|format)\b.*\b(?:into|as) (?:an? )?(?:excel |proper )?table\b|\b(?:create|insert|add) (?:an? )?(?:excel )?table\b/
        .test(text),
    build: makeTable,
  },
  {
    matches: (text) =>
      /^(?:please |pls )?save (?:and close )?(?:it$|(?:the |this |my )?(?:workbook|file)\b)|\bsave and close\b|\bclose (?:the |this )?workbook\b/
        .test(text) && !/\bas\b|\bcopy\b|\bbackup\b/.test(text),
    build: saveWorkbook,
  },
  {
    matches: (text) =>
      /\b(?:re-?calc(?:ulate)?s?|calculate (?:the |this |my )?(?:workbook|sheet|formulas)|refresh (?:the )?formulas)\b/
        .test(text),
    build: recalculate,
  },
  { matches: (text) => /\b(?:cop(?:y|ies)|duplicate|clone)\b/.test(text) && sheetWord.test(text), build: copySheet },
  { matches: (text) => /\bmove\b/.test(text) && sheetWord.test(text), build: moveSheet },
  { matches: (text) => /\brename\b/.test(text), build: renameSheet },
  {
    matches: (text) =>
      /\b(?:add|insert|create|make|put|stick)\b (?:a |an |one |\d+ |two |three )?(?:new )?(?:blank |empty )?(?:work)?sheets?\b/
        .test(text),
    build: addSheet,
  },
  {
    matches: (text) => /\bloop|\biterate|\bgo(?:es)? through\b|\bcycle through\b|\b(?:each|every) row\b/.test(text),
    build: loopRows,
  },
  { matches: (text) => messageBox.test(text), build: showMessage },
];
