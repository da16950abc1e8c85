import type { FormulaNode } from "../formula/formula-parser.ts";
import { inlineLet } from "../formula/inline-let.ts";

const call = (name: string, ...args: FormulaNode[]): FormulaNode => ({ type: "call", name, args });
const binary = (operator: string, left: FormulaNode, right: FormulaNode): FormulaNode => ({
  type: "binary",
  operator,
  left,
  right,
});
const text = (value: string): FormulaNode => ({ type: "string", value });
const one: FormulaNode = { type: "number", value: 1 };

function isZero(node: FormulaNode | undefined): boolean {
  return node === undefined || node.type === "empty" || (node.type === "number" && node.value === 0) ||
    (node.type === "boolean" && !node.value);
}

function rank([value, list, order]: FormulaNode[]): FormulaNode {
  const counting = (operator: string) => call("COUNTIF", list, binary("&", text(operator), value));
  if (isZero(order)) return binary("+", counting(">"), one);
  if (order.type === "number" || order.type === "boolean") return binary("+", counting("<"), one);
  return binary("+", call("IF", order, counting("<"), counting(">")), one);
}

const rewrites: Record<string, (args: FormulaNode[]) => FormulaNode | undefined> = {
  LET: inlineLet,
  COUNTUNIQUE: ([range, ...rest]) => {
    const oneColumn = range?.type === "reference" && range.reference.kind !== "rows" &&
      range.reference.firstColumn === range.reference.lastColumn;
    if (!oneColumn || rest.length) return undefined;
    const filled = call("FILTER", range, binary("<>", range, text("")));
    return call("IFERROR", call("ROWS", call("UNIQUE", filled)), { type: "number", value: 0 });
  },
  AVERAGEIFS: (args) => {
    if (args.length < 3 || args.length % 2 === 0) return undefined;
    const [average, ...conditions] = args;
    return binary("/", call("SUMIFS", ...args), call("COUNTIFS", ...conditions, average, text("<>")));
  },
  RANK: (args) => args.length >= 2 && args.length <= 3 ? rank(args) : undefined,
  "RANK.EQ": (args) => args.length >= 2 && args.length <= 3 ? rank(args) : undefined,
  CONCAT: (args) => args.length ? call("TEXTJOIN", text(""), { type: "boolean", value: false }, ...args) : undefined,
  TEXTBEFORE: (args) => {
    if (args.length !== 2) return undefined;
    const [source, delimiter] = args;
    return call("LEFT", source, binary("-", call("FIND", delimiter, source), one));
  },
  TEXTAFTER: (args) => {
    if (args.length !== 2) return undefined;
    const [source, delimiter] = args;
    const start = binary("+", call("FIND", delimiter, source), call("LEN", delimiter));
    return call("MID", source, start, call("LEN", source));
  },
  XMATCH: (args) =>
    args.length === 2 || (args.length === 3 && isZero(args[2]))
      ? call("MATCH", args[0], args[1], {
        type: "number",
        value: 0,
      })
      : undefined,
  DATEDIF: (args) => {
    const unit = args[2];
    if (args.length !== 3 || unit.type !== "string" || unit.value === unit.value.toUpperCase()) return undefined;
    return call("DATEDIF", args[0], args[1], text(unit.value.toUpperCase()));
  },
};

const storagePrefix = /^_(?:XLFN|XLWS)\./;

/**
 * Rewrites calls HyperFormula lacks, or reads differently, into equivalents it evaluates as the platforms do, so
 * that common formulas get a sample value instead of "not evaluated". Used only for evaluation; the user's formula
 * is never changed. The equivalences hold for the numeric data of sample grids and dev-set tables:
 * LET is written out, each name replaced by its value;
 * COUNTUNIQUE of one column counts the different filled cells (HyperFormula's own counts an empty cell as a value);
 * AVERAGEIFS = SUMIFS / COUNTIFS over the same conditions (plus "average range not empty"); RANK and RANK.EQ count
 * the larger (or smaller) values plus one, so a value missing from the list ranks where it would fall instead of
 * giving #N/A; CONCAT joins like TEXTJOIN with no delimiter; two-argument TEXTBEFORE/TEXTAFTER cut at FIND;
 * XMATCH's default exact match is MATCH(…, 0); DATEDIF's unit is upper-cased; Excel's _xlfn. prefix is dropped.
 *
 * Returns the same object when nothing needed rewriting.
 */
export function rewriteForEvaluation(node: FormulaNode): FormulaNode {
  switch (node.type) {
    case "call": {
      const args = node.args.map(rewriteForEvaluation);
      const name = node.name.replace(storagePrefix, "");
      const rewritten = rewrites[name]?.(args);
      if (rewritten) return rewritten;
      const changed = name !== node.name || args.some((arg, index) => arg !== node.args[index]);
      return changed ? { ...node, name, args } : node;
    }
    case "binary": {
      const left = rewriteForEvaluation(node.left);
      const right = rewriteForEvaluation(node.right);
      return left === node.left && right === node.right ? node : { ...node, left, right };
    }
    case "unary":
    case "postfix": {
      const operand = rewriteForEvaluation(node.operand);
      return operand === node.operand ? node : { ...node, operand };
    }
    case "array": {
      const rows = node.rows.map((row) => row.map(rewriteForEvaluation));
      const changed = rows.some((row, r) => row.some((item, c) => item !== node.rows[r][c]));
      return changed ? { ...node, rows } : node;
    }
    default:
      return node;
  }
}
