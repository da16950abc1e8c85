import type { VbaDraft } from "../types.ts";
import { draft, macroCode, moduleSteps, namedSheetLines, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { ColumnMention } from "./request-columns.ts";
import type { MacroRequest } from "./request-params.ts";

/** The request asks for a lookup formula: "a vlookup in column F", "look up the price from the Prices sheet". */
export const asksLookup = (text: string) => /\b[vx]?look ?ups?\b|\bindex ?match\b|\bindex\/match\b/.test(text);

const before = (original: string, mention: ColumnMention, words: RegExp) =>
  words.test(original.slice(Math.max(0, mention.at - 40), mention.at));

/**
 * Fills a column with VLOOKUP formulas that find each row's key on another sheet and bring back a value from the same
 * row there: the column written into, the key column here, and the key and value columns there.
 */
export const lookupColumn = (request: MacroRequest): VbaDraft | undefined => {
  const { original } = request;
  const lettered = request.columns.filter((mention) => mention.letter && !mention.to);
  // The sheet looked in: the one the values come "from", or else the last one named.
  const lookupSheet = request.sheets.find((mention) =>
    /\bfrom\s+(?:the\s+)?(?:(?:work)?sheet\s+|tab\s+)?["']?$/i.test(
      original.slice(Math.max(0, mention.at - 25), mention.at),
    )
  )?.name ?? (request.sheets.length > 1 ? request.sheets.at(-1)!.name : undefined);
  if (!lookupSheet) return undefined;
  const target = lettered.find((mention) =>
    before(original, mention, /\b(?:in|into|to|fill)\s+(?:col(?:umn)?\.?\s+)?$/i)
  );
  const key = lettered.find((mention) =>
    mention !== target &&
    before(
      original,
      mention,
      /\b(?:using|based on|match(?:ing|es)?(?: on)?|by|keyed on|look(?:ing)? up)\b[^,.;()]{0,30}$/i,
    )
  );
  if (!target || !key) return undefined;
  const there = lettered.filter((mention) => mention !== target && mention !== key);
  const assumed: string[] = ["row 1 holds headings"];
  if (there.length < 2) assumed.push(`on ${lookupSheet} the keys are in column A and the values in column B`);
  const keyThere = there.length >= 2 ? there[0].letter! : "A";
  const valueThere = there.length >= 2 ? there[1].letter! : "B";
  const offset = valueThere.charCodeAt(0) - keyThere.charCodeAt(0) + 1;
  if (valueThere.length > 1 || keyThere.length > 1 || offset < 1) return undefined;
  const here = request.sheet && request.sheet !== lookupSheet ? request.sheet : undefined;
  const formula = `=VLOOKUP(${key.letter}2,'${
    lookupSheet.replaceAll("'", "''")
  }'!$${keyThere}:$${valueThere},${offset},FALSE)`;
  const code = macroCode({
    name: "FillLookupColumn",
    about: [
      `Fills column ${target.letter} with a VLOOKUP of column ${key.letter} in ${lookupSheet} (${keyThere} to ${valueThere}).`,
    ],
    variables: ["ws As Worksheet", "lookupSheet As Worksheet", "lastRow As Long"],
    body: [
      ...(here ? namedSheetLines(here, "ws") : sheetLines({ ...request, sheet: undefined }, assumed)),
      ...namedSheetLines(lookupSheet, "lookupSheet"),
      `' The last row of the data, judged by the key column ${key.letter}`,
      `lastRow = ws.Cells(ws.Rows.Count, ${vbaString(key.letter!)}).End(xlUp).Row`,
      "If lastRow < 2 Then GoTo Finish",
      "' One statement for the whole column: each row looks up its own key",
      `ws.Range(${vbaString(`${target.letter}2:${target.letter}`)} & lastRow).Formula = ${vbaString(formula)}`,
    ],
  });
  return draft(
    code,
    [
      `This macro fills column ${target.letter} of ${
        here ? `the sheet "${here}"` : sheetWords({ ...request, sheet: undefined })
      }`,
      `with ${formula}: each row's value in column ${key.letter} is looked up in column ${keyThere} of "${lookupSheet}"`,
      `and the value beside it in column ${valueThere} comes back; #N/A shows a key that is not there.`,
    ],
    assumed,
    moduleSteps("FillLookupColumn"),
  );
};
