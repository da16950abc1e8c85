const utf8 = new TextDecoder("utf-8", { fatal: true });
// Excel on Windows writes "CSV" in the ANSI code page; windows-1252 decodes every byte, so it is the last resort.
const windows1252 = new TextDecoder("windows-1252");

/**
 * Reads uploaded or pasted bytes as text: UTF-8 (a BOM is dropped), UTF-16 when a BOM says so (Excel's "Unicode
 * text" export), and windows-1252 for bytes that are not valid UTF-8, so an old Excel CSV with "é" still reads.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}
