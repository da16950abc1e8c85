import type { GreyImage } from "./grey-image.ts";
import { type Blob, blobsIn, glyphsOf, type InkBox } from "./ink-marks.ts";
import { inkBelow } from "./picture-stats.ts";
import { slashLike } from "./read-confusions.ts";

/** The ink of the first character in the box: for each of its pixel rows, the leftmost and rightmost inked x. */
function firstGlyphRows(image: GreyImage, box: InkBox): { left: number; right: number }[] | undefined {
  const x0 = Math.max(0, Math.floor(box.x0)), x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0)), y1 = Math.min(image.height, Math.ceil(box.y1));
  const inked = (x: number, y: number) => image.pixels[y * image.width + x] < inkBelow;
  const columnInked = (x: number) => {
    for (let y = y0; y < y1; y++) if (inked(x, y)) return true;
    return false;
  };
  let start = x0;
  while (start < x1 && !columnInked(start)) start++;
  let end = start;
  while (end < x1 && columnInked(end)) end++;
  if (end - start < 2) return undefined;
  const rows: { left: number; right: number }[] = [];
  for (let y = y0; y < y1; y++) {
    let left = -1, right = -1;
    for (let x = start; x < end; x++) {
      if (!inked(x, y)) continue;
      if (left < 0) left = x;
      right = x + 1;
    }
    if (left >= 0) rows.push({ left, right });
  }
  return rows.length >= 6 ? rows : undefined;
}

/**
 * Whether the first character leans like a slash: the middle of its ink moves right going up, by at least a tenth of
 * its height (a condensed font's slash is steep), and no row of it is wider than a leaning stroke ("I", "l" and "["
 * stand upright).
 */
export function startsWithSlash(image: GreyImage, box: InkBox): boolean {
  const rows = firstGlyphRows(image, box);
  if (!rows) return false;
  const height = rows.length;
  const band = Math.max(1, Math.round(height * 0.3));
  const middle = (part: { left: number; right: number }[]) =>
    part.reduce((sum, row) => sum + (row.left + row.right) / 2, 0) / part.length;
  const lean = middle(rows.slice(0, band)) - middle(rows.slice(-band));
  return lean >= Math.max(2, 0.1 * height) && rows.every((row) => row.right - row.left <= 0.45 * height);
}

/**
 * Whether the first character stands on a straight upright stem at its left, as B, D, E, P and R do, where an 8, 3
 * or S curves: its left edge keeps to one column over the middle three quarters of its height.
 */
export function startsWithStem(image: GreyImage, box: InkBox): boolean | undefined {
  const rows = firstGlyphRows(image, box);
  if (!rows) return undefined;
  const width = Math.max(...rows.map((row) => row.right)) - Math.min(...rows.map((row) => row.left));
  const middle = rows.slice(Math.floor(rows.length / 8), Math.ceil(rows.length * 7 / 8));
  const lefts = middle.map((row) => row.left);
  return Math.max(...lefts) - Math.min(...lefts) <= Math.max(1, 0.12 * width);
}

/** How many separate strokes of ink a line across the glyph meets. */
function strokesAcross(image: GreyImage, glyph: Blob, along: "row" | "column", at: number): number {
  const [from, to] = along === "row" ? [glyph.left, glyph.right] : [glyph.top, glyph.bottom];
  let strokes = 0, inStroke = false;
  for (let step = from; step < to; step++) {
    const pixel = along === "row" ? image.pixels[at * image.width + step] : image.pixels[step * image.width + at];
    if (pixel < inkBelow && !inStroke) strokes++;
    inStroke = pixel < inkBelow;
  }
  return strokes;
}

/**
 * Whether the glyph is a zero with a dot or a bar inside, as monospaced fonts draw it: lines across its middle, one
 * way and the other, each meet three strokes (its two sides and what is inside). An O meets two each way, an E or a B
 * one across its middle, an N or an M one down it.
 */
export function isMarkedZero(image: GreyImage, glyph: Blob): boolean {
  const height = glyph.bottom - glyph.top, width = glyph.right - glyph.left;
  if (height < 8 || width < 5) return false;
  // A dot may be a tenth of the glyph's height: five lines across its middle fifth, two of which must meet it.
  const middle = (from: number, size: number) =>
    [-0.1, -0.05, 0, 0.05, 0.1].map((share) => Math.round(from + size * (0.5 + share)));
  const threeOf = (counts: number[]) => counts.filter((count) => count === 3).length >= 2;
  return threeOf(middle(glyph.top, height).map((row) => strokesAcross(image, glyph, "row", row))) &&
    threeOf(middle(glyph.left, width).map((column) => strokesAcross(image, glyph, "column", column)));
}

/** A code: letters and digits, perhaps with dashes, slashes or points between them, and no space. */
const codeLike = /^[\p{L}\p{N}][\p{L}\p{N}\-/.]*$/u;

/**
 * What OCR reads a slashed zero as, whose slash joins its ring: characters with no stroke inside, which the three
 * strokes across say is a zero. An 8's waist or a blurred e can show three strokes too, so those need a dot of their
 * own.
 */
const ringLike = /[OoDQ4]/;

/**
 * The text with each character whose ink is a dotted zero read as 0 ("TO9" for T09, "Cetirizine 16mg" for 10mg in
 * a monospaced font), when its characters can be matched one to one with the glyphs in its box.
 */
export function withMarkedZeros(image: GreyImage, box: InkBox, text: string): string {
  const chars = [...text].filter((char) => char !== " ");
  const blobs = blobsIn(image, box, inkBelow);
  const glyphs = glyphsOf(blobs, box).sort((a, b) => a.left - b.left);
  if (glyphs.length !== chars.length) return text;
  // The dot is ink of its own, clear of the ring: an 8's waist or a blurred e's bar joins the rest.
  const dotted = (glyph: Blob) =>
    blobs.some((blob) =>
      blob.left > glyph.left && blob.right < glyph.right && blob.top > glyph.top && blob.bottom < glyph.bottom
    );
  let glyph = 0;
  return [...text].map((char) => {
    if (char === " ") return char;
    // OCR reads a dotted zero as a letter, or as a digit whose bowl the dot seems to close; no other character has
    // ink of its own inside a ring, so any may be checked.
    const zero = char !== "0" && (ringLike.test(char) || dotted(glyphs[glyph])) &&
      isMarkedZero(image, glyphs[glyph]);
    glyph++;
    return zero ? "0" : char;
  }).join("");
}

/** A path whose leading slash OCR read as a bar or a bracket ("Icareers"). */
const slashLed = (text: string) => slashLike.has(text[0]) && /^.\p{Ll}/u.test(text);
/** A code read with a B for its leading 8 ("BA" for 8A), or the other way round. */
const eightOrB = /^[B8](?=[\dA-Z]|$)/;

/**
 * Rewrites, in place, each cell whose first character the ink shows OCR misread: in a column of paths (half its
 * cells or more start with a slash or what OCR makes of one), a slash read as I, l, | or [ ("Icareers" for
 * /careers); and an 8 read as B, or a B as 8, at the start of a code.
 */
export function restoreInkShapes(cells: string[][], boxes: (InkBox | undefined)[][], image: GreyImage): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const filled = cells.slice(1).map((row) => row[column] ?? "").filter(Boolean);
    const paths = filled.filter((text) => text.startsWith("/") || slashLed(text)).length >= filled.length / 2;
    const codes = filled.filter((text) => codeLike.test(text) && /\d/.test(text)).length >= filled.length / 2;
    cells.forEach((row, r) => {
      const box = boxes[r]?.[column];
      if (r === 0 || !box) return;
      const read = (row[column] ?? "").trim();
      if (codes || /\d/.test(read)) row[column] = withMarkedZeros(image, box, read);
      const text = row[column] ?? "";
      if (paths && slashLed(text) && startsWithSlash(image, box)) row[column] = "/" + text.slice(1);
      else if (eightOrB.test(text)) {
        const stem = startsWithStem(image, box);
        if (stem !== undefined) row[column] = (stem ? "B" : "8") + text.slice(1);
      }
    });
  }
}
