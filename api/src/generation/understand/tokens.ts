/** One piece of a request: a word, a number, a quoted value, a comparison sign, a date, or a place in the sheet. */
export type Token =
  | { kind: "word"; text: string; start: number; end: number }
  | { kind: "number"; value: number; percent: boolean; ordinal: boolean; text: string; start: number; end: number }
  | { kind: "quote"; text: string; start: number; end: number }
  | { kind: "sign"; text: string; start: number; end: number }
  | { kind: "date"; year: number; month: number; day: number; text: string; start: number; end: number }
  | { kind: "place"; index: number; text: string; start: number; end: number };

const monthNumbers: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

// Dates written out: 2024-03-31, 3/31/2024 (month first, as most requests here are), 31 mar 2024, mar 31 2024.
const datePatterns: [RegExp, (m: RegExpExecArray) => [number, number, number] | null][] = [
  [/^(\d{4})-(\d{1,2})-(\d{1,2})/, (m) => [+m[1], +m[2], +m[3]]],
  [/^(\d{1,2})\/(\d{1,2})\/(\d{2,4})/, (m) => {
    const year = +m[3] < 100 ? 2000 + +m[3] : +m[3];
    // 31/3/2024 can only be day first.
    return +m[1] > 12 ? [year, +m[2], +m[1]] : [year, +m[1], +m[2]];
  }],
  [/^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3})[a-z]*\.?,?\s+(\d{4})/i, (m) => monthDay(m[2], +m[1], +m[3])],
  [/^([a-z]{3})[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/i, (m) => monthDay(m[1], +m[2], +m[3])],
];

function monthDay(name: string, day: number, year: number): [number, number, number] | null {
  const month = monthNumbers[name.toLowerCase()];
  return month && day >= 1 && day <= 31 ? [year, month, day] : null;
}

/**
 * Splits a request into tokens, skipping the spans in `places` (already read as places in the sheet), which become
 * one `place` token each.
 */
export function tokenize(text: string, places: { start: number; end: number }[] = []): Token[] {
  const tokens: Token[] = [];
  const sorted = places.map((p, index) => ({ ...p, index })).sort((a, b) => a.start - b.start);
  let i = 0;
  let next = 0;
  while (i < text.length) {
    const place = sorted[next];
    if (place && i >= place.start) {
      tokens.push({ kind: "place", text: text.slice(place.start, place.end), ...place });
      i = place.end;
      next++;
      continue;
    }
    const limit = place ? place.start : text.length;
    const rest = text.slice(i, limit);
    const space = /^\s+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    const quote = /^"([^"]*)"/.exec(rest) ?? /^'([^']{1,40})'(?!\w)/.exec(rest);
    if (quote) {
      tokens.push({ kind: "quote", text: quote[1], start: i, end: i + quote[0].length });
      i += quote[0].length;
      continue;
    }
    const date = readDate(rest);
    if (date) {
      const [year, month, day, length] = date;
      tokens.push({ kind: "date", year, month, day, text: rest.slice(0, length), start: i, end: i + length });
      i += length;
      continue;
    }
    const ordinal = /^(\d{1,3})(?:st|nd|rd|th)\b/i.exec(rest);
    if (ordinal) {
      const end = i + ordinal[0].length;
      tokens.push({
        kind: "number",
        value: +ordinal[1],
        percent: false,
        ordinal: true,
        text: ordinal[0],
        start: i,
        end,
      });
      i = end;
      continue;
    }
    const number = /^[$€£]?(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d*\.?\d+)(k\b)?\s*(%|percent\b)?/i.exec(rest);
    if (number && /\d/.test(number[1])) {
      const value = Number(number[1].replace(/,/g, "")) * (number[2] ? 1000 : 1);
      tokens.push({
        kind: "number",
        value,
        percent: Boolean(number[3]),
        ordinal: false,
        text: number[0].trim(),
        start: i,
        end: i + number[0].trimEnd().length,
      });
      i += number[0].length;
      continue;
    }
    // "ending with -NY": a dash before letters, after a space, starts a value.
    const dashed = /^-[\p{L}][\p{L}\p{N}]*/u.exec(rest);
    if (dashed && (i === 0 || /\s/.test(text[i - 1]))) {
      tokens.push({ kind: "word", text: dashed[0], start: i, end: i + dashed[0].length });
      i += dashed[0].length;
      continue;
    }
    const sign = /^(?:>=|<=|<>|!=|=>|=<|==|[<>=&+*\/(),;:?!.%-])/.exec(rest);
    if (sign) {
      const text = sign[0] === "=>" ? ">=" : sign[0] === "=<" ? "<=" : sign[0];
      tokens.push({ kind: "sign", text, start: i, end: i + sign[0].length });
      i += sign[0].length;
      continue;
    }
    const word = /^[\p{L}\p{N}_#@][\p{L}\p{N}_'’#@./-]*/u.exec(rest);
    if (word) {
      // A word keeps an inner apostrophe or dot ("don't", "e.g") but not one at its end, save the possessive of a
      // name ending in s ("Evans' department").
      const clean = /^[A-Z]\S*s['’]$/.test(word[0]) ? word[0] : word[0].replace(/['’./-]+$/, "");
      tokens.push({ kind: "word", text: clean, start: i, end: i + clean.length });
      i += clean.length;
      continue;
    }
    i += 1;
  }
  return tokens;
}

function readDate(rest: string): [number, number, number, number] | null {
  for (const [pattern, make] of datePatterns) {
    const m = pattern.exec(rest);
    const parts = m && make(m);
    if (parts && parts[1] >= 1 && parts[1] <= 12 && parts[2] >= 1 && parts[2] <= 31) return [...parts, m![0].length];
  }
  return null;
}
