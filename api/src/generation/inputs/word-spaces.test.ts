import { expect, test } from "vitest";
import type { GreyImage } from "./grey-image.ts";
import { joinSplitCapitals, splitAtSpaces, type SymbolBox } from "./word-spaces.ts";

/** A word's characters at the given left edges, each 9 px wide and 22 px tall. */
function word(text: string, lefts: number[]) {
  const symbols: SymbolBox[] = [...text].map((char, index) => ({
    text: char,
    x0: lefts[index],
    x1: lefts[index] + 9,
    y0: 0,
    y1: 22,
  }));
  return { box: { text, x0: lefts[0], x1: lefts[lefts.length - 1] + 9, y0: 0, y1: 22 }, symbols };
}

test("a space the recogniser missed inside a word is found from the gap between its characters", () => {
  const { box, symbols } = word("Q22024", [0, 10, 27, 37, 47, 57]);
  expect(splitAtSpaces(box, symbols).map((part) => part.text)).toEqual(["Q2", "2024"]);
});

test("ordinary letter gaps, punctuation and a monospaced font's spacing are not spaces", () => {
  const close = word("Budget", [0, 10, 20, 30, 40, 50]);
  expect(splitAtSpaces(close.box, close.symbols)).toEqual([close.box]);
  const comma = word("1,200", [0, 10, 27, 37, 47]);
  expect(splitAtSpaces(comma.box, comma.symbols)).toEqual([comma.box]);
  const mono = word("Mill", [0, 14, 28, 42]);
  expect(splitAtSpaces(mono.box, mono.symbols)).toEqual([mono.box]);
});

test("a narrow letter in a monospaced font keeps its pitch, so its wide gap is no space", () => {
  // "Omar" as DejaVu Sans Mono was read in a dark-theme table: gaps of 2, 1 and 6 px, middles 13.5–16 px apart.
  const boxes: [string, number, number][] = [["O", 0, 14], ["m", 16, 29], ["a", 30, 42], ["r", 48, 56]];
  const symbols = boxes.map(([text, x0, x1]) => ({ text, x0, x1, y0: 0, y1: 19 }));
  const box = { text: "Omar", x0: 0, x1: 56, y0: 0, y1: 19 };
  expect(splitAtSpaces(box, symbols)).toEqual([box]);
});

/** A word's ink: a block 8 px wide and 20 px tall per character, `gap` px apart, wider where a space was lost. */
function inked(text: string, spaceAfter: number[]) {
  const width = 200, height = 30;
  const image: GreyImage = { width, height, pixels: new Uint8Array(width * height).fill(255) };
  const lefts: number[] = [];
  let x = 10;
  [...text].forEach((_, index) => {
    lefts.push(x);
    for (let y = 5; y < 25; y++) image.pixels.fill(0, y * width + x, y * width + x + 8);
    x += 10 + (spaceAfter.includes(index) ? 8 : 0);
  });
  // The recogniser's own boxes overlap, as they do in small condensed text.
  const symbols: SymbolBox[] = [...text].map((char, index) => ({
    text: char,
    x0: lefts[index] - 4,
    x1: lefts[index] + 12,
    y0: 5,
    y1: 25,
  }));
  return { image, symbols, box: { text, x0: 10, x1: x - 2, y0: 5, y1: 25 } };
}

test("a space the recogniser's boxes hide is found in the word's ink", () => {
  const { image, symbols, box } = inked("Oct2023", [2]);
  expect(splitAtSpaces(box, symbols).map((part) => part.text)).toEqual(["Oct2023"]);
  expect(splitAtSpaces(box, symbols, image).map((part) => part.text)).toEqual(["Oct", "2023"]);
  const even = inked("Budget", []);
  expect(splitAtSpaces(even.box, even.symbols, even.image).map((part) => part.text)).toEqual(["Budget"]);
});

test("a number's wide gap in the ink is a faint comma, not a space", () => {
  const { image, symbols, box } = inked("108724", [2]);
  expect(splitAtSpaces(box, symbols, image).map((part) => part.text)).toEqual(["108724"]);
});

test("against the picture's own space, a strip twice the word's usual gap is enough", () => {
  // "Plant A" in a sheet whose cells part words by 10 px: letters 3–5 px apart, the lost space 9 px.
  const width = 120, height = 30;
  const image: GreyImage = { width, height, pixels: new Uint8Array(width * height).fill(255) };
  const runs = [[0, 12], [15, 17], [21, 32], [37, 48], [51, 59], [68, 84]];
  for (const [from, to] of runs) for (let y = 5; y < 25; y++) image.pixels.fill(0, y * width + from, y * width + to);
  const symbols = runs.map(([from, to], index) => ({ text: "PlantA"[index], x0: from, x1: to, y0: 5, y1: 25 }));
  const box = { text: "PlantA", x0: 0, x1: 84, y0: 5, y1: 25 };
  expect(splitAtSpaces(box, symbols, image).map((part) => part.text)).toEqual(["PlantA"]);
  expect(splitAtSpaces(box, symbols, image, 10).map((part) => part.text)).toEqual(["Plant", "A"]);
});

test("a lone small letter the ink sets apart goes back to its word", () => {
  const width = 120, height = 30;
  const image: GreyImage = { width, height, pixels: new Uint8Array(width * height).fill(255) };
  const runs = [[0, 12], [15, 17], [21, 32], [37, 48], [58, 64], [74, 90]];
  for (const [from, to] of runs) for (let y = 5; y < 25; y++) image.pixels.fill(0, y * width + from, y * width + to);
  const symbols = runs.map(([from, to], index) => ({ text: "PlantA"[index], x0: from, x1: to, y0: 5, y1: 25 }));
  const box = { text: "PlantA", x0: 0, x1: 90, y0: 5, y1: 25 };
  expect(splitAtSpaces(box, symbols, image, 10).map((part) => part.text)).toEqual(["Plant", "A"]);
});

test("a capital the recogniser set apart from its word is joined back; a lone capital a space away stays apart", () => {
  const box = (text: string, x0: number, x1: number) => ({ text, x0, y0: 10, x1, y1: 34 });
  const read = [box("Pain", 0, 40), box("au", 52, 70), box("C", 82, 94), box("hocolat", 96, 170)];
  expect(joinSplitCapitals(read, 12).map((word) => word.text)).toEqual(["Pain", "au", "Chocolat"]);
  const apart = [box("Plan", 0, 40), box("B", 52, 62), box("option", 74, 130)];
  expect(joinSplitCapitals(apart, 12)).toEqual(apart);
});
