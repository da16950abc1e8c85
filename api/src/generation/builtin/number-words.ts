const units: Record<string, number> = {
  zero: 0,
  zeros: 0,
  zeroes: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const scales: Record<string, number> = { hundred: 100, thousand: 1000, million: 1000000 };
/** "first" stays a word: it names first names and first characters more often than a position. */
const ordinals: Record<string, string> = {
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
};

const word = `(?:${[...Object.keys(units), ...Object.keys(scales)].join("|")})`;
const run = new RegExp(`\\b${word}(?:[\\s-]+(?:and\\s+)?${word})*\\b`, "gi");

function valueOf(words: string[]): number {
  let total = 0;
  let current = 0;
  for (const w of words) {
    if (w in units) current += units[w];
    else if (w === "hundred") current = (current || 1) * 100;
    else {
      total += (current || 1) * scales[w];
      current = 0;
    }
  }
  return total + current;
}

/**
 * Writes number words as digits ("twenty five" → 25, "third" → 3rd) so every later stage only reads digits.
 * Lone "hundred"/"thousand" stay words: "to the nearest hundred" names a rounding place, not a number.
 */
export function numberWordsToDigits(text: string): string {
  const withNumbers = text.replace(run, (match) => {
    const words = match.toLowerCase().split(/[\s-]+/).filter((w) => w !== "and");
    if (words.length === 1 && words[0] in scales) return match;
    return String(valueOf(words));
  });
  return withNumbers.replace(
    /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/gi,
    (m) => ordinals[m.toLowerCase()],
  );
}
