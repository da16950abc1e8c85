/**
 * Issue 29's measure: an answer counts when its first sentence carries the true figure, since that is what a person
 * reads and pastes; a question the table cannot answer counts when the first sentence says so.
 */

// A sentence ends at . ! or ? followed by a space and a capital or a digit, so "7.4" and "r = 0.41 (r² = 0.16)" stay
// inside their sentence, as do a header or a name cut short with a dot ("Average Res. Hrs", "M. Chen", "Dr. Lee"):
// a capitalised word of at most four letters before the dot.
const sentenceEnd = /(?<=[.!?])(?<!(?:^|[\s(])[A-Z][a-z]{0,3}\.)\s+(?=[A-Z0-9“"'])/;

/** The analysis's first sentence. */
export function firstSentence(analysis: string): string {
  return analysis.trim().split(sentenceEnd)[0] ?? "";
}

interface Shown {
  value: number;
  /** Half a unit in the last place shown: "7.4" stands for 7.35 to 7.45. */
  tolerance: number;
  percent: boolean;
}

const number = /(?<![\w.])[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|(?<![\w.])[-−]?\d+(?:\.\d+)?%?/g;

/** The numbers a sentence shows, as written: thousands separators, a minus sign, a percent sign. */
export function shownNumbers(sentence: string): Shown[] {
  return [...sentence.matchAll(number)].map(([text]) => {
    const percent = text.endsWith("%");
    const digits = text.replace(/[,%]/g, "").replace("−", "-");
    const decimals = digits.includes(".") ? digits.length - digits.indexOf(".") - 1 : 0;
    return { value: Number(digits), tolerance: 0.5 * 10 ** -decimals + 1e-9, percent };
  });
}

/**
 * Whether the sentence shows `expected`, to the precision it shows it with. A share the set gives as a percent value
 * (23.5) may be shown as "23.5%" or as a fraction (0.235).
 */
export function showsFigure(sentence: string, expected: number, isShare = false): boolean {
  return shownNumbers(sentence).some((shown) => {
    if (Math.abs(shown.value - expected) <= shown.tolerance) return true;
    return isShare && !shown.percent && Math.abs(shown.value * 100 - expected) <= shown.tolerance * 100;
  });
}

// Words that say the table cannot give the answer, as a refusal would put them; a figure beside them is not an answer.
const lack =
  /\b(?:the table has no|there is no|there are no|no rows|no column|not in the table|isn't in the table|does not have|doesn't have|cannot be answered|can't be answered|cannot answer|can't answer)\b/i;

/** Whether the first sentence says what the table lacks instead of giving a figure. */
export function saysItCannot(sentence: string): boolean {
  return lack.test(sentence);
}
