import type { FormulaIssue } from "../../../contract/explainer.ts";
import type { Reference } from "../formula/cell-reference.ts";
import { type CallNode, callsIn, formulaNodes } from "../formula/formula-nodes.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";

type Node = FormulaNode;

/** How many rows and columns a bounded range covers; undefined for a single cell or an open range. */
export function rangeSize(node: Node | undefined): { rows: number; columns: number; reference: Reference } | undefined {
  if (node?.type !== "reference" || node.reference.kind !== "range") return undefined;
  const { firstRow, lastRow, firstColumn, lastColumn } = node.reference;
  if (firstRow === undefined || lastRow === undefined || firstColumn === undefined || lastColumn === undefined) {
    return undefined;
  }
  return { rows: lastRow - firstRow + 1, columns: lastColumn - firstColumn + 1, reference: node.reference };
}

// A position written as a number (or a negated one); anything worked out is only known with the data.
function written(node: Node | undefined): number | undefined {
  if (node?.type === "number") return node.value;
  if (node?.type === "unary" && node.operator === "-" && node.operand.type === "number") return -node.operand.value;
  return undefined;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** A position past the end of its range gives #REF!; one below 1 gives #VALUE!. */
function position(
  name: string,
  asked: number | undefined,
  word: "row" | "column",
  count: number,
  range: string,
  zeroMeansAll: boolean,
): FormulaIssue[] {
  if (asked === undefined || (zeroMeansAll && asked === 0)) return [];
  const fits = `Use a ${word} number from 1 to ${count}`;
  if (asked > count) {
    return [{
      kind: "out-of-range",
      message: `${name} asks for ${word} ${asked} of ${range}, which has ${plural(count, word)}.`,
      fix: `${fits}, or widen the ${name === "INDEX" ? "range" : "table"}.`,
      gives: "#REF!",
    }];
  }
  if (asked < 1) {
    return [{
      kind: "out-of-range",
      message: `${name} asks for ${word} ${asked} of ${range}; ${word}s are counted from 1.`,
      fix: `${fits}.`,
      gives: "#VALUE!",
    }];
  }
  return [];
}

function callIssues(call: CallNode): FormulaIssue[] {
  const name = call.name.toUpperCase();
  const [first, second, third] = call.args;
  switch (name) {
    case "VLOOKUP":
    case "HLOOKUP": {
      const table = rangeSize(second);
      if (!table) return [];
      return name === "VLOOKUP"
        ? position(name, written(third), "column", table.columns, table.reference.text, false)
        : position(name, written(third), "row", table.rows, table.reference.text, false);
    }
    case "INDEX": {
      const range = rangeSize(first);
      if (!range) return [];
      // A range one row high takes its one position as a column, as Excel reads it.
      if (call.args.length === 2 && range.rows === 1) {
        return position(name, written(second), "column", range.columns, range.reference.text, true);
      }
      return [
        ...position(name, written(second), "row", range.rows, range.reference.text, true),
        ...position(name, written(third), "column", range.columns, range.reference.text, true),
      ];
    }
    case "CHOOSE": {
      const asked = written(first);
      const options = call.args.length - 1;
      if (asked === undefined || (asked >= 1 && asked <= options)) return [];
      return [{
        kind: "out-of-range",
        message: `CHOOSE asks for choice ${asked} of ${plural(options, "choice")}.`,
        fix: `Use a number from 1 to ${options}, or add the choices it needs.`,
        gives: "#VALUE!",
      }];
    }
    default:
      return [];
  }
}

/**
 * Positions written into a formula that point outside their range (VLOOKUP's column, HLOOKUP's row, INDEX's row and
 * column, CHOOSE's index), and references already lost (#REF! in the formula): each gives its error whatever the
 * data, so each is said with the error it gives.
 */
export function outOfRangeIssues(node: Node): FormulaIssue[] {
  const deleted = formulaNodes(node).some((found) => found.type === "error" && found.value.toUpperCase() === "#REF!");
  return [
    ...(deleted
      ? [{
        kind: "deleted-reference" as const,
        message: "The formula holds #REF! where a reference was: a row, column or sheet it used was deleted.",
        fix: "Write the reference again where #REF! stands.",
        gives: "#REF!" as const,
      }]
      : []),
    ...callsIn(node).flatMap(callIssues),
  ];
}
