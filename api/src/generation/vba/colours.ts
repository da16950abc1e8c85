/** A colour a request can name, with the RGB() arguments VBA needs. */
export interface Colour {
  name: string;
  rgb: readonly [number, number, number];
}

// Longer names first so "light green" wins over "green"; pale tints suit cell fills that text must stay readable on.
const colours: Colour[] = [
  { name: "light green", rgb: [198, 239, 206] },
  { name: "light blue", rgb: [221, 235, 247] },
  { name: "light red", rgb: [255, 199, 206] },
  { name: "light yellow", rgb: [255, 242, 204] },
  { name: "light grey", rgb: [217, 217, 217] },
  { name: "light gray", rgb: [217, 217, 217] },
  { name: "dark green", rgb: [0, 97, 0] },
  { name: "dark blue", rgb: [0, 32, 96] },
  { name: "dark red", rgb: [156, 0, 6] },
  { name: "red", rgb: [255, 0, 0] },
  { name: "green", rgb: [0, 176, 80] },
  { name: "yellow", rgb: [255, 255, 0] },
  { name: "blue", rgb: [0, 112, 192] },
  { name: "orange", rgb: [255, 192, 0] },
  { name: "purple", rgb: [112, 48, 160] },
  { name: "pink", rgb: [255, 153, 204] },
  { name: "grey", rgb: [191, 191, 191] },
  { name: "gray", rgb: [191, 191, 191] },
  { name: "black", rgb: [0, 0, 0] },
  { name: "white", rgb: [255, 255, 255] },
  { name: "brown", rgb: [153, 102, 51] },
  { name: "gold", rgb: [255, 215, 0] },
];

const pattern = new RegExp(`\\b(${colours.map(({ name }) => name.replace(" ", "\\s+")).join("|")})\\b`, "i");

/** The first colour named in the text (colour or color, any case). */
export const findColour = (text: string): Colour | undefined => {
  const match = pattern.exec(text);
  if (!match) return undefined;
  const name = match[1].toLowerCase().replace(/\s+/, " ");
  return colours.find((colour) => colour.name === name);
};

export const rgbCall = ({ rgb }: Colour) => `RGB(${rgb.join(", ")})`;

/** Every colour named in the text, in order, with where it is named. */
export const findColours = (text: string): { colour: Colour; at: number; end: number }[] =>
  [...text.matchAll(new RegExp(pattern.source, "gi"))].map((match) => ({
    colour: colours.find((colour) => colour.name === match[1].toLowerCase().replace(/\s+/, " "))!,
    at: match.index,
    end: match.index + match[0].length,
  }));

/** Whether a named colour is for the text or the cell's fill, by the words around it ("white text", "grey background"). */
export const colourRole = (text: string, at: number, end: number): "font" | "fill" | undefined => {
  const after = text.slice(end, end + 25);
  const before = text.slice(Math.max(0, at - 25), at);
  if (/^\s*(?:bold\s+)?(?:text|font|letters|writing|numbers? text)\b/.test(after)) return "font";
  if (/^\s*(?:fill|background|shading|cell colou?r|highlight)\b/.test(after)) return "fill";
  if (/\b(?:font|text)(?: colou?r)?(?: to| in| as| =)?\s*$/.test(before)) return "font";
  if (
    /\b(?:fill(?:ed)?|background|shade|shading|highlight(?:ed)?)(?: colou?r)?(?: to| in| with| as| =)?\s*$/.test(before)
  ) return "fill";
  return undefined;
};
