import type { ExcelVersion, Platform } from "../../../contract/account.ts";
import { chainOperands, mapChain } from "../formula/formula-nodes.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import { inlineLet } from "../formula/inline-let.ts";
import { catalogName } from "../formula/function-catalog.ts";
import { hasFunction, programName } from "./excel-versions.ts";

type Node = FormulaNode;
type Call = Node & { type: "call" };

export interface Target {
  platform: Platform;
  version: ExcelVersion;
}

/** The formula for the target, or why there is none; notes say what changed that a person should know. */
export type Translation = { ast: Node; notes: string[] } | { ast: null; notes: string[] };

class NoEquivalent extends Error {}

const call = (name: string, ...args: Node[]): Node => ({ type: "call", name, args });
const binary = (operator: string, left: Node, right: Node): Node => ({ type: "binary", operator, left, right });
const number = (value: number): Node => ({ type: "number", value });
const bool = (value: boolean): Node => ({ type: "boolean", value });
const empty: Node = { type: "empty" };
const given = (node: Node | undefined): node is Node => node !== undefined && node.type !== "empty";
const isFalse = (node: Node | undefined) =>
  !given(node) || (node.type === "boolean" && !node.value) || (node.type === "number" && node.value === 0);

/** A rule rewrites a call its target lacks; it throws NoEquivalent when the target cannot say the same thing. */
type Rule = (args: Node[], target: Target, notes: string[]) => Node;

const operatorFunctions: Record<string, string> = {
  ADD: "+",
  MINUS: "-",
  MULTIPLY: "*",
  DIVIDE: "/",
  POW: "^",
  EQ: "=",
  NE: "<>",
  GT: ">",
  GTE: ">=",
  LT: "<",
  LTE: "<=",
};

/** FIND with TEXTBEFORE's and TEXTAFTER's answer when the delimiter is missing: #N/A, where FIND gives #VALUE!. */
function found(delimiter: FormulaNode, text: FormulaNode): FormulaNode {
  return call("IFERROR", call("FIND", delimiter, text), call("NA"));
}

function needs(name: string, target: Target) {
  if (!hasFunction(name, target.platform, target.version)) {
    throw new NoEquivalent(
      `${programName(target.platform, target.version)} has no ${name} and no formula that does the same.`,
    );
  }
}

const rules: Record<string, Rule> = {
  ...Object.fromEntries(
    Object.entries(operatorFunctions).map(([name, operator]) => [
      name,
      (args: Node[]) => {
        if (args.length !== 2) throw new NoEquivalent(`${name} takes two values.`);
        return binary(operator, args[0], args[1]);
      },
    ]),
  ),
  UMINUS: ([value]) => ({ type: "unary", operator: "-", operand: value }),
  UPLUS: ([value]) => value,
  UNARY_PERCENT: ([value]) => ({ type: "postfix", operator: "%", operand: value }),
  ARRAYFORMULA: ([value], target, notes) => {
    if (target.version === "2016" || target.version === "2019") {
      notes.push(`Excel ${target.version} works out arrays only when the formula is entered with Ctrl+Shift+Enter.`);
    } else notes.push("Excel spills arrays by itself, so ARRAYFORMULA is left out.");
    return value;
  },
  COUNTUNIQUE: (args, target, notes) => {
    if (args.length !== 1) throw new NoEquivalent("Excel has no COUNTUNIQUE of several ranges.");
    return distinctFilled(args[0], target, notes);
  },
  SPLIT: ([text, delimiter, each, removeEmpty], target, notes) => {
    needs("TEXTSPLIT", target);
    // Sheets splits each cell of a column into its own row; Excel's TEXTSPLIT keeps one row of pieces.
    if (text.type === "reference" && text.reference.kind !== "cell") {
      throw new NoEquivalent("Excel's TEXTSPLIT cannot split a column of cells row by row as SPLIT does.");
    }
    // SPLIT cuts at each character of the delimiter and drops empty pieces unless told otherwise.
    const byEach = !given(each) || !isFalse(each);
    let delimiters = delimiter;
    if (byEach && delimiter.type === "string" && delimiter.value.length > 1) {
      delimiters = { type: "array", rows: [[...delimiter.value].map((char) => ({ type: "string", value: char }))] };
    } else if (byEach && delimiter.type !== "string") {
      notes.push("SPLIT cut at each character of the delimiter; TEXTSPLIT cuts at the whole delimiter.");
    }
    const dropEmpty = !given(removeEmpty) || !isFalse(removeEmpty);
    return call("TEXTSPLIT", text, delimiters, ...(dropEmpty ? [empty, bool(true)] : []));
  },
  TEXTSPLIT: ([text, columns, rows, ignoreEmpty, ...rest], target) => {
    if (given(rows) || rest.some(given)) throw new NoEquivalent("Google Sheets' SPLIT cannot split into rows.");
    needs("SPLIT", target);
    return call("SPLIT", text, columns, bool(false), isFalse(ignoreEmpty) ? bool(false) : bool(true));
  },
  JOIN: ([delimiter, ...values], target) => {
    needs("TEXTJOIN", target);
    return call("TEXTJOIN", delimiter, bool(false), ...values);
  },
  REGEXMATCH: ([text, pattern], target) => {
    needs("REGEXTEST", target);
    return call("REGEXTEST", text, pattern);
  },
  REGEXTEST: ([text, pattern, caseless], target) => {
    if (given(caseless)) throw new NoEquivalent("REGEXMATCH has no case setting; write (?i) in the pattern instead.");
    needs("REGEXMATCH", target);
    return call("REGEXMATCH", text, pattern);
  },
  FLATTEN: (args, target) => {
    needs("TOCOL", target);
    if (args.length !== 1) throw new NoEquivalent("TOCOL takes one range.");
    return call("TOCOL", args[0]);
  },
  ARRAY_CONSTRAIN: ([values, rows, columns], target) => {
    needs("TAKE", target);
    return call("TAKE", values, rows, columns);
  },
  ISBETWEEN: ([value, low, high, lowIncluded, highIncluded]) => {
    const lowSide = isFalse(lowIncluded) && given(lowIncluded) ? ">" : ">=";
    const highSide = isFalse(highIncluded) && given(highIncluded) ? "<" : "<=";
    return call("AND", binary(lowSide, value, low), binary(highSide, value, high));
  },
  "AVERAGE.WEIGHTED": (args) => {
    if (args.length !== 2) throw new NoEquivalent("Only AVERAGE.WEIGHTED of one set of values and weights translates.");
    return binary("/", call("SUMPRODUCT", args[0], args[1]), call("SUM", args[1]));
  },
  EPOCHTODATE: ([seconds, unit]) => {
    if (given(unit) && !(unit.type === "number" && unit.value === 1)) {
      throw new NoEquivalent("Only EPOCHTODATE in seconds translates.");
    }
    return binary("+", binary("/", seconds, number(86400)), call("DATE", number(1970), number(1), number(1)));
  },
  TO_TEXT: ([value]) => binary("&", value, { type: "string", value: "" }),
  TO_DOLLARS: ([value], target) => {
    needs("DOLLAR", target);
    return call("DOLLAR", value);
  },
  SORTBY: ([values, ...pairs], target) => {
    needs("SORT", target);
    const sorts: Node[] = [];
    for (let at = 0; at < pairs.length; at += 2) {
      const order = pairs[at + 1];
      const descending = given(order) && order.type === "number" && order.value === -1;
      if (given(order) && order.type !== "number") throw new NoEquivalent("SORT needs a fixed sort order.");
      sorts.push(pairs[at], bool(!descending));
    }
    return call("SORT", values, ...sorts);
  },
  NUMBERVALUE: ([text, decimal, group]) => {
    if (given(decimal) || given(group)) {
      throw new NoEquivalent("Google Sheets' VALUE reads numbers in the sheet's locale only.");
    }
    return call("VALUE", text);
  },
  "GAMMALN.PRECISE": ([value]) => call("GAMMALN", value),
  CONCAT: (args, target) => {
    // Sheets' CONCAT joins exactly two values, Excel 2016 has none: CONCATENATE takes any number of single cells.
    if (args.some((arg) => arg.type === "reference" && arg.reference.kind !== "cell")) {
      needs("TEXTJOIN", target);
      return call("TEXTJOIN", { type: "string", value: "" }, bool(false), ...args);
    }
    return call("CONCATENATE", ...args);
  },
  XLOOKUP: ([key, keys, values, missing, mode, search], target, notes) => {
    if ((given(mode) && !isFalse(mode)) || (given(search) && !(search.type === "number" && search.value === 1))) {
      throw new NoEquivalent(
        `${programName(target.platform, target.version)} has no XLOOKUP with a match or search mode.`,
      );
    }
    notes.push("XLOOKUP becomes INDEX and MATCH with an exact match.");
    const found = call("INDEX", values, call("MATCH", key, keys, number(0)));
    return given(missing) ? call("IFNA", found, missing) : found;
  },
  XMATCH: ([key, keys, mode, search]) => {
    if ((given(mode) && !isFalse(mode)) || given(search)) throw new NoEquivalent("MATCH has no search mode.");
    return call("MATCH", key, keys, number(0));
  },
  IFS: (args) => {
    if (args.length % 2 !== 0) throw new NoEquivalent("IFS needs test and value pairs.");
    // IFS(…, TRUE, value) is how IFS says "otherwise": it becomes the last IF's else.
    const last = args.at(-2);
    const otherwise = last?.type === "boolean" && last.value;
    let result: Node = otherwise ? args.at(-1)! : call("NA");
    for (let at = args.length - (otherwise ? 4 : 2); at >= 0; at -= 2) {
      result = call("IF", args[at], args[at + 1], result);
    }
    return result;
  },
  SWITCH: ([value, ...cases]) => {
    const fallback = cases.length % 2 === 1 ? cases.pop()! : call("NA");
    let result = fallback;
    for (let at = cases.length - 2; at >= 0; at -= 2) {
      result = call("IF", binary("=", value, cases[at]), cases[at + 1], result);
    }
    return result;
  },
  MAXIFS: (args, target, notes) => extremeIf(14, args, target, notes),
  MINIFS: (args, target, notes) => extremeIf(15, args, target, notes),
  TEXTBEFORE: ([text, delimiter, ...rest]) => {
    if (rest.some(given)) throw new NoEquivalent("Only TEXTBEFORE of the first delimiter translates.");
    return call("LEFT", text, binary("-", found(delimiter, text), number(1)));
  },
  TEXTAFTER: ([text, delimiter, ...rest]) => {
    if (rest.some(given)) throw new NoEquivalent("Only TEXTAFTER of the first delimiter translates.");
    return call("MID", text, binary("+", found(delimiter, text), call("LEN", delimiter)), call("LEN", text));
  },
  LET: (args) => {
    const inlined = inlineLet(args);
    if (!inlined) throw new NoEquivalent("LET needs plain names, their values and a result.");
    return inlined;
  },
};

/** MAXIFS/MINIFS with plain equality tests as AGGREGATE, which skips the rows where the test divides by zero. */
function extremeIf(kind: 14 | 15, [values, ...tests]: Node[], target: Target, notes: string[]): Node {
  needs("AGGREGATE", target);
  if (tests.length === 0 || tests.length % 2 !== 0) {
    throw new NoEquivalent("The conditions come in range and test pairs.");
  }
  let mask: Node | undefined;
  for (let at = 0; at < tests.length; at += 2) {
    const test = tests[at + 1];
    if (test.type === "string" && /^[<>=]/.test(test.value)) {
      throw new NoEquivalent("Only equality conditions translate to AGGREGATE.");
    }
    const equal = binary("=", tests[at], test);
    mask = mask ? binary("*", mask, equal) : equal;
  }
  notes.push("AGGREGATE leaves out the rows that fail the conditions by dividing them by zero.");
  return call("AGGREGATE", number(kind), number(6), binary("/", values, mask!), number(1));
}

const notEmpty = (range: Node) => binary("<>", range, { type: "string", value: "" });

/**
 * How many different values a range holds, empty cells left out, as COUNTUNIQUE counts: the empty cells are filtered
 * out first, because COUNTA(UNIQUE()) would count them as one more value. A range with nothing in it gives 0, not the
 * error FILTER raises.
 */
function distinctFilled(range: Node, target: Target, notes: string[]): Node {
  const oneColumn = range.type === "reference" && range.reference.kind !== "rows" &&
    range.reference.firstColumn === range.reference.lastColumn;
  if (hasFunction("FILTER", "excel", target.version) && oneColumn) {
    return call("IFERROR", call("ROWS", call("UNIQUE", call("FILTER", range, notEmpty(range)))), number(0));
  }
  if (hasFunction("TOCOL", "excel", target.version)) {
    return call("IFERROR", call("ROWS", call("UNIQUE", call("TOCOL", range, number(1)))), number(0));
  }
  notes.push("SUMPRODUCT counts each value once by dividing by its copies; on tens of thousands of rows it is slow.");
  const copies = call("COUNTIF", range, binary("&", range, { type: "string", value: "" }));
  return call("SUMPRODUCT", binary("/", notEmpty(range), copies));
}

/** COUNTA(UNIQUE(range)) before Excel 2021: the different filled values, plus one for the empty cells if any. */
function countDistinct(range: Node, target: Target, notes: string[]): Node {
  const filled = distinctFilled(range, target, notes);
  return binary("+", filled, binary(">", call("COUNTBLANK", range), number(0)));
}

// Excel's last row: Sheets' open-ended A2:A becomes A2:A1048576.
const lastExcelRow = 1_048_576;

function translateNode(node: Node, target: Target, notes: string[]): Node {
  switch (node.type) {
    case "call": {
      const name = catalogName(node.name);
      const [only] = node.args;
      // Before Excel 2021, COUNTA(UNIQUE(range)) has its own old form.
      if (
        name === "COUNTA" && node.args.length === 1 && only.type === "call" && only.name.toUpperCase() === "UNIQUE" &&
        (only as Call).args.length === 1 && target.platform === "excel" &&
        !hasFunction("UNIQUE", "excel", target.version)
      ) {
        return countDistinct(translateNode((only as Call).args[0], target, notes), target, notes);
      }
      const args = node.args.map((arg) => translateNode(arg, target, notes));
      if (hasFunction(name, target.platform, target.version)) return { ...node, args };
      const rule = rules[name];
      if (!rule) {
        throw new NoEquivalent(
          `${programName(target.platform, target.version)} has no ${name} and no formula that does the same.`,
        );
      }
      return rule(args, target, notes);
    }
    case "binary":
      return mapChain(node, (operand) => translateNode(operand, target, notes));
    case "unary":
    case "postfix":
      return { ...node, operand: translateNode(node.operand, target, notes) };
    case "reference": {
      const { reference } = node;
      if (target.platform !== "excel" || reference.kind !== "range" || reference.lastRow !== undefined) return node;
      notes.push(
        `Excel has no open-ended ranges: ${reference.text} runs to row ${lastExcelRow.toLocaleString("en-US")}.`,
      );
      return {
        ...node,
        reference: { ...reference, text: `${reference.text}${lastExcelRow}`, lastRow: lastExcelRow - 1 },
      };
    }
    default:
      return node;
  }
}

/** Functions that work through arrays in Sheets without ARRAYFORMULA. */
const arraysBuiltIn = new Set([
  "ARRAYFORMULA",
  "SUMPRODUCT",
  "FILTER",
  "SORT",
  "SORTN",
  "UNIQUE",
  "MMULT",
  "QUERY",
  "BYROW",
  "BYCOL",
  "MAP",
  "REDUCE",
  "SCAN",
  "MAKEARRAY",
  "TRANSPOSE",
  "COUNTIFS",
  "SUMIFS",
  "AVERAGEIFS",
  "MAXIFS",
  "MINIFS",
  "LAMBDA",
]);

const isRange = (node: Node) => node.type === "reference" && node.reference.kind !== "cell";

/** Whether an operation works on a whole range outside the functions that take arrays by themselves. */
function operatesOnRanges(node: Node): boolean {
  switch (node.type) {
    case "call":
      return !arraysBuiltIn.has(node.name.toUpperCase()) && node.args.some(operatesOnRanges);
    case "binary":
      if (node.operator === ":") return false;
      return chainOperands(node, (link) => link.operator !== ":").some((each) =>
        isRange(each) || operatesOnRanges(each)
      );
    case "unary":
    case "postfix":
      return isRange(node.operand) || operatesOnRanges(node.operand);
    default:
      return false;
  }
}

/**
 * The same formula for another program or Excel version: functions the target lacks become their equivalents
 * (COUNTUNIQUE → UNIQUE of the filled cells, SPLIT ↔ TEXTSPLIT, XLOOKUP → INDEX/MATCH before Excel 2021, IFS → nested IF before
 * 2019…), and Sheets gets ARRAYFORMULA where Excel spills an operation on ranges by itself.
 */
export function translateFormula(ast: Node, from: Platform, target: Target): Translation {
  const notes: string[] = [];
  try {
    let translated = translateNode(ast, target, notes);
    if (target.platform === "sheets" && from === "excel" && operatesOnRanges(translated)) {
      translated = call("ARRAYFORMULA", translated);
      notes.push("Sheets works through ranges in an operation only inside ARRAYFORMULA.");
    }
    return { ast: translated, notes: [...new Set(notes)] };
  } catch (error) {
    if (error instanceof NoEquivalent) return { ast: null, notes: [error.message] };
    throw error;
  }
}
