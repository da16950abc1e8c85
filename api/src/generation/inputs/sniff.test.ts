import { expect, test } from "vitest";
import { dataMessages } from "../../../contract/data-messages.ts";
import { makeXls, makeXlsx } from "../../../test/data-fixtures.ts";
import { checkClaimedType, imageKind } from "./sniff.ts";
import { DataError } from "./table.ts";

const text = (value: string) => new TextEncoder().encode(value);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const bmp = new Uint8Array(60);
bmp.set(text("BM"));
bmp[14] = 40;

function refusal(bytes: Uint8Array, source: "image" | "csv" | "excel"): DataError | undefined {
  try {
    checkClaimedType(bytes, source);
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
}

test("pictures are known by their signatures", () => {
  expect(imageKind(png)).toBe("png");
  expect(imageKind(jpeg)).toBe("jpeg");
  expect(imageKind(text("GIF89a\x01\x00"))).toBe("gif");
  expect(imageKind(text("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
  expect(imageKind(text("II*\x00\x08\x00\x00\x00"))).toBe("tiff");
  expect(imageKind(bmp)).toBe("bmp");
  // A CSV may well start with BM; only a BMP header makes it a picture.
  expect(imageKind(text("BMW,Audi\n3,4\n12345678"))).toBeUndefined();
});

test("a text file sent as an image is refused with 415", () => {
  expect(refusal(text("Region,Sales\nNorth,3\n"), "image")).toMatchObject({
    status: 415,
    message: dataMessages.notAnImage,
  });
  expect(refusal(png, "image")).toBeUndefined();
});

test("a PNG, a workbook or a PDF sent as CSV is refused with 415; text and UTF-16 with a BOM pass", () => {
  for (const bytes of [png, makeXlsx([["a"], [1]]), makeXls([["a"], [1]]), text("%PDF-1.7\n")]) {
    expect(refusal(bytes, "csv")).toMatchObject({ status: 415, message: dataMessages.notCsv });
  }
  expect(refusal(new Uint8Array([0x61, 0x2c, 0x00, 0x62]), "csv")?.status).toBe(415);
  expect(refusal(text("BMW,Audi\n3,4\n"), "csv")).toBeUndefined();
  expect(refusal(new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x2c, 0x00]), "csv")).toBeUndefined();
});

test("a CSV sent as excel is refused with 415; xlsx (ZIP) and xls (OLE2) pass", () => {
  expect(refusal(text("Region,Sales\nNorth,3\n"), "excel")).toMatchObject({
    status: 415,
    message: dataMessages.notExcel,
  });
  expect(refusal(png, "excel")?.status).toBe(415);
  expect(refusal(makeXlsx([["a"], [1]]), "excel")).toBeUndefined();
  expect(refusal(makeXls([["a"], [1]]), "excel")).toBeUndefined();
});
