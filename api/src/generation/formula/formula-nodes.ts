import type { FormulaNode } from "./formula-parser.ts";

export type CallNode = FormulaNode & { type: "call" };
export type BinaryNode = FormulaNode & { type: "binary" };

/** The nodes directly inside one, in the order the formula reads them. */
function childrenOf(node: FormulaNode): FormulaNode[] {
  switch (node.type) {
    case "call":
      return node.invoked ? [...node.args, ...node.invoked] : node.args;
    case "binary":
      return [node.left, node.right];
    case "unary":
    case "postfix":
      return [node.operand];
    case "array":
      return node.rows.flat();
    default:
      return [];
  }
}

/**
 * Every node of a formula, each before the nodes inside it (as the formula reads, left to right): what a check that
 * looks for calls, names or divisions walks, instead of each writing its own descent. A loop with its own stack, as
 * an operator chain (A1+A2+…) is as deep as it is long.
 */
export function formulaNodes(root: FormulaNode): FormulaNode[] {
  const found: FormulaNode[] = [];
  const pending = [root];
  while (pending.length) {
    const node = pending.pop()!;
    found.push(node);
    const children = childrenOf(node);
    for (let at = children.length - 1; at >= 0; at--) pending.push(children[at]);
  }
  return found;
}

/** The function calls of a formula, outer before inner. */
export const callsIn = (node: FormulaNode): CallNode[] =>
  formulaNodes(node).filter((each): each is CallNode => each.type === "call");

/**
 * A binary node and the binary nodes down its left side, innermost first, with the operand they start from:
 * A1+A2-A3 is A1 then (+A2) then (-A3). Operators bind left to right, so a chain of any length hangs down the left
 * while each right side is bounded by the parser's nesting limit: walks loop over the chain and recurse only into
 * the right sides and the first operand. `continues` says which left nodes belong to the chain (all binary ones
 * unless told).
 */
export function leftChain(
  node: BinaryNode,
  continues: (link: BinaryNode) => boolean = () => true,
): { first: FormulaNode; links: BinaryNode[] } {
  const links: BinaryNode[] = [node];
  let left = node.left;
  while (left.type === "binary" && continues(left)) {
    links.push(left);
    left = left.left;
  }
  return { first: left, links: links.reverse() };
}

/** The operands of a left chain in formula order: the first, then each link's right side. */
export function chainOperands(node: BinaryNode, continues?: (link: BinaryNode) => boolean): FormulaNode[] {
  const { first, links } = leftChain(node, continues);
  return [first, ...links.map((link) => link.right)];
}

/**
 * A binary chain with every operand mapped, rebuilt from the inside out in formula order; the same node where
 * nothing changed, so a rewrite can tell that it had nothing to do.
 */
export function mapChain(node: BinaryNode, map: (operand: FormulaNode) => FormulaNode): FormulaNode {
  const { first, links } = leftChain(node);
  let built = map(first);
  for (const link of links) {
    const right = map(link.right);
    built = built === link.left && right === link.right ? link : { ...link, left: built, right };
  }
  return built;
}

/** The operands of one operator's chain, flattened through brackets too: (a*b)*c → a, b, c. */
export function flatOperands(node: FormulaNode, operator: string): FormulaNode[] {
  const found: FormulaNode[] = [];
  const pending = [node];
  while (pending.length) {
    const each = pending.pop()!;
    if (each.type === "binary" && each.operator === operator) pending.push(each.right, each.left);
    else found.push(each);
  }
  return found;
}

/** How many nodes the longest path from the root down holds, counted with a loop rather than by recursing. */
export function formulaDepth(root: FormulaNode): number {
  let deepest = 0;
  const pending: [FormulaNode, number][] = [[root, 1]];
  while (pending.length) {
    const [node, depth] = pending.pop()!;
    deepest = Math.max(deepest, depth);
    for (const child of childrenOf(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
