const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64End = 0x06064b50;
const directoryEntry = 0x02014b50;
/** A 32-bit size or offset of all ones: the real value is in the ZIP64 fields. */
const inZip64 = 0xffffffff;
/** The end record is 22 bytes and may be followed by a comment of up to 64 KiB. */
const endSearch = 22 + 0xffff;

/** Where the central directory starts and how many entries it holds, from the end record (or its ZIP64 form). */
function directoryOf(view: DataView): { offset: number; entries: number } | undefined {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - endSearch); at--) {
    if (view.getUint32(at, true) !== endOfDirectory) continue;
    const entries = view.getUint16(at + 10, true);
    const offset = view.getUint32(at + 16, true);
    if (offset !== inZip64 && entries !== 0xffff) return { offset, entries };
    if (at < 20 || view.getUint32(at - 20, true) !== zip64Locator) return undefined;
    const record = Number(view.getBigUint64(at - 12, true));
    if (view.getUint32(record, true) !== zip64End) return undefined;
    return {
      entries: Number(view.getBigUint64(record + 32, true)),
      offset: Number(view.getBigUint64(record + 48, true)),
    };
  }
  return undefined;
}

/** An entry's unpacked size: its 32-bit field, or the ZIP64 extra field's first value when that field is all ones. */
function entrySize(view: DataView, at: number, nameLength: number, extraLength: number): number {
  const size = view.getUint32(at + 24, true);
  if (size !== inZip64) return size;
  for (let field = at + 46 + nameLength; field + 4 <= at + 46 + nameLength + extraLength;) {
    const length = view.getUint16(field + 2, true);
    if (view.getUint16(field, true) === 0x0001) return Number(view.getBigUint64(field + 4, true));
    field += 4 + length;
  }
  return size;
}

/**
 * What a ZIP archive (an .xlsx) declares its entries unpack to, summed from the central directory without inflating
 * a byte; undefined when the bytes hold no readable directory. A zip bomb declares its size honestly or lies: the
 * honest one is refused from this figure, and the liar meets the data worker's memory and time limits.
 */
export function unpackedSize(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const directory = directoryOf(view);
    if (!directory) return undefined;
    let total = 0;
    let at = directory.offset;
    for (let entry = 0; entry < directory.entries; entry++) {
      if (view.getUint32(at, true) !== directoryEntry) return undefined;
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      total += entrySize(view, at, nameLength, extraLength);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return total;
  } catch (error) {
    // A directory that points past the end of the file.
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
