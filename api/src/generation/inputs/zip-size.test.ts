import { crc32 } from "node:zlib";
import * as XLSX from "xlsx";
import { expect, test } from "vitest";
import { makeXlsx, pathologicalWorkbook } from "../../../test/data-fixtures.ts";
import { unpackedSize } from "./zip-size.ts";

test("a workbook's unpacked size is the sum of what its entries inflate to", () => {
  const bytes = makeXlsx([["Region", "Sales"], ["East", 1200]]);
  const files = XLSX.CFB.read(bytes, { type: "array" });
  // CFB lists a 4-byte placeholder of its own ("Sh33tJ5") beside the archive's entries.
  const inflated = files.FileIndex
    .filter((entry: { type: number; name: string }) => entry.type === 2 && !entry.name.includes("Sh33tJ5"))
    .reduce((sum: number, entry: { content: Uint8Array }) => sum + entry.content.length, 0);
  expect(unpackedSize(bytes)).toBe(inflated);
});

test("the zip bomb's 155 MB are read from its directory: its 645 KB are not inflated", () => {
  const started = performance.now();
  expect(unpackedSize(pathologicalWorkbook())).toBeGreaterThan(155_000_000);
  expect(performance.now() - started).toBeLessThan(50);
});

test("an entry whose size is in its ZIP64 extra field is counted by that size", () => {
  const name = new TextEncoder().encode("big.xml");
  const extra = new DataView(new ArrayBuffer(20));
  extra.setUint16(0, 0x0001, true);
  extra.setUint16(2, 16, true);
  extra.setBigUint64(4, 6_000_000_000n, true);
  extra.setBigUint64(12, 1000n, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint32(16, crc32(new Uint8Array()), true);
  central.setUint32(20, 0xffffffff, true);
  central.setUint32(24, 0xffffffff, true);
  central.setUint16(28, name.length, true);
  central.setUint16(30, extra.byteLength, true);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + name.length + extra.byteLength, true);
  end.setUint32(16, 0, true);
  const bytes = new Uint8Array([
    ...new Uint8Array(central.buffer),
    ...name,
    ...new Uint8Array(extra.buffer),
    ...new Uint8Array(end.buffer),
  ]);
  expect(unpackedSize(bytes)).toBe(6_000_000_000);
});

test("bytes with no readable directory have no size", () => {
  const bytes = makeXlsx([["a"], [1]]);
  expect(unpackedSize(bytes.subarray(0, bytes.length - 30))).toBeUndefined();
  expect(unpackedSize(new TextEncoder().encode("PK\x03\x04 not really a zip"))).toBeUndefined();
});
