import { type Colour, findColours } from "./colours.ts";
import { findSheetMentions } from "./request-sheets.ts";
import { findEmails, findFile, findFolder, findPassword, findQuoted } from "./request-values.ts";

/** The code without its comments, string contents kept: a value mentioned only in a comment is not used. */
const withoutComments = (code: string) =>
  code.split(/\r\n|\r|\n/).map((line) => {
    if (/^\s*rem(?:\s|$)/i.test(line)) return "";
    let inString = false;
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '"') inString = !inString;
      else if (line[i] === "'" && !inString) return line.slice(0, i);
    }
    return line;
  }).join("\n");

// Letters and digits only, lower case: "C:\Reports\Monthly", "Closed Deals" and "closed_deals" compare alike.
const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

type Family = "red" | "orange" | "yellow" | "green" | "blue" | "purple" | "pink" | "brown" | "grey" | "black" | "white";

const familyOfName: Record<string, Family> = {
  red: "red",
  orange: "orange",
  yellow: "yellow",
  gold: "yellow",
  green: "green",
  blue: "blue",
  purple: "purple",
  pink: "pink",
  brown: "brown",
  grey: "grey",
  gray: "grey",
  black: "black",
  white: "white",
};

// The colour families an RGB colour can pass for, judged by hue, saturation and lightness.
const familiesOf = (r: number, g: number, b: number): Family[] => {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const light = (max + min) / 2;
  const chroma = max - min;
  if (light < 0.15) return ["black"];
  if (light > 0.94 && chroma < 0.1) return ["white"];
  // Saturation, not chroma: pale tints such as light blue (221, 235, 247) are still blue.
  if (chroma / (1 - Math.abs(2 * light - 1)) < 0.15) return ["grey"];
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const hue =
    (max === rr ? ((gg - bb) / chroma + 6) % 6 : max === gg ? (bb - rr) / chroma + 2 : (rr - gg) / chroma + 4) *
    60;
  const families: Family[] = [];
  if (hue < 20 || hue >= 340) families.push("red");
  if (hue >= 10 && hue < 50) families.push(light < 0.45 ? "brown" : "orange");
  if (hue >= 40 && hue < 75) families.push("yellow");
  if (hue >= 65 && hue < 175) families.push("green");
  if (hue >= 170 && hue < 265) families.push("blue");
  if (hue >= 255 && hue < 310) families.push("purple");
  if (hue >= 290 || (hue < 20 && light > 0.7)) families.push("pink");
  return families;
};

const constants: Record<string, Family[]> = {
  vbred: ["red"],
  vbgreen: ["green"],
  vbblue: ["blue"],
  vbyellow: ["yellow"],
  vbblack: ["black"],
  vbwhite: ["white"],
  vbmagenta: ["purple", "pink"],
  vbcyan: ["blue"],
};

// Excel's 56-colour palette, for ColorIndex: the indexes each family is usually written with.
const paletteFamilies: Record<number, Family[]> = {
  1: ["black"],
  2: ["white"],
  3: ["red"],
  4: ["green"],
  5: ["blue"],
  6: ["yellow"],
  7: ["pink", "purple"],
  8: ["blue"],
  9: ["red", "brown"],
  10: ["green"],
  11: ["blue"],
  13: ["purple"],
  15: ["grey"],
  16: ["grey"],
  22: ["red", "pink"],
  23: ["blue"],
  27: ["yellow"],
  29: ["purple"],
  33: ["blue"],
  35: ["green"],
  36: ["yellow"],
  37: ["blue"],
  38: ["pink"],
  39: ["purple"],
  40: ["orange"],
  41: ["blue"],
  43: ["green"],
  44: ["yellow", "orange"],
  45: ["orange"],
  46: ["orange"],
  48: ["grey"],
  50: ["green"],
  53: ["brown", "red"],
  54: ["purple"],
  55: ["blue"],
  56: ["grey"],
};

/** Every colour family the code writes, through RGB(), vb constants, ColorIndex or a colour number. */
const familiesInCode = (code: string): Set<Family> => {
  const found = new Set<Family>();
  const add = (families: Family[]) => families.forEach((family) => found.add(family));
  for (const [, r, g, b] of code.matchAll(/\bRGB\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/gi)) {
    add(familiesOf(+r, +g, +b));
  }
  for (const [name] of code.matchAll(/\bvb(?:red|green|blue|yellow|black|white|magenta|cyan)\b/gi)) {
    add(constants[name.toLowerCase()]);
  }
  for (const [, index] of code.matchAll(/\bColorIndex\s*=\s*(\d{1,2})\b/gi)) add(paletteFamilies[+index] ?? []);
  // A colour as one number is blue * 65536 + green * 256 + red.
  for (const [, value] of code.matchAll(/\.Color\s*=\s*(\d{1,8})\b/gi)) {
    const n = Number(value);
    if (n <= 0xffffff) add(familiesOf(n & 255, (n >> 8) & 255, (n >> 16) & 255));
  }
  return found;
};

const usesColour = (code: string, colour: Colour, families: Set<Family>) => {
  const family = familyOfName[colour.name.split(" ").at(-1)!];
  // A theme colour cannot be judged here; and "Red" may be a value the macro looks for rather than a colour.
  return families.has(family) || /\bThemeColor\b/i.test(code) ||
    new RegExp(`["\\s]${colour.name.split(" ").at(-1)}["\\s]`, "i").test(code);
};

const selection =
  /\bselection\b|\bselected (?:cells?|range|rows?|area|columns?)\b|\b(?:i'?ve|i have|i|you've|you have) (?:just )?selected\b|\bwhat(?:ever)? (?:i(?:'ve| have)?|is|you'?ve) (?:selected|highlighted)\b/i;

/**
 * The values a request names that a macro never uses, as problems for its check: quoted texts, a password, sheet
 * names, file names, folders, e-mail addresses, colours by name, and the selection. A macro that puts a placeholder
 * ("ChangeMe") where the user gave a password, or works on the used range when they said "the selection", fails.
 * Comments do not count as use. Never throws.
 */
export const valuesIgnored = (code: string, description: string): string[] => {
  try {
    if (typeof code !== "string" || typeof description !== "string") return [];
    const text = description.replace(/\s+/g, " ").trim().slice(0, 2_000);
    const live = withoutComments(code);
    const squeezed = squeeze(live);
    const problems: string[] = [];
    const named = (value: string) => `the macro does not use "${value}", which the request names`;
    const password = findPassword(text);
    if (password && !live.includes(password)) problems.push(named(password));
    // Code in a sheet's own module (Worksheet_Change…) need not name the sheet it watches: it is pasted there.
    const inSheetModule = /\bSub\s+Worksheet_\w+\s*\(/i.test(live);
    const values = new Set<string>([
      ...findQuoted(text),
      ...findSheetMentions(text).filter((sheet) => sheet.sure && !(inSheetModule && sheet.role === "source"))
        .map((sheet) => sheet.name),
      ...findEmails(text),
    ]);
    const file = findFile(text);
    // "Budget_YYYYMMDD", "<region name>": the date pattern and the placeholder are filled in by the macro.
    if (file) {
      values.add(
        file.base.replace(
          /y{2,4}[-_.]?m{2}[-_.]?d{2}|d{2}[-_.]?m{2}[-_.]?y{2,4}|\d{4}[-_.]?\d{2}[-_.]?\d{2}|<[^>]*>|\{[^}]*\}/gi,
          "",
        ),
      );
    }
    const folder = findFolder(text);
    if (folder) values.add(folder.folder);
    for (const value of values) {
      if (value === password || !squeeze(value)) continue;
      if (!squeezed.includes(squeeze(value))) problems.push(named(value));
    }
    const families = familiesInCode(live);
    for (const { colour } of findColours(text.toLowerCase())) {
      if (!usesColour(live, colour, families)) {
        problems.push(`the macro does not use the colour ${colour.name}, which the request names`);
      }
    }
    if (selection.test(text) && !/\bSelection\b|\bRangeSelection\b/i.test(live)) {
      problems.push("the macro does not work on the selection, which the request names");
    }
    return [...new Set(problems)];
  } catch {
    return [];
  }
};
