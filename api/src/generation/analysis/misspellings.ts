const endings = /(?:er|ers|ed|es|ing|s)$/;

/**
 * Whether `typed` is `known` with one slip of the keyboard: a letter wrong, left out or added, or two neighbours
 * swapped ("reveune", "Septmber", "wiat", "blod"). Three letters are too few to tell a slip from another word. In a
 * four-letter word only a swap or a letter left out counts, the first letter right, as one letter changed there is as
 * often another word ("data" and "date", "most" and "cost"). A word that is the other with an ending added is a word
 * form, not a slip ("closed" is not "close" misspelt), as is the same word with another ending ("baker", "baked").
 */
export function misspelt(typed: string, known: string): boolean {
  const shorter = Math.min(typed.length, known.length);
  if (shorter < 4 || typed.startsWith(known) || known.startsWith(typed)) return false;
  // "baker" and "baked", "rated" and "rates": one word with two endings, not a slip.
  if (typed.replace(endings, "") === known.replace(endings, "")) return false;
  let at = 0;
  while (typed[at] === known[at]) at++;
  const restAlike = (skipTyped: number, skipKnown: number) =>
    typed.slice(at + skipTyped) === known.slice(at + skipKnown);
  const swapped = typed.length === known.length && typed[at] === known[at + 1] && typed[at + 1] === known[at] &&
    restAlike(2, 2);
  const leftOut = typed.length + 1 === known.length && restAlike(0, 1);
  if (shorter === 4) return at > 0 && (swapped || leftOut);
  const changed = typed.length === known.length && restAlike(1, 1);
  const added = typed.length === known.length + 1 && restAlike(1, 0);
  return swapped || leftOut || changed || added;
}
