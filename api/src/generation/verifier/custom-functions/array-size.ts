import { ArraySize, SimpleRangeValue } from "hyperformula";
import type { Ast, Call, InterpreterValue } from "./plugin-values.ts";

// Node types are compared as text: HyperFormula does not export its AstNodeType enum.
function isConstant(ast: Ast): boolean {
  const node = ast as { type: string; value?: Ast; args?: Ast[][] };
  switch (node.type) {
    case "STRING":
    case "NUMBER":
    case "EMPTY":
      return true;
    case "MINUS_UNARY_OP":
    case "PLUS_UNARY_OP":
      return isConstant(node.value!);
    case "ARRAY":
      return node.args!.flat().every(isConstant);
    default:
      return false;
  }
}

/**
 * The size of an array-returning call's result, which HyperFormula asks for when it places a formula in a cell,
 * before any cell is computed. With constant arguments the call is evaluated and measured; otherwise the size is
 * `bound` (an upper bound such as the input's size) or unknown, and HyperFormula then gives the call one cell, as it
 * does for its own SEQUENCE of a non-constant size. Evaluating formulas (calculateFormula) never asks.
 */
export function predictedSize(call: Call, evaluate: () => InterpreterValue, bound?: () => ArraySize): ArraySize {
  if (!call.args.every(isConstant)) return bound?.() ?? ArraySize.error();
  const value = evaluate();
  return value instanceof SimpleRangeValue ? new ArraySize(value.width(), value.height()) : ArraySize.scalar();
}
