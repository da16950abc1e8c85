import { type Colour, findColours } from "./colours.ts";

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

/** The colours the request names (as in "highlight them light green") that the code never writes. */
export const coloursIgnored = (live: string, text: string): string[] => {
  const families = familiesInCode(live);
  return findColours(text.toLowerCase()).filter(({ colour }) => !usesColour(live, colour, families)).map(({ colour }) =>
    colour.name
  );
};
