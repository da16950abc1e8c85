import type { VbaDraft } from "../types.ts";
import { findColour } from "./colours.ts";
import { draft, macroCode, moduleSteps, sheetLines, sheetWords, vbaString } from "./macro-parts.ts";
import type { MacroRequest } from "./request-params.ts";

const place = String.raw`(?:the\s+)?(?:cells?\s+|range\s+)?\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?`;
const value = String.raw`("[^"]{0,60}"|'[^']{0,60}'|[^\s,.;'"]{1,40})`;

// Words that name a look or a state, not a value to write: "set A1:A9 to bold", "change B2:B5 to currency".
const notValues =
  /^(?:bold|italics?|underlined?|upper ?case|lower ?case|proper|currency|percent(?:age)?|dates?|text|general|numbers?|wrap|hidden|visible|blank|empty|nothing|values?|formulas?|the|a|an|zero's)$/i;

// "set D2:D40 to 0", "fill A1:A10 with zeros", "put N/A in B2:B9": the value the cells are to hold.
const valueOf = (original: string): string | undefined => {
  const match =
    new RegExp(String.raw`\b(?:set|change|reset)\s+${place}\s+(?:to|=|equal to)\s+${value}`, "i").exec(original) ??
      new RegExp(String.raw`\bfill\s+${place}\s+with\s+${value}`, "i").exec(original) ??
      new RegExp(
        String
          .raw`\b(?:put|enter|write|type)\s+(?:the\s+(?:value|text|word|number)\s+)?${value}\s+(?:in|into)\s+${place}`,
        "i",
      )
        .exec(original);
  const raw = match?.[1]?.replace(/^["']|["']$/g, "");
  if (raw === undefined || raw.startsWith("=")) return undefined;
  const said = /^zeros?$/i.test(raw) ? "0" : /^ones$/i.test(raw) ? "1" : raw;
  return notValues.test(said) || findColour(said.toLowerCase()) ? undefined : said;
};

/** The request writes one value into a range it names. */
export const setsValues = (request: MacroRequest) => Boolean(request.range) && valueOf(request.original) !== undefined;

/** Writes one value into every cell of the range the request names. */
export const setValues = (request: MacroRequest): VbaDraft | undefined => {
  const said = valueOf(request.original);
  if (said === undefined || !request.range) return undefined;
  const assumed: string[] = [];
  const literal = /^-?\d+(?:\.\d+)?$/.test(said) ? said : vbaString(said);
  const code = macroCode({
    name: "SetRangeValue",
    about: [`Writes ${said} into every cell of ${request.range}.`],
    variables: ["ws As Worksheet"],
    body: [...sheetLines(request, assumed), `ws.Range(${vbaString(request.range)}).Value = ${literal}`],
  });
  return draft(
    code,
    [`This macro puts ${said} in every cell of ${request.range} on ${sheetWords(request)}, replacing what was there.`],
    assumed,
    moduleSteps("SetRangeValue"),
  );
};
