import type { LineReading } from "./line-recogniser.ts";

/**
 * How sure the line recogniser must be of its least sure character for its reading of a word to be taken over
 * Tesseract's. Tesseract's own confidence is no help here: it gives 97 to "108-2200" for IOS-2200 (measured on the
 * OCR style sets, where 0.9 took the most right words and the fewest wrong ones).
 */
const trustedProbability = 0.9;

/** Letters told apart by their accents only: the line recogniser reads "Müller" as "Muller". */
const unaccented = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * The line recogniser's reading of a word, with what only Tesseract can read put back: characters the recogniser's
 * alphabet lacks (£, €, ½) and accents, in their places: the two readings are aligned by edit distance.
 */
function merged(first: string, second: string, knows: (character: string) => boolean): string {
  const a = [...first];
  const b = [...second];
  const same = (x: string, y: string) => unaccented(x) === unaccented(y);
  // A letter the recogniser cannot write ("ø") stands for the one it read there ("o"). A sign it cannot write ("£")
  // stands for what it read there ("f300" for £300) only where nothing better aligns: "£240" with "2.40" is £ and a
  // lost point, not £ read as 2 and 2 as a point.
  const swap = (x: string, y: string) => same(x, y) ? 0 : knows(x) || (/\p{L}/u.test(x) && /\p{L}/u.test(y)) ? 1 : 1.5;
  const cost = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) cost[i][0] = i;
  for (let j = 0; j <= b.length; j++) cost[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + swap(a[i - 1], b[j - 1]));
    }
  }
  const out: string[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i][j] === cost[i - 1][j - 1] + swap(a[i - 1], b[j - 1])) {
      const [x, y] = [a[--i], b[--j]];
      out.push(same(x, y) || !knows(x) ? x : y);
    } else if (i > 0 && cost[i][j] === cost[i - 1][j] + 1) {
      const x = a[--i];
      if (!knows(x)) out.push(x);
    } else out.push(b[--j]);
  }
  return out.reverse().join("");
}

/**
 * One word's text from its two readings: Tesseract's (`first`) unless the line recogniser is sure of every
 * character it read, then the recogniser's with what only Tesseract can read put back.
 */
export function voteWord(first: string, second: LineReading, knows: (character: string) => boolean): string {
  const text = second.text.trim();
  if (!text || text === first) return first;
  if (Math.min(...second.characters.map((character) => character.probability)) < trustedProbability) return first;
  return merged(first, text, knows);
}
