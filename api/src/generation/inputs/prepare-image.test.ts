import { deflateSync } from "node:zlib";
import { expect, test } from "vitest";
import { decodeGreyPng, type GreyImage } from "./grey-image.ts";
import { normaliseRows, prepareForOcr, stretchInk, textHeight, upscale } from "./prepare-image.ts";

/** A grey PNG with each row written under a different filter, as encoders do. */
function greyPng({ width, height, pixels }: GreyImage): Uint8Array {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    const filter = y % 5;
    rows.push(filter);
    for (let x = 0; x < width; x++) {
      const value = pixels[y * width + x];
      const left = x ? pixels[y * width + x - 1] : 0;
      const up = y ? pixels[(y - 1) * width + x] : 0;
      const upLeft = x && y ? pixels[(y - 1) * width + x - 1] : 0;
      const paeth = () => {
        const [a, b, c] = [Math.abs(up - upLeft), Math.abs(left - upLeft), Math.abs(left + up - 2 * upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter];
      rows.push((value - predicted) & 255);
    }
  }
  const chunk = (type: string, data: Uint8Array) => {
    const bytes = new Uint8Array(12 + data.length);
    new DataView(bytes.buffer).setUint32(0, data.length);
    bytes.set(new TextEncoder().encode(type), 4);
    bytes.set(data, 8);
    return bytes;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 0, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(new Uint8Array(rows))),
    chunk("IEND", new Uint8Array()),
  ];
  return new Uint8Array(parts.flatMap((part) => [...part]));
}

/** White, with dark bars 10 rows high standing for lines of text, and a white-on-dark band at the top. */
function page(): GreyImage {
  const width = 40, height = 60;
  const pixels = new Uint8Array(width * height).fill(250);
  for (let y = 0; y < 10; y++) pixels.fill(60, y * width, (y + 1) * width);
  for (let y = 2; y < 8; y++) pixels.fill(255, y * width + 5, y * width + 15);
  for (const top of [20, 40]) for (let y = top; y < top + 10; y++) pixels.fill(20, y * width + 5, y * width + 15);
  return { width, height, pixels };
}

test("grey PNGs decode with every row filter", () => {
  const image = page();
  image.pixels.forEach((_, index) => image.pixels[index] = (index * 37) % 256);
  expect(decodeGreyPng(greyPng(image))).toEqual(image);
});

test("rows become dark text on white: a dark band is inverted, backgrounds stretched to white", () => {
  const image = page();
  normaliseRows(image);
  expect(image.pixels[3 * 40 + 10]).toBe(0);
  expect(image.pixels[3 * 40 + 30]).toBe(255);
  expect(image.pixels[25 * 40 + 30]).toBe(255);
  expect(image.pixels[25 * 40 + 10]).toBeLessThan(30);
});

test("text height is the usual height of the inked bands; small text is enlarged towards 24 px", () => {
  const image = page();
  normaliseRows(image);
  expect(textHeight(image)).toBe(10);
  const prepared = prepareForOcr(page());
  expect(prepared.width).toBe(96);
  expect(prepared.height).toBe(144);
  expect(upscale({ width: 2, height: 1, pixels: new Uint8Array([0, 200]) }, 2).pixels).toEqual(
    new Uint8Array([0, 50, 150, 200, 0, 50, 150, 200]),
  );
});

test("faint grey ink is darkened to black and white stays white; black ink is left as it is", () => {
  const faint = { width: 10, height: 10, pixels: new Uint8Array(100).fill(255).fill(120, 0, 20) };
  stretchInk(faint);
  expect([faint.pixels[0], faint.pixels[50]]).toEqual([0, 255]);
  const crisp = { width: 10, height: 10, pixels: new Uint8Array(100).fill(255).fill(0, 0, 10).fill(140, 10, 20) };
  stretchInk(crisp);
  expect([crisp.pixels[0], crisp.pixels[15], crisp.pixels[50]]).toEqual([0, 140, 255]);
});
