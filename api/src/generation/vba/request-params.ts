import { type Colour, findColour } from "./colours.ts";
import { columnLetter } from "./column-letters.ts";
import { fixTypos } from "./fix-typos.ts";
import type { Comparison } from "../comparison-words.ts";

/** What a cell must satisfy: a number comparison, a text test, emptiness or being repeated. */
export type Condition =
  | { kind: "compare"; op: Comparison; value: number }
  | { kind: "equals" | "notEquals" | "contains"; text: string }
  | { kind: "blank" | "notBlank" | "duplicate" };

/** Everything a macro can be parameterised by, read from the request; `text` is what intents are matched on. */
export interface MacroRequest {
  /** Lower-case, typo-corrected request. */
  text: string;
  sheet?: string;
  column?: { letter: string } | { header: string };
  range?: string;
  cell?: string;
  colour?: Colour;
  condition?: Condition;
  fileName?: string;
  newName?: string;
  replace?: { find: string; with: string };
  message?: string;
  descending: boolean;
  allSheets: boolean;
}

// Words that look like a name before "sheet" or "column" but only say which one.
const notNames = new Set(
  [
    "a an the this that these those each every all any active current new same other another separate",
    "whole entire my our your its their one first last next previous which master target source",
    "original a-z single individual different multiple blank empty",
  ].join(" ").split(" "),
);
const notValues = new Set(
  [
    "a an the blank empty in on at to of greater more less bigger smaller higher lower above below",
    "over under than equal not null zero column row rows cell cells sheet it them that there what",
    "true false each every all",
  ].join(" ").split(" "),
);

// Verbs that come right before "column" or "sheet" in requests ("fit column widths", "sort column A").
const verbs = new RegExp(
  `^(?:${
    [
      "fit|autofit|sort|filter|format|hide|unhide|delete|remove|clear|copy|move|highlight|colou?r|bold|protect",
      "unprotect|split|combine|rename|select|add|insert|each|every|per|whole|entire|new|next|same",
    ].join("|")
  })$`,
  "i",
);

const isColumnLetter = (word: string) =>
  /^[a-z]{1,2}$/i.test(word) && !/^(?:by|in|to|of|on|as|is|at|or|if|be|an|it|do|so|up|no|me|my|we)$/i.test(word);

const findSheet = (text: string): string | undefined => {
  const numbered = /\bsheet\s?(\d{1,3})\b/i.exec(text);
  if (numbered) return `Sheet${numbered[1]}`;
  const named = /\b(?:sheet|worksheet|tab)\s+(?:named|called)?\s*["']([^"']{1,31})["']/i.exec(text) ??
    /(?<!new\s)\b(?:sheet|worksheet|tab)\s+(?:named|called)\s+([a-z0-9][\w-]*)/i.exec(text);
  if (named) return named[1].trim();
  // "on sheet Log", "unprotect sheet Data": a capitalised word right after "sheet".
  const after = /\b(?:[Ss]heet|[Ww]orksheet|[Tt]ab)\s+([A-Z][\w-]*)/.exec(text);
  if (after && !notNames.has(after[1].toLowerCase()) && !verbs.test(after[1])) return after[1];
  const quotedBefore = /["']([^"']{1,31})["']\s+(?:sheet|worksheet|tab)\b/i.exec(text);
  if (quotedBefore) return quotedBefore[1].trim();
  // "the Sales sheet", "on sales sheet", "Budget tab": a word before "sheet" is a name when it is capitalised or
  // follows a preposition, so verbs ("protect sheet", "clear sheet") are not taken for names.
  for (
    const match of text.matchAll(
      /(?:\b(the|on|in|from|of|to|into|onto)\s+)?\b([a-z0-9][\w-]*)\s+(?:sheet|worksheet|tab)\b/gi,
    )
  ) {
    const word = match[2];
    if (notNames.has(word.toLowerCase()) || /^(?:to|in|on|of|from|into|per|by|and|or|as|for|with)$/i.test(word)) {
      continue;
    }
    if (match[1] || /^[A-Z0-9]/.test(word)) return word;
  }
  return undefined;
};

const findColumn = (text: string): MacroRequest["column"] => {
  const letter = /\b(?:column|col)\s+([a-z]{1,2})\b/i.exec(text);
  if (letter && isColumnLetter(letter[1])) return { letter: letter[1].toUpperCase() };
  const numbered = /\b(?:column|col)\s+(\d{1,3})\b/i.exec(text);
  if (numbered && Number(numbered[1]) > 0) return { letter: columnLetter(Number(numbered[1])) };
  const quoted = /\b(?:column|header|heading)\s+(?:named\s+|called\s+)?["']([^"']{1,40})["']/i.exec(text) ??
    /["']([^"']{1,40})["']\s+column\b/i.exec(text);
  if (quoted) return { header: quoted[1].trim() };
  const named = /\b(?:column|header|heading)\s+(?:named|called)\s+([a-z][\w-]*)/i.exec(text);
  if (named) return { header: named[1] };
  const lettered = /\b([a-z]{1,2})\s+column\b/i.exec(text);
  if (lettered && isColumnLetter(lettered[1]) && lettered[1] !== lettered[1].toLowerCase()) {
    return { letter: lettered[1].toUpperCase() };
  }
  for (const match of text.matchAll(/\b([a-z][\w-]*)\s+column\b/gi)) {
    if (verbs.test(match[1])) continue;
    if (
      !notNames.has(match[1].toLowerCase()) &&
      !/^(?:to|in|on|of|from|into|per|by|and|or|as|for|with|a|the)$/i.test(match[1])
    ) {
      return { header: match[1] };
    }
  }
  const byHeader =
    /\b(?:by|per|on|for each)\s+(?:the\s+)?([a-z][\w-]*)(?:\s+(?:value|values|field))?\s*(?:$|[,.]|\s+(?:in|on|and|then|from|into|ascending|descending|column|largest|smallest|a-z|z-a)\b)/i
      .exec(text);
  if (
    byHeader && !notNames.has(byHeader[1].toLowerCase()) &&
    !/^(?:column|sheet|row|rows|value|values|it)$/i.test(byHeader[1])
  ) {
    return { header: byHeader[1] };
  }
  // "where status is Closed", "if amount is over 100": the word before the test names a heading.
  const where =
    /\b(?:where|when|if|whose)\s+(?:the\s+)?([a-z][\w-]*)\s+(?:is|are|equals?|contains?|says|has|includes?|[<>=]|greater|more|less|above|below|over|under)\b/i
      .exec(text);
  if (
    where && !notNames.has(where[1].toLowerCase()) &&
    !/^(?:column|sheet|row|rows|value|values|it|cell|cells|there|they|this|that|data)$/i.test(where[1])
  ) {
    return { header: where[1] };
  }
  return undefined;
};

const comparisons: [RegExp, Comparison][] = [
  [/(?:greater than or equal to|at least|no less than|>=|not less than)/, ">="],
  [/(?:less than or equal to|at most|no more than|<=|not more than)/, "<="],
  [/(?:greater than|more than|larger than|bigger than|higher than|above|over|exceeds?|exceeding|>)/, ">"],
  [/(?:less than|smaller than|lower than|below|under|<)/, "<"],
  [/(?:not equal to|other than|is not|isn't|does not equal|doesn't equal|<>|!=)/, "<>"],
  [/(?:equal to|equals?|is|=)/, "="],
];

const findCondition = (text: string, lower: string): Condition | undefined => {
  for (const [words, op] of comparisons) {
    const match = new RegExp(`(?:^|[^a-z])${words.source}\\s*\\$?(-?\\d[\\d,]*(?:\\.\\d+)?)(?![\\w:])`, "i").exec(
      lower,
    );
    const value = Number(match?.[1].replaceAll(",", ""));
    // A number too large for a Double would print as "Infinity", which is not VBA.
    if (match && Number.isFinite(value)) return { kind: "compare", op, value };
  }
  if (/\bnegative\b/.test(lower)) return { kind: "compare", op: "<", value: 0 };
  if (/\bpositive\b/.test(lower)) return { kind: "compare", op: ">", value: 0 };
  if (/\bduplicat/.test(lower)) return { kind: "duplicate" };
  if (/\b(?:not (?:blank|empty)|non-?(?:blank|empty))\b/.test(lower)) return { kind: "notBlank" };
  if (/\b(?:blank|empty)\b/.test(lower)) return { kind: "blank" };
  if (/\b(?:is|equals?|equal to|contains?|containing|of)\s+(?:a\s+)?zero\b/.test(lower)) {
    return { kind: "compare", op: "=", value: 0 };
  }
  const tests: [string, "contains" | "notEquals" | "equals"][] = [
    ["contains?|containing|includes?|including|has the word|with the word", "contains"],
    ["is not|isn't|not equal to|other than|does not equal|doesn't equal|not", "notEquals"],
    ["equals?|equal to|is|says|reads|=", "equals"],
    // Filters are often asked as "show only North", "filter region for West" or "filter by North".
    ["show only|only show|only|for|by", "equals"],
  ];
  for (const [intro, kind] of tests) {
    const value = valueAfter(text, intro);
    if (value) return { kind, text: value };
  }
  return undefined;
};

// The value after an intro word: a quoted text, or one word plus any Capitalised words that follow ("New York").
const valueAfter = (text: string, intro: string): string | undefined => {
  for (
    const match of text.matchAll(
      new RegExp(`\\b(?:${intro})\\s+(?:"([^"]{1,60})"|'([^']{1,60})'|([a-z][\\w-]*))`, "gi"),
    )
  ) {
    const quoted = match[1] ?? match[2];
    if (quoted?.trim()) return quoted.trim();
    const word = match[3];
    if (!word || notValues.has(word.toLowerCase()) || /^[a-z]{1,3}\d+$/i.test(word)) continue;
    const rest = /^(?:\s+[A-Z][\w-]*)*/.exec(text.slice(match.index + match[0].length))?.[0] ?? "";
    return `${word}${rest}`.trim();
  }
  return undefined;
};

const findFileName = (text: string) => {
  const withExtension = /["']([^"']{1,80}\.(?:pdf|csv))["']/i.exec(text) ??
    /\b([\w-]{1,80})\.(?:pdf|csv)\b/i.exec(text);
  if (withExtension) return withExtension[1].replace(/\.(?:pdf|csv)$/i, "");
  const named = /\b(?:file\s*name|named|called|as)\s+["']?([a-z0-9][\w-]{0,80})["']?/i.exec(text);
  return named && !/^(?:a|an|the|pdf|csv|my|it)$/i.test(named[1]) ? named[1] : undefined;
};

const findNewName = (text: string) =>
  (/\brename\b.*?\b(?:to|as)\s+["']?([\w -]{1,31}?)["']?\s*$/i.exec(text) ??
    /\b(?:name it|call it|rename(?:d)?(?: it)? to|renamed? as|new (?:sheet|name)(?: named| called)?|named|called)\s+["']([^"']{1,31})["']/i
      .exec(text) ??
    /\b(?:name it|call it|rename(?:d)?(?: it)? to|renamed? as|new (?:sheet|name)(?: named| called)?)\s+([a-z0-9][\w-]{0,30})/i
      .exec(text))
    ?.[1].trim();

const findReplace = (text: string) => {
  const findThen =
    /\bfind\s+["']?(.+?)["']?\s+and\s+replace\s+(?:it\s+|them\s+)?with\s+["']?(.+?)["']?(?=\s+(?:in|on|across|throughout|everywhere)\b|[.!?]?$)/i
      .exec(text);
  if (findThen) return { find: findThen[1].trim(), with: findThen[2].trim() };
  const match =
    /\b(?:replace|change|swap)\s+(?:all\s+|every\s+)?["']?(.+?)["']?\s+(?:with|to|by|for)\s+["']?(.+?)["']?(?=\s+(?:in|on|across|throughout|everywhere)\b|[.!?]?$)/i
      .exec(text);
  return match ? { find: match[1].trim(), with: match[2].trim() } : undefined;
};

const findMessage = (text: string) =>
  /\b(?:saying|says|that says|with the (?:text|message|words)|reading)\s*:?\s*["']?(.+?)["']?[.!]?$/i.exec(text)?.[1]
    .trim();

/** Reads the parameters a macro can use out of a casual request; anything absent is left for defaults. */
export const readRequest = (description: string): MacroRequest => {
  const original = description.replace(/\s+/g, " ").trim();
  const text = fixTypos(original.toLowerCase());
  const range = /\b([a-z]{1,3}\d{1,7}:[a-z]{1,3}\d{1,7})\b/i.exec(original)?.[1].toUpperCase();
  const cell = range
    ? undefined
    : /\b(?:cell\s+)?([a-z]{1,2}[1-9]\d{0,6})\b/i.exec(original.replace(/\bsheet\s?\d+/gi, ""))?.[1]
      .toUpperCase();
  return {
    text,
    sheet: findSheet(original),
    column: findColumn(original.replace(/\bsheet\s?\d+/gi, "")),
    range,
    cell,
    colour: findColour(text),
    condition: findCondition(original, text),
    fileName: findFileName(original),
    newName: findNewName(original),
    replace: findReplace(original),
    message: findMessage(original),
    descending:
      /\b(?:descending|desc|largest (?:to smallest|first)|highest (?:to lowest|first)|biggest first|newest first|z to a|z-a)\b/
        .test(text),
    allSheets: /\b(?:all|every|each)\s+(?:the\s+|of the\s+)?(?:work)?sheets?\b|\bwhole workbook\b|\bentire workbook\b/
      .test(text),
  };
};
