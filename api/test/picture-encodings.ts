import { chromium } from "playwright-core";

/**
 * One half-transparent `width` × `height` drawing as the system's Chromium encodes it: PNG, baseline JPEG and lossy
 * WebP (which it writes with the extended VP8X header). Real encoders' headers, for code that reads sizes from them.
 */
export async function browserEncodings(width: number, height: number) {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    const urls = await page.evaluate(([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "rgba(20, 80, 160, 0.5)";
      context.fillRect(0, 0, w / 2, h / 2);
      return {
        png: canvas.toDataURL("image/png"),
        jpeg: canvas.toDataURL("image/jpeg", 0.9),
        webp: canvas.toDataURL("image/webp", 0.8),
      };
    }, [width, height]);
    const bytes = (url: string) => Uint8Array.from(atob(url.slice(url.indexOf(",") + 1)), (c) => c.charCodeAt(0));
    return { png: bytes(urls.png), jpeg: bytes(urls.jpeg), webp: bytes(urls.webp) };
  } finally {
    await browser.close();
  }
}

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16((value >>> 16) & 0xffff)];
const be16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const be32 = (value: number) => [...be16((value >>> 16) & 0xffff), ...be16(value & 0xffff)];

/** A complete GIF89a of one colour: logical screen `width` × `height`, one image of it, LZW minimum code size 2. */
export const gif = (width: number, height: number) =>
  new Uint8Array([
    ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
    ...le16(width),
    ...le16(height),
    0x80, // global colour table of 2 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    0x2c,
    ...le16(0),
    ...le16(0),
    ...le16(width),
    ...le16(height),
    0,
    2,
    ...[2, 0x44, 0x01, 0], // clear code, a pixel, end of information
    0x3b,
  ]);

/**
 * The headers of a 24-bit BMP: a BITMAPINFOHEADER (40 bytes) with `height` as given (negative: rows top down), or
 * the old OS/2 core header (12 bytes) with 16-bit sizes. No pixel rows: sizes are read from the header alone.
 */
export function bmp(width: number, height: number, core = false): Uint8Array {
  const info = core
    ? [...le32(12), ...le16(width), ...le16(height), ...le16(1), ...le16(24)]
    : [...le32(40), ...le32(width), ...le32(height), ...le16(1), ...le16(24), ...Array(24).fill(0)];
  const offset = 14 + info.length;
  return new Uint8Array([0x42, 0x4d, ...le32(offset), 0, 0, 0, 0, ...le32(offset), ...info]);
}

/**
 * A TIFF's header and first directory, little-endian ("II") or big-endian ("MM"), with ImageWidth and ImageLength
 * stored as SHORT or LONG as writers do, after a tag that is neither.
 */
export function tiff(width: number, height: number, order: "II" | "MM", type: "short" | "long"): Uint8Array {
  const u16 = order === "II" ? le16 : be16;
  const u32 = order === "II" ? le32 : be32;
  const value = (n: number) => type === "short" ? [...u16(n), 0, 0] : u32(n);
  const kind = type === "short" ? 3 : 4;
  const entry = (
    tag: number,
    fieldType: number,
    field: number[],
  ) => [...u16(tag), ...u16(fieldType), ...u32(1), ...field];
  return new Uint8Array([
    ...(order === "II" ? [0x49, 0x49, 42, 0] : [0x4d, 0x4d, 0, 42]),
    ...u32(8),
    ...u16(3),
    ...entry(254, 4, u32(0)),
    ...entry(256, kind, value(width)),
    ...entry(257, kind, value(height)),
    ...u32(0),
  ]);
}

/** A lossy WebP's simple header (VP8): a key frame's tag, start code and 14-bit sizes. */
export const webpLossy = (width: number, height: number) =>
  new Uint8Array([
    ...[0x52, 0x49, 0x46, 0x46],
    ...le32(30),
    ...[0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20],
    ...le32(10),
    ...[0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a],
    ...le16(width),
    ...le16(height),
  ]);

/** A lossless WebP's header (VP8L): sizes as 14-bit fields less one, after the signature byte. */
export function webpLossless(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  return new Uint8Array([
    ...[0x52, 0x49, 0x46, 0x46],
    ...le32(30),
    ...[0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c],
    ...le32(10),
    0x2f,
    ...le32(bits),
    ...Array(5).fill(0),
  ]);
}

/**
 * A progressive JPEG's headers: SOI, an APP0 (JFIF) segment, a padding fill byte and SOF2 with `width` × `height`,
 * so the reader must walk past a segment to the frame header.
 */
export const progressiveJpeg = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    ...[0xff, 0xe0, ...be16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    0xff,
    ...[0xff, 0xc2, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);
