import type { SheetLayout } from "../builtin/sheet-layout.ts";
import { columnLetter, columnNumber } from "./column-letters.ts";
import { notNames } from "./request-sheets.ts";

/** A column as the request names it: by its letter, or by the heading it has in row 1. */
export type ColumnRef = { letter: string } | { header: string };

/** One place the request names a column; `to` is the last letter of a span ("columns A to D"). */
export interface ColumnMention {
  letter?: string;
  header?: string;
  to?: string;
  at: number;
}

const littleWords = /^(?:by|in|to|of|on|as|is|at|or|if|be|an|it|do|so|up|no|me|my|we|and|the|for)$/i;
export const isColumnLetter = (word: string) => /^[a-z]{1,2}$/i.test(word) && !littleWords.test(word);

// Verbs that come right before "column" in requests ("fit column widths", "sort column A").
const verbs =
  /^(?:fit|autofit|sort|filter|format|hide|unhide|delete|remove|clear|copy|move|highlight|colou?r|bold|protect|unprotect|split|combine|rename|select|add|insert|each|every|per|whole|entire|new|next|same|that|this|one|a|the|to|in|on|of|from|into|by|and|or|as|for|with|numeric|helper|extra|source|blank|empty)$/i;

const key = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "").replace(/s$/, "");

/** The letter of the layout's column whose heading is `header` ("status" finds "Status", "emails" finds "Email"). */
export const letterOfHeader = (header: string, layout: SheetLayout | undefined): string | undefined => {
  if (!layout) return undefined;
  const wanted = key(header);
  if (!wanted) return undefined;
  const exact = layout.columns.find((column) => key(column.header) === wanted);
  if (exact) return exact.letter;
  // "the date column" with one heading "Order Date": a heading holding the word is meant when only one does.
  const holding = layout.columns.filter((column) => column.header.toLowerCase().split(/[^a-z0-9]+/).includes(wanted));
  return holding.length === 1 ? holding[0].letter : undefined;
};

/** A header the layout knows becomes its letter; anything else stays as it was. */
export const resolveColumn = (column: ColumnRef | undefined, layout: SheetLayout | undefined) => {
  if (!column || !("header" in column)) return column;
  const letter = letterOfHeader(column.header, layout);
  return letter ? { letter } : column;
};

const isHeaderWord = (word: string) =>
  !verbs.test(word) && !notNames.has(word.toLowerCase()) &&
  !/^(?:column|sheet|row|rows|value|values|it|cell|cells|data|there|they|this|that)$/i.test(word);

/** Every column the request names, in order: letters, spans, numbers, "(J)" after a heading, "the status column". */
export const findColumnMentions = (text: string, layout?: SheetLayout): ColumnMention[] => {
  const mentions: ColumnMention[] = [];
  const taken: [number, number][] = [];
  const add = (mention: ColumnMention, end: number) => {
    if (taken.some(([from, to]) => mention.at < to && end > from)) return;
    taken.push([mention.at, end]);
    mentions.push(mention);
  };
  const letter = String.raw`([a-z]{1,2})`;
  // "the Notes column (J)", "the Region column (col C)": a heading and its letter; first, so that the letter in
  // brackets is read with its heading rather than alone.
  for (const match of text.matchAll(/\b([a-z][\w-]*)(?:\s+column)?\s*\(\s*(?:col(?:umn)?\.?\s+)?([A-Z]{1,2})\s*\)/gi)) {
    if (!isColumnLetter(match[2]) || match[2] !== match[2].toUpperCase()) continue;
    const header = isHeaderWord(match[1]) ? match[1] : undefined;
    add({ letter: match[2], ...(header ? { header } : {}), at: match.index }, match.index + match[0].length);
  }
  for (
    const match of text.matchAll(
      new RegExp(
        String
          .raw`\b(?:columns?|cols?)\.?\s+${letter}\s*(?:-|–|:|\bto\b|\bthrough\b|\bthru\b|\buntil\b)\s*${letter}\b(?![/\w])`,
        "gi",
      ),
    )
  ) {
    if (isColumnLetter(match[1]) && isColumnLetter(match[2]) && columnNumber(match[1]) < columnNumber(match[2])) {
      add(
        { letter: match[1].toUpperCase(), to: match[2].toUpperCase(), at: match.index },
        match.index + match[0].length,
      );
    }
  }
  for (const match of text.matchAll(/(?<![\w$:])\$?([A-Z]{1,2}):\$?([A-Z]{1,2})(?![\w:])/g)) {
    add({ letter: match[1], to: match[2], at: match.index }, match.index + match[0].length);
  }
  for (
    const match of text.matchAll(
      new RegExp(
        // "col A and a file path in col D": a lower-case "a" before another word is the article, not column A.
        String
          .raw`\b(?:columns?|cols?)\.?\s+${letter}\b((?:\s*,\s*[a-z]{1,2}\b)*(?:,?\s+(?:and|&)\s+(?:[a-z]{1,2}\b(?<!\sa)|a\b(?!\s+[a-z])))?)`,
        "gi",
      ),
    )
  ) {
    if (!isColumnLetter(match[1])) continue;
    // "col A, CC from col B": only "columns A, B and C" or "column A and B" list more letters.
    if (!/^(?:columns|cols)/i.test(match[0]) && !/^,?\s+(?:and|&)\s+[a-z]{1,2}$/i.test(match[2])) {
      add({ letter: match[1].toUpperCase(), at: match.index }, match.index + match[0].length - match[2].length);
      continue;
    }
    add({ letter: match[1].toUpperCase(), at: match.index }, match.index + match[0].length - match[2].length);
    const offset = match.index + match[0].length - match[2].length;
    for (const more of match[2].matchAll(/\b[a-z]{1,2}\b/gi)) {
      const at = offset + more.index;
      if (isColumnLetter(more[0])) add({ letter: more[0].toUpperCase(), at }, at + more[0].length);
    }
  }
  for (const match of text.matchAll(/\b(?:columns?|cols?)\.?\s+(\d{1,3})\b/gi)) {
    if (Number(match[1]) > 0) {
      add({ letter: columnLetter(Number(match[1])), at: match.index }, match.index + match[0].length);
    }
  }
  // "name in A, email in B": a capital letter after in/from, ending its clause, is a column.
  for (const match of text.matchAll(/\b(?:in|from)\s+([A-Z]{1,2})(?=\s*(?:$|[,.;)]|\s+(?:and|with|then)\b))/g)) {
    if (isColumnLetter(match[1])) {
      add({ letter: match[1], at: match.index + match[0].length - match[1].length }, match.index + match[0].length);
    }
  }
  // "put the result in E"
  for (
    const match of text.matchAll(
      /\b(?:result|results|answer|total|output)\s+(?:goes\s+)?(?:in|into|to)\s+([A-Z]{1,2})(?![\w:])/g,
    )
  ) {
    add({ letter: match[1], at: match.index + match[0].length - match[1].length }, match.index + match[0].length);
  }
  for (
    const match of text.matchAll(
      /["']([^"']{1,40})["']\s+column\b|\bcolumn\s+(?:named\s+|called\s+)?["']([^"']{1,40})["']/gi,
    )
  ) {
    add({ header: (match[1] ?? match[2]).trim(), at: match.index }, match.index + match[0].length);
  }
  for (const match of text.matchAll(/\b([a-z][\w-]*)\s+column\b/gi)) {
    if (isHeaderWord(match[1]) && !isColumnLetter(match[1])) {
      add({ header: match[1], at: match.index }, match.index + match[0].length);
    } else if (isColumnLetter(match[1]) && match[1] === match[1].toUpperCase()) {
      add({ letter: match[1], at: match.index }, match.index + match[0].length);
    }
  }
  // "where Status is Rejected", "Region = South and Amount > 500", "by Region": a heading before its test.
  for (
    const match of text.matchAll(
      /\b(?:(?:where|when|if|whose|and|the|by)\s+)?(?:the\s+)?([a-z][\w-]*)\s+(?:is|are|equals?|contains?|says|=|==|>=?|<=?|<>|!=|is not|isn't)(?=\s)/gi,
    )
  ) {
    const word = match[1];
    const introduced = /^(?:where|when|if|whose|and|the|by)\s/i.test(match[0]) || /^[A-Z]/.test(word) ||
      Boolean(letterOfHeader(word, layout));
    if (!introduced || !isHeaderWord(word) || isColumnLetter(word)) continue;
    const at = match.index + match[0].lastIndexOf(word);
    add({ header: word, at }, at + word.length);
  }
  // With the user's columns, any of their headings the request uses names that column ("when the Status changes").
  for (const column of layout?.columns ?? []) {
    const words = column.header.split(/\s+/).map((one) => one.replace(/[^\w-]/g, "")).filter(Boolean);
    if (!words.length) continue;
    const pattern = new RegExp(`\\b${words.join("\\s+")}(?:s|es)?\\b`, "gi");
    for (const match of text.matchAll(pattern)) {
      add({ header: column.header, letter: column.letter, at: match.index }, match.index + match[0].length);
    }
  }
  mentions.sort((a, b) => a.at - b.at);
  return mentions.map((mention) => {
    const known = mention.header && !mention.letter ? letterOfHeader(mention.header, layout) : undefined;
    return known ? { ...mention, letter: known } : mention;
  });
};

/** The mention as a reference a builder can use: its letter when known, else its heading. */
export const refOf = (mention: ColumnMention | undefined): ColumnRef | undefined =>
  mention?.letter ? { letter: mention.letter } : mention?.header ? { header: mention.header } : undefined;

/**
 * The column the request ties to a role ("emails in col B", "the address is in column D", "subject col C"): the
 * mention nearest the role's word within the same clause; else the layout's column whose heading says the role.
 */
export const columnFor = (
  text: string,
  mentions: ColumnMention[],
  role: RegExp,
  layout?: SheetLayout,
): string | undefined => {
  // "cc: column C": a colon joins a role to its column, so only other marks end a clause.
  const clauses = [...text.matchAll(/(?:(?!\b(?:and|with)\b)[^,;.()])+/g)];
  for (const clause of clauses) {
    const word = new RegExp(role.source, "i").exec(clause[0]);
    if (!word) continue;
    const wordAt = clause.index + word.index;
    // A heading the request used ("whose status is Late") only counts for a role it names ("the email column").
    const inClause = mentions.filter((mention) =>
      mention.letter && mention.at >= clause.index && mention.at < clause.index + clause[0].length &&
      (!mention.header || new RegExp(role.source, "i").test(mention.header))
    );
    const nearest = inClause.sort((a, b) => Math.abs(a.at - wordAt) - Math.abs(b.at - wordAt))[0];
    if (nearest) return nearest.letter;
  }
  return layout?.columns.find((column) => new RegExp(role.source, "i").test(column.header))?.letter;
};
