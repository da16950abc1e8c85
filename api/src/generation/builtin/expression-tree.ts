import type { Op, Token } from "./expression-words.ts";

/** A place the request names, as the formula writes it: a cell, or a range only a total or an average can take. */
export interface Place {
  text: string;
  kind: "cell" | "range";
}

export type Node =
  | { k: "ref"; place: Place }
  /** A cell the request implies without naming it: "each sale" is the row's own cell of the totalled column. */
  | { k: "each" }
  | { k: "num"; text: string }
  | { k: "agg"; fn: "SUM" | "AVERAGE"; args: Node[] }
  /** `spoken`: joined by a word ("times"), whose precedence after a "plus" or "minus" nobody can tell. */
  | { k: "bin"; op: Op; a: Node; b: Node; spoken?: boolean }
  | { k: "fn"; fn: "SQRT" | "ABS"; x: Node }
  | { k: "pow"; x: Node; p: Node }
  /** "the whole pipeline", "sum B2:B9": a range said with a word for its total. */
  | { k: "whole"; x: Node; w: string }
  /** What a part is divided by: a range, or on bound columns a cell's column, is summed. */
  | { k: "total"; x: Node };

/** The request says something this reading cannot honour; it is left to the other tasks. */
export class NoReading extends Error {}

export const fail = (): never => {
  throw new NoReading();
};

const isConn = (tok: Token | undefined, words: RegExp) => tok?.t === "conn" && words.test(tok.w);
const num = (text: string): Node => ({ k: "num", text });
const same = (a: Node, b: Node) => a.k === "ref" && b.k === "ref" && a.place.text === b.place.text;

/**
 * Reads the tokens the way people say sums: a function binds to what follows it ("square root of the score times
 * 10" is SQRT(score)*10), a modifier to everything said before it ("A x B minus a 5% discount"), "what % of X is Y"
 * and "as a percent of" divide a part by its whole. `each` stands in for a part the request leaves unsaid.
 */
export function parse(tokens: Token[], places: Place[], each: () => Node, subject?: number): Node {
  let at = 0;
  let unsaid = subject;
  // "give her a 5% raise, salary is col D": the operand left unsaid is the cell named after the sum, once.
  const operand = (x: Node | null): Node => {
    if (x) return x;
    if (unsaid === undefined) return fail();
    const place = places[unsaid];
    unsaid = undefined;
    return { k: "ref", place };
  };
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const skipConns = () => {
    while (peek()?.t === "conn") at++;
  };

  const primary = (): Node | null => {
    skipConns();
    const tok = peek();
    if (tok?.t === "ref") return take(), { k: "ref", place: places[tok.i] };
    if (tok?.t === "num") return take(), num(tok.text);
    if (tok?.t !== "lp") return null;
    take();
    const inside = expr();
    if (take()?.t !== "rp") fail();
    return inside;
  };

  const postfix = (x: Node): Node => {
    for (let tok = peek(); tok?.t === "pow" || tok?.t === "whole"; tok = peek()) {
      take();
      // "this year's total", "B2:B50 total": the word for the total said after what it totals.
      if (tok.t === "whole") x = { k: "whole", x, w: tok.w };
      else x = { k: "pow", x, p: tok.p ? num(tok.p) : primary() ?? fail() };
    }
    return x;
  };

  // An operand that is not there leaves the words before it ("is", "of") for what expects them.
  const unary = (): Node | null => {
    const back = at;
    const x = prefixed();
    if (!x) at = back;
    return x;
  };

  const prefixed = (): Node | null => {
    skipConns();
    const tok = peek();
    switch (tok?.t) {
      case "fn": {
        take();
        const x = operand(unary());
        // "square root of A plus B": of A alone, or of the sum? Only "times" and "divided by" read one way.
        const next = peek();
        if (next?.t === "op" && !next.sym && (next.op === "+" || next.op === "-")) fail();
        if (tok.fn === "SQUARE") return { k: "pow", x, p: num("2") };
        if (tok.fn === "CBRT") return { k: "pow", x, p: num("(1/3)") };
        return { k: "fn", fn: tok.fn, x };
      }
      case "agg": {
        take();
        const args = [unary() ?? fail()];
        // "average of B2, C2 and D2": a list goes on while another operand follows a comma or "and".
        while (peek()?.t === "sep" || isConn(peek(), /^and$/)) {
          const back = at;
          take();
          const next = unary();
          if (!next) {
            at = back;
            break;
          }
          args.push(next);
        }
        return postfix({ k: "agg", fn: tok.fn, args });
      }
      case "pair": {
        take();
        const a = expr() ?? fail();
        const join = take();
        if (join?.t !== "conn" || !tok.joins.test(join.w)) return fail();
        const b = unary() ?? fail();
        if (tok.op === "ratio") return { k: "bin", op: "/", a, b };
        // "subtract B9 from C9", "add 100 to C9": the second operand is the one worked on.
        const swap = (tok.op === "+" || tok.op === "-") && /^(?:to|from)$/.test(join.w);
        return swap ? { k: "bin", op: tok.op, a: b, b: a } : { k: "bin", op: tok.op, a, b };
      }
      case "whatShare": {
        take();
        // "what % is B9 of the total" or "what % of the total is B9".
        if (isConn(peek(), /^is$/)) {
          const part = expr() ?? fail();
          if (!isConn(take(), /^of$/)) fail();
          return divide(part, expr() ?? fail());
        }
        const whole = expr() ?? fail();
        if (!isConn(take(), /^(?:is|are)$/)) fail();
        return divide(expr() ?? each(), whole);
      }
      case "pctOf": {
        take();
        return { k: "bin", op: "*", a: operand(unary()), b: num(`${tok.pct}%`) };
      }
      case "adjust": {
        take();
        return adjust(operand(unary()), tok);
      }
      case "whole": {
        take();
        const x = unary();
        // "line total for row 2: …": a total of nothing named is only a name.
        if (!x && unsaid === undefined) return prefixed();
        return { k: "whole", x: operand(x), w: tok.w };
      }
    }
    const p = primary();
    return p && postfix(p);
  };

  const term = (): Node | null => {
    let left = unary();
    if (!left) return null;
    for (let tok = peek(); tok?.t === "op" && (tok.op === "*" || tok.op === "/"); tok = peek()) {
      take();
      left = { k: "bin", op: tok.op, a: left, b: unary() ?? fail(), spoken: !tok.sym };
    }
    return left;
  };

  const expr = (): Node | null => {
    let left = term();
    if (!left) return null;
    for (let tok = peek(); tok?.t === "op" && (tok.op === "+" || tok.op === "-"); tok = peek()) {
      take();
      const next = peek();
      const after = tokens[at + 1];
      // "C2 plus 15%", "less 10%": the percentage is of C2 itself.
      if (next?.t === "num" && next.text.endsWith("%") && !(after?.t === "op" && /[*/]/.test(after.op))) {
        take();
        left = { k: "bin", op: "*", a: left, b: { k: "bin", op: tok.op, a: num("1"), b: num(next.text) } };
        continue;
      }
      const right = term() ?? fail();
      if (right.k === "bin" && right.spoken && !tok.sym) {
        // "B2 minus C2 divided by C2": a change over its base, the one reading of such words that is not a guess.
        if (right.op !== "/" || !(same(right.b, right.a) || same(right.b, left))) fail();
        left = { k: "bin", op: "/", a: { k: "bin", op: tok.op, a: left, b: right.a }, b: right.b };
        continue;
      }
      left = { k: "bin", op: tok.op, a: left, b: right };
    }
    return left;
  };

  // Clauses after a comma go on from what was said before them: "this year minus last year, as a percent of …".
  let value = expr();
  while (at < tokens.length) {
    const tok = take();
    if (tok.t === "sep" || tok.t === "conn" || (tok.t === "whole" && /^(?:sep|conn)?$/.test(peek()?.t ?? ""))) continue;
    if (tok.t === "share") value = divide(value ?? each(), expr() ?? fail());
    else if (!value) value = (at--, expr()) ?? fail();
    else if (tok.t === "adjust") value = adjust(value, tok);
    else if (tok.t === "scale") value = { k: "bin", op: "*", a: value, b: num(tok.n) };
    else if (tok.t === "op") value = { k: "bin", op: tok.op, a: value, b: expr() ?? fail() };
    else if (tok.t === "pow") value = (at--, postfix(value));
    else fail();
  }
  if (unsaid !== undefined) fail();
  return value ?? fail();
}

function adjust(x: Node, tok: Token & { t: "adjust" }): Node {
  const rate: Node = { k: "bin", op: tok.how === "-" ? "-" : "+", a: num("1"), b: num(`${tok.pct}%`) };
  return { k: "bin", op: tok.how === "/" ? "/" : "*", a: x, b: rate };
}

/** A part of a whole: what the whole names is totalled. */
function divide(part: Node, whole: Node): Node {
  const total: Node = whole.k === "agg" ? whole : { k: "total", x: whole.k === "whole" ? whole.x : whole };
  return { k: "bin", op: "/", a: part, b: total };
}
