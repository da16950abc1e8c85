import type { FormulaPart } from "../../../contract/explainer.ts";
import { type BinaryNode, chainOperands } from "../formula/formula-nodes.ts";
import { type FormulaNode, infix } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";
import { readNode } from "../formula/read-formula.ts";
import { catalogName } from "../formula/function-catalog.ts";
import { functionDocs } from "./function-docs.ts";
import { type Separators, toLocaleForm } from "./formula-locale.ts";

// A formula of thousands of characters has thousands of parts; the lists stay readable and the answer small.
const maxListed = 60;
// Each part repeats the parts inside it: 60 nested IFs would repeat the formula 60 times over.
const longestText = 300;
const clip = (text: string) => text.length > longestText ? `${text.slice(0, longestText - 1)}…` : text;

/** Functions that work out only the branch they take, so a step inside the others may never run. */
const branching = new Set(["IF", "IFS", "IFERROR", "IFNA", "SWITCH", "CHOOSE"]);

const isLeaf = (node: FormulaNode) =>
  node.type !== "call" && node.type !== "binary" && node.type !== "unary" &&
  node.type !== "postfix" && node.type !== "array";

// A chain of operators of one rank (A1+A2-…+A900) is one part with many operands, not a tree as deep as it is long.
const sameRank = (node: BinaryNode) => (link: BinaryNode) => infix[link.operator] === infix[node.operator];

function children(node: FormulaNode): FormulaNode[] {
  switch (node.type) {
    case "call":
      return [...node.args, ...(node.invoked ?? [])].filter((arg) => arg.type !== "empty");
    case "binary":
      if (node.operator === ":") return [];
      return chainOperands(node, sameRank(node));
    case "unary":
    case "postfix":
      return [node.operand];
    default:
      return [];
  }
}

function leafWords(node: FormulaNode, text: string): string {
  switch (node.type) {
    case "reference":
      return node.reference.kind === "cell" ? `the value in ${text}` : `the cells of ${text}`;
    case "string":
      return node.value === "" ? "an empty text" : `the text ${text}`;
    case "number":
      return `the number ${text}`;
    case "boolean":
      return `the value ${text}`;
    case "error":
      return `the error ${text}`;
    case "name":
      return `the name ${text}, defined in the workbook or by LET or LAMBDA`;
    default:
      return text;
  }
}

const callName = (node: FormulaNode & { type: "call" }) => catalogName(node.name);

/** A call the reader has no words for reads as its function's summary. */
function does(node: FormulaNode, text: string): string {
  if (isLeaf(node)) return leafWords(node, text);
  const phrase = readNode(node);
  if (node.type !== "call") return phrase;
  const summary = functionDocs.get(callName(node))?.summary;
  const unread = phrase.startsWith(`${node.name.toUpperCase()}(`);
  if (unread) return summary ?? `calls ${node.name}, which is not a known function`;
  return phrase;
}

export interface PartsReading {
  parts: FormulaPart;
  explanation: string[];
  steps: string[];
}

/**
 * The formula as a tree of parts, each with what it does; the same calls from the inside out (explanation); and
 * the operations in the order they are worked out (steps).
 */
export function readParts(ast: FormulaNode, separators: Separators): PartsReading {
  const explanation: string[] = [];
  const steps: string[] = [];
  let calls = 0;
  let operations = 0;
  const walk = (node: FormulaNode, insideBranch: boolean): FormulaPart => {
    const text = clip(toLocaleForm(printFormula(node), separators));
    const branches = node.type === "call" && branching.has(node.name.toUpperCase());
    const parts = children(node).map((child, index) => walk(child, insideBranch || (branches && index > 0)));
    const words = clip(does(node, text));
    if (!isLeaf(node)) {
      operations++;
      if (steps.length < maxListed) {
        const maybe = insideBranch ? " (only when its branch is taken)" : "";
        steps.push(`Work out ${text}${maybe}.`);
      }
    }
    if (node.type === "call") {
      calls++;
      const summary = functionDocs.get(callName(node))?.summary;
      const about = summary && summary !== words ? ` ${callName(node)}: ${summary}` : "";
      if (explanation.length < maxListed) explanation.push(`${text} gives ${words}.${about}`);
    }
    return { text, does: words, parts };
  };
  const parts = walk(ast, false);
  if (operations > steps.length) steps.push(`…and ${operations - steps.length} more.`);
  if (calls > explanation.length) explanation.push(`…and ${calls - explanation.length} more calls.`);
  if (steps.length === 0) steps.push(`Read ${parts.text}: ${parts.does}.`);
  return { parts, explanation, steps };
}
