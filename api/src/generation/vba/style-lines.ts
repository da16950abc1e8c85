import { colourRole, findColours, rgbCall } from "./colours.ts";
import type { MacroRequest } from "./request-params.ts";

const knownFonts =
  /\b(Arial|Calibri|Cambria|Times New Roman|Verdana|Tahoma|Segoe UI|Georgia|Courier New|Consolas|Aptos|Helvetica|Garamond|Century Gothic|Trebuchet MS)\b/i;
const sizes = /\b(?:font )?size (?:of |to )?(\d{1,2})\b|\b(\d{1,2}) ?(?:pt|point)\b/;
// "use Verdana 10": a size right after a font's name.
const sizeAfterFont = new RegExp(String.raw`${knownFonts.source}\s+(\d{1,2})\b(?!\s*(?:%|rows?|columns?|cells?))`, "i");

/** The request names a font Excel ships with ("every sheet should use Verdana"). */
export const namesFont = (original: string): boolean => knownFonts.test(original);

const fontNames =
  /\b(?:font|typeface)(?: name)?(?: to| as| =| in|:)?\s+["']?(Arial|Calibri|Cambria|Times New Roman|Verdana|Tahoma|Segoe UI|Georgia|Courier New|Consolas|Aptos|Helvetica|Garamond|Century Gothic|Trebuchet MS|[A-Z][A-Za-z]+)["']?/;

/**
 * The lines inside a `With <cells>` block that give cells the look a request describes: bold, italic, underline,
 * font, size, text and fill colours, alignment, wrapping, merging. `defaultRole` says what an unqualified colour
 * colours ("highlight red" fills; "make the text red" colours the font).
 */
export const styleLines = (request: MacroRequest, defaultRole: "font" | "fill"): string[] => {
  const { text, original } = request;
  const lines: string[] = [];
  if (/\bbold\b/.test(text)) lines.push(".Font.Bold = True");
  if (/\bitalics?\b/.test(text)) lines.push(".Font.Italic = True");
  if (/\bunderlined?\b/.test(text)) lines.push(".Font.Underline = xlUnderlineStyleSingle");
  const font = knownFonts.exec(original)?.[1] ?? fontNames.exec(original)?.[1];
  if (font && !/^(?:Size|Colou?r|Bold|Red|Blue|Green)$/i.test(font)) lines.push(`.Font.Name = "${font}"`);
  const size = sizes.exec(text);
  const fontSize = size?.[1] ?? size?.[2] ?? sizeAfterFont.exec(original)?.[2];
  if (fontSize) lines.push(`.Font.Size = ${fontSize}`);
  for (const { colour, at, end } of findColours(text)) {
    const role = colourRole(text, at, end) ?? defaultRole;
    lines.push(role === "font" ? `.Font.Color = ${rgbCall(colour)}` : `.Interior.Color = ${rgbCall(colour)}`);
  }
  if (/\bmerge\b/.test(text)) lines.push(".Merge");
  if (/\bcent(?:er|re)(?:d|ed)?\b/.test(text)) lines.push(".HorizontalAlignment = xlCenter");
  else if (/\b(?:align(?:ed)? )?right[- ]align(?:ed)?\b|\balign(?:ed)? (?:to the )?right\b/.test(text)) {
    lines.push(".HorizontalAlignment = xlRight");
  } else if (/\b(?:align(?:ed)? )?left[- ]align(?:ed)?\b|\balign(?:ed)? (?:to the )?left\b/.test(text)) {
    lines.push(".HorizontalAlignment = xlLeft");
  }
  if (/\bwrap(?:ped)?(?: the)? text\b|\btext wrap|\bwrap\b/.test(text)) lines.push(".WrapText = True");
  return [...new Set(lines)];
};

const wordsOf: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\.Font\.Bold/, () => "bold"],
  [/^\.Font\.Italic/, () => "italic"],
  [/^\.Font\.Underline/, () => "underlined"],
  [/^\.Font\.Name = "(.+)"/, (m) => `the font ${m[1]}`],
  [/^\.Font\.Size = (\d+)/, (m) => `size ${m[1]}`],
  [/^\.Font\.Color = (.+)/, (m) => `text coloured ${m[1]}`],
  [/^\.Interior\.Color = (.+)/, (m) => `a fill of ${m[1]}`],
  [/^\.Merge/, () => "merged"],
  [/^\.HorizontalAlignment = xl(\w+)/, (m) => `aligned ${m[1].toLowerCase()}`],
  [/^\.WrapText/, () => "wrapped text"],
];

/** The look that `styleLines` gives, in plain words for explanations: "bold, size 12, wrapped text". */
export const styleWords = (lines: string[]): string =>
  lines.map((line) => {
    for (const [pattern, words] of wordsOf) {
      const match = pattern.exec(line);
      if (match) return words(match);
    }
    return line.slice(1);
  }).join(", ");
