import type { GreyImage } from "./grey-image.ts";
import type { WordBox } from "./table-layout.ts";
import { inkBelow, median } from "./picture-stats.ts";

/** A character OCR found, with its box. */
export type SymbolBox = WordBox;

/**
 * A gap between two characters of one word this large, for the word's height, is a space the recogniser missed
 * ("Q2 2024" read as "Q22024", measured 7–11 px against 0–4 px between its letters, in words 20–24 px tall). It
 * stays below a monospaced font's gap around a narrow letter.
 */
const spaceShare = 0.28;
/** And this many times the word's usual gap between characters. */
const spaceOverUsual = 2.5;
/**
 * And the characters' middles this many times further apart than usual: a monospaced font sets every character at
 * one pitch, so a narrow letter's wide gap ("Nakamu ra") keeps its pitch, while a missed space adds one.
 */
const stepOverUsual = 1.25;

/**
 * A blank strip in a word's ink this wide, for the picture's usual space between words (or, in a picture with no
 * two words in one cell, for the word's height), is a space: a little narrower than the usual space, as JPEG and
 * blur eat into it, and wider than the gap two capitals' slants leave ("KX", "We") in small text.
 */
const inkSpaceOfUsual = 0.7;
const inkSpaceShare = 0.3;
/** Measured against the picture's own space, the strip need be only this many times the word's usual gap. */
const inkOverUsual = 2;

/**
 * The usual gap between two words of one cell in the picture, from the words of each line OCR gave, in order: the
 * gaps narrower than `cellGap` of the words' height (wider ones part cells).
 */
export function usualSpace(lines: WordBox[][], cellGap = 0.6): number | undefined {
  // Specks a rule leaves ("~~") are no words.
  const gaps = lines.map((words) => words.filter((word) => /[\p{L}\p{N}]/u.test(word.text))).flatMap((words) =>
    words.slice(1).flatMap((word, index) => {
      const gap = word.x0 - words[index].x1;
      return gap > 0 && gap < cellGap * (word.y1 - word.y0) ? [gap] : [];
    })
  );
  return gaps.length >= 2 ? median(gaps) : undefined;
}

/** A gap narrower than this share of the picture's usual space between words is no space. */
const noSpace = 0.4;

/**
 * The line's words with a capital the recogniser set apart from the rest of its word put back ("C hocolat",
 * "G reen"): a lone capital far closer to the small letters after it than the picture's spaces between words.
 */
export function joinSplitCapitals(words: WordBox[], space?: number): WordBox[] {
  if (space === undefined) return words;
  const joined: WordBox[] = [];
  for (const word of words) {
    const last = joined[joined.length - 1];
    if (last && /^\p{Lu}$/u.test(last.text) && /^\p{Ll}/u.test(word.text) && word.x0 - last.x1 < noSpace * space) {
      joined[joined.length - 1] = {
        text: last.text + word.text,
        x0: last.x0,
        y0: Math.min(last.y0, word.y0),
        x1: word.x1,
        y1: Math.max(last.y1, word.y1),
      };
    } else joined.push(word);
  }
  return joined;
}

/**
 * Where the word's own ink has a space: the middles of the blank strips between its runs of inked pixel columns
 * that are as wide as a space and set the runs around them further apart than the word's usual step. The ink says
 * this more surely than the recogniser's character boxes, which in small or condensed text overlap ("c" over "Oct").
 */
export function inkSpaces(image: GreyImage, word: WordBox, space?: number): number[] {
  const left = Math.max(0, Math.floor(word.x0)), right = Math.min(image.width, Math.ceil(word.x1));
  const top = Math.max(0, Math.floor(word.y0)), bottom = Math.min(image.height, Math.ceil(word.y1));
  const runs: { from: number; to: number }[] = [];
  for (let x = left; x < right; x++) {
    let inked = false;
    for (let y = top; y < bottom && !inked; y++) inked = image.pixels[y * image.width + x] < inkBelow;
    if (!inked) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === x) last.to = x + 1;
    else runs.push({ from: x, to: x + 1 });
  }
  if (runs.length < 3) return [];
  const gaps = runs.slice(1).map((run, index) => run.from - runs[index].to);
  const middle = (run: { from: number; to: number }) => (run.from + run.to) / 2;
  const steps = runs.slice(1).map((run, index) => middle(run) - middle(runs[index]));
  const usualGap = Math.max(1, median(gaps));
  const usualStep = median(steps);
  const least = space === undefined ? inkSpaceShare * (bottom - top) : inkSpaceOfUsual * space;
  return gaps.flatMap((gap, index) =>
    gap >= least && gap >= (space === undefined ? spaceOverUsual : inkOverUsual) * usualGap &&
      steps[index] >= stepOverUsual * usualStep
      ? [(runs[index].to + runs[index + 1].from) / 2]
      : []
  );
}

/**
 * The word as OCR gave it, or split where a gap between its characters is as wide as a space, or where its ink in
 * `image` has one. Only a word whose characters spell it is split, and only between letters or digits.
 */
export function splitAtSpaces(word: WordBox, symbols: SymbolBox[], image?: GreyImage, space?: number): WordBox[] {
  if (symbols.length < 2 || symbols.map((symbol) => symbol.text).join("") !== word.text) return [word];
  const gaps = symbols.slice(1).map((symbol, index) => symbol.x0 - symbols[index].x1);
  const usual = Math.max(1, median(gaps.filter((gap) => gap > 0)) ?? 1);
  const middle = (symbol: SymbolBox) => (symbol.x0 + symbol.x1) / 2;
  const steps = symbols.slice(1).map((symbol, index) => middle(symbol) - middle(symbols[index]));
  const usualStep = median(steps);
  // A number's faint comma leaves a gap as wide as a space in its ink: only words with letters are looked at.
  const inked = image && /\p{L}/u.test(word.text) ? inkSpaces(image, word, space) : [];
  const parts: SymbolBox[][] = [[symbols[0]]];
  gaps.forEach((gap, index) => {
    const [before, after] = [symbols[index].text, symbols[index + 1].text];
    const between = (x: number) => middle(symbols[index]) < x && x < middle(symbols[index + 1]);
    const space = (gap >= spaceShare * (word.y1 - word.y0) && gap >= spaceOverUsual * usual &&
        steps[index] >= stepOverUsual * usualStep || inked.some(between)) &&
      /[\p{L}\p{N}]$/u.test(before) && /^[\p{L}\p{N}]/u.test(after);
    if (space) parts.push([symbols[index + 1]]);
    else parts[parts.length - 1].push(symbols[index + 1]);
  });
  // A lone small letter is one the ink set apart ("Plan t A"), not a word of the cell: it goes back to its word.
  for (let index = parts.length - 1; index > 0; index--) {
    const lone = parts[index].length === 1 && /^\p{Ll}$/u.test(parts[index][0].text);
    if (lone) parts[index - 1].push(...parts.splice(index, 1)[0]);
  }
  if (parts.length > 1 && parts[0].length === 1 && /^\p{Ll}$/u.test(parts[0][0].text)) {
    parts[1].unshift(...parts.shift()!);
  }
  if (parts.length === 1) return [word];
  return parts.map((part) => ({
    text: part.map((symbol) => symbol.text).join(""),
    x0: part[0].x0,
    x1: part[part.length - 1].x1,
    y0: word.y0,
    y1: word.y1,
  }));
}
