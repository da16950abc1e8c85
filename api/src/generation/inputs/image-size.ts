import { imageKind } from "./sniff.ts";

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** The SOF markers that carry a frame's size: C0–CF less DHT (C4), JPG (C8) and DAC (CC). */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Markers that stand alone, with no length after them: TEM, RST0–7, SOI. */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    at += 2;
    if (standalone(marker)) continue;
    // The scan starts (or the picture ends) before any frame header: nothing declares a size.
    if (marker === 0xda || marker === 0xd9) return undefined;
    if (startOfFrame.has(marker)) return { height: view.getUint16(at + 3), width: view.getUint16(at + 5) };
    at += view.getUint16(at);
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 30) return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(24) + 1, height: uint24(27) + 1 };
  }
  return undefined;
}

function tiffSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  const little = bytes[0] === 0x49;
  const directory = view.getUint32(4, little);
  if (directory + 2 > bytes.length) return undefined;
  const size: Partial<ImageSize> = {};
  const entries = view.getUint16(directory, little);
  for (let index = 0; index < entries; index++) {
    const at = directory + 2 + index * 12;
    if (at + 12 > bytes.length) return undefined;
    const tag = view.getUint16(at, little);
    if (tag !== 256 && tag !== 257) continue;
    // SHORT (3) or LONG (4), held in the entry itself.
    const value = view.getUint16(at + 2, little) === 3
      ? view.getUint16(at + 8, little)
      : view.getUint32(at + 8, little);
    if (tag === 256) size.width = value;
    else size.height = value;
  }
  return size.width !== undefined && size.height !== undefined ? size as ImageSize : undefined;
}

function bmpSize(view: DataView): ImageSize | undefined {
  if (view.byteLength < 26) return undefined;
  // The old OS/2 core header holds 16-bit sizes; every later one signed 32-bit, with a negative height top-down.
  if (view.getUint32(14, true) === 12) return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
}

/**
 * A picture's width and height as its header declares them, read without decoding a pixel: Pillow's check of
 * MAX_IMAGE_PIXELS works the same way, so a small file that declares a vast picture is refused before any decoder
 * allocates for it. Undefined when the format is not one people send of a table or the header is cut short.
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const kind = imageKind(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (kind) {
      case "png":
        return ascii(bytes, 12, 4) === "IHDR" ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
      case "gif":
        return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
      case "jpeg":
        return jpegSize(bytes, view);
      case "webp":
        return webpSize(bytes, view);
      case "tiff":
        return tiffSize(bytes, view);
      case "bmp":
        return bmpSize(view);
      default:
        return undefined;
    }
  } catch (error) {
    // A header cut short reads past the end.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
