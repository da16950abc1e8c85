import type { GreyImage } from "./grey-image.ts";

/** A cell's box in the picture, in pixels (right and bottom exclusive). */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Blob {
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
/** Glyphs are cut at a mid grey; a mark, a few pixels across, keeps less of its ink dark and is looked for lighter. */
const glyphInk = 140;
const markInk = [140, 160, 180, 200];

/** The 8-connected blobs of ink in the box, each with its bounds and its size in pixels. */
function blobsIn(image: GreyImage, box: InkBox, inkBelow: number): Blob[] {
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * Which mark a blob between two digits is: a comma when any cut of it hangs below the baseline; else, since a
 * blurred comma's tail fades first and leaves a dot, a comma where three digits follow to the end or the next mark
 * (a thousands separator, the commoner reading) and a point elsewhere.
 */
function markOf(cuts: Blob[], after: string[], before: string, baseline: number, digitHeight: number): string {
  if (cuts.some((blob) => blob.bottom > baseline + 0.2 * digitHeight)) return ",";
  const digitsAfter = after.join("").match(/^\d*/)![0].length;
  const ends = after.slice(digitsAfter).every((char) => !/\d/.test(char));
  const thousands = digitsAfter === 3 && (ends || after[digitsAfter] === "," || after[digitsAfter] === ".");
  return thousands && !/^\D*0$/.test(before) && !before.includes(".") ? "," : ".";
}

/**
 * The number cell as its ink writes it, where OCR lost a small mark: a decimal point or a thousands comma between
 * digits ("3450" for 34.50 in a condensed font), or a leading minus sign. The cell's ink is
 * cut into blobs; blobs as tall as the digits stand for the characters OCR read as digits, currency, brackets or
 * percent, so where their count matches the reading, a small round blob on the baseline between two of them is a
 * point (a comma when it hangs below), and a short dash just before the first is a minus. Undefined when the ink
 * cannot be matched to the reading or adds nothing to it.
 */
export function inkMarks(image: GreyImage, box: InkBox, text: string): string | undefined {
  if (!numberLike.test(text)) return undefined;
  const lineHeight = box.y1 - box.y0;
  // A lost minus lies outside the box OCR gave the word; the rows above and below stay outside.
  const area = { x0: box.x0 - lineHeight, x1: box.x1 + 2, y0: box.y0 - lineHeight / 4, y1: box.y1 + lineHeight / 4 };
  const blobs = blobsIn(image, area, glyphInk);
  const highest = Math.max(0, ...blobs.map((blob) => blob.bottom - blob.top));
  const glyphs = blobs.filter((blob) => blob.bottom - blob.top >= 0.6 * highest && blob.left >= box.x0 - 2);
  if (glyphs.length === 0) return undefined;
  const digitHeight = median(glyphs.map((blob) => blob.bottom - blob.top));
  const baseline = median(glyphs.map((blob) => blob.bottom));
  const overlapsGlyph = (blob: Blob) => glyphs.some((glyph) => blob.left < glyph.right && glyph.left < blob.right);
  const readTall = [...text].filter((char) => tall.test(char)).length;
  if (glyphs.length !== readTall) return undefined;
  glyphs.sort((a, b) => a.left - b.left);

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
  const cuts = markInk.map((ink) => blobsIn(image, area, ink));
  const markAfter = glyphs.map((glyph, index) => {
    const next = glyphs[index + 1];
    return next &&
      cuts.flatMap((cut) => cut.filter((blob) => isMark(blob) && blob.left >= glyph.right && blob.right <= next.left));
  });
  const minus = cuts.some((cut) => cut.some(isMinus));

  const chars = [...text];
  let out = "";
  let glyph = -1;
  let changed = false;
  chars.forEach((char, at) => {
    out += char;
    if (!tall.test(char)) return;
    glyph++;
    const found = markAfter[glyph];
    if (!found?.length || chars[at + 1] === "." || chars[at + 1] === ",") return;
    const mark = markOf(found, chars.slice(at + 1), out, baseline, digitHeight);
    // A number has one decimal point, and it comes after its thousands commas.
    if (mark === "." && (out.includes(".") || chars.slice(at + 1).some((later) => later === "." || later === ","))) {
      return;
    }
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
 * point is put in only when it gives the decimals most of the column's numbers have (read, or found in the ink), a
 * comma only where it groups three digits, a minus only in a column with minus signs read.
 */
export function restoreInkMarks(cells: string[][], boxes: (InkBox | undefined)[][], image: GreyImage): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  for (let column = 0; column < width; column++) {
    const read = cells.map((row) => row[column] ?? "");
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
      const pointFits = places === decimalsOf(text) || withDecimals(places!) >= Math.max(2, numbers / 2);
      const minusFits = candidate.startsWith("-") === text.startsWith("-") || signed;
      if (pointFits && minusFits && wellGrouped(candidate)) cells[row][column] = candidate;
    });
  }
}
