import type { GreyImage } from "./grey-image.ts";
import { inkBelow, median } from "./picture-stats.ts";

/** A cell's box in the picture, in pixels (right and bottom exclusive). */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Blob {
  left: number;
  right: number;
  top: number;
  bottom: number;
  count: number;
}

/** A number as written in a cell: a sign or brackets, a currency, digits with points and commas, a percent. */
const numberLike = /^[-(]?[$€£]?[\d.,]*\d[\d.,]*%?\)?$/;
/** Characters drawn as one blob the height of a digit. */
const tall = /[\d$€£%()]/;
/**
 * The greys ink is cut at, darkest first: glyphs at the darkest that parts them, and a mark, a few pixels across and
 * keeping less of its ink dark, at that one or lighter.
 */
const inkCuts = [inkBelow, 160, 180, 200];

/** The 8-connected blobs of ink in the box, each with its bounds and its size in pixels. */
export function blobsIn(image: GreyImage, box: InkBox, inkBelow: number): Blob[] {
  const left = Math.max(0, Math.floor(box.x0)), right = Math.min(image.width, Math.ceil(box.x1));
  const top = Math.max(0, Math.floor(box.y0)), bottom = Math.min(image.height, Math.ceil(box.y1));
  const width = right - left, height = bottom - top;
  if (width <= 0 || height <= 0) return [];
  const seen = new Uint8Array(width * height);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (
      seen[start] || image.pixels[(top + Math.floor(start / width)) * image.width + left + start % width] >= inkBelow
    ) {
      continue;
    }
    const blob = { left: width, right: 0, top: height, bottom: 0, count: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % width, y = Math.floor(at / width);
      blob.left = Math.min(blob.left, x);
      blob.right = Math.max(blob.right, x + 1);
      blob.top = Math.min(blob.top, y);
      blob.bottom = Math.max(blob.bottom, y + 1);
      blob.count++;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx, ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (seen[next] || image.pixels[(top + ny) * image.width + left + nx] >= inkBelow) continue;
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    blobs.push({
      ...blob,
      left: blob.left + left,
      right: blob.right + left,
      top: blob.top + top,
      bottom: blob.bottom + top,
    });
  }
  return blobs;
}

/**
 * The characters as tall as the tallest in the box OCR gave — its digits, currency signs, brackets and percent —
 * each the blobs that share its columns: a faint digit breaks into pieces one above another at a dark cut.
 */
export function glyphsOf(blobs: Blob[], box: InkBox): Blob[] {
  const groups: Blob[] = [];
  for (const blob of blobs.filter((blob) => blob.left >= box.x0 - 2).sort((a, b) => a.left - b.left)) {
    const last = groups[groups.length - 1];
    if (last && blob.left < last.right) {
      groups[groups.length - 1] = {
        left: last.left,
        right: Math.max(last.right, blob.right),
        top: Math.min(last.top, blob.top),
        bottom: Math.max(last.bottom, blob.bottom),
        count: last.count + blob.count,
      };
    } else groups.push({ ...blob });
  }
  const highest = Math.max(0, ...groups.map((group) => group.bottom - group.top));
  return groups.filter((group) => group.bottom - group.top >= 0.6 * highest);
}

/**
 * How many characters each glyph holds, when its widths share out `count` characters clearly (touching digits of a
 * blurred picture make one blob of two); undefined when they do not.
 */
function charsPerGlyph(glyphs: Blob[], count: number): number[] | undefined {
  if (glyphs.length === count) return glyphs.map(() => 1);
  if (glyphs.length === 0 || glyphs.length > count) return undefined;
  const widths = glyphs.map((glyph) => glyph.right - glyph.left);
  const unit = widths.reduce((sum, width) => sum + width, 0) / count;
  const shares = widths.map((width) => width / unit);
  const holds = shares.map((share) => Math.max(1, Math.round(share)));
  const fits = holds.reduce((sum, held) => sum + held, 0) === count &&
    shares.every((share, index) => Math.abs(share - holds[index]) <= 0.35);
  return fits ? holds : undefined;
}

/**
 * Which mark a blob that does not hang below the baseline is, the last of its number: since a blurred comma's tail
 * fades first and leaves a dot, a comma where three digits follow to the end (a thousands separator, the commoner
 * reading) after a number that is not 0, and a point elsewhere.
 */
function lastMarkOf(after: string[], before: string): string {
  const digitsAfter = after.join("").match(/^\d*/)![0].length;
  return digitsAfter === 3 && !/^\D*0$/.test(before) ? "," : ".";
}

/**
 * The number cell as its ink writes it, where OCR lost a small mark: a decimal point or a thousands comma between
 * digits ("3450" for 34.50 in a condensed font), or a leading minus sign. The cell's ink is
 * cut into blobs; blobs as tall as the digits stand for the characters OCR read as digits, currency, brackets or
 * percent, so where their count matches the reading, a small round blob on the baseline between two of them is a
 * point (a comma when it hangs below), and a short dash just before the first is a minus. Undefined when the ink
 * cannot be matched to the reading or adds nothing to it.
 */
export function inkMarks(image: GreyImage, box: InkBox, read: string): string | undefined {
  const text = read.trim();
  if (!numberLike.test(text)) return undefined;
  const lineHeight = box.y1 - box.y0;
  // A lost minus lies outside the box OCR gave the word; the rows above and below stay outside.
  const area = { x0: box.x0 - lineHeight, x1: box.x1 + 2, y0: box.y0 - lineHeight / 4, y1: box.y1 + lineHeight / 4 };
  const readTall = [...text].filter((char) => tall.test(char)).length;
  const cuts = inkCuts.map((ink) => blobsIn(image, area, ink));
  // The darkest cut that parts the ink into as many glyphs as the reading has (faint JPEG digits break up at a dark
  // one), else into glyphs whose widths hold that many characters (blurred digits touch).
  const parted = cuts.map((blobs) => glyphsOf(blobs, box).sort((a, b) => a.left - b.left));
  let glyphCut = parted.findIndex((glyphs) => glyphs.length === readTall);
  if (glyphCut < 0) glyphCut = parted.findIndex((glyphs) => charsPerGlyph(glyphs, readTall));
  if (glyphCut < 0) return undefined;
  const glyphs = parted[glyphCut];
  const holds = charsPerGlyph(glyphs, readTall)!;
  const digitHeight = median(glyphs.map((blob) => blob.bottom - blob.top));
  const baseline = median(glyphs.map((blob) => blob.bottom));
  const overlapsGlyph = (blob: Blob) => glyphs.some((glyph) => blob.left < glyph.right && glyph.left < blob.right);

  const isMark = (blob: Blob) => {
    const width = blob.right - blob.left, height = blob.bottom - blob.top;
    return height <= 0.45 * digitHeight && width <= 0.4 * digitHeight &&
      Math.min(width, height) >= 0.08 * digitHeight && blob.count >= 3 && blob.count >= 0.4 * width * height &&
      blob.bottom >= baseline - 0.12 * digitHeight && blob.top >= baseline - 0.45 * digitHeight &&
      !overlapsGlyph(blob);
  };
  const isMinus = (blob: Blob) => {
    const width = blob.right - blob.left, height = blob.bottom - blob.top, middle = (blob.top + blob.bottom) / 2;
    return height <= 0.2 * digitHeight && width >= 0.25 * digitHeight && width >= 2 * height &&
      blob.right <= glyphs[0].left && glyphs[0].left - blob.right <= 0.8 * digitHeight &&
      middle > baseline - 0.7 * digitHeight && middle < baseline - 0.2 * digitHeight;
  };
  // Lighter cuts find a blurred mark that a darker one misses, before it runs into the digits beside it.
  const markCuts = cuts.slice(glyphCut);
  // The marks after each tall character: only the last of a glyph's characters can have one.
  const markAfter: (Blob[] | undefined)[] = [];
  glyphs.forEach((glyph, index) => {
    const next = glyphs[index + 1];
    markAfter.push(...Array.from({ length: holds[index] - 1 }, () => undefined));
    markAfter.push(
      next &&
        markCuts.flatMap((cut) =>
          cut.filter((blob) => isMark(blob) && blob.left >= glyph.right && blob.right <= next.left)
        ),
    );
  });
  const minus = markCuts.some((cut) => cut.some(isMinus));

  const chars = [...text];
  // After which characters the ink adds a mark, and whether that mark hangs like a comma.
  const added = new Map<number, boolean>();
  let glyph = -1;
  chars.forEach((char, at) => {
    if (!tall.test(char)) return;
    const found = markAfter[++glyph];
    if (!found?.length || chars[at + 1] === "." || chars[at + 1] === ",") return;
    added.set(at, found.some((blob) => blob.bottom > baseline + 0.2 * digitHeight));
  });
  let out = "";
  let changed = false;
  chars.forEach((char, at) => {
    out += char;
    if (!added.has(at)) return;
    const after = chars.slice(at + 1);
    // Only the last mark of a number can be its point.
    const followed = after.some((later, index) => later === "." || later === "," || added.has(at + 1 + index));
    const mark = added.get(at) || followed ? "," : lastMarkOf(after, out);
    if (out.includes(".")) return;
    out += mark;
    changed = true;
  });
  if (minus && !/^[-(]/.test(out)) {
    out = "-" + out;
    changed = true;
  }
  return changed ? out : undefined;
}

const decimalsOf = (text: string) => /\.(\d+)\D*$/.exec(text)?.[1].length;
const wellGrouped = (text: string) => !/,(?!\d{3}(?:\D|$))/.test(text);

/**
 * Puts back, in place, the marks the ink shows in each number cell (`boxes` holds each cell's box in `image`, none
 * where it is empty), where its column agrees: a serif's spur or a digit's broken stroke can look like a point too. A
 * point is put in only when it gives decimals that another cell was read with, or that most of the column's numbers
 * have (read, or found in the ink), a
 * comma only where it groups three digits, a minus only in a column with minus signs read.
 */
export function restoreInkMarks(cells: string[][], boxes: (InkBox | undefined)[][], image: GreyImage): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const read = cells.map((row) => (row[column] ?? "").trim());
    const found = read.map((text, row) => {
      const box = boxes[row]?.[column];
      return box ? inkMarks(image, box, text) : undefined;
    });
    const numbers = read.filter((text) => numberLike.test(text)).length;
    const withDecimals = (places: number) =>
      read.filter((text, row) => decimalsOf(found[row] ?? text) === places).length;
    const signed = read.some((text) => /^-[$€£]?\d/.test(text));
    found.forEach((candidate, row) => {
      if (!candidate) return;
      const text = read[row];
      const places = decimalsOf(candidate);
      const pointFits = places === decimalsOf(text) || withDecimals(places!) >= Math.max(2, numbers / 2) ||
        read.some((other) => decimalsOf(other) === places);
      const minusFits = candidate.startsWith("-") === text.startsWith("-") || signed;
      if (pointFits && minusFits && wellGrouped(candidate)) cells[row][column] = candidate;
    });
  }
}
