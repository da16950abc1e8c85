import { type FormulaNode, infix, parseFormula } from "./formula-parser.ts";
import { printFormula } from "./formula-printer.ts";

type Node = FormulaNode;
type Reader = (args: Node[]) => string | null;

const longest = 400;

/**
 * One sentence saying what a formula computes, read from its parse rather than from the request, so a person can
 * check it against what they asked: "=SUMIFS(C2:C100,A2:A100,"East")" reads "The sum of C2:C100 for the rows where
 * A2:A100 is "East"." Works on any provider's formula; what it does not know it names plainly.
 */
export function readFormula(formula: string): string {
  const parsed = parseFormula(formula);
  return parsed.ok ? readFormulaTree(parsed.ast) : "The formula could not be read.";
}

/** The same sentence for a formula already parsed. */
export function readFormulaTree(ast: Node): string {
  const phrase = read(ast);
  const sentence = `${phrase[0].toUpperCase()}${phrase.slice(1)}.`;
  return sentence.length <= longest ? sentence : `${sentence.slice(0, longest - 2)}….`;
}

function text(node: Node): string {
  return printFormula(node);
}

const literal = (node: Node): string | null => node.type === "string" ? node.value : null;

/** A criteria argument of COUNTIF/SUMIFS/…: ">1000" → "is greater than 1000", "*Ltd*" → "contains "Ltd"". */
function criterion(node: Node): string {
  const value = literal(node);
  if (value === null) {
    if (node.type === "binary" && node.operator === "&" && literal(node.left) !== null) {
      const op = operatorWords[literal(node.left)!.trim()];
      if (op) return `${op} ${read(node.right)}`;
    }
    return `is ${read(node)}`;
  }
  if (value === "") return "is empty";
  if (value === "<>") return "is not empty";
  const m = /^(<>|>=|<=|=|>|<)?(.*)$/s.exec(value)!;
  const [, op = "=", rest] = m;
  const shown = /^-?\d+(?:\.\d+)?$/.test(rest) ? rest : `"${rest.replace(/^\*|\*$/g, "")}"`;
  if (op === "=" || op === "<>") {
    const starsBefore = rest.startsWith("*");
    const starsAfter = rest.endsWith("*") && rest.length > 1;
    const not = op === "<>" ? "does not " : "";
    if (rest === "*") return op === "<>" ? "holds no text" : "holds text";
    if (starsBefore && starsAfter) return `${not}${not ? "contain" : "contains"} ${shown}`;
    if (starsAfter) return `${not}${not ? "start" : "starts"} with ${shown}`;
    if (starsBefore) return `${not}${not ? "end" : "ends"} with ${shown}`;
  }
  return `${operatorWords[op]} ${shown}`;
}

const operatorWords: Record<string, string> = {
  "=": "is",
  "<>": "is not",
  ">": "is greater than",
  "<": "is less than",
  ">=": "is at least",
  "<=": "is at most",
};

/** "A2:A100 is "East" and B2:B100 is greater than 1000" from range/criteria pairs. */
function pairs(args: Node[]): string | null {
  if (args.length < 2 || args.length % 2 !== 0) return null;
  const parts: string[] = [];
  for (let i = 0; i < args.length; i += 2) parts.push(`${read(args[i])} ${criterion(args[i + 1])}`);
  return parts.join(" and ");
}

const aggregateWords: Record<string, string> = {
  SUM: "the sum of",
  AVERAGE: "the average of",
  MAX: "the largest value in",
  MIN: "the smallest value in",
  MEDIAN: "the median of",
  COUNT: "the number of cells holding numbers in",
  COUNTA: "the number of filled cells in",
  COUNTBLANK: "the number of empty cells in",
  PRODUCT: "the product of",
  "STDEV.S": "the sample standard deviation of",
  STDEV: "the sample standard deviation of",
  "STDEV.P": "the population standard deviation of",
  STDEVP: "the population standard deviation of",
  "VAR.S": "the sample variance of",
  VAR: "the sample variance of",
  COUNTUNIQUE: "the number of different values in",
  UNIQUE: "the different values in",
  ABS: "the absolute value of",
  SQRT: "the square root of",
  UPPER: "the text of",
  LOWER: "the text of",
  PROPER: "the text of",
  TRIM: "the text of",
  LEN: "the number of characters in",
  YEAR: "the year of",
  MONTH: "the month number of",
  DAY: "the day of the month of",
  INT: "the whole-number part of",
  ISBLANK: "whether this is empty:",
  ROWS: "the number of rows in",
};

const caseWords: Record<string, string> = {
  UPPER: "in capital letters",
  LOWER: "in small letters",
  PROPER: "with each word capitalised",
  TRIM: "without extra spaces",
};

const conditional: Record<string, string> = {
  SUMIFS: "the sum of",
  AVERAGEIFS: "the average of",
  MAXIFS: "the largest value in",
  MINIFS: "the smallest value in",
};

const readers: Record<string, Reader> = {
  SUMIF: ([range, test, sum]) =>
    sum
      ? `the sum of ${read(sum)} for the rows where ${read(range)} ${criterion(test)}`
      : `the sum of the cells in ${read(range)} that ${criterion(test).replace(/^is /, "are ")}`,
  AVERAGEIF: ([range, test, avg]) =>
    avg
      ? `the average of ${read(avg)} for the rows where ${read(range)} ${criterion(test)}`
      : `the average of the cells in ${read(range)} that ${criterion(test).replace(/^is /, "are ")}`,
  COUNTIF: ([range, test]) =>
    range && test ? `the number of cells in ${read(range)} that ${countWords(criterion(test))}` : null,
  COUNTIFS: (args) => {
    const rule = pairs(args);
    return rule && `the number of rows where ${rule}`;
  },
  IF: ([test, yes, no]) =>
    test && yes ? `${read(yes)} if ${read(test)}${no ? `, otherwise ${read(no)}` : ", otherwise FALSE"}` : null,
  IFERROR: ([value, fallback]) => value && fallback ? `${read(value)}, or ${read(fallback)} if that fails` : null,
  AND: (args) => args.map(read).join(" and "),
  OR: (args) => `${args.map(read).join(" or ")}`,
  NOT: ([value]) => value && `not (${read(value)})`,
  ROUND: ([value, places]) => value && `${read(value)} rounded to ${placesWords(places)}`,
  ROUNDUP: ([value, places]) => value && `${read(value)} rounded up to ${placesWords(places)}`,
  ROUNDDOWN: ([value, places]) => value && `${read(value)} rounded down to ${placesWords(places)}`,
  MROUND: ([value, step]) => value && step && `${read(value)} rounded to the nearest multiple of ${read(step)}`,
  SUBSTITUTE: ([within, old, fresh]) =>
    within && old && fresh ? `${read(within)} with ${read(old)} replaced by ${read(fresh)}` : null,
  FIND: ([what, within]) => what && within && `the position of ${read(what)} in ${read(within)} (case-sensitive)`,
  SEARCH: ([what, within]) => what && within && `the position of ${read(what)} in ${read(within)}`,
  LEFT: ([value, n]) => value && `the first ${n ? read(n) : "1"} character(s) of ${read(value)}`,
  RIGHT: ([value, n]) => value && `the last ${n ? read(n) : "1"} character(s) of ${read(value)}`,
  MID: ([value, start, n]) =>
    value && start && n ? `${read(n)} character(s) of ${read(value)} from position ${read(start)}` : null,
  WEEKDAY: ([date, kind]) => date && `the weekday number of ${read(date)} (${weekdayStart(kind)})`,
  TODAY: () => "today's date",
  NOW: () => "the current date and time",
  DATE: ([y, m, d]) =>
    y && m && d && [y, m, d].every((n) => n.type === "number")
      ? `${text(y)}-${text(m).padStart(2, "0")}-${text(d).padStart(2, "0")}`
      : null,
  EDATE: ([date, months]) => date && months && `the date ${read(months)} month(s) after ${read(date)}`,
  EOMONTH: ([date, months]) =>
    date && months && `the last day of the month ${read(months)} month(s) from ${read(date)}`,
  DATEDIF: ([from, to, unit]) =>
    from && to && unit ? `the whole ${unitWords(literal(unit))} from ${read(from)} to ${read(to)}` : null,
  NETWORKDAYS: ([from, to]) => from && to && `the number of working days from ${read(from)} to ${read(to)}`,
  "NETWORKDAYS.INTL": ([from, to]) => from && to && `the number of working days from ${read(from)} to ${read(to)}`,
  WORKDAY: ([from, days]) => from && days && `the date ${read(days)} working day(s) after ${read(from)}`,
  TEXT: ([value, format]) => value && format && `${read(value)} written in the format ${read(format)}`,
  VLOOKUP: ([key, table, column, approx]) =>
    key && table && column
      ? `the value in column ${read(column)} of ${read(table)} on the row whose first column ${
        approx && text(approx).toUpperCase() !== "FALSE" && text(approx) !== "0"
          ? "is the closest match below"
          : "matches"
      } ${read(key)}`
      : null,
  HLOOKUP: ([key, table, row]) =>
    key && table && row ? `the value in row ${read(row)} of ${read(table)} whose first row matches ${read(key)}` : null,
  XLOOKUP: ([key, keys, values, missing]) =>
    key && keys && values
      ? `the value from ${read(values)} on the row where ${read(keys)} matches ${read(key)}${
        missing ? `, or ${read(missing)} if there is none` : ""
      }`
      : null,
  MATCH: ([key, keys]) => key && keys && `the position of ${read(key)} in ${read(keys)}`,
  INDEX: ([values, row, column]) =>
    values && row
      ? `the value at row ${read(row)}${column ? `, column ${read(column)}` : ""} of ${read(values)}`
      : null,
  FILTER: ([values, ...tests]) =>
    values && tests.length ? `the rows of ${read(values)} where ${tests.map(read).join(" and ")}` : null,
  SUMPRODUCT: (args) =>
    args.length === 1
      ? `the sum of ${read(args[0])}`
      : `the sum of the products of ${args.map(read).join(" and ")}, row by row`,
  LARGE: ([values, k]) => values && k && `the ${ordinal(k)} largest value in ${read(values)}`,
  SMALL: ([values, k]) => values && k && `the ${ordinal(k)} smallest value in ${read(values)}`,
  RANK: ([value, values]) => value && values && `the rank of ${read(value)} within ${read(values)}`,
  "RANK.EQ": ([value, values]) => value && values && `the rank of ${read(value)} within ${read(values)}`,
  CONCATENATE: (args) => `${args.map(read).join(", ")} joined together`,
  CONCAT: (args) => `${args.map(read).join(", ")} joined together`,
  TEXTJOIN: ([separator, , ...values]) =>
    separator ? `${values.map(read).join(", ")} joined with ${read(separator)} between them` : null,
  VALUE: ([value]) => value && `${read(value)} as a number`,
  ISNUMBER: ([value]) => value && `${read(value)} is a number`,
  ISERROR: ([value]) => value && `${read(value)} is an error`,
  PMT: ([rate, periods, value]) =>
    rate && periods && value
      ? `the payment per period on ${read(value)} at ${read(rate)} per period over ${read(periods)} periods`
      : null,
  FV: ([rate, periods]) =>
    rate && periods && `the future value at ${read(rate)} per period after ${read(periods)} periods`,
  POWER: ([base, exponent]) => base && exponent && `${read(base)} to the power ${read(exponent)}`,
};

function countWords(rule: string): string {
  return rule.replace(/^is /, "are ").replace(/^contains /, "contain ").replace(/^starts /, "start ").replace(
    /^ends /,
    "end ",
  ).replace(/^holds /, "hold ").replace(/^does not /, "do not ");
}

function placesWords(places: Node | undefined): string {
  if (!places || places.type !== "number") return places ? `${read(places)} decimal places` : "a whole number";
  const n = places.value;
  if (n === 0) return "a whole number";
  if (n < 0) return `the nearest ${10 ** -n}`;
  return `${n} decimal place${n === 1 ? "" : "s"}`;
}

function weekdayStart(kind: Node | undefined): string {
  const n = kind?.type === "number" ? kind.value : 1;
  return n === 2 ? "Monday = 1" : n === 3 ? "Monday = 0" : "Sunday = 1";
}

function unitWords(unit: string | null): string {
  const units: Record<string, string> = { Y: "years", M: "months", D: "days", YM: "months", MD: "days", YD: "days" };
  return units[(unit ?? "").toUpperCase()] ?? "periods";
}

function ordinal(node: Node): string {
  if (node.type !== "number") return `${read(node)}th`;
  const n = node.value;
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${tail}`;
}

const binaryWords: Record<string, string> = {
  "+": "plus",
  "-": "minus",
  "*": "times",
  "/": "divided by",
  "^": "to the power",
  "&": "followed by",
  ...operatorWords,
};

function call(name: string, args: Node[]): string {
  const upper = name.toUpperCase().replace(/^_XLFN\./, "");
  const special = readers[upper]?.(args);
  if (special) return special;
  if (conditional[upper] && args.length >= 3 && args.length % 2 === 1) {
    return `${conditional[upper]} ${read(args[0])} for the rows where ${pairs(args.slice(1))}`;
  }
  if (aggregateWords[upper] && args.length > 0) {
    const words = `${aggregateWords[upper]} ${args.map(read).join(", ")}`;
    return caseWords[upper] ? `${words} ${caseWords[upper]}` : words;
  }
  return `${upper}(${args.map(text).join(", ")})`;
}

/** What one part of a formula computes, as a phrase: "the sum of C2:C100". The explainer reads every part with it. */
export function readNode(node: Node): string {
  return read(node);
}

function read(node: Node): string {
  switch (node.type) {
    case "string":
      return `"${node.value}"`;
    case "number":
    case "boolean":
    case "error":
    case "reference":
    case "name":
    case "empty":
    case "array":
      return text(node);
    case "call":
      return call(node.name, node.args);
    case "unary":
      return node.operator === "-" ? `minus ${read(node.operand)}` : read(node.operand);
    case "postfix":
      return `${read(node.operand)} as a percentage`;
    case "binary":
      if (node.operator === ":") return text(node);
      return `${operand(node.left, node)} ${binaryWords[node.operator] ?? node.operator} ${operand(node.right, node)}`;
  }
}

/** An operand in words, bracketed where the formula's own brackets decide the order: "(A2 minus B2) divided by B2". */
function operand(child: Node, parent: Node & { type: "binary" }): string {
  const words = read(child);
  const looser = child.type === "binary" && child.operator !== ":" &&
    (infix[child.operator] < infix[parent.operator] ||
      (child === parent.right && infix[child.operator] === infix[parent.operator]));
  return looser ? `(${words})` : words;
}
