import { readSheetLayout, type SheetLayout } from "../builtin/sheet-layout.ts";
import { type Colour, findColour } from "./colours.ts";
import { columnLetter } from "./column-letters.ts";
import { fixTypos } from "./fix-typos.ts";
import { plainWords } from "./plain-words.ts";
import {
  type ColumnMention,
  type ColumnRef,
  findColumnMentions,
  isColumnLetter,
  refOf,
  resolveColumn,
} from "./request-columns.ts";
import { type Condition, findCondition } from "./request-conditions.ts";
import { findExceptSheets, findSheetMentions, notNames, type SheetMention } from "./request-sheets.ts";
import { findEmails, findFile, findFolder, findPassword, findQuoted } from "./request-values.ts";

export type { Condition } from "./request-conditions.ts";

/** Everything a macro can be parameterised by, read from the request; `text` is what intents are matched on. */
export interface MacroRequest {
  /** Lower-case, typo-corrected request. */
  text: string;
  /** The request as written (spaces tidied, "colum" read as column): where names and values are read from. */
  original: string;
  /** The sheet the macro works on (or takes rows from), when the request names one. */
  sheet?: string;
  sheets: SheetMention[];
  /** Sheets the request leaves out ("every sheet except Summary"). */
  exceptSheets: string[];
  column?: ColumnRef;
  columns: ColumnMention[];
  /** "Your columns", when the user described their sheet. */
  layout?: SheetLayout;
  range?: string;
  ranges: string[];
  /** "rows 2 to 500", "rows 10-20": first and last row. */
  rows?: [number, number];
  cell?: string;
  /** The sheet the cell is on, when the request names it right after the cell ("B1 on sheet Control"). */
  cellSheet?: string;
  colour?: Colour;
  condition?: Condition;
  /** The column the condition tests, when the request ties one to it. */
  conditionColumn?: ColumnRef;
  fileName?: string;
  file?: { base: string; ext: string };
  folder?: { folder: string; file?: string };
  newName?: string;
  replace?: { find: string; with: string };
  message?: string;
  password?: string;
  emails: string[];
  quoted: string[];
  descending: boolean;
  allSheets: boolean;
  /** The request is about the cells the user has selected. */
  selection: boolean;
}

const findColumn = (text: string): ColumnRef | undefined => {
  const letter = /\b(?:column|col)\s+([a-z]{1,2})\b/i.exec(text);
  if (letter && isColumnLetter(letter[1])) return { letter: letter[1].toUpperCase() };
  const numbered = /\b(?:column|col)\s+(\d{1,3})\b/i.exec(text);
  if (numbered && Number(numbered[1]) > 0) return { letter: columnLetter(Number(numbered[1])) };
  const quoted = /\b(?:column|header|heading)\s+(?:named\s+|called\s+)?["']([^"']{1,40})["']/i.exec(text) ??
    /["']([^"']{1,40})["']\s+column\b/i.exec(text);
  if (quoted) return { header: quoted[1].trim() };
  const named = /\b(?:column|header|heading)\s+(?:named|called)\s+([a-z][\w-]*)/i.exec(text);
  if (named) return { header: named[1] };
  const byHeader =
    /\b(?:by|per|on|for each)\s+(?:the\s+)?([a-z][\w-]*)(?:\s+(?:value|values|field))?\s*(?:$|[,.]|\s+(?:in|on|and|then|from|into|ascending|descending|column|largest|smallest|a-z|z-a|newest|oldest)\b)/i
      .exec(text);
  if (
    byHeader && !notNames.has(byHeader[1].toLowerCase()) &&
    !/^(?:column|sheet|row|rows|value|values|it|them)$/i.test(byHeader[1])
  ) {
    return { header: byHeader[1] };
  }
  return undefined;
};

// "with an amount over 500", "where the Price is under 10": the word right before a comparison names its column.
const headingBefore = (before: string): ColumnRef | undefined => {
  const word = /\b(?:the|an?|its|their|whose|with|where|if)\s+([a-z][\w-]{2,30})\s*(?:\s(?:is|are|was|goes|gets)\s*)?$/i
    .exec(before)?.[1];
  return word && !notHeadings.test(word) ? { header: word } : undefined;
};
const notHeadings =
  /^(?:value|values|number|numbers|cell|cells|row|rows|one|ones|it|total|count|amount of|figure|figures|data|entry|entries|item|items|record|records|order|orders|line|lines|thing|things|result|results)$/i;

// The column the condition is about: the one named in the same clause, before the test or else after it.
const columnOfCondition = (original: string, at: number, mentions: ColumnMention[]): ColumnMention | undefined => {
  const start = Math.max(...[".", ";", "!", "?", ", ", " then "].map((mark) => original.lastIndexOf(mark, at)), -1);
  const ends = [".", ";", "!", "?", ", ", " then "].map((mark) => original.indexOf(mark, at)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) : original.length;
  const inClause = mentions.filter((mention) => mention.at > start && mention.at < end);
  return inClause.filter((mention) => mention.at <= at).at(-1) ?? inClause.find((mention) => mention.at > at);
};

const findNewName = (text: string) =>
  (namedCopy(text) ?? /\brename\b.*?\b(?:to|as)\s+["']?([\w -]{1,31}?)["']?\s*$/i.exec(text) ??
    /\b(?:(?:name|call)s? (?:it|the (?:copy|new (?:sheet|one|workbook|file))|that)|rename(?:d)?(?: it)? to|renamed? as|new (?:sheet|name)|named|called)\s+["']([^"']{1,31})["']/i
      .exec(text) ??
    // "rename Sheet2 Expenses": the old name, then the new one, with no "to" between.
    /\brename\s+(?:the\s+)?(?:(?:sheet|tab)\s+)?(?:sheet\s?\d+|"[^"]+"|'[^']+'|[A-Z][\w-]*)\s+["']?([A-Z0-9][\w -]{0,30}?)["']?\s*(?:[.,;!]|$)/i
      .exec(text) ??
    unquotedName(text))
    ?.[1].trim();

// "names the copy Week 12", "call it Summary": naming what the macro makes comes before any other "named".
const namedCopy = (text: string) => {
  const keyword = /\b(?:name|call)s? (?:it|the (?:copy|new (?:sheet|one|workbook|file))|that)\s+/i.exec(text);
  if (!keyword) return null;
  const rest = text.slice(keyword.index + keyword[0].length);
  return /^["']([^"']{1,31})["']/.exec(rest) ??
    /^(?!(?:the|whatever|its?|after)\b)([A-Za-z0-9][\w-]{0,30}(?:\s+(?:[A-Z][\w-]*|\d{1,4}\b))*)/.exec(rest);
};

// "named Zero Stock - create…": one word, then only capitalised words (the match is case-sensitive past the keyword).
const unquotedName = (text: string) => {
  const keyword =
    /\b(?:(?:name|call)s? (?:it|the (?:copy|new (?:sheet|one|workbook|file))|that)|rename(?:d)?(?: it)? to|renamed? as|new name|named|called)\s+(?!the\b|whatever\b|its?\b|after\b)/i
      .exec(text);
  return keyword
    ? /^([A-Za-z0-9][\w-]{0,30}(?:\s+(?:[A-Z][\w-]*|\d{1,4}\b))*)/.exec(text.slice(keyword.index + keyword[0].length))
    : null;
};

const findReplace = (text: string) => {
  const value = String.raw`(?:"([^"]+)"|'([^']+)'|(.+?))`;
  const stop = String.raw`(?=\s+(?:in|on|across|throughout|everywhere)\b|\s*[-,.!?;]\s|[.!?]?$)`;
  const findThen = new RegExp(
    String.raw`\bfind\s+${value}\s+and\s+replace\s+(?:it\s+|them\s+)?(?:with|by)\s+${value}${stop}`,
    "i",
  ).exec(text);
  const match = findThen ??
    new RegExp(
      String
        .raw`\b(?:replace|change|swap|switch)\s+(?:all\s+(?:the\s+)?|every\s+|the\s+)?(?:old\s+\w+\s+name\s+)?${value}\s+(?:(?:in|on)\s+(?:the|my|this)\s+(?:selection|sheet|workbook|range|column)\s+)?(?:with|to|by|for|into)\s+${value}${stop}`,
      "i",
    ).exec(text);
  if (!match) return undefined;
  const replacement = character(match[4] ?? match[5] ?? match[6]);
  const find = character(saidBefore(text.slice(0, match.index), match[3]) ?? match[1] ?? match[2] ?? match[3]);
  // A quoted text is always a text to find ("replace 'colour' with 'color'"); the word checks are for unquoted ones.
  const quotedFind = match[3] === undefined;
  // "change column F to show 2 decimals" changes the cells' look; a column or range is no text to find.
  if (
    !quotedFind &&
    /^(?:the )?(?:col(?:umn)?s?|rows?|cells?|range|selection|sheet)\b|^[a-z]{1,3}\d+(?::[a-z]{1,3}\d+)?$/i.test(find)
  ) {
    return undefined;
  }
  // "change the font of the sheet to Calibri" changes a look, not a text.
  if (
    !quotedFind &&
    /\b(?:font|format|colou?r|size|width|height|style|case|borders?|orientation|zoom|formulas?)\b/i.test(find)
  ) {
    return undefined;
  }
  // "change the dates in col C to dd/mm/yyyy" or "to show as dd-mmm-yyyy" asks for a format, not a replacement.
  if (
    /^(?:show|display|appear|look|read)(?:s|ing)?\b/i.test(replacement) ||
    /^(?:[dmyhs]{1,4}[-/. :]?){2,}$/i.test(replacement) ||
    /^(?:currency|percent(?:age)?|text|bold|italics?|upper ?case|lower ?case)$/i.test(replacement)
  ) {
    return undefined;
  }
  return { find, with: replacement };
};

// "every cell that says ACME Ltd and change it to Acme Limited": "it" is the text the cells were said to hold.
const saidBefore = (before: string, pronoun: string | undefined): string | undefined => {
  if (
    !pronoun ||
    !/^(?:it|them|they|those|these|that|this|each one|(?:the|that|this) (?:value|text|word)s?)$/i.test(pronoun)
  ) {
    return undefined;
  }
  const said =
    /\b(?:says?|saying|reads?|reading|contains?|containing|holds?|holding|with the (?:text|word|value)|equal to)\s+(?:the (?:text|word|value)\s+)?(?:"([^"]+)"|'([^']+)'|(.+?))\s*(?:,\s*)?(?:\band\b|\bthen\b|,)\s*$/i
      .exec(before);
  return (said?.[1] ?? said?.[2] ?? said?.[3])?.trim() || undefined;
};

// "replace commas with semicolons": characters named in words are the characters; "blank" is nothing.
const characters: [RegExp, string][] = [
  [/^(?:blank|blanks|nothing|empty|an? empty (?:string|cell)|an? blank)$/i, ""],
  [/^(?:commas?)$/i, ","],
  [/^(?:semi-?colons?)$/i, ";"],
  [/^(?:periods?|dots?|full stops?)$/i, "."],
  [/^(?:spaces?)$/i, " "],
  [/^(?:double spaces?)$/i, "  "],
  [/^(?:dashes|dash|hyphens?)$/i, "-"],
  [/^(?:underscores?)$/i, "_"],
  [/^(?:slashes|slash|forward slashes|forward slash)$/i, "/"],
  [/^(?:backslash(?:es)?)$/i, "\\"],
  [/^(?:colons?)$/i, ":"],
  [/^(?:pipes?)$/i, "|"],
];
const character = (value: string) => {
  const trimmed = value.trim();
  const word = trimmed.replace(/^(?:an?|the|all|every)\s+/i, "");
  const named = characters.find(([words]) => words.test(word));
  if (named) return named[1];
  return characters.find(([words]) => words.test(trimmed))?.[1] ?? trimmed;
};

// A message ends the request, or comes before when it shows ("saying Report updated! when the workbook opens").
const findMessage = (text: string) => {
  // "msgbox 'Done!'", "a popup "Saved"": the quoted words right after the box are its message.
  const boxed =
    /\b(?:msgbox|message ?box|message|pop ?-?up|alert)\s+(?:saying\s+|with\s+)?(?:"([^"]+)"|'([^']+)'(?!\w))/i.exec(
      text,
    );
  if (boxed) return (boxed[1] ?? boxed[2]).trim();
  const match =
    /\b(?:saying|says|that says|with the (?:text|message|words)|reading)\s*:?\s*(?:"([^"]+)"|'([^']+)'|(.+?)(?:\s+(?=(?:when|whenever|every time|each time|on open|at startup|if)\b)|[.!]?$))/i
      .exec(text);
  return (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
};

// "colum", "collumn", "exept": misspellings that would hide a column's letter or a sheet left out from the readers.
const tidy = (description: string) =>
  plainWords(description).replace(/\s+/g, " ").trim().replace(
    /\b(?:colum|collumn|coloumn|colmn|colunm)(s?)\b/gi,
    "column$1",
  )
    .replace(/\bthru\b/gi, "through").replace(/\b(?:exept|excpet|excep|exsept|accept for)\b/gi, "except").replace(
      /\bw\/o\b/gi,
      "without",
    ).replace(/\bw\/(?=\s)/gi, "with");

/** Reads the parameters a macro can use out of a casual request; anything absent is left for defaults. */
export const readRequest = (description: string, columns?: string): MacroRequest => {
  const original = tidy(description);
  const text = fixTypos(original.toLowerCase());
  const layout = readSheetLayout(columns) ?? undefined;
  const ranges = [
    ...original.matchAll(/(?<![\w:$])\$?([a-z]{1,3})\$?(\d{1,7}):\$?([a-z]{1,3})\$?(\d{1,7})(?!\w|:\w)/gi),
  ]
    .map((match) => `${match[1]}${match[2]}:${match[3]}${match[4]}`.toUpperCase());
  const rowMatch = /\brows?\s+(\d{1,7})\s*(?:-|–|to|through|until|and)\s*(\d{1,7})\b/i.exec(original);
  const rows: [number, number] | undefined = rowMatch
    ? [Math.min(+rowMatch[1], +rowMatch[2]), Math.max(+rowMatch[1], +rowMatch[2])]
    : undefined;
  const lettered = findColumnMentions(original, undefined).filter((mention) => mention.letter && !mention.to);
  // "column H, rows 2-100" is the range H2:H100.
  const range = ranges[0] ??
    (rows && lettered.length === 1 ? `${lettered[0].letter}${rows[0]}:${lettered[0].letter}${rows[1]}` : undefined);
  const withoutSheets = original.replace(/\bsheet\s?\d+/gi, "");
  // A lower-case "b2" is a cell only after the word cell; "Kx9-22" is no cell at all.
  const cell = range ? undefined : (/\bcell\s+([a-z]{1,2}[1-9]\d{0,6})\b/i.exec(withoutSheets) ??
    /(?<![\w-])([A-Z]{1,2}[1-9]\d{0,6})(?![\w-])/.exec(withoutSheets))?.[1].toUpperCase();
  const exceptSheets = findExceptSheets(original);
  const sheets = findSheetMentions(original).filter((mention) =>
    !exceptSheets.some((name) => name.toLowerCase() === mention.name.toLowerCase())
  );
  const mentions = findColumnMentions(original.replace(/\bsheet\s?\d+/gi, (sheet) => " ".repeat(sheet.length)), layout);
  // "rows go to the next empty row on Archive" says where rows land, not which rows are meant.
  const landing = (words: string) =>
    words.replace(
      /\b(?:next|first)\s+(?:empty|blank|free|available)\s+(?:row|line|cell)\b/gi,
      (phrase) => "x".repeat(phrase.length),
    );
  const found = findCondition(landing(original), landing(text));
  // A date test with no column named ("highlight overdue rows") is about the user's date column, when there is one.
  const dateColumn = found && (found.test.kind === "date" || found.test.kind === "thisMonth")
    ? layout?.columns.find((column) => /date|\bdue\b|deadline|\bday\b|expir/i.test(column.header))?.letter
    : undefined;
  const conditionColumn = found
    ? refOf(columnOfCondition(original, found.at, mentions)) ?? (dateColumn ? { letter: dateColumn } : undefined) ??
      (found.test.kind === "compare" ? headingBefore(original.slice(0, found.at)) : undefined)
    : undefined;
  const column = resolveColumn(
    conditionColumn ?? refOf(mentions.find((mention) => mention.letter && !mention.to)) ??
      findColumn(original.replace(/\bsheet\s?\d+/gi, "")),
    layout,
  );
  const file = findFile(original);
  const cellSheet = cell ? sheetOfCell(original, cell, sheets) : undefined;
  return {
    text,
    original,
    sheet: sheets.find((mention) => mention.role === "source")?.name ??
      (moving.test(original) ? undefined : sheets.find((mention) => mention.role !== "new")?.name),
    sheets,
    exceptSheets,
    column,
    columns: mentions,
    ...(layout ? { layout } : {}),
    range,
    ranges,
    ...(rows ? { rows } : {}),
    cell,
    ...(cellSheet ? { cellSheet } : {}),
    colour: findColour(text),
    condition: found?.test,
    conditionColumn: resolveColumn(conditionColumn, layout),
    fileName: file && ["pdf", "csv"].includes(file.ext) ? file.base : findNamedFile(original),
    file,
    folder: findFolder(original),
    newName: findNewName(original),
    replace: findReplace(original),
    message: findMessage(original),
    password: findPassword(original),
    emails: findEmails(original),
    quoted: findQuoted(original),
    descending:
      /\b(?:descending|desc|largest (?:to smallest|first)|highest (?:to lowest|first)|biggest first|newest first|most recent first|latest first|z to a|z-a)\b/
        .test(text),
    allSheets:
      /\b(?:all|every|each)\s+(?:single\s+)?(?:(?:of\s+)?(?:the|my|our|your|these|its)\s+)?(?:work)?(?:sheets?|tabs?)\b|\b(?:whole|entire) workbook\b|\b(?:across|throughout|everywhere in) (?:the |this |my )?workbook\b|\b(?:every|each|all|any) (?:[a-z]+ ){0,2}(?:in|of) (?:the|this|my) (?:whole |entire )?workbook\b|\b(?:sheets|tabs)\b[^.]{0,40}\b(?:them all|all of them|each of them|every one of them)\b/
        .test(text),
    selection:
      /\bselection\b|\b(?:the |my |current )?selected (?:cells?|range|rows?|area|columns?)\b|\b(?:i(?:'ve| have)?|you) (?:have )?selected\b|\bwhat(?:ever)? (?:i(?:'ve| have)?|is) (?:selected|highlighted)\b|\bi (?:highlight|select|pick|mark)(?:ed)? (?:some |a few |the |a bunch of )?(?:cells|range|rows)\b|\b(?:cells?|range|rows?|columns?) (?:that )?(?:i(?:'ve| have)?|you(?:'ve| have)?) (?:just )?(?:selected|highlighted|picked)\b|\bselected\b/
        .test(text),
  };
};

// "whatever is typed in B1 on sheet Control", "cell A1 of Admin", "Control!B1": the sheet that holds the cell.
const sheetOfCell = (original: string, cell: string, sheets: SheetMention[]): string | undefined => {
  const [, letters, row] = /^([A-Z]+)(\d+)$/.exec(cell) ?? [];
  const qualified = new RegExp(String.raw`(?:'([^']{1,31})'|\b([A-Za-z]\w{0,30}))!\$?${letters}\$?${row}\b`, "i").exec(
    original,
  );
  if (qualified) return (qualified[1] ?? qualified[2]).trim();
  const at = original.search(new RegExp(String.raw`\b${cell}\b`, "i"));
  if (at < 0) return undefined;
  const end = at + cell.length;
  return sheets.find((mention) =>
    mention.at > end && mention.at - end < 30 &&
    /^\s+(?:on|of|in|from)\s+(?:the\s+)?(?:(?:work)?sheet\s+|tab\s+)?["']?$/i.test(original.slice(end, mention.at))
  )?.name;
};

// Words of requests that move rows from one sheet to another, where "to Archive" names where they go.
const moving =
  /\b(?:cop(?:y|ies|ied)|move[sd]?|cut|paste|append|transfer|archive|takes?)\b.*\b(?:rows?|records?|entries|lines|tasks|data)\b|\b(?:rows?|records?|tasks|entries)\b.*\b(?:go(?:es)?|puts?|moved?|copied|sent)\b/i;

const findNamedFile = (text: string) => {
  const named =
    /\b(?:file\s*name\s*(?:is|=|:|of|should be|will be|must be|to be)?|(?:pdf|csv|file|workbook|copy|backup)\s+(?:named|called)|(?:save|export)\w*\s+(?:it\s+)?as)\s+["']?([a-z0-9][\w-]{0,80})["']?/i
      .exec(text);
  return named &&
      !/^(?:a|an|the|pdf|csv|my|it|in|is|to|from|of|with|and|as|should|will|must|can|could|would|needs?|be)$/i.test(
        named[1],
      )
    ? named[1]
    : undefined;
};
