import { expect, test } from "vitest";
import type { GreyImage } from "./grey-image.ts";
import { columnEdges, eraseRules, findRules } from "./ruled-lines.ts";

/** A 200 × 120 picture of `background` with a grid: rules every 50 px across and every 30 px down, in `ink`. */
function grid(background: number, ink: number): GreyImage {
  const width = 200;
  const height = 120;
  const pixels = new Uint8Array(width * height).fill(background);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) if (x % 50 === 10 || y % 30 === 5) pixels[y * width + x] = ink;
  }
  // Text-like strokes: short marks that are thin but no rules.
  for (let y = 12; y < 24; y++) pixels[y * width + 30] = ink;
  for (let x = 70; x < 80; x++) pixels[40 * width + x] = ink;
  return { width, height, pixels };
}

test("black and light grey grids are found, on white and on a dark theme, and short strokes are not rules", () => {
  for (const [background, ink] of [[255, 0], [255, 217], [242, 217], [30, 90]]) {
    const rules = findRules(grid(background, ink));
    expect(rules.vertical.map((rule) => rule.from), `${background}/${ink}`).toEqual([10, 60, 110, 160]);
    expect(rules.horizontal.map((rule) => rule.from), `${background}/${ink}`).toEqual([5, 35, 65, 95]);
  }
});

test("a filled band (a header's fill) is not a rule, though its edges run across the picture", () => {
  const width = 200;
  const pixels = new Uint8Array(width * 100).fill(255);
  pixels.fill(90, 20 * width, 45 * width);
  expect(findRules({ width, height: 100, pixels }).horizontal).toEqual([]);
});

test("erased rules leave the cells' own grey, and the column edges are the rules that run down the text", () => {
  const image = grid(250, 120);
  const rules = findRules(image);
  eraseRules(image, rules);
  const at = (x: number, y: number) => image.pixels[y * image.width + x];
  expect([at(10, 50), at(60, 5), at(110, 65), at(199, 95)]).toEqual([250, 250, 250, 250]);
  expect([at(30, 15), at(75, 40)], "the strokes of text stay").toEqual([120, 120]);
  expect(columnEdges(rules, 10, 100)).toEqual([10.5, 60.5, 110.5, 160.5]);
  expect(columnEdges({ horizontal: [], vertical: [{ from: 40, to: 41, start: 0, end: 30 }] }, 10, 100)).toEqual([]);
});
