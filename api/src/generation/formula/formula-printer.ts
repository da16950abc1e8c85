import { type BinaryNode, leftChain } from "./formula-nodes.ts";
import { type FormulaNode, infix } from "./formula-parser.ts";

/** An operand's text, bracketed where the parse needs it to bind as it does. */
function operand(node: FormulaNode, text: string, parent: number, right: boolean): string {
  if (node.type === "unary" || node.type === "postfix") return `(${text})`;
  if (node.type !== "binary") return text;
  const own = infix[node.operator];
  return own < parent || (right && own === parent) ? `(${text})` : text;
}

/** A chain is written link by link from its first operand, so its length never deepens the recursion. */
function printChain(node: BinaryNode): string {
  const { first, links } = leftChain(node);
  let left = first;
  let text = printFormula(first);
  for (const link of links) {
    const own = infix[link.operator];
    text = `${operand(left, text, own, false)}${link.operator}${
      operand(link.right, printFormula(link.right), own, true)
    }`;
    left = link;
  }
  return text;
}

/** Writes a formula back as text, without the "=", with "," between arguments and only the parentheses it needs. */
export function printFormula(node: FormulaNode): string {
  switch (node.type) {
    case "number":
      return String(node.value);
    case "string":
      return `"${node.value.replaceAll('"', '""')}"`;
    case "boolean":
      return node.value ? "TRUE" : "FALSE";
    case "error":
      return node.value;
    case "reference":
      return node.reference.text;
    case "name":
      return node.name;
    case "empty":
      return "";
    case "call":
      return `${node.name}(${node.args.map(printFormula).join(",")})${
        node.invoked ? `(${node.invoked.map(printFormula).join(",")})` : ""
      }`;
    case "unary": {
      const inner = printFormula(node.operand);
      return node.operand.type === "binary" ? `${node.operator}(${inner})` : `${node.operator}${inner}`;
    }
    case "postfix": {
      const inner = printFormula(node.operand);
      return node.operand.type === "binary" || node.operand.type === "unary"
        ? `(${inner})${node.operator}`
        : `${inner}${node.operator}`;
    }
    case "binary":
      return printChain(node);
    case "array":
      return `{${node.rows.map((row) => row.map(printFormula).join(",")).join(";")}}`;
  }
}
