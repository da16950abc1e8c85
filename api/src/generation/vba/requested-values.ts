import { coloursIgnored } from "./colour-use.ts";
import { squeeze, stringLiterals, withoutComments } from "./live-code.ts";
import { numbersIgnored } from "./numbers-used.ts";
import { placesIgnored } from "./places-used.ts";
import { readRequest } from "./request-params.ts";
import { findSheetMentions } from "./request-sheets.ts";
import { findBody, findEmails, findFile, findFolder, findPassword, findSubject } from "./request-values.ts";

/** A value the request names that a macro leaves out. */
export interface IgnoredValue {
  /** As a sentence names it: "Summary" (quoted), column D, B2:B20, the number 500, the colour red, the selection. */
  named: string;
  /** The check's problem, shown with the macro. */
  problem: string;
}

const selection =
  /\bselection\b|\bselected (?:cells?|range|rows?|area|columns?)\b|\b(?:i'?ve|i have|i|you've|you have) (?:just )?selected\b|\bwhat(?:ever)? (?:i(?:'ve| have)?|is|you'?ve) (?:selected|highlighted)\b/i;
// One selected cell is the active cell: "under the selected cell", "whatever cell I have selected".
const oneCell =
  /\bselected cell\b(?!s)|\bcell (?:that )?(?:i'?ve |i have |i |you'?ve |you have )?(?:just )?selected\b/i;

// "Hi <name>, you owe [amount]": the placeholders are filled in from the row; the words around them are the text.
const placeholder = /\[[^\]]*\]|<[^>]*>|\{[^}]*\}/g;

// A quoted text given as an example of what cells hold ("sometimes its 'product recall', 'RECALL - batch 4' etc"):
// in brackets, or after "like", "e.g.", "such as"…
const exampleBefore =
  /(?:\b(?:like|e\.?g\.?|for example|for instance|such as|could be|sometimes(?: its| it's)?)|\()\s*$/i;

/** Every quoted text of the request and whether it is only an example: "…" always, '…' when not apostrophes. */
const quotedTexts = (text: string) => {
  const found: { value: string; example: boolean }[] = [];
  let previous = { example: false, end: -1 };
  for (const match of text.matchAll(/"([^"]{1,120})"|(?<![\w'])'([^']{1,120})'(?![\w'])/g)) {
    const value = (match[1] ?? match[2]).trim();
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const inBrackets = before.lastIndexOf("(") > before.lastIndexOf(")");
    // Later quotes of a list ("'product recall', 'RECALL - batch 4'", "'TEST order' or 'test123'") are examples
    // when the first one is.
    const listed = previous.example && /^\s*(?:,|,?\s*(?:or|and))\s*$/.test(text.slice(previous.end, match.index));
    const example = inBrackets || exampleBefore.test(before) || listed;
    if (value) found.push({ value, example });
    previous = { example, end: match.index + match[0].length };
  }
  return found;
};

/**
 * Whether the code uses a text: its words in order, letters and digits only, the placeholders' fillings aside. An
 * example counts as used also when the code looks for a part of it (the rule the example shows: "recall").
 */
const usesText = (squeezed: string, literals: string[], value: string, example: boolean) => {
  const pieces = value.split(placeholder).map(squeeze).filter(Boolean);
  if (pieces.every((piece) => squeezed.includes(piece))) return true;
  const whole = squeeze(value);
  return example && literals.some((literal) => squeeze(literal).length >= 3 && whole.includes(squeeze(literal)));
};

/**
 * The values a request names that a macro never uses: a password (exactly as typed), quoted texts, sheet names
 * (those to leave out too), file names, folders, e-mail addresses, a subject and a body, columns, ranges and cells,
 * numbers, colours by name, and the selection. A macro that puts a placeholder ("ChangeMe") where the user gave a
 * password, or works on the used range when they said "the selection", fails. Comments do not count as use.
 * Never throws.
 */
export const ignoredValues = (code: string, description: string): IgnoredValue[] => {
  try {
    if (typeof code !== "string" || typeof description !== "string") return [];
    const request = readRequest(description.replace(/\s+/g, " ").trim().slice(0, 2_000));
    const text = request.original;
    const live = withoutComments(code);
    const squeezed = squeeze(live);
    const literals = stringLiterals(live);
    const ignored: string[] = [];
    const password = findPassword(text);
    if (password && !live.includes(password)) ignored.push(`"${password}"`);
    // Code in a sheet's own module (Worksheet_Change…) need not name the sheet it watches: it is pasted there.
    const inSheetModule = /\bSub\s+Worksheet_\w+\s*\(/i.test(live);
    const sheets = findSheetMentions(text).filter((sheet) => sheet.sure && !(inSheetModule && sheet.role === "source"))
      .map((sheet) => sheet.name);
    const quoted = quotedTexts(text);
    // A subject and a body are an e-mail's; "a message saying Welcome! when the file opens" is a message box's.
    const mail = /\b(?:e-?mails?|mail|outlook)\b/i.test(text);
    const subject = mail ? findSubject(text) : undefined;
    const body = mail ? findBody(text) : undefined;
    const texts = new Map<string, boolean>();
    const add = (value: string | undefined, example = false) => {
      if (value && value !== password && squeeze(value)) texts.set(value, (texts.get(value) ?? true) && example);
    };
    quoted.forEach(({ value, example }) => add(value, example));
    [...sheets, ...request.exceptSheets, ...findEmails(text)].forEach((value) => add(value));
    const file = findFile(text);
    // "Budget_YYYYMMDD", "<region name>": the date pattern and the placeholder are filled in by the macro.
    add(
      file?.base.replace(
        /y{2,4}[-_.]?m{2}[-_.]?d{2}|d{2}[-_.]?m{2}[-_.]?y{2,4}|\d{4}[-_.]?\d{2}[-_.]?\d{2}|<[^>]*>|\{[^}]*\}/gi,
        "",
      ),
    );
    const folder = findFolder(text);
    add(folder?.folder);
    add(subject);
    add(body);
    // "a message saying Welcome! when the file opens": the words a message box shows ("says Done" elsewhere is a
    // test of cells, not a message).
    add(!mail && /\b(?:message|msg ?box|msg|pop ?-?up|alert)\b/i.test(text) ? request.message : undefined);
    for (const [value, example] of texts) {
      if (!usesText(squeezed, literals, value, example)) ignored.push(`"${value}"`);
    }
    ignored.push(...placesIgnored(live, request));
    const checked = [password, ...texts.keys(), file?.base, folder?.folder].filter((value) => value !== undefined);
    ignored.push(...numbersIgnored(live, text, checked).map((number) => `the number ${number}`));
    ignored.push(...coloursIgnored(live, text).map((colour) => `the colour ${colour}`));
    const values = [...new Set(ignored)].map((named) => ({
      named,
      problem: `the macro does not use ${named}, which the request names`,
    }));
    const onSelection = /\bSelection\b|\bRangeSelection\b/i.test(live) ||
      (oneCell.test(text) && /\bActiveCell\b/i.test(live));
    if (selection.test(text) && !onSelection) {
      values.push({
        named: "the selection",
        problem: "the macro does not work on the selection, which the request names",
      });
    }
    return values;
  } catch {
    return [];
  }
};

/** The check's problems for the values a request names that a macro never uses. Never throws. */
export const valuesIgnored = (code: string, description: string): string[] =>
  ignoredValues(code, description).map(({ problem }) => problem);
