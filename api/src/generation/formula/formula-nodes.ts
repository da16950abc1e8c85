import type { FormulaNode } from "./formula-parser.ts";

export type CallNode = FormulaNode & { type: "call" };

/**
 * Every node of a formula, each before the nodes inside it (as the formula reads, left to right): what a check that
 * looks for calls, names or divisions walks, instead of each writing its own descent.
 */
export function formulaNodes(node: FormulaNode, found: FormulaNode[] = []): FormulaNode[] {
  found.push(node);
  switch (node.type) {
    case "call":
      for (const arg of node.args) formulaNodes(arg, found);
      for (const arg of node.invoked ?? []) formulaNodes(arg, found);
      break;
    case "binary":
      formulaNodes(node.left, found);
      formulaNodes(node.right, found);
      break;
    case "unary":
    case "postfix":
      formulaNodes(node.operand, found);
      break;
    case "array":
      for (const item of node.rows.flat()) formulaNodes(item, found);
      break;
  }
  return found;
}

/** The function calls of a formula, outer before inner. */
export const callsIn = (node: FormulaNode): CallNode[] =>
  formulaNodes(node).filter((each): each is CallNode => each.type === "call");
