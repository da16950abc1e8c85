/** Column number to letters: 1 → A, 28 → AB. */
export const columnLetter = (n: number): string => {
  let letters = "";
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
};

/** Column letters to number: A → 1, AB → 28. */
export const columnNumber = (letters: string): number =>
  [...letters.toUpperCase()].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
