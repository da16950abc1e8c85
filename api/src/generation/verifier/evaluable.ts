import { HyperFormula } from "hyperformula";
import type { Reference } from "../formula/cell-reference.ts";
import { verifierMessages } from "../../../contract/verifier-messages.ts";
import { callsIn, chainOperands, formulaDepth } from "../formula/formula-nodes.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import { lookupFunction, type Platform } from "../formula/function-catalog.ts";
import { mayBacktrack } from "./custom-functions/regex-pattern.ts";
import { registerCustomFunctions, sheetsOnlyPrefix } from "./custom-functions/register.ts";

interface ArgumentRange {
  min: number;
  max: number;
}

let hyperFormulaArguments: Map<string, ArgumentRange> | undefined;

/** HyperFormula's argument counts (its own functions' and ours), read once from its plugins' metadata. */
function hyperFormulaRange(name: string): ArgumentRange | undefined {
  if (!hyperFormulaArguments) {
    registerCustomFunctions();
    hyperFormulaArguments = new Map();
    for (const registered of HyperFormula.getRegisteredFunctionNames("enGB")) {
      const plugin = HyperFormula.getFunctionPlugin(registered);
      const metadata = plugin?.implementedFunctions[plugin.aliases?.[registered] ?? registered];
      const parameters = metadata?.parameters ?? [];
      const required = parameters.filter((parameter) => !parameter.optionalArg && parameter.defaultValue === undefined);
      const max = metadata?.repeatLastArgs ? Infinity : parameters.length;
      hyperFormulaArguments.set(registered, { min: required.length, max });
    }
  }
  return hyperFormulaArguments.get(name);
}

// Same name, different meaning: Excel's FILTER takes an if_empty third argument where HyperFormula expects another
// condition; Sheets' SORT takes TRUE/FALSE for the order where HyperFormula expects 1/-1; HyperFormula's DATEDIF
// knows only upper-case units, and its TEXT only plain digit and numeric date formats (it turns "#,##0", "0%" or
// "mmmm" into nonsense).
const textFormatsKnown = /^(?!.*(?:mmm|ddd))(?:0+(?:\.0+)?|(?:yyyy|yy|mm|dd|hh|ss|[-/ :.])+)$/i;
const datedifUnits = new Set(["Y", "M", "D", "MD", "YM", "YD"]);
const differsFrom: Record<Platform, (name: string, args: FormulaNode[]) => boolean> = {
  excel: (name, args) => name === "FILTER" && args.length >= 3,
  sheets: (name, args) => name === "SORT" && args.length >= 3,
};

// Regular expressions run on JavaScript's backtracking engine: a pattern that may take it exponential time is not run
// (see mayBacktrack), and a pattern written in the formula is named here, before it runs.
const regexFunctions = new Set(["REGEXMATCH", "REGEXTEST", "REGEXEXTRACT", "REGEXREPLACE"]);

function differs(name: string, args: FormulaNode[], platform: Platform): boolean {
  if (name === "TEXT") return args[1]?.type !== "string" || !textFormatsKnown.test(args[1].value);
  if (name === "DATEDIF") return args[2]?.type !== "string" || !datedifUnits.has(args[2].value);
  if (regexFunctions.has(name)) return args[1]?.type === "string" && mayBacktrack(args[1].value);
  return differsFrom[platform](name, args);
}

// Functions that build arrays from their size arguments: a hostile SEQUENCE(2000,2000) takes HyperFormula a second.
const arrayBuilders = new Set(["SEQUENCE", "RANDARRAY", "MUNIT"]);
const maxBuiltCells = 100_000;
// What an argument read from the sample grid can be at most (its numbers stay below 2000).
const sampleCeiling = 2_000;

function builtCells(args: FormulaNode[]): number {
  const sizes = args.slice(0, 2).map((arg) =>
    arg.type === "number" ? arg.value : arg.type === "empty" ? 1 : sampleCeiling
  );
  return sizes.reduce((cells, size) => cells * Math.max(1, size), 1);
}

function hasCall(node: FormulaNode, names: Set<string>): boolean {
  return callsIn(node).some((call) => names.has(call.name));
}

const bindingFunctions = new Set(["LET", "LAMBDA"]);
// HyperFormula walks an explicit range cell by cell (A2:A100000 takes it ~200 ms); whole columns and rows it skips
// to the used cells, so only explicit ranges are bounded.
const maxRangeCells = 10_000;

function rangeCells(reference: Reference): number {
  if (reference.kind !== "range" || reference.lastRow === undefined) return 1;
  const rows = reference.lastRow - reference.firstRow! + 1;
  return rows * (reference.lastColumn! - reference.firstColumn! + 1);
}

// HyperFormula parses and evaluates by recursion: a chain of ~1,000 operators inside 64 nested functions overflows
// its stack on a cold process (measured; a chain alone of ~3,500). Deeper formulas are reported, not run.
const maxEvaluatedDepth = 400;

/**
 * What in a formula HyperFormula cannot evaluate the way the platform would (functions, names, constructs), empty
 * if nothing: such a formula is reported "not evaluated" instead of carrying an error that is HyperFormula's, not
 * the formula's. Functions the catalog does not know are left to HyperFormula, which answers #NAME?.
 */
export function unevaluable(ast: FormulaNode, platform: Platform): string[] {
  if (formulaDepth(ast) > maxEvaluatedDepth) return [verifierMessages.tooDeepToRun(maxEvaluatedDepth)];
  const found = new Set<string>();
  // Inside LET and LAMBDA, bare names are their parameters, already covered by naming LET or LAMBDA.
  const namesAreParameters = hasCall(ast, bindingFunctions);
  const visit = (node: FormulaNode) => {
    switch (node.type) {
      case "call": {
        const written = node.name.replace(/^_(?:XLFN|XLWS)\./, "");
        // A Sheets version (SHEETS.REGEXEXTRACT) is counted as registered and named as the user wrote it.
        const name = written.startsWith(sheetsOnlyPrefix) ? written.slice(sheetsOnlyPrefix.length) : written;
        if (lookupFunction(name)) {
          const range = hyperFormulaRange(written);
          const args = node.args.length;
          if (!range || args < range.min || args > range.max || differs(name, node.args, platform)) found.add(name);
          else if (arrayBuilders.has(name) && builtCells(node.args) > maxBuiltCells) found.add(name);
        }
        node.args.forEach(visit);
        return;
      }
      case "name":
        if (!namesAreParameters) found.add(node.name);
        return;
      case "reference": {
        const { reference } = node;
        // Sheets' open-ended A2:A, or a range too long to walk quickly.
        const open = reference.kind === "range" && reference.lastRow === undefined;
        if (open || rangeCells(reference) > maxRangeCells) found.add(reference.text);
        return;
      }
      case "postfix":
        if (node.operator === "#") found.add("#");
        visit(node.operand);
        return;
      case "unary":
        if (node.operator === "@") found.add("@");
        visit(node.operand);
        return;
      case "binary":
        chainOperands(node).forEach(visit);
        return;
      case "array":
        node.rows.flat().forEach(visit);
    }
  };
  visit(ast);
  return [...found];
}
