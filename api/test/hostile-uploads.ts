import { Buffer } from "node:buffer";
import { constants, crc32, deflateRawSync } from "node:zlib";
import * as XLSX from "xlsx";
import { makeXlsx } from "./data-fixtures.ts";

const encoder = new TextEncoder();

/** The parts one after another, in one array. */
const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(encoder.encode(type), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)) >>> 0);
  return chunk;
}

/** The PNG signature and an IHDR chunk for an 8-bit grey picture of `width` × `height`. */
function pngHead(width: number, height: number): Uint8Array[] {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth; colour type 0 (grey), deflate, filter 0, no interlace
  return [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header)];
}

/** A PNG that declares `width` × `height` and holds no pixel data at all: a header check refuses it unread. */
export const declaredPng = (width: number, height: number) =>
  concat([...pngHead(width, height), pngChunk("IEND", new Uint8Array())]);

/**
 * A complete, valid black PNG of `width` × `height` grey pixels, about 1 MB at 30000 × 30000: each row (a filter byte
 * and `width` zeros) is compressed once with a sync flush and repeated, so the 900 MB it decodes to are never held
 * here. The kind of file that left the API process at 2.1 GB when OCR decoded it there.
 */
export function vastPng(width: number, height: number): Uint8Array {
  const row = deflateRawSync(new Uint8Array(width + 1), { finishFlush: constants.Z_SYNC_FLUSH, level: 9 });
  const raw = height * (width + 1);
  // zlib's Adler-32 of `raw` zero bytes: a stays 1, b adds 1 per byte.
  const adler = new Uint8Array(4);
  new DataView(adler.buffer).setUint32(0, (((raw % 65521) << 16) | 1) >>> 0);
  const data = concat([
    new Uint8Array([0x78, 0xda]),
    ...Array(height).fill(row),
    deflateRawSync(new Uint8Array()),
    adler,
  ]);
  return concat([...pngHead(width, height), pngChunk("IDAT", data), pngChunk("IEND", new Uint8Array())]);
}

/** A ZIP archive's entries (as XLSX.CFB.read gives them) written out deflated, as Excel writes a workbook. */
const writeDeflated = (files: unknown) =>
  new Uint8Array(XLSX.CFB.write(files, { type: "array", fileType: "zip", compression: true }) as ArrayLike<number>);

/**
 * A real, honest workbook that costs a worker seconds: `rowCount` sales rows of five columns, deflated as Excel
 * deflates them (60,000 rows are 4.5 MB and take a worker 2–5 s; 30,000 about half that).
 */
export function heavyWorkbook(rowCount: number): Uint8Array {
  const rows: unknown[][] = [["Region", "Product", "Units", "Price", "Revenue"]];
  for (let index = 0; index < rowCount; index++) {
    rows.push([
      ["East", "West", "North"][index % 3],
      `Item ${index % 300}`,
      index % 50,
      (index % 900) / 10,
      index % 997,
    ]);
  }
  // SheetJS's writer stores a workbook's entries uncompressed.
  return writeDeflated(XLSX.CFB.read(makeXlsx(rows), { type: "array" }));
}

/**
 * An .xlsx whose sheet declares `<dimension ref="A1:XFD1048576"/>` over a header and two rows near A1; with
 * `farCell`, one more cell sits at XFD1048576, so the filled cells themselves span the whole sheet.
 */
export function hugeDimensionWorkbook(options: { farCell?: boolean } = {}): Uint8Array {
  const files = XLSX.CFB.read(makeXlsx([["Region", "Sales"], ["East", 1200], ["West", 800]]), { type: "array" });
  const entry = XLSX.CFB.find(files, files.FullPaths.find((path: string) => path.endsWith("sheet1.xml")));
  let xml = new TextDecoder().decode(entry.content as Uint8Array)
    .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>');
  if (options.farCell) {
    xml = xml.replace("</sheetData>", '<row r="1048576"><c r="XFD1048576"><v>7</v></c></row></sheetData>');
  }
  entry.content = encoder.encode(xml);
  return writeDeflated(files);
}
