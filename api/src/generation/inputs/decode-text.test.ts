import { expect, test } from "vitest";
import { decodeText } from "./decode-text.ts";

const utf16 = (text: string, littleEndian: boolean) => {
  const bytes = new Uint8Array(2 + text.length * 2);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  [...text].forEach((char, index) => view.setUint16(2 + index * 2, char.charCodeAt(0), littleEndian));
  return bytes;
};

test("UTF-8 is read as it is, with its BOM dropped", () => {
  const text = "Ville;Montant\nMontréal;12,5\n";
  expect(decodeText(new TextEncoder().encode(text))).toBe(text);
  expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toBe(text);
});

test("Excel's Unicode text (UTF-16 with a BOM) is read in either byte order", () => {
  const text = "Name\tAmount\r\nZoë\t3\r\n";
  expect(decodeText(utf16(text, true))).toBe(text);
  expect(decodeText(utf16(text, false))).toBe(text);
});

test("bytes that are not UTF-8 are read as windows-1252, as old Excel CSVs are written", () => {
  // "Café;€ 5" in windows-1252: é is 0xE9 and € is 0x80, neither valid alone in UTF-8.
  const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x3b, 0x80, 0x20, 0x35]);
  expect(decodeText(bytes)).toBe("Café;€ 5");
});
