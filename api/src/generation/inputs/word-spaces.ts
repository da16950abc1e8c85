import type { WordBox } from "./table-layout.ts";

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * The word as OCR gave it, or split where a gap between its characters is as wide as a space. Only a word whose
 * characters spell it is split, and only between letters or digits.
 */
export function splitAtSpaces(word: WordBox, symbols: SymbolBox[]): WordBox[] {
  if (symbols.length < 2 || symbols.map((symbol) => symbol.text).join("") !== word.text) return [word];
  const gaps = symbols.slice(1).map((symbol, index) => symbol.x0 - symbols[index].x1);
  const usual = Math.max(1, median(gaps.filter((gap) => gap > 0)) ?? 1);
  const middle = (symbol: SymbolBox) => (symbol.x0 + symbol.x1) / 2;
  const steps = symbols.slice(1).map((symbol, index) => middle(symbol) - middle(symbols[index]));
  const usualStep = median(steps);
  const parts: SymbolBox[][] = [[symbols[0]]];
  gaps.forEach((gap, index) => {
    const [before, after] = [symbols[index].text, symbols[index + 1].text];
    const space = gap >= spaceShare * (word.y1 - word.y0) && gap >= spaceOverUsual * usual &&
      steps[index] >= stepOverUsual * usualStep &&
      /[\p{L}\p{N}]$/u.test(before) && /^[\p{L}\p{N}]/u.test(after);
    if (space) parts.push([symbols[index + 1]]);
    else parts[parts.length - 1].push(symbols[index + 1]);
  });
  if (parts.length === 1) return [word];
  return parts.map((part) => ({
    text: part.map((symbol) => symbol.text).join(""),
    x0: part[0].x0,
    x1: part[part.length - 1].x1,
    y0: word.y0,
    y1: word.y1,
  }));
}
