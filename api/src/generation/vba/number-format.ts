import type { VbaDraft } from "../types.ts";
import { cellTarget } from "./cell-targets.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords } from "./macro-parts.ts";
import { type MacroRequest, readRequest } from "./request-params.ts";

const decimalWords: Record<string, number> = { no: 0, zero: 0, one: 1, two: 2, three: 3, four: 4, a: 1, single: 1 };

// "2 decimals", "one decimal place", "no decimals": how many digits after the point; undefined when not said.
const decimalsOf = (text: string): number | undefined => {
  const match =
    /\b(\d|no|zero|one|two|three|four|a|single) decimals?\b|\b(\d|no|zero|one|two|three|four|a|single) (?:decimal )?(?:places?|dp)\b/
      .exec(text);
  if (!match) return /\bwhole numbers?\b|\bno decimal/.test(text) ? 0 : undefined;
  const word = match[1] ?? match[2];
  return decimalWords[word] ?? Number(word);
};

const places = (decimals: number) => (decimals > 0 ? `.${"0".repeat(decimals)}` : "");

// A date format written out in Excel's own letters: "dd-mmm-yyyy", "mm/dd/yy", "yyyy-mm-dd".
const dateCodes =
  /\b((?:dd|d)[-/. ](?:mm|m|mmm|mmmm)[-/. ](?:yyyy|yy)|(?:mm|m|mmm)[-/. ](?:dd|d)[-/. ](?:yyyy|yy)|yyyy[-/. ]mm[-/. ]dd|(?:d|dd) mmm(?:m)? yyyy)\b/i;

/** The request spells out a date format, which alone says it wants one ("dates in column B as dd-mmm-yyyy"). */
export const writesDateCode = (text: string): boolean => dateCodes.test(text);

/** The number format a request asks for, as [format code, words]; undefined when it names none. */
const findNumberFormat = (request: MacroRequest): [string, string] | undefined => {
  const { text, original } = request;
  const decimals = decimalsOf(text);
  const dateCode = dateCodes.exec(original);
  if (dateCode) return [dateCode[1].toLowerCase(), `a date written ${dateCode[1].toLowerCase()}`];
  if (/\baccounting\b/.test(text)) {
    const d = places(decimals ?? 2);
    return [
      `_($* #,##0${d}_);_($* (#,##0${d});_($* "-"??_);_(@_)`,
      "accounting (the currency sign lined up on the left)",
    ];
  }
  // A named currency decides before the word currency ("currency with two decimals (GBP)").
  if (/\b(?:euros?|eur)\b|€/.test(text)) return [`#,##0${places(decimals ?? 2)} €`, "euros"];
  if (/\b(?:pounds?|gbp|sterling)\b|£/.test(text)) return [`£#,##0${places(decimals ?? 2)}`, "pounds"];
  if (/\b(?:currency|money|dollars?|\$)/.test(text)) {
    return [
      `$#,##0${places(decimals ?? 2)}`,
      `currency with ${decimals ?? 2} decimals (change $ to your currency symbol)`,
    ];
  }
  if (/\b(?:percent|percentage|%)/.test(text)) {
    return [`0${places(decimals ?? 2)}%`, `a percentage with ${decimals ?? 2} decimals`];
  }
  if (/\b(?:date|dates)\b/.test(text)) {
    return ["yyyy-mm-dd", "a date, year-month-day (change it to dd/mm/yyyy or mm/dd/yyyy if you prefer)"];
  }
  if (/\b(?:time|times)\b/.test(text)) return ["hh:mm", "a time, hours and minutes"];
  if (/\b(?:thousands?|comma)/.test(text)) {
    return [`#,##0${places(decimals ?? 0)}`, `a number with thousands separators and ${decimals ?? 0} decimals`];
  }
  if (/\btext\b/.test(text)) return ["@", "text, so Excel keeps what is typed exactly (leading zeros too)"];
  if (/\b(?:decimal|decimals|number|numbers)\b/.test(text) || decimals !== undefined) {
    return [`#,##0${places(decimals ?? 2)}`, `a number with ${decimals ?? 2} decimals`];
  }
  return undefined;
};

interface ColumnFormat {
  letter: string;
  format: [string, string];
}

// "col E as money with 2 decimals and col F as a percent": each column's format is said after it, or else before it.
const columnFormats = (request: MacroRequest): ColumnFormat[] | undefined => {
  const mentions = request.columns.filter((mention) => mention.letter && !mention.to);
  if (mentions.length < 2) return undefined;
  const formats = mentions.map((mention, i) => {
    const after = request.original.slice(mention.at, mentions[i + 1]?.at);
    const before = request.original.slice(i ? mentions[i - 1].at + 1 : 0, mention.at);
    return {
      letter: mention.letter!,
      format: findNumberFormat(readRequest(after)) ?? findNumberFormat(readRequest(before)),
    };
  });
  if (formats.some((one) => !one.format)) return undefined;
  if (new Set(formats.map((one) => one.format![0])).size < 2) return undefined;
  return formats as ColumnFormat[];
};

const perColumnFormats = (request: MacroRequest, formats: ColumnFormat[]): VbaDraft => {
  const assumed = ["row 1 holds headings, so formatting starts at row 2"];
  const code = macroCode({
    name: "ApplyNumberFormats",
    about: [
      "Gives each column you named its own number format.",
      "Only the display changes; the values stay the same.",
    ],
    variables: ["ws As Worksheet", "lastRow As Long"],
    body: [
      ...sheetLines(request, assumed),
      ...formats.flatMap(({ letter, format }) => [
        "",
        `' Column ${letter}: ${format[1]}`,
        `lastRow = ws.Cells(ws.Rows.Count, "${letter}").End(xlUp).Row`,
        `If lastRow >= 2 Then ws.Range("${letter}2:${letter}" & lastRow).NumberFormat = "${
          format[0].replaceAll('"', '""')
        }"`,
      ]),
    ],
  });
  return draft(
    code,
    [
      `This macro formats ${
        formats.map(({ letter, format }) => `column ${letter} as ${format[1]} ("${format[0]}")`).join(" and ")
      } on ${sheetWords(request)}.`,
      "Only how the numbers look changes, not the values themselves.",
    ],
    assumed,
    moduleSteps("ApplyNumberFormats"),
  );
};

/** Applies a number format (currency, percent, date, accounting…) to the named cells, or to every number. */
export const numberFormat = (request: MacroRequest): VbaDraft | undefined => {
  const several = columnFormats(request);
  if (several) return perColumnFormats(request, several);
  const format = findNumberFormat(request);
  if (!format) return undefined;
  const assumed: string[] = [];
  // "every numeric column": the cells that hold numbers, typed or calculated.
  const numbersOnly = /\bnumeric\b|\b(?:all|every) (?:the )?numbers?\b|\bcells? with numbers\b/.test(request.text) &&
    !request.range &&
    !request.selection && !request.column;
  const target = numbersOnly ? undefined : cellTarget(request, assumed, true);
  const code = macroCode({
    name: "ApplyNumberFormat",
    about: [`Shows the numbers as ${format[1]}.`, "Only the display changes; the values stay the same."],
    variables: ["ws As Worksheet", "rng As Range", ...(target?.variables ?? [])],
    body: numbersOnly
      ? [
        ...sheetLines(request, assumed),
        "' Every cell holding a number, typed or calculated (SpecialCells stops with an error when there is none)",
        "On Error Resume Next",
        "Set rng = ws.UsedRange.SpecialCells(xlCellTypeConstants, xlNumbers)",
        "If rng Is Nothing Then Set rng = ws.UsedRange.SpecialCells(xlCellTypeFormulas, xlNumbers) Else Set rng = Union(rng, ws.UsedRange.SpecialCells(xlCellTypeFormulas, xlNumbers))",
        "On Error GoTo Failed",
        "If rng Is Nothing Then GoTo Finish",
        "",
        `rng.NumberFormat = "${format[0].replaceAll('"', '""')}"`,
      ]
      : [
        ...(target!.selection ? [] : sheetLines(request, assumed)),
        ...target!.lines,
        "",
        `rng.NumberFormat = "${format[0].replaceAll('"', '""')}"`,
      ],
  });
  return draft(
    code,
    [
      `This macro formats ${numbersOnly ? "every number" : target!.words} on ${
        target?.selection ? "the active sheet" : sheetWords(request)
      } as ${format[1]}, using the format code "${format[0]}".`,
      "Only how the numbers look changes, not the values themselves.",
    ],
    assumed,
    moduleSteps("ApplyNumberFormat"),
  );
};
