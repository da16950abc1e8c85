import { Buffer } from "node:buffer";
import { inflateSync } from "node:zlib";

/** One byte per pixel, row after row: 0 is black, 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const pngSignature = 8;

/**
 * Decodes an 8-bit greyscale, non-interlaced PNG: the kind tesseract.js hands back as its "imageGrey" output, which
 * is how any uploaded format (JPEG, WebP, GIF…) arrives here already decoded by Leptonica.
 */
export function decodeGreyPng(png: Uint8Array): GreyImage {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const compressed: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  for (let at = pngSignature; at + 8 <= png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const [depth, colour, , , interlace] = png.subarray(at + 16, at + 21);
      if (depth !== 8 || colour !== 0 || interlace !== 0) throw new Error("not an 8-bit greyscale PNG");
    } else if (type === "IDAT") compressed.push(png.subarray(at + 8, at + 8 + length));
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const filtered = inflateSync(Buffer.concat(compressed));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = filtered[y * (width + 1)];
    const source = y * (width + 1) + 1;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = x > 0 ? pixels[row + x - 1] : 0;
      const up = y > 0 ? pixels[row - width + x] : 0;
      const upLeft = x > 0 && y > 0 ? pixels[row - width + x - 1] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const toLeft = Math.abs(up - upLeft),
          toUp = Math.abs(left - upLeft),
          toUpLeft = Math.abs(left + up - 2 * upLeft);
        predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      }
      pixels[row + x] = filtered[source + x] + predicted;
    }
  }
  return { width, height, pixels };
}

/** The image as a binary PGM (Netpbm P5): the simplest format Leptonica reads, so no encoder is needed. */
export function encodePgm({ width, height, pixels }: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const bytes = new Uint8Array(header.length + pixels.length);
  bytes.set(header);
  bytes.set(pixels, header.length);
  return bytes;
}
