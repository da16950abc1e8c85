import { numberWordsToDigits } from "./number-words.ts";
import { fixSpelling } from "./spelling.ts";

/**
 * Puts a request into the one shape the parsers read: spelling fixed, number words as digits, curly quotes straight,
 * spaces single. The user's own case is kept so criteria and output words come back as they were typed.
 */
export function normalise(description: string): string {
  // ⟦ ⟧ mark references once they are found; a user's own are dropped so they cannot pose as one.
  const straight = description.replace(/[\u27e6\u27e7]/g, " ").replace(/[\u201c\u201d\u201e]/g, '"').replace(
    /[\u2018\u2019]/g,
    "'",
  );
  const spaced = straight.replace(/[\u2265]/g, ">=").replace(/[\u2264]/g, "<=").replace(/\s+/g, " ").trim();
  // "A2 x B2", "5 × C3": an x between two things to multiply is a times sign, not a letter.
  const times = spaced.replace(
    /(?<=\b(?:[A-Za-z]{1,3}\d+|\d+(?:\.\d+)?))\s*[x×]\s*(?=(?:[A-Za-z]{1,3}\d+|\d)\b)/g,
    " times ",
  );
  return numberWordsToDigits(fixSpelling(times));
}
