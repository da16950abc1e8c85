import { type FormulaNode, infix } from "./formula-parser.ts";

function operand(node: FormulaNode, parent: number, right: boolean): string {
  const text = printFormula(node);
  if (node.type === "unary" || node.type === "postfix") return `(${text})`;
  if (node.type !== "binary") return text;
  const own = infix[node.operator];
  return own < parent || (right && own === parent) ? `(${text})` : text;
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
    case "binary": {
      const own = infix[node.operator];
      return `${operand(node.left, own, false)}${node.operator}${operand(node.right, own, true)}`;
    }
    case "array":
      return `{${node.rows.map((row) => row.map(printFormula).join(",")).join(";")}}`;
  }
}
