import type { GreyImage } from "./grey-image.ts";
import type { InkBox } from "./ink-marks.ts";
import { inkBelow } from "./picture-stats.ts";

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

/** What OCR reads a leading slash as. */
const slashLike = /^[Il|[J1](?=\p{Ll})/u;
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
    const paths = filled.filter((text) => text.startsWith("/") || slashLike.test(text)).length >= filled.length / 2;
    cells.forEach((row, r) => {
      const text = row[column] ?? "", box = boxes[r]?.[column];
      if (r === 0 || !box) return;
      if (paths && slashLike.test(text) && startsWithSlash(image, box)) row[column] = "/" + text.slice(1);
      else if (eightOrB.test(text)) {
        const stem = startsWithStem(image, box);
        if (stem !== undefined) row[column] = (stem ? "B" : "8") + text.slice(1);
      }
    });
  }
}
