const isBlankCode = (code: number) => code <= 32 || code === 0xa0 || code === 0x202f || code === 0x2007;

/** The text without surrounding spaces; most cells have none, so they are returned as they are. */
export function trimmed(text: string): string {
  return text.length && (isBlankCode(text.charCodeAt(0)) || isBlankCode(text.charCodeAt(text.length - 1)))
    ? text.trim()
    : text;
}

/** A dash or "n/a" standing for a value left empty, as spreadsheets write one in a column of numbers ("Broker Fee"). */
const placeholder = /^\s*(?:[-–—]|n\/a)\s*$/i;
export const isPlaceholderText = (text: string) => text.length <= 8 && placeholder.test(text);

/** Nothing but spaces, or nothing at all. */
export function isBlankText(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (!isBlankCode(text.charCodeAt(at))) return false;
  return true;
}

const booleans = new Map([["true", true], ["false", false], ["yes", true], ["no", false]]);

/** TRUE/FALSE and yes/no in any case, or undefined. */
export function parseBoolean(text: string): boolean | undefined {
  return text.length >= 2 && text.length <= 5 ? booleans.get(text.toLowerCase()) : undefined;
}
