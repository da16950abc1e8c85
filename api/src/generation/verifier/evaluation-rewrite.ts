import type { Platform } from "../../../contract/account.ts";
import { mapChain } from "../formula/formula-nodes.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import { lookupFunction } from "../formula/function-catalog.ts";
import { inlineLet } from "../formula/inline-let.ts";
import { evaluatedName } from "./custom-functions/register.ts";

const call = (name: string, ...args: FormulaNode[]): FormulaNode => ({ type: "call", name, args });
const binary = (operator: string, left: FormulaNode, right: FormulaNode): FormulaNode => ({
  type: "binary",
  operator,
  left,
  right,
});
const text = (value: string): FormulaNode => ({ type: "string", value });
const one: FormulaNode = { type: "number", value: 1 };
// What a platform shows for a function it does not have.
const unknownFunction: FormulaNode = { type: "error", value: "#NAME?" };

function isZero(node: FormulaNode | undefined): boolean {
  return node === undefined || node.type === "empty" || (node.type === "number" && node.value === 0) ||
    (node.type === "boolean" && !node.value);
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
  // Of a one-row array (SPLIT's pieces, A1:C1) both platforms take INDEX(row, n) as the nth item; HyperFormula as
  // row n (#NUM!).
  INDEX: ([array, position, ...rest]) => {
    if (!position || position.type === "empty" || rest.length) return undefined;
    const oneRow = binary("=", call("ROWS", array), one);
    return call("IF", oneRow, call("INDEX", array, one, position), call("INDEX", array, position));
  },
  CONCAT: (args) => args.length ? call("TEXTJOIN", text(""), { type: "boolean", value: false }, ...args) : undefined,
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
 * Rewrites calls HyperFormula lacks, or reads differently, into equivalents it evaluates as the platform does, so
 * that common formulas get a sample value instead of "not evaluated". Used only for evaluation; the user's formula
 * is never changed. The equivalences hold for the numeric data of sample grids and dev-set tables:
 * a function the platform does not have is #NAME?, as the platform shows it (Excel has no SPLIT, Sheets no TEXTSPLIT);
 * LET is written out, each name replaced by its value;
 * COUNTUNIQUE of one column counts the different filled cells (HyperFormula's own counts an empty cell as a value);
 * INDEX(array, n) of a one-row array is its nth item; CONCAT joins like TEXTJOIN with no delimiter; XMATCH's default
 * exact match is MATCH(…, 0); DATEDIF's unit is upper-cased; Excel's _xlfn. prefix is dropped; Sheets' REGEXEXTRACT
 * and REGEXREPLACE become the Sheets versions registered beside Excel's (see custom-functions/register.ts).
 *
 * Returns the same object when nothing needed rewriting.
 */
export function rewriteForEvaluation(node: FormulaNode, platform: Platform): FormulaNode {
  const rewrite = (each: FormulaNode) => rewriteForEvaluation(each, platform);
  switch (node.type) {
    case "call": {
      const name = node.name.replace(storagePrefix, "");
      if (lookupFunction(name)?.platforms.includes(platform) === false) return unknownFunction;
      const args = node.args.map(rewrite);
      const rewritten = rewrites[name]?.(args);
      if (rewritten) return rewritten;
      const evaluated = evaluatedName(name, platform);
      const changed = evaluated !== node.name || args.some((arg, index) => arg !== node.args[index]);
      return changed ? { ...node, name: evaluated, args } : node;
    }
    case "binary":
      return mapChain(node, rewrite);
    case "unary":
    case "postfix": {
      const operand = rewrite(node.operand);
      return operand === node.operand ? node : { ...node, operand };
    }
    case "array": {
      const rows = node.rows.map((row) => row.map(rewrite));
      const changed = rows.some((row, r) => row.some((item, c) => item !== node.rows[r][c]));
      return changed ? { ...node, rows } : node;
    }
    default:
      return node;
  }
}
