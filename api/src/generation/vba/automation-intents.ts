import { asksForBackup, backupWorkbook } from "./backup.ts";
import { addButton, asksForButton, goToSheet } from "./buttons.ts";
import { emailEachRow } from "./email-rows.ts";
import { editEachFile } from "./edit-each-file.ts";
import { emailSomething } from "./email-send.ts";
import { saveAsCsv, saveAsPdf } from "./files.ts";
import { asksSheetPerFile, filesToSheets } from "./files-to-sheets.ts";
import { asksFileList, listFiles } from "./list-files.ts";
import { savesWorkbookAs, saveWorkbookAs } from "./save-workbook-as.ts";
import { aboutFolderFiles, combineFolder } from "./folder-files.ts";
import type { Intent } from "./intent.ts";
import { refreshPivots, setPivotFilter } from "./pivots.ts";
import { guardsSheetList, protectSheets, toggleProtection, unprotectFromList } from "./protection.ts";

// E-mail as something to do ("email each person", "send … to", "Outlook"), not "the email column".
const email =
  /\bsend(?:s|ing)?\b.*\b(?:e-?mails?|mails?|outlook|@)|\b(?:e-?mails?|mails?)\s+(?:each|every|all|the|them|it|this|that|these|my|a|an|to|everyone|everybody|people|customers?|clients?|contacts?)\b|^(?:pls |please )?e-?mail\b|\boutlook\b|\be-?mailer\b|\bmail ?merge\b|\b(?:get|gets|receive|receives)\s+(?:an?\s+)?(?:e-?)?mails?\b(?!\s+(?:address|column))|\bsend\b(?=.*\bsubject\b)(?=.*\be-?mails?\b)|\be-?mails?\b(?=.*\bsend\b)(?=.*\bsubject\b)|\be-?mails?\b.*\battach|\battach\w*\b.*\be-?mails?\b|\b(?:e-?mail|mail)\s+(?:(?:it|this|that|them|me)\s+)?(?:to\s+)?[\w.+-]+@(?:(?<=\b(?:sheets?|workbook|file|range|cells?|rows?|col(?:umn)?s?|pdf|table|data|report|selection|values?|if|when(?:ever)?)\b.*)|(?=.*\b(?:sheets?|workbook|file|range|cells?|rows?|col(?:umn)?s?|pdf|attach\w*|table|data|report|selection|values?|if|when(?:ever)?)\b))/;
const perRow =
  /\b(?:each|every|all|bulk)\b.*\b(?:rows?|person|people|customers?|contacts?|clients?|owners?|names?|addresses|recipients?|line|entry|one|everybody|everyone)\b|\bbulk\b|\beverybody\b|\beveryone\b|\bmail ?merge\b|\bfor each\b|\bcol(?:umn)?\s+[a-z]\b/;

/**
 * Macros recognised by words no other kind uses (Outlook, pivot tables, buttons, folders of files, backups,
 * passwords, PDF and CSV files); they come before the intents for rows and cells, whose words they may contain.
 */
export const automationIntents: Intent[] = [
  { matches: (text) => email.test(text) && perRow.test(text) && !/@/.test(text), build: emailEachRow },
  { matches: (text) => email.test(text), build: emailSomething },
  { matches: (text) => asksForButton(text), build: (request) => addButton(request) },
  {
    matches: (text) => /\bpivot/.test(text) && /\bfilter|\bfield\b|\bcurrent ?page\b/.test(text),
    build: setPivotFilter,
  },
  {
    matches: (text) =>
      /\brefresh|\bupdate/.test(text) && (/\bpivot/.test(text) || /\b(?:quer(?:y|ies)|data connections?)\b/.test(text)),
    build: refreshPivots,
  },
  {
    matches: (text, request) => asksFileList(text) && (Boolean(request.folder) || /\bfolder\b/.test(text)),
    build: listFiles,
  },
  {
    matches: (text, request) =>
      aboutFolderFiles(request) && Boolean(request.cell) &&
      /\b(?:chang|set|updat|overwrit|replac|put|write|enter|type)\w*\b/.test(text),
    build: editEachFile,
  },
  { matches: (text, request) => aboutFolderFiles(request) && asksSheetPerFile(text), build: filesToSheets },
  { matches: (text, request) => aboutFolderFiles(request) && !/\bsave|\bexport/.test(text), build: combineFolder },
  { matches: (text) => asksForBackup(text), build: backupWorkbook },
  { matches: (_text, request) => savesWorkbookAs(request.original), build: saveWorkbookAs },
  {
    matches: (text) =>
      /\btoggle|\bif (?:it'?s|its|it is|the sheet is) (?:un)?protected\b/.test(text) && /\bprotect/.test(text),
    build: toggleProtection,
  },
  {
    matches: (text) => /\bpasswords?\b.*\b(?:listed|stored|kept|are|is) (?:on|in)\b/.test(text) && /protect/.test(text),
    build: unprotectFromList,
  },
  {
    matches: (text) =>
      /\bunprotect(?!ed\b)|\b(?:remove|take off|turn off|switch off|disable|lift|drop|clear|get rid of)\b.{0,25}\bprotection\b|\bunlock\b.{0,20}\b(?:work)?(?:sheets?|book|tabs?)\b/
        .test(text),
    build: (request) => protectSheets(request, false),
  },
  {
    // "password" alone could be about the user's account; only with a sheet or workbook is it about protection.
    matches: (text, request) =>
      (/\bprotect/.test(text) &&
        (/\b(?:sheets?|worksheets?|workbook|structure|tabs?|cells?|range|columns?|formulas?|everything|all)\b|\bsheet\d/
          .test(text) ||
          Boolean(request.password || request.sheet))) ||
      /\block\b.*\b(?:sheets?|worksheets?|workbook|structure|tabs?)\b/.test(text) ||
      (/\bpassword\b/.test(text) && /\b(?:sheet|worksheet|workbook)/.test(text)) || guardsSheetList(text),
    build: (request) => protectSheets(request, true),
  },
  { matches: (text) => /\bpdfs?\b/.test(text), build: saveAsPdf },
  { matches: (text) => /\bcsvs?\b/.test(text), build: saveAsCsv },
  {
    matches: (text) =>
      /\b(?:go|goes|jump|jumps|navigate|navigates|takes? (?:me|you|the user|them|us)|brings? (?:me|you|the user)|switch(?:es)?|return)\s+(?:back\s+)?to\b/
        .test(text) &&
      /\bsheet\b|\btab\b/.test(text) && !/\brows?\b|\bcop(?:y|ies)\b|\bmove/.test(text),
    build: goToSheet,
  },
];
