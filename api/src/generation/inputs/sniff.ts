import { dataMessages } from "../../../contract/data-messages.ts";
import { DataError } from "./table.ts";

export type ImageKind = "png" | "jpeg" | "gif" | "bmp" | "webp" | "tiff";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
const zip = ascii("PK\x03\x04");
const ole2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const pdf = ascii("%PDF-");
/** The sizes of the BMP info headers that exist (core, v1–v5): "BM" alone is too common a start for a text file. */
const bmpInfoSizes = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii("BM")) || bytes.length < 18) return false;
  const reservedZero = bytes[6] === 0 && bytes[7] === 0 && bytes[8] === 0 && bytes[9] === 0;
  const infoSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
  return reservedZero && bmpInfoSizes.has(infoSize);
}

/** The picture format the bytes start with, or undefined when they are not a picture people send of a table. */
export function imageKind(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, png)) return "png";
  if (startsWith(bytes, jpeg)) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("II*\0")) || startsWith(bytes, ascii("MM\0*"))) return "tiff";
  if (isBmp(bytes)) return "bmp";
  return undefined;
}

const hasUtf16Bom = (bytes: Uint8Array) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, zip) || startsWith(bytes, ole2) || startsWith(bytes, pdf) || imageKind(bytes)) return false;
  if (hasUtf16Bom(bytes)) return true;
  // A NUL never occurs in text written as UTF-8 or a single-byte code page; binary files are full of them.
  return !bytes.subarray(0, 64 * 1024).includes(0);
}

/**
 * Refuses content that is not what the request says it is (415), before any parser spends time on it: a picture by
 * its signature, a workbook as a ZIP (xlsx) or OLE2 compound file (xls), a CSV as text.
 */
export function checkClaimedType(bytes: Uint8Array, source: "image" | "csv" | "excel"): void {
  if (source === "image" && !imageKind(bytes)) throw new DataError(415, dataMessages.notAnImage);
  if (source === "excel" && !startsWith(bytes, zip) && !startsWith(bytes, ole2)) {
    throw new DataError(415, dataMessages.notExcel);
  }
  if (source === "csv" && !looksLikeText(bytes)) throw new DataError(415, dataMessages.notCsv);
}
