/** Where a delimiter was found: text.slice(start, end) is the delimiter. */
export interface Found {
  start: number;
  end: number;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every place one of `delimiters` occurs in `text`, left to right, without overlaps; where two start at one place the
 * one listed first wins. An empty delimiter matches at every position, the end included. `ignoreCase` is both
 * platforms' match_mode 1.
 */
export function findDelimiters(text: string, delimiters: string[], ignoreCase: boolean): Found[] {
  const pattern = new RegExp(delimiters.map(escaped).join("|"), ignoreCase ? "gi" : "g");
  const found: Found[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push({ start: match.index, end: match.index + match[0].length });
    if (match[0] === "") {
      if (match.index >= text.length) break;
      pattern.lastIndex++;
    }
  }
  return found;
}

/** The pieces of `text` between the delimiters, empty pieces included. */
export function splitAt(text: string, delimiters: string[], ignoreCase: boolean): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const { start, end } of findDelimiters(text, delimiters, ignoreCase)) {
    pieces.push(text.slice(from, start));
    from = end;
  }
  pieces.push(text.slice(from));
  return pieces;
}
