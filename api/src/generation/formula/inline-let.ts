import { callsIn, mapChain } from "./formula-nodes.ts";
import type { FormulaNode } from "./formula-parser.ts";

type Node = FormulaNode;

function substitute(node: Node, names: Map<string, Node>): Node {
  switch (node.type) {
    case "name":
      return names.get(node.name.toUpperCase()) ?? node;
    case "call":
      return { ...node, args: node.args.map((arg) => substitute(arg, names)) };
    case "binary":
      return mapChain(node, (operand) => substitute(operand, names));
    case "unary":
    case "postfix":
      return { ...node, operand: substitute(node.operand, names) };
    default:
      return node;
  }
}

/**
 * LET(name1, value1, …, result) with each name written out as its value: the formula older Excel versions need, and
 * the one HyperFormula (which has no LET) can evaluate. Undefined when the arguments are not names, values and a
 * result, or when a name holds a LAMBDA.
 */
export function inlineLet(args: Node[]): Node | undefined {
  if (args.length < 3 || args.length % 2 === 0) return undefined;
  const names = new Map<string, Node>();
  for (let at = 0; at < args.length - 1; at += 2) {
    const name = args[at];
    if (name.type !== "name") return undefined;
    names.set(name.name.toUpperCase(), substitute(args[at + 1], names));
  }
  // A name bound to a LAMBDA is called like a function (f(A2)): writing it out would need the LAMBDA applied.
  const callsAName = args.some((arg) =>
    callsIn(arg).some(({ name }) => name.toUpperCase() === "LAMBDA" || names.has(name.toUpperCase()))
  );
  if (callsAName) return undefined;
  return substitute(args.at(-1)!, names);
}
