import { constants, crc32, deflateRawSync } from "node:zlib";
import { chromium } from "playwright-core";
import * as XLSX from "xlsx";

/** A formula cell with the value Excel saved beside it (what a reader sees without recalculating). */
export interface FormulaCell {
  formula: string;
  cached: number;
}

export interface WorkbookOptions {
  /** The data sheet's name; "Data" unless given. */
  sheetName?: string;
  /** Where the first row starts, e.g. "B3". */
  start?: string;
  /** Sheets placed before the data sheet, by name (empty rows make an empty sheet). */
  sheetsBefore?: Record<string, unknown[][]>;
  /** Sheets placed after it. */
  sheetsAfter?: Record<string, unknown[][]>;
  /** Sheets to hide, by name. */
  hidden?: string[];
}

const isFormula = (value: unknown): value is FormulaCell =>
  typeof value === "object" && value !== null && "formula" in value && "cached" in value;

function sheetOf(rows: unknown[][], start = "A1"): XLSX.WorkSheet {
  const plain = rows.map((row) => row.map((value) => isFormula(value) ? value.cached : value));
  // UTC: the Date objects of a test mean the UTC day they print, whatever the machine's time zone.
  const sheet = XLSX.utils.aoa_to_sheet(plain, { origin: start, UTC: true } as XLSX.AOA2SheetOpts);
  const origin = XLSX.utils.decode_cell(start);
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      if (isFormula(value)) {
        sheet[XLSX.utils.encode_cell({ r: origin.r + r, c: origin.c + c })] = {
          t: "n",
          v: value.cached,
          f: value.formula,
        };
      }
    })
  );
  return sheet;
}

function workbook(rows: unknown[][], options: WorkbookOptions, bookType: XLSX.BookType): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, sheetRows] of Object.entries(options.sheetsBefore ?? {})) {
    XLSX.utils.book_append_sheet(book, sheetOf(sheetRows), name);
  }
  XLSX.utils.book_append_sheet(book, sheetOf(rows, options.start), options.sheetName ?? "Data");
  for (const [name, sheetRows] of Object.entries(options.sheetsAfter ?? {})) {
    XLSX.utils.book_append_sheet(book, sheetOf(sheetRows), name);
  }
  if (options.hidden?.length) {
    book.Workbook = {
      Sheets: book.SheetNames.map((name) => ({ name, Hidden: options.hidden!.includes(name) ? 1 : 0 })),
    } as XLSX.WBProps;
  }
  return new Uint8Array(XLSX.write(book, { type: "array", bookType }) as ArrayBuffer);
}

/** An .xlsx file, written by SheetJS: dates are stored as Excel stores them, serial numbers with a date format. */
export const makeXlsx = (rows: unknown[][], options: WorkbookOptions = {}) => workbook(rows, options, "xlsx");

/** An .xls file (BIFF8, Excel 97–2003). */
export const makeXls = (rows: unknown[][], options: WorkbookOptions = {}) => workbook(rows, options, "biff8");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const numeric = /^[-+$€£(]*[\d.,]+%?\)?$/;

/**
 * A screenshot of `rows` as a spreadsheet shows a table: light grid lines, a bold header, numbers aligned right,
 * Arial (Liberation Sans here). Rendered by the system's Chromium, so OCR tests read real anti-aliased text.
 * `width` stretches the table to that many pixels; `fontSize` is in CSS pixels (15 by default, Excel's 11 pt).
 */
export function renderTablePng(
  rows: string[][],
  options: { width?: number; fontSize?: number } = {},
): Promise<Uint8Array> {
  const { width, fontSize = 15 } = options;
  const cells = rows.map((row, index) =>
    `<tr>${
      row.map((cell) => {
        const tag = index === 0 ? "th" : "td";
        const align = index > 0 && numeric.test(cell) ? "right" : "left";
        return `<${tag} style="text-align:${align}">${escapeHtml(cell)}</${tag}>`;
      }).join("")
    }</tr>`
  ).join("");
  return renderPng(
    `<!doctype html><style>body{margin:0;background:#fff;color:#000}` +
      `table{border-collapse:collapse;font-family:Arial,sans-serif;font-size:${fontSize}px` +
      `${width ? `;width:${width}px` : ""}}th,td{border:1px solid #d0d0d0;padding:5px 10px;white-space:nowrap}` +
      `</style><table>${cells}</table>`,
    "table",
    Math.max(width ?? 0, 1200),
  );
}

/** A PNG of the element `selector` finds in the page `html`, rendered by the system's Chromium. */
export async function renderPng(html: string, selector: string, viewportWidth = 1200): Promise<Uint8Array> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: viewportWidth, height: 900 } });
    await page.setContent(html);
    return new Uint8Array(await page.locator(selector).screenshot());
  } finally {
    await browser.close();
  }
}

const encoder = new TextEncoder();

interface ZipEntry {
  name: string;
  /** Raw DEFLATE data: one stream, possibly made of flushed pieces. */
  pieces: Uint8Array[];
  crc: number;
  size: number;
}

function deflated(name: string, text: string): ZipEntry {
  const data = encoder.encode(text);
  return { name, pieces: [deflateRawSync(data)], crc: crc32(data), size: data.length };
}

/**
 * An entry whose text repeats `unit` `times` times between `head` and `tail`, compressed without ever holding the
 * whole text: the unit is compressed once with a sync flush (so its bytes can follow each other in one DEFLATE
 * stream) and repeated.
 */
function repeated(name: string, head: string, unit: string, times: number, tail: string): ZipEntry {
  const flushed = { finishFlush: constants.Z_SYNC_FLUSH, level: 9 };
  const [headBytes, unitBytes, tailBytes] = [head, unit, tail].map((text) => encoder.encode(text));
  const unitPiece = deflateRawSync(unitBytes, flushed);
  let crc = crc32(headBytes);
  for (let copy = 0; copy < times; copy++) crc = crc32(unitBytes, crc);
  crc = crc32(tailBytes, crc);
  return {
    name,
    pieces: [deflateRawSync(headBytes, flushed), ...Array(times).fill(unitPiece), deflateRawSync(tailBytes)],
    crc,
    size: headBytes.length + unitBytes.length * times + tailBytes.length,
  };
}

/** A ZIP archive of DEFLATE entries (no ZIP64: every entry stays under 4 GB). */
function zip(entries: ZipEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const compressed = entry.pieces.reduce((sum, piece) => sum + piece.length, 0);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(8, 8, true);
    local.setUint32(14, entry.crc >>> 0, true);
    local.setUint32(18, compressed, true);
    local.setUint32(22, entry.size, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint16(10, 8, true);
    central.setUint32(16, entry.crc >>> 0, true);
    central.setUint32(20, compressed, true);
    central.setUint32(24, entry.size, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), name, ...entry.pieces);
    directory.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + compressed;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directorySize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer)];
  const bytes = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relationships = "http://schemas.openxmlformats.org/package/2006/relationships";
const officeRelationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/**
 * A valid .xlsx of about 650 KB whose one sheet holds 10 million numeric cells (500,000 rows × 20): its sheet XML
 * inflates to 155 MB. Measured on the project's machine, XLSX.read spends about 15 s and 1.4 GB on it — the file the
 * data pool's time and heap limits are for. Cells without an address (`<c>`), which Excel itself never writes but
 * SheetJS accepts, make the XML repetitive enough to compress this well.
 */
export function pathologicalWorkbook(): Uint8Array {
  const row = `<row>${"<c><v>1</v></c>".repeat(20)}</row>`;
  return zip([
    deflated(
      "[Content_Types].xml",
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        "</Types>",
    ),
    deflated(
      "_rels/.rels",
      `${xmlHead}<Relationships xmlns="${relationships}"><Relationship Id="rId1" ` +
        `Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflated(
      "xl/workbook.xml",
      `${xmlHead}<workbook xmlns="${main}" xmlns:r="${officeRelationships}">` +
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    deflated(
      "xl/_rels/workbook.xml.rels",
      `${xmlHead}<Relationships xmlns="${relationships}"><Relationship Id="rId1" ` +
        `Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    repeated(
      "xl/worksheets/sheet1.xml",
      `${xmlHead}<worksheet xmlns="${main}"><sheetData>`,
      row.repeat(10_000),
      50,
      "</sheetData></worksheet>",
    ),
  ]);
}

const cities = ["New York", "Los Angeles", "Chicago", "Houston", "San Diego", "Dallas", "Austin", "Boston", "Seattle"];
const products = ["Desk Lamp", "Office Chair", "Notebook", "Stapler", "Monitor Arm", "Paper Clips"];

/** A sales table as people screenshot one: dates, two-word names, money with thousands separators, counts. */
export function salesRows(count: number): string[][] {
  const rows = [["Date", "City", "Product", "Units", "Revenue", "Status"]];
  for (let index = 0; index < count; index++) {
    const revenue = ((index * 7919) % 90_000) / 7 + 100;
    rows.push([
      `2024-${String(1 + (index % 12)).padStart(2, "0")}-${String(1 + ((index * 7) % 28)).padStart(2, "0")}`,
      cities[index % cities.length],
      products[(index * 5) % products.length],
      String(((index * 37) % 400) + 3),
      revenue.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      index % 3 ? "Shipped" : "Pending",
    ]);
  }
  return rows;
}
