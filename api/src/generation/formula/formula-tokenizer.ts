/**
 * Splits a formula into tokens. Hand-written rather than taken from npm: the packages there (excel-formula-tokenizer
 * and its kin) are untyped, unmaintained and silently accept unbalanced quotes, and a verifier needs to say what is
 * wrong and where. References are recognised whole (`Sheet1!$A$2:B50`, `'My Sheet'!A:A`, `1:1`, `A2:A`) so the
 * parser never has to guess whether a colon joins two cells.
 */
export type Token =
  | { kind: "number"; text: string; value: number; at: number }
  | { kind: "string"; text: string; value: string; at: number }
  | { kind: "error"; text: string; at: number }
  | { kind: "reference"; text: string; at: number }
  | { kind: "function"; text: string; name: string; at: number }
  | { kind: "name"; text: string; at: number }
  | { kind: "operator"; text: string; at: number }
  | { kind: "punctuation"; text: "(" | ")" | "{" | "}" | "," | ";"; at: number };

export class FormulaSyntaxError extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
  }
}

const errorLiterals = [
  "#GETTING_DATA",
  "#DIV/0!",
  "#VALUE!",
  "#SPILL!",
  "#ERROR!",
  "#NAME?",
  "#CALC!",
  "#NULL!",
  "#NUM!",
  "#REF!",
  "#N/A",
];
const sheetPrefix = String.raw`(?:'(?:[^']|'')+'|[A-Za-z_\u00C0-\uFFFF][\w.\u00C0-\uFFFF]*)!`;
const cell = String.raw`\$?[A-Za-z]{1,3}\$?[1-9]\d*`;
const column = String.raw`\$?[A-Za-z]{1,3}`;
const row = String.raw`\$?[1-9]\d*`;
// Longest forms first; the lookahead keeps LOG10( or A1B from being read as cells.
const address = [`${cell}:${cell}`, `${cell}:${column}`, `${column}:${column}`, `${row}:${row}`, cell].join("|");
const reference = new RegExp(String.raw`^(?:${sheetPrefix})?(?:${address})(?![\w.(!\[])`);
const identifier = /^[A-Za-z_\u00C0-\uFFFF][\w.\u00C0-\uFFFF]*/;
const number = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;
const operators = ["<>", "<=", ">=", "+", "-", "*", "/", "^", "&", "=", "<", ">", "%", ":", "#", "@"];
const punctuation = new Set(["(", ")", "{", "}", ",", ";"]);

function readString(text: string, start: number): { value: string; end: number } {
  let value = "";
  let at = start + 1;
  while (at < text.length) {
    if (text[at] === '"') {
      if (text[at + 1] !== '"') return { value, end: at + 1 };
      value += '"';
      at += 2;
    } else {
      value += text[at++];
    }
  }
  throw new FormulaSyntaxError("A text in double quotes is not closed", start);
}

/** Excel tables' structured references (Sales[Amount], [@Amount]): brackets may nest one level. */
function readBrackets(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    if (text[at] === "[") depth++;
    else if (text[at] === "]" && --depth === 0) return at + 1;
  }
  throw new FormulaSyntaxError("A [ is not closed", start);
}

/** The tokens of a formula without its leading "="; whitespace is dropped, as both platforms ignore it. */
export function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < formula.length) {
    const char = formula[at];
    const rest = formula.slice(at);
    if (/\s/.test(char)) {
      at++;
      continue;
    }
    if (char === '"') {
      const { value, end } = readString(formula, at);
      tokens.push({ kind: "string", text: formula.slice(at, end), value, at });
      at = end;
      continue;
    }
    if (char === "#") {
      const literal = errorLiterals.find((error) => rest.toUpperCase().startsWith(error));
      if (literal) {
        tokens.push({ kind: "error", text: literal, at });
        at += literal.length;
        continue;
      }
    }
    const ref = reference.exec(rest);
    if (ref) {
      tokens.push({ kind: "reference", text: ref[0], at });
      at += ref[0].length;
      continue;
    }
    const num = number.exec(rest);
    if (num) {
      if (/^[A-Za-z_]/.test(rest.slice(num[0].length))) throw new FormulaSyntaxError(`"${rest}" is not a value`, at);
      tokens.push({ kind: "number", text: num[0], value: Number(num[0]), at });
      at += num[0].length;
      continue;
    }
    if (char === "'") throw new FormulaSyntaxError("A quoted sheet name must be followed by ! and a reference", at);
    if (char === "[") {
      const end = readBrackets(formula, at);
      tokens.push({ kind: "name", text: formula.slice(at, end), at });
      at = end;
      continue;
    }
    const word = identifier.exec(rest);
    if (word) {
      const end = at + word[0].length;
      if (formula[end] === "[") {
        const close = readBrackets(formula, end);
        tokens.push({ kind: "name", text: formula.slice(at, close), at });
        at = close;
      } else if (formula.slice(end).trimStart().startsWith("(")) {
        tokens.push({ kind: "function", text: word[0], name: word[0].toUpperCase(), at });
        at = end;
      } else {
        tokens.push({ kind: "name", text: word[0], at });
        at = end;
      }
      continue;
    }
    const op = operators.find((candidate) => rest.startsWith(candidate));
    if (op) {
      tokens.push({ kind: "operator", text: op, at });
      at += op.length;
      continue;
    }
    if (punctuation.has(char)) {
      tokens.push({ kind: "punctuation", text: char as "(" | ")" | "{" | "}" | "," | ";", at });
      at++;
      continue;
    }
    throw new FormulaSyntaxError(`Unexpected character ${JSON.stringify(char)}`, at);
  }
  return tokens;
}
