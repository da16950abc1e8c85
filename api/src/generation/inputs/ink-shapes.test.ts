import { expect, test } from "vitest";
import type { GreyImage } from "./grey-image.ts";
import { isMarkedZero, restoreInkShapes, startsWithSlash, startsWithStem } from "./ink-shapes.ts";

const size = 40;
const blank = (): GreyImage => ({ width: size, height: size, pixels: new Uint8Array(size * size).fill(255) });
const box = { x0: 0, y0: 5, x1: size, y1: 35 };

/** A character 30 px tall from y 5, drawn by `inked(x, y)`. */
function glyph(inked: (x: number, y: number) => boolean): GreyImage {
  const image = blank();
  for (let y = 5; y < 35; y++) for (let x = 0; x < size; x++) if (inked(x, y)) image.pixels[y * size + x] = 0;
  return image;
}

const slash = glyph((x, y) => Math.abs(x - (10 + (35 - y) * 0.25)) < 1.5);
const upright = glyph((x) => x >= 10 && x < 13);
const ring = (x: number, y: number, cy: number, r: number) => Math.abs(Math.hypot(x - 15, y - cy) - r) < 1.5;
const eight = glyph((x, y) => ring(x, y, 12.5, 7) || ring(x, y, 27, 7.5));
const bee = glyph((x, y) =>
  x >= 8 && x < 11 || x >= 8 && x < 20 && (y < 7 || y >= 33 || Math.abs(y - 19.5) < 1.5) ||
  x >= 17 && x < 22 && (y > 6 && y < 19 || y > 20 && y < 34)
);

test("a slash leans, an I or a bracket stands upright", () => {
  expect(startsWithSlash(slash, box)).toBe(true);
  expect(startsWithSlash(upright, box)).toBe(false);
});

test("a B stands on a straight stem, an 8 curves at its left", () => {
  expect(startsWithStem(bee, box)).toBe(true);
  expect(startsWithStem(eight, box)).toBe(false);
});

test("a code's leading B that the ink draws as an 8 is an 8; a slash is put back only in a column of paths", () => {
  const codes = [["Class"], ["BA"], ["8B"]];
  restoreInkShapes(codes, [[undefined], [box], [box]], eight);
  expect(codes).toEqual([["Class"], ["8A"], ["8B"]]);
  const paths = [["Page"], ["Icareers"], ["/docs"]];
  restoreInkShapes(paths, [[undefined], [box], [box]], slash);
  expect(paths).toEqual([["Page"], ["/careers"], ["/docs"]]);
  const names = [["Name"], ["Ian"], ["Bob"], ["Eve"]];
  restoreInkShapes(names, [[undefined], [box], [box], [box]], slash);
  expect(names).toEqual([["Name"], ["Ian"], ["Bob"], ["Eve"]]);
});

/** An oval 30 px tall and 18 wide centred at x 15, with what `inside` draws within it. */
const oval = (inside: (x: number, y: number) => boolean) =>
  glyph((x, y) => Math.abs(Math.hypot((x - 15) / 9, (y - 20) / 15) - 1) < 0.17 || inside(x, y));
const wholeGlyph = { left: 5, right: 26, top: 5, bottom: 35, count: 0 };

test("a zero with a dot or a bar inside is told from an O, an E and an N", () => {
  expect(isMarkedZero(oval((x, y) => Math.hypot(x - 15, y - 20) < 2.5), wholeGlyph)).toBe(true);
  expect(isMarkedZero(oval((x, y) => Math.abs(x - 15 - (20 - y) * 0.4) < 1.5 && Math.abs(y - 20) < 9), wholeGlyph))
    .toBe(true);
  expect(isMarkedZero(oval(() => false), wholeGlyph)).toBe(false);
  const e = glyph((x, y) => x >= 6 && x < 9 || x >= 6 && x < 24 && (y < 8 || y >= 32 || Math.abs(y - 19.5) < 1.5));
  expect(isMarkedZero(e, wholeGlyph)).toBe(false);
  const n = glyph((x, y) => x >= 6 && x < 9 || x >= 21 && x < 24 || Math.abs(x - (6 + (y - 5) * 0.6)) < 1.5);
  expect(isMarkedZero(n, wholeGlyph)).toBe(false);
});

test("in a column of codes, a letter whose ink is a marked zero is a 0", () => {
  const dotted = oval((x, y) => Math.hypot(x - 15, y - 20) < 2.5);
  const codes = [["Till"], ["O"], ["7"]];
  restoreInkShapes(codes, [[undefined], [box], [undefined]], dotted);
  expect(codes).toEqual([["Till"], ["0"], ["7"]]);
  const plain = [["Grade"], ["O"], ["7"]];
  restoreInkShapes(plain, [[undefined], [box], [undefined]], oval(() => false));
  expect(plain).toEqual([["Grade"], ["O"], ["7"]]);
});
