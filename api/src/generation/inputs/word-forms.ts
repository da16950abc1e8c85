import { caseless } from "./read-confusions.ts";

/**
 * OCR misreads letters in a few steady ways: "rn" as "m" ("Keman" for Kernan), a capital I as a small l ("lllya"),
 * a letter whose capital looks like its small form read small at a word's start ("walsh"). A table repeats its names
 * and labels and writes a column of names alike, so the table itself says how such a word is written.
 */

/** Whether OCR's case for the word's first letter can be wrong: a letter above, or a bar read small for an I. */
const caseDoubtful = (word: string) => caseless.has(word[0].toLowerCase()) || word[0] === "l";
/** A column writes its words with capitals when this share of its cells with words does, and at least this many. */
const mostCells = 0.8;
const leastCells = 3;
/** Letter pairs OCR reads as one m when their ink touches. */
const readAsM = ["rn", "ni"];

/** A word: letters not joined to a digit or letter before them ("ct" in "0ct2025" is no word). */
const wordPattern = /(?<![\p{L}\p{N}])\p{L}[\p{L}']*/gu;
const letterWords = (cell: string) => cell.match(wordPattern) ?? [];
const isCapital = (char: string) => /\p{Lu}/u.test(char);
/** A word whose case is its own: a small letter with capitals after it ("xDrive", "iPhone", "easyJet"). */
const isCamel = (word: string) => /\p{Lu}/u.test(word.slice(1));

/**
 * The word with its first letter made a capital, when OCR may have read that letter's case wrong. A bar read small is
 * a capital I, or an L. Two-letter words are often small in their own right ("vs").
 */
function capitalised(text: string, words: Set<string>): string {
  const first = text[0];
  if (isCapital(first) || !caseDoubtful(text) || isCamel(text) || text.length === 2) return text;
  const rest = text.slice(1);
  if (first !== "l") return first.toUpperCase() + rest;
  // Names start I and a consonant (Ilona, Ines, Iyer) far more often than I and a vowel (Ian), L the other way.
  return words.has("L" + rest) || /^[aeiou]/.test(rest) && !words.has("I" + rest) ? "L" + rest : "I" + rest;
}

/**
 * Whether nearly every one of `texts` starts its first word (or, with `later`, its later words) with a capital, going
 * only by words whose first letter OCR reads the case of: "Dark chocolate" says nothing of its second word's case.
 */
function writesCapitals(texts: string[], later: boolean, least = leastCells): boolean {
  const telling = texts.map((text) =>
    letterWords(text).slice(later ? 1 : 0, later ? undefined : 1).filter((found) => !caseDoubtful(found))
  ).filter((words) => words.length);
  const capitalisedCells = telling.filter((words) => words.every((found) => isCapital(found[0]))).length;
  return capitalisedCells >= least && capitalisedCells >= mostCells * telling.length;
}

/**
 * The texts with a first letter read small put back as the capital their neighbours show: on every word where they
 * all write words with capitals ("Lillie, odile" among names), on the first where they all start with one
 * ("cashier" among headers). A small word written the same way twice ("van") is the table's own.
 */
function restoreCapitals(texts: string[], header: boolean, words: Set<string>): string[] {
  // A header row is one line of names: one that OCR reads the case of, and none written small, is enough.
  const first = writesCapitals(texts, false, header ? 1 : leastCells);
  const every = first && !header && writesCapitals(texts, true);
  if (!first) return texts;
  const smallWords = new Map<string, number>();
  for (const word of texts.flatMap(letterWords)) {
    if (!isCapital(word[0])) smallWords.set(word, (smallWords.get(word) ?? 0) + 1);
  }
  return texts.map((text) => {
    let seen = 0;
    return text.replace(wordPattern, (found) => {
      const fix = (every || seen++ === 0) && (smallWords.get(found) ?? 0) < 2;
      return fix ? capitalised(found, words) : found;
    });
  });
}

/** The word as a Scottish or Irish name writes it: a small l after "Mc" is a capital I, and "Ii" is "Il". */
function restoreNamePrefix(word: string): string {
  return word.replace(/^Mcl(?=\p{Ll})/u, "McI").replace(/^(Mc)?Ii/u, "$1Il");
}

/** Narrow letters OCR drops where they touch their neighbours, and letters it reads one for another. */
const droppable = new Set([..."ilIrnt"]);
const bars = new Set([..."Ili1|J"]);

/** Whether `read` is `written` with one narrow letter dropped or added ("Iliford"), or one bar read as another. */
function isSlipOf(read: string, written: string): boolean {
  const [longer, shorter] = read.length > written.length ? [read, written] : [written, read];
  if (longer.length === shorter.length + 1) {
    for (let at = 0; at < longer.length; at++) {
      if (droppable.has(longer[at]) && longer.slice(0, at) + longer.slice(at + 1) === shorter) return true;
    }
    return false;
  }
  if (written.length !== read.length) return false;
  const differences = [...read].flatMap((char, at) => char === written[at] ? [] : [at]);
  // A first letter's case is the column's to say.
  const [at] = differences;
  return differences.length === 1 && at > 0 && bars.has(read[at]) && bars.has(written[at]);
}

/**
 * The word as the table writes it elsewhere: with an "rn" that OCR read here as one m, or, where the table writes it
 * more often another way, with a narrow letter this reading dropped or a bar read as another.
 */
function withTableLetters(word: string, words: Map<string, number>): string {
  for (let at = word.indexOf("m"); at >= 0; at = word.indexOf("m", at + 1)) {
    for (const pair of readAsM) {
      const spelt = word.slice(0, at) + pair + word.slice(at + 1);
      if (words.has(spelt)) return spelt;
    }
  }
  const count = words.get(word) ?? 0;
  if (word.length < 4) return word;
  const likelier = [...words].filter(([other, times]) => times >= 2 && times > count && isSlipOf(word, other));
  return likelier.length === 1 ? likelier[0][0] : word;
}

/**
 * The cell with a name's initial read as a digit put back: "0." or "0'" before a capitalised word is an O ("Dr 0.
 * Hamill", "0'Connell"). A "1." stays: it numbers lists as often as it is an I. The placeholder n/a with its slash
 * read as a bar ("nla") is put back too.
 */
function restoreInitials(cell: string): string {
  return cell.replace(/(?<![\p{L}\p{N}.,])0(?=[.'’]\s?\p{Lu})/gu, "O").replace(/^n[l1I|]a$/, "n/a");
}

/** The cell with a word OCR split in two ("Ol ayemi") joined, where the table writes it whole elsewhere. */
function joinSplitWords(cell: string, words: Map<string, number>): string {
  return cell.replace(
    /(?<![\p{L}\p{N}])(\p{L}+) (\p{Ll}+)(?![\p{L}\p{N}])/gu,
    (pair, first: string, second: string) => words.has(first + second) ? first + second : pair,
  );
}

/** Rewrites, in place, the words of a table that OCR read in one of its steady ways. */
export function restoreWordForms(cells: string[][]): void {
  const width = Math.max(0, ...cells.map((row) => row.length));
  const tableWords = new Set(cells.flatMap((row) => row.flatMap(letterWords)));
  if (cells[0]) cells[0] = restoreCapitals(cells[0], true, tableWords);
  for (let column = 0; column < width; column++) {
    const texts = restoreCapitals(cells.slice(1).map((row) => row[column] ?? ""), false, tableWords);
    texts.forEach((text, index) => {
      if (cells[index + 1][column] !== undefined) cells[index + 1][column] = text;
    });
  }
  for (const row of cells) {
    row.forEach((cell, column) => {
      if (/\p{L}{2}/u.test(cell)) row[column] = restoreInitials(cell).replace(wordPattern, restoreNamePrefix);
    });
  }
  const words = new Map<string, number>();
  for (const found of cells.flatMap((row) => row.flatMap(letterWords))) words.set(found, (words.get(found) ?? 0) + 1);
  for (const row of cells) {
    row.forEach((cell, column) => {
      row[column] = joinSplitWords(cell, words).replace(wordPattern, (found) => withTableLetters(found, words));
    });
  }
}
