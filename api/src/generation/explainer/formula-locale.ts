/**
 * Formulas as locales write them. Where the decimal mark is a comma (most of Europe, South America), Excel and
 * Sheets separate arguments with ";" and write 1,5 for one and a half: `=ROUND(A2*1,5;2)`. The explainer reads such
 * a formula in the en-US form its parser and the engines know, and answers in the form the person wrote.
 */
export type Separators = "comma" | "semicolon";

interface Scan {
  /** Called for each character outside texts, quoted sheet names and table brackets. */
  (char: string, at: number, inBraces: boolean): string;
}

/** Rewrites the characters of a formula that sit outside "texts", 'sheet names' and [table columns]. */
function rewriteOutsideLiterals(formula: string, rewrite: Scan): string {
  let out = "";
  let braces = 0;
  let brackets = 0;
  for (let at = 0; at < formula.length; at++) {
    const char = formula[at];
    if ((char === '"' || char === "'") && brackets === 0) {
      // A doubled quote inside is the quote itself; an unclosed one runs to the end, as the parser will say.
      let end = at + 1;
      while (end < formula.length && !(formula[end] === char && formula[end + 1] !== char)) {
        end += formula[end] === char ? 2 : 1;
      }
      out += formula.slice(at, end + 1);
      at = end;
      continue;
    }
    if (char === "[") brackets++;
    else if (char === "]" && brackets > 0) brackets--;
    if (brackets > 0 || char === "]") {
      out += char;
      continue;
    }
    if (char === "{") braces++;
    else if (char === "}" && braces > 0) braces--;
    out += rewrite(char, at, braces > 0);
  }
  return out;
}

const digit = /\d/;

/** Which separators a formula uses: a ";" between arguments (outside an array constant) marks the comma-decimal form. */
export function separatorsOf(formula: string): Separators {
  let semicolon = false;
  rewriteOutsideLiterals(formula, (char, _at, inBraces) => {
    if (char === ";" && !inBraces) semicolon = true;
    return char;
  });
  return semicolon ? "semicolon" : "comma";
}

/** The en-US form of a formula: "," between arguments, "." as the decimal mark. */
export function toCommaForm(formula: string, separators: Separators): string {
  if (separators === "comma") return formula;
  return rewriteOutsideLiterals(formula, (char, at, inBraces) => {
    const decimal = char === "," && digit.test(formula[at - 1] ?? "") && digit.test(formula[at + 1] ?? "");
    if (decimal) return ".";
    if (inBraces) return char === "\\" ? "," : char;
    return char === ";" ? "," : char;
  });
}

/** A formula written in the en-US form, put in the person's form. */
export function toLocaleForm(formula: string, separators: Separators): string {
  if (separators === "comma") return formula;
  return rewriteOutsideLiterals(formula, (char, at, inBraces) => {
    // A decimal point sits between digits of a number, never after a letter (LOG10.5 is no number, STDEV.S no
    // decimal).
    if (char === "." && digit.test(formula[at + 1] ?? "") && isNumberBefore(formula, at)) return ",";
    if (char === ",") return inBraces ? "\\" : ";";
    return char;
  });
}

function isNumberBefore(formula: string, at: number): boolean {
  let start = at;
  while (start > 0 && digit.test(formula[start - 1])) start--;
  const before = formula[start - 1] ?? "";
  return !/[\p{L}_$.]/u.test(before);
}
