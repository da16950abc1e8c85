import { explainerMessages } from "../../../contract/explainer-messages.ts";
import { parseReference, type Reference } from "./cell-reference.ts";
import { FormulaSyntaxError, type Token, tokenize } from "./formula-tokenizer.ts";

export type FormulaNode =
  | { type: "number"; value: number }
  | { type: "string"; value: string }
  | { type: "boolean"; value: boolean }
  | { type: "error"; value: string }
  | { type: "reference"; reference: Reference }
  | { type: "name"; name: string }
  /** `invoked`: the arguments of a LAMBDA called where it is written, =LAMBDA(x,y,x+y)(A2,B2). */
  | { type: "call"; name: string; args: FormulaNode[]; invoked?: FormulaNode[] }
  | { type: "empty" }
  | { type: "unary"; operator: string; operand: FormulaNode }
  | { type: "postfix"; operator: string; operand: FormulaNode }
  | { type: "binary"; operator: string; left: FormulaNode; right: FormulaNode }
  | { type: "array"; rows: FormulaNode[][] };

/** One function call, in the order calls open (outer before inner). */
export interface FunctionCall {
  name: string;
  args: number;
}

export type ParsedFormula =
  | {
    ok: true;
    ast: FormulaNode;
    functions: FunctionCall[];
    references: Reference[];
    /** "," as en-US writes arguments, ";" as many other locales do; never both in one formula. */
    argumentSeparator: "," | ";";
    /** The formula with "," between arguments and without the "=", as HyperFormula reads it. */
    normalized: string;
  }
  /** `tooDeep`: nested beyond Excel's limit, which no reading of the formula can get past. */
  | { ok: false; error: string; at: number; tooDeep?: true };

/**
 * Binding powers, loosest first, as Excel ranks its operators; unary minus binds tighter than ^ (-2^2 is 4). The
 * printer reads them too, to put back exactly the parentheses the parse needs.
 */
export const infix: Record<string, number> = {
  "=": 1,
  "<>": 1,
  "<": 1,
  ">": 1,
  "<=": 1,
  ">=": 1,
  "&": 2,
  "+": 3,
  "-": 3,
  "*": 4,
  "/": 4,
  "^": 5,
  ":": 8,
};
// Excel's own limits: 8192 characters and 64 nested functions. Nesting is the one dimension in which the tree
// deepens without the chain loop below (A1+A2+… is built by a loop and walked by one), so bounding it here bounds
// every recursive walk over a parsed formula, and the parser's own recursion with it.
const maxLength = 8_192;
export const maxNesting = 64;
const prefixPower = 6;
const percentPower = 7;
const spillPower = 9;

/** What may stand on either side of a range colon: references and what returns one (INDEX, OFFSET, names). */
function rangeEnd(node: FormulaNode): boolean {
  return node.type === "reference" || node.type === "name" || node.type === "call" ||
    (node.type === "binary" && node.operator === ":");
}

class NestedTooDeeply extends FormulaSyntaxError {}

class Parser {
  private at = 0;
  /** Parentheses, calls, array constants and signs open around the token being read. */
  private nesting = 0;
  readonly functions: FunctionCall[] = [];
  readonly references: Reference[] = [];
  readonly argumentSeparators = new Set<string>();

  constructor(private readonly tokens: Token[], private readonly length: number) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private fail(message: string, token = this.peek()): never {
    throw new FormulaSyntaxError(message, token?.at ?? this.length);
  }

  private isPunctuation(text: string, token = this.peek()) {
    return token?.kind === "punctuation" && token.text === text;
  }

  parseFormula(): FormulaNode {
    if (!this.tokens.length) this.fail("The formula is empty");
    const node = this.expression(0);
    const left = this.peek();
    if (left) {
      if (this.isPunctuation(")", left)) this.fail("A ) has no matching (", left);
      this.fail(`Unexpected ${left.text}`, left);
    }
    return node;
  }

  /** Reads what `read` reads one level deeper, refusing the level past Excel's. */
  private nested<T>(opening: Token, read: () => T): T {
    if (++this.nesting > maxNesting) throw new NestedTooDeeply(explainerMessages.formulaTooDeep, opening.at);
    const node = read();
    this.nesting--;
    return node;
  }

  private expression(minPower: number): FormulaNode {
    let left = this.operand();
    // Signs after one value (A1%%) nest it as signs before it do, each a level deeper.
    let signs = 0;
    for (;;) {
      const token = this.peek();
      if (!token || token.kind === "punctuation") return left;
      if (token.kind !== "operator") this.fail(`An operator is missing before ${token.text}`, token);
      if (token.text === "%" || token.text === "#") {
        const power = token.text === "%" ? percentPower : spillPower;
        if (power <= minPower) return left;
        if (this.nesting + ++signs > maxNesting) throw new NestedTooDeeply(explainerMessages.formulaTooDeep, token.at);
        this.at++;
        left = { type: "postfix", operator: token.text, operand: left };
        continue;
      }
      const power = infix[token.text];
      if (power === undefined) this.fail(`${token.text} cannot stand between two values`, token);
      if (power <= minPower) return left;
      this.at++;
      if (!this.peek()) this.fail(`The formula ends with the operator ${token.text}`, token);
      const right = this.expression(power);
      if (token.text === ":" && !(rangeEnd(left) && rangeEnd(right))) {
        this.fail("A : must join two references", token);
      }
      left = { type: "binary", operator: token.text, left, right };
      signs = 0;
    }
  }

  private operand(): FormulaNode {
    const token = this.peek();
    if (!token) return this.fail("A value is missing at the end");
    this.at++;
    switch (token.kind) {
      case "number":
        return { type: "number", value: token.value };
      case "string":
        return { type: "string", value: token.value };
      case "error":
        return { type: "error", value: token.text };
      case "reference": {
        const reference = parseReference(token.text);
        this.references.push(reference);
        return { type: "reference", reference };
      }
      case "name": {
        const upper = token.text.toUpperCase();
        if (upper === "TRUE" || upper === "FALSE") return { type: "boolean", value: upper === "TRUE" };
        return { type: "name", name: token.text };
      }
      case "function":
        return this.nested(token, () => this.call(token.name));
      case "operator":
        if (token.text === "-" || token.text === "+" || token.text === "@") {
          if (!this.peek()) this.fail(`The formula ends with the operator ${token.text}`, token);
          return {
            type: "unary",
            operator: token.text,
            operand: this.nested(token, () => this.expression(prefixPower)),
          };
        }
        return this.fail(`A value is missing before ${token.text}`, token);
      case "punctuation":
        if (token.text === "(") return this.nested(token, () => this.parenthesised(token));
        if (token.text === "{") return this.nested(token, () => this.array(token));
        return this.fail(
          token.text === ")" ? "A ) has no matching (" : `A value is missing before ${token.text}`,
          token,
        );
    }
  }

  private parenthesised(open: Token): FormulaNode {
    if (this.isPunctuation(")")) this.fail("Empty parentheses", open);
    const inner = this.expression(0);
    if (!this.isPunctuation(")")) this.fail("A ( is not closed", open);
    this.at++;
    return inner;
  }

  private call(name: string): FormulaNode {
    const entry = { name, args: 0 };
    this.functions.push(entry);
    const args = this.argumentList(name);
    entry.args = args.length;
    if (name.toUpperCase() === "LAMBDA" && this.isPunctuation("(")) {
      return { type: "call", name, args, invoked: this.argumentList(name) };
    }
    return { type: "call", name, args };
  }

  private argumentList(name: string): FormulaNode[] {
    const open = this.peek()!;
    this.at++;
    const args: FormulaNode[] = [];
    if (this.isPunctuation(")")) {
      this.at++;
      return args;
    }
    for (;;) {
      const token = this.peek();
      if (!token) this.fail(`${name}( is not closed`, open);
      const empty = this.isPunctuation(",") || this.isPunctuation(";") || this.isPunctuation(")");
      args.push(empty ? { type: "empty" } : this.expression(0));
      const next = this.peek();
      if (!next) this.fail(`${name}( is not closed`, open);
      this.at++;
      if (this.isPunctuation(")", next)) break;
      if (this.isPunctuation(",", next) || this.isPunctuation(";", next)) {
        this.argumentSeparators.add(next.text);
        continue;
      }
      this.fail(`Unexpected ${next.text} in ${name}(`, next);
    }
    return args;
  }

  private array(open: Token): FormulaNode {
    const rows: FormulaNode[][] = [[]];
    for (;;) {
      if (!this.peek()) this.fail("A { is not closed", open);
      if (this.isPunctuation(",") || this.isPunctuation(";") || this.isPunctuation("}")) {
        this.fail("An array constant has an empty element", this.peek());
      }
      rows[rows.length - 1].push(this.expression(0));
      const next = this.peek();
      if (!next) this.fail("A { is not closed", open);
      this.at++;
      if (this.isPunctuation("}", next)) break;
      if (this.isPunctuation(";", next)) rows.push([]);
      else if (!this.isPunctuation(",", next)) this.fail(`Unexpected ${next.text} in an array constant`, next);
    }
    if (rows.some((row) => row.length !== rows[0].length)) {
      this.fail("The rows of an array constant differ in length", open);
    }
    return { type: "array", rows };
  }
}

/** Rebuilds the text with "," between arguments, so an en-US engine reads a ";"-separated formula. */
function normalize(formula: string, tokens: Token[]): string {
  let depth = 0;
  const inArray: boolean[] = [];
  let out = "";
  let last = 0;
  for (const token of tokens) {
    if (token.kind !== "punctuation") continue;
    if (token.text === "(" || token.text === "{") inArray[++depth] = token.text === "{";
    else if (token.text === ")" || token.text === "}") depth--;
    else if (token.text === ";" && !inArray[depth]) {
      out += formula.slice(last, token.at) + ",";
      last = token.at + 1;
    }
  }
  return out + formula.slice(last);
}

/** Parses a formula (the leading "=" is optional); never throws, a fault comes back as `{ ok: false }`. */
export function parseFormula(input: string, options: { maxLength?: number } = {}): ParsedFormula {
  const formula = input.trim().replace(/^=/, "");
  // The explainer reads longer pastes to tell a person what is wrong with them, the cell's limit among it.
  const limit = options.maxLength ?? maxLength;
  if (formula.length > limit) {
    return { ok: false, error: `The formula is longer than the ${limit} characters a cell takes`, at: limit };
  }
  try {
    const tokens = tokenize(formula);
    const parser = new Parser(tokens, formula.length);
    const ast = parser.parseFormula();
    if (parser.argumentSeparators.size > 1) {
      return { ok: false, error: "The formula mixes , and ; between arguments", at: 0 };
    }
    const argumentSeparator = parser.argumentSeparators.has(";") ? ";" : ",";
    const normalized = argumentSeparator === ";" ? normalize(formula, tokens) : formula;
    return { ok: true, ast, functions: parser.functions, references: parser.references, argumentSeparator, normalized };
  } catch (error) {
    if (error instanceof NestedTooDeeply) return { ok: false, error: error.message, at: error.at, tooDeep: true };
    if (error instanceof FormulaSyntaxError) return { ok: false, error: error.message, at: error.at };
    return { ok: false, error: error instanceof Error ? error.message : String(error), at: 0 };
  }
}
