/** One character of a line reading, with the probability the model gave it. */
export interface ReadCharacter {
  text: string;
  probability: number;
}

/**
 * Greedy CTC decoding: at each time step the likeliest class; a class repeated over steps is one character, and the
 * blank (class 0) separates two of the same ("ll" is l, blank, l).
 * `probabilities` holds `steps` rows of `alphabet.length` values, with alphabet[0] the blank.
 */
export function decodeCtc(
  probabilities: ArrayLike<number>,
  offset: number,
  steps: number,
  alphabet: readonly string[],
): ReadCharacter[] {
  const classes = alphabet.length;
  const characters: ReadCharacter[] = [];
  let previous = -1;
  for (let step = 0; step < steps; step++) {
    const row = offset + step * classes;
    let best = 0;
    for (let at = 1; at < classes; at++) if (probabilities[row + at] > probabilities[row + best]) best = at;
    if (best !== 0 && best !== previous) {
      characters.push({ text: alphabet[best], probability: probabilities[row + best] });
    }
    previous = best;
  }
  return characters;
}
