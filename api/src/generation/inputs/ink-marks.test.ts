import { expect, test } from "vitest";
import type { GreyImage } from "./grey-image.ts";
import { inkMarks, restoreInkMarks } from "./ink-marks.ts";

/** What a number's ink is made of, left to right: a digit-sized glyph, a point, a hanging comma or a minus. */
type Piece = "digit" | "point" | "comma" | "minus" | "gap";

const digitWidth = 10, digitHeight = 20, baseline = 30;

/** Draws the pieces on white (a point in `pointGrey`), and returns the picture with the box OCR gave the digits. */
function drawn(pieces: Piece[], pointGrey = 0) {
  const width = 200, height = 50;
  const image: GreyImage = { width, height, pixels: new Uint8Array(width * height).fill(255) };
  const fill = (x0: number, y0: number, x1: number, y1: number, grey: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) image.pixels[y * width + x] = grey;
  };
  let x = 30;
  let first: number | undefined;
  for (const piece of pieces) {
    if (piece === "digit") {
      first ??= x;
      fill(x, baseline - digitHeight, x + digitWidth, baseline, 0);
      x += digitWidth + 2;
    } else if (piece === "point") {
      fill(x + 1, baseline - 3, x + 4, baseline, pointGrey);
      x += 6;
    } else if (piece === "comma") {
      fill(x + 1, baseline - 3, x + 4, baseline + 5, 0);
      x += 6;
    } else if (piece === "minus") {
      fill(x, baseline - 11, x + 8, baseline - 9, 0);
      x += 11;
    } else x += 6;
  }
  return { image, box: { x0: first ?? 30, y0: baseline - digitHeight - 1, x1: x, y1: baseline + 1 } };
}

test("a point OCR lost between digits is put back where the ink has it", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  expect(inkMarks(image, box, "3450")).toBe("34.50");
  expect(inkMarks(image, box, "$3450")).toBeUndefined();
});

test("a mark read already, or no mark in the ink, changes nothing", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  expect(inkMarks(image, box, "34.50")).toBeUndefined();
  const plain = drawn(["digit", "digit", "gap", "digit", "digit"]);
  expect(inkMarks(plain.image, plain.box, "3450")).toBeUndefined();
});

test("a comma hangs below the line; a dot three digits from the end is a thousands comma", () => {
  const hanging = drawn(["digit", "digit", "comma", "digit", "digit"]);
  expect(inkMarks(hanging.image, hanging.box, "1250")).toBe("12,50");
  const grouped = drawn(["digit", "point", "digit", "digit", "digit"]);
  expect(inkMarks(grouped.image, grouped.box, "2871")).toBe("2,871");
  const decimal = drawn(["digit", "point", "digit", "digit", "digit"]);
  expect(inkMarks(decimal.image, decimal.box, "0125")).toBe("0.125");
});

test("a faint, blurred point is found in a lighter cut of the ink", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit"], 170);
  expect(inkMarks(image, box, "132")).toBe("13.2");
});

test("a dash just before the digits is a minus sign OCR lost", () => {
  const { image, box } = drawn(["minus", "digit", "digit", "point", "digit"]);
  expect(inkMarks(image, box, "15.1")).toBe("-15.1");
  expect(inkMarks(image, box, "-15.1")).toBeUndefined();
});

test("text that is not a number, or ink that does not match the reading, is left alone", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  expect(inkMarks(image, box, "Q3 2024")).toBeUndefined();
  expect(inkMarks(image, box, "345")).toBeUndefined();
});

test("a point goes in only where it gives the decimals the column's numbers have", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  const column = (texts: string[]) => {
    const cells = [["Hours"], ...texts.map((text) => [text])];
    restoreInkMarks(cells, [[undefined], ...texts.map(() => [box])], image);
    return cells.slice(1).map(([cell]) => cell);
  };
  expect(column(["3450", "3450", "34.75", "3450"])).toEqual(["34.50", "34.50", "34.75", "34.50"]);
  expect(column(["3450", "12.5", "11.0", "9.5", "8.0"])).toEqual(["3450", "12.5", "11.0", "9.5", "8.0"]);
});

test("a minus goes in only in a column where minus signs were read", () => {
  const { image, box } = drawn(["minus", "digit", "digit", "point", "digit"]);
  const column = (texts: string[]) => {
    const cells = [["Change"], ...texts.map((text) => [text])];
    restoreInkMarks(cells, [[undefined], ...texts.map(() => [box])], image);
    return cells.slice(1).map(([cell]) => cell);
  };
  expect(column(["15.1", "-3.8", "12.1"])).toEqual(["-15.1", "-3.8", "-12.1"]);
  expect(column(["15.1", "3.8"])).toEqual(["15.1", "3.8"]);
});

test("of two marks the ink adds, only the last can be the point", () => {
  const { image, box } = drawn(["digit", "point", "digit", "digit", "digit", "point", "digit", "digit"]);
  expect(inkMarks(image, box, "173855")).toBe("1,738.55");
  expect(inkMarks(image, box, "1738.55")).toBe("1,738.55");
});

test("a faint digit broken into pieces one above another is still one glyph", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  // A white band across the first digit, as a faint JPEG stroke leaves it at a dark cut.
  for (let x = 30; x < 40; x++) for (let y = 18; y < 20; y++) image.pixels[y * image.width + x] = 255;
  expect(inkMarks(image, box, "3450")).toBe("34.50");
});

test("digits that blur into one blob still hold their share of the reading", () => {
  const { image, box } = drawn(["digit", "digit", "point", "digit", "digit"]);
  // Ink joining the first two digits, and the last two, as blur leaves it.
  for (let y = 20; y < 24; y++) {
    for (const x of [40, 41, 70, 71]) image.pixels[y * image.width + x] = 0;
  }
  expect(inkMarks(image, box, "2450")).toBe("24.50");
  expect(inkMarks(image, box, " 2450")).toBe("24.50");
});

test("a minus read with a stray space before it still marks a column of signed numbers", () => {
  const { image, box } = drawn(["minus", "digit", "digit", "point", "digit"]);
  const cells = [["YoY"], ["206"], [" -16.3"], ["11.9"]];
  restoreInkMarks(cells, [[undefined], [box], [undefined], [undefined]], image);
  expect(cells.map(([cell]) => cell)).toEqual(["YoY", "-20.6", " -16.3", "11.9"]);
});
