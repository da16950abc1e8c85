import { type BinaryNode, flatOperands, leftChain } from "./formula-nodes.ts";
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
    (sum
      ? `the sum of ${read(sum)} for the rows where ${read(range)} ${criterion(test)}`
      : `the sum of the cells in ${read(range)} that ${criterion(test).replace(/^is /, "are ")}`) +
    (growing(range) ? " so far (a running total as the formula is filled down)" : ""),
  AVERAGEIF: ([range, test, avg]) =>
    avg
      ? `the average of ${read(avg)} for the rows where ${read(range)} ${criterion(test)}`
      : `the average of the cells in ${read(range)} that ${criterion(test).replace(/^is /, "are ")}`,
  COUNTIF: ([range, test]) =>
    range && test
      ? `the number of cells in ${read(range)} that ${countWords(criterion(test))}${
        growing(range) ? " so far (a running count as the formula is filled down)" : ""
      }`
      : null,
  COUNTIFS: (args) => {
    const rule = pairs(args);
    return rule && `the number of rows where ${rule}`;
  },
  IF: ([test, yes, no]) =>
    test && yes
      ? `${orNothing(yes)} if ${read(test)}${no ? `, otherwise ${orNothing(no)}` : ", otherwise FALSE"}`
      : null,
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
  LEFT: ([value, n]) =>
    value &&
    (cutAt(n, value, "-", 1)
      ? `the part of ${read(value)} before the first ${cutAt(n, value, "-", 1)}`
      : `the first ${n ? read(n) : "1"} character(s) of ${read(value)}`),
  RIGHT: ([value, n]) => {
    if (!value) return null;
    // RIGHT(x,LEN(x)-FIND(d,x)): everything after the first d.
    if (n?.type === "binary" && n.operator === "-" && isCall(n.left, "LEN") && isCall(n.right, "FIND", "SEARCH")) {
      return `the part of ${read(value)} after the first ${read(n.right.args[0])}`;
    }
    return `the last ${n ? read(n) : "1"} character(s) of ${read(value)}`;
  },
  MID: ([value, start, n]) => {
    if (!value || !start || !n) return null;
    const after = cutAt(start, value, "+", 1);
    if (after && isCall(n, "LEN")) return `the part of ${read(value)} after the first ${after}`;
    return `${read(n)} character(s) of ${read(value)} from position ${read(start)}`;
  },
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
  NETWORKDAYS: ([from, to, holidays]) =>
    from && to && `the number of working days from ${read(from)} to ${read(to)}${holidaysWords(holidays)}`,
  "NETWORKDAYS.INTL": ([from, to]) => from && to && `the number of working days from ${read(from)} to ${read(to)}`,
  WORKDAY: ([from, days, holidays]) =>
    from && days && `the date ${read(days)} working day(s) after ${read(from)}${holidaysWords(holidays)}`,
  TEXT: ([value, format]) => {
    if (!value || !format) return null;
    const shows = literal(format) === null ? undefined : formatWords(literal(format)!);
    return `${shows ? `${shows} of ` : ""}${read(value)} written in the format ${read(format)}`;
  },
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
  XLOOKUP: ([key, keys, values, missing, mode, search]) =>
    key && keys && values
      ? `the value from ${read(values)} on the ${
        numeric(search) === -1 ? "last row (searching from the bottom)" : "row"
      } where ${read(keys)} ${xlookupMatch(mode)} ${read(key)}${
        missing && missing.type !== "empty" ? `, or ${read(missing)} if there is none` : ""
      }`
      : null,
  MATCH: ([key, keys, kind]) => {
    if (!key || !keys) return null;
    const exact = kind?.type === "number" && kind.value === 0;
    const below = !kind || kind.type === "empty" || (kind.type === "number" && kind.value === 1);
    const how = exact
      ? ""
      : below
      ? " (approximate: the largest value less than or equal to it, in a list sorted ascending)"
      : " (approximate: the smallest value greater than or equal to it, in a list sorted descending)";
    return `the position of ${read(key)} in ${read(keys)}${how}`;
  },
  INDEX: ([values, row, column]) => {
    if (!values || !row) return null;
    if (row.type === "empty" && column) return `the whole column ${read(column)} of ${read(values)}`;
    // INDEX(values,MATCH(key,keys,0)) is the lookup it is written for.
    const match = isCall(row, "MATCH") && row.args.length === 3 && numeric(row.args[2]) === 0 ? row : undefined;
    if (match && (!column || column.type === "empty")) {
      return `the value from ${read(values)} on the row where ${read(match.args[1])} matches ${read(match.args[0])}`;
    }
    return `the value at row ${read(row)}${column && column.type !== "empty" ? `, column ${read(column)}` : ""} of ${
      read(values)
    }`;
  },
  UNIQUE: ([values, byColumn, once]) => {
    if (!values) return null;
    const exactlyOnce = once && text(once).toUpperCase() === "TRUE";
    return exactlyOnce
      ? `the values that appear exactly once in ${read(values)}`
      : `the different values in ${read(values)}${
        byColumn && text(byColumn).toUpperCase() === "TRUE" ? ", by column" : ""
      }`;
  },
  FILTER: ([values, ...tests]) =>
    values && tests.length ? `the rows of ${read(values)} where ${tests.map(read).join(" and ")}` : null,
  SUMPRODUCT: (args) => {
    if (args.length !== 1) return `the sum of the products of ${args.map(read).join(" and ")}, row by row`;
    const [only] = args;
    // SUMPRODUCT(1/COUNTIF(r,r)): each value counts 1/(its copies), so each different value counts once.
    if (
      only.type === "binary" && only.operator === "/" && isCall(only.right, "COUNTIF") &&
      text(only.right.args[0]) === text(only.right.args[1] ?? only)
    ) {
      return `the number of different (unique) values in ${read(only.right.args[0])}`;
    }
    const factors = product(only);
    const tests = factors.filter(isTest);
    if (tests.length === 0) return `the sum of ${read(only)}`;
    const amounts = factors.filter((factor) => !isTest(factor));
    const where = tests.map((test) => read(unwrapCoercion(test))).join(" and ");
    return amounts.length === 0
      ? `the number of rows where ${where}`
      : `the sum of ${amounts.map(read).join(" times ")} for the rows where ${where}`;
  },
  LARGE: ([values, k]) => values && k && `the ${ordinal(k)} largest value in ${read(values)}`,
  SMALL: ([values, k]) => values && k && `the ${ordinal(k)} smallest value in ${read(values)}`,
  RANK: rankReading,
  "RANK.EQ": rankReading,
  CONCATENATE: (args) => `${args.map(read).join(", ")} joined together`,
  CONCAT: (args) => `${args.map(read).join(", ")} joined together`,
  TEXTJOIN: ([separator, skipEmpty, ...values]) =>
    separator
      ? `${values.map(read).join(", ")} joined with ${read(separator)} between them${
        skipEmpty && text(skipEmpty).toUpperCase() !== "FALSE" && text(skipEmpty) !== "0"
          ? ", skipping empty cells"
          : ""
      }`
      : null,
  VALUE: ([value]) => value && `${read(value)} as a number`,
  ISNUMBER: ([value]) => {
    if (!value) return null;
    // ISNUMBER(SEARCH(x,y)) is how a formula asks whether y contains x.
    if (isCall(value, "SEARCH", "FIND") && value.args.length >= 2) {
      const caseNote = value.name.toUpperCase() === "FIND" ? " (case-sensitive)" : "";
      return `${read(value.args[1])} contains ${read(value.args[0])}${caseNote}`;
    }
    return `${read(value)} is a number`;
  },
  ISERROR: ([value]) => value && `${read(value)} is an error`,
  PMT: ([rate, periods, value]) =>
    rate && periods && value
      ? `the payment per period on ${read(value)} at ${read(rate)} per period over ${read(periods)} periods`
      : null,
  FV: ([rate, periods]) =>
    rate && periods && `the future value at ${read(rate)} per period after ${read(periods)} periods`,
  POWER: ([base, exponent]) => base && exponent && `${read(base)} to the power ${read(exponent)}`,
  IFS: (args) => {
    if (args.length < 2 || args.length % 2 !== 0) return null;
    const branches: string[] = [];
    for (let at = 0; at < args.length; at += 2) {
      const test = args[at];
      const always = test.type === "boolean" && test.value;
      branches.push(always ? `otherwise ${read(args[at + 1])}` : `${read(args[at + 1])} if ${read(test)}`);
    }
    return branches.join(", ");
  },
  SWITCH: ([value, ...cases]) => {
    if (!value || cases.length < 2) return null;
    const fallback = cases.length % 2 === 1 ? cases.at(-1)! : undefined;
    const branches: string[] = [];
    for (let at = 0; at + 1 < cases.length; at += 2) {
      branches.push(`${read(cases[at + 1])} if ${read(value)} is ${read(cases[at])}`);
    }
    return `${branches.join(", ")}${fallback ? `, otherwise ${read(fallback)}` : ""}`;
  },
  XMATCH: ([key, keys]) => key && keys && `the position of ${read(key)} in ${read(keys)}`,
  LOOKUP: ([key, keys, values]) => {
    if (!key || !keys) return null;
    // LOOKUP(2,1/(test),values): 2 is never found, so LOOKUP lands on the last row where the test held.
    if (keys.type === "binary" && keys.operator === "/" && key.type === "number" && key.value >= 1) {
      return `the last ${values ? `value of ${read(values)}` : "value"} where ${read(keys.right)}`;
    }
    return `the value ${values ? `from ${read(values)} ` : ""}on the last row of ${read(keys)} not above ${read(key)}`;
  },
  SUBTOTAL: ([kind, ...ranges]) => {
    const code = kind?.type === "number" ? kind.value : undefined;
    const words = code === undefined ? undefined : subtotalWords[code % 100];
    if (!words || ranges.length === 0) return null;
    const visible = code! > 100 ? "the visible (not filtered or hidden) cells of" : "the cells left by the filter in";
    return `${words} ${visible} ${ranges.map(read).join(", ")}`;
  },
  AGGREGATE: ([kind, options, values, k]) => {
    const code = kind?.type === "number" ? kind.value : undefined;
    const words = code === undefined ? undefined : aggregateKinds[code];
    if (!words || !values) return null;
    const skip = options?.type === "number" ? aggregateOptions[options.value] : undefined;
    const which = k ? `${words.replace("{k}", ordinal(k))}` : words.replace("the {k} ", "the ");
    return `${which} ${read(values)}${skip ? `, ${skip}` : ""}`;
  },
  TEXTSPLIT: ([value, columns, rows]) =>
    value && columns
      ? `${read(value)} split into columns at ${read(columns)}${
        rows && rows.type !== "empty" ? ` and rows at ${read(rows)}` : ""
      }`
      : null,
  SPLIT: ([value, delimiter]) => value && delimiter && `${read(value)} split into columns at ${read(delimiter)}`,
  TEXTBEFORE: ([value, delimiter, instance]) =>
    value && delimiter && `the part of ${read(value)} before the ${instanceWords(instance)} ${read(delimiter)}`,
  TEXTAFTER: ([value, delimiter, instance]) =>
    value && delimiter && `the part of ${read(value)} after the ${instanceWords(instance)} ${read(delimiter)}`,
  REGEXEXTRACT: ([value, pattern]) =>
    value && pattern && `the text extracted from ${read(value)} that matches the pattern ${read(pattern)}`,
  REGEXMATCH: ([value, pattern]) => value && pattern && `whether ${read(value)} matches the pattern ${read(pattern)}`,
  REGEXTEST: ([value, pattern]) => value && pattern && `whether ${read(value)} matches the pattern ${read(pattern)}`,
  REGEXREPLACE: ([value, pattern, fresh]) =>
    value && pattern && fresh
      ? `${read(value)} with each match of the pattern ${read(pattern)} replaced by ${read(fresh)}`
      : null,
  SORT: ([values, column, order]) =>
    values &&
    `${read(values)} sorted${column && column.type !== "empty" ? ` by column ${read(column)}` : ""}${
      numeric(order) === -1 ? ", largest first (descending)" : ""
    }${order && order.type === "boolean" && !order.value ? ", largest first (descending)" : ""}`,
  SORTBY: ([values, by, order]) =>
    values && by &&
    `${read(values)} sorted by ${read(by)}${numeric(order) === -1 ? ", largest first" : ""}`,
  SORTN: ([values, n]) => values && `the top ${n ? read(n) : "1"} rows of ${read(values)} once sorted`,
  TAKE: ([values, rows]) => values && rows ? `the ${countFromEnds(rows)} of ${read(values)}` : null,
  DROP: ([values, rows]) => values && rows ? `${read(values)} without its ${countFromEnds(rows)}` : null,
  TOCOL: ([values]) => values && `the values of ${read(values)} in a single column`,
  TOROW: ([values]) => values && `the values of ${read(values)} in a single row`,
  SEQUENCE: ([rows, columns]) =>
    rows &&
    `the numbers 1, 2, 3… in ${read(rows)} rows${
      columns && columns.type !== "empty" ? ` and ${read(columns)} columns` : ""
    }`,
  RANDBETWEEN: ([low, high]) => low && high && `a random whole number from ${read(low)} to ${read(high)}`,
  RAND: () => "a random number between 0 and 1",
  RANDARRAY: ([rows]) => `${rows ? read(rows) : "1"} random numbers`,
  LET: (args) => {
    if (args.length < 3 || args.length % 2 === 0) return null;
    const names: string[] = [];
    for (let at = 0; at + 1 < args.length; at += 2) names.push(`${text(args[at])} is ${read(args[at + 1])}`);
    return `${read(args.at(-1)!)}, where ${names.join(", ")}`;
  },
  LAMBDA: (args) =>
    args.length ? `a function of ${args.slice(0, -1).map(text).join(", ")} that gives ${read(args.at(-1)!)}` : null,
  BYROW: ([values, fn]) => values && fn && `for each row of ${read(values)}, ${read(fn)}`,
  BYCOL: ([values, fn]) => values && fn && `for each column of ${read(values)}, ${read(fn)}`,
  MAP: ([values, fn]) => values && fn && `for each value of ${read(values)}, ${read(fn)}`,
  SCAN: ([start, values, fn]) => {
    if (!values || !fn) return null;
    const sums = fn.type === "call" && fn.name.toUpperCase() === "LAMBDA" && fn.args.at(-1)?.type === "binary" &&
      (fn.args.at(-1) as Node & { type: "binary" }).operator === "+";
    return sums
      ? `the running (cumulative) totals of ${read(values)}`
      : `each step of ${read(fn)} over ${read(values)}, starting from ${start ? read(start) : "the first value"}`;
  },
  REDUCE: ([start, values, fn]) =>
    values && fn && `${read(fn)} over every value of ${read(values)}, starting from ${read(start)}`,
  ISNA: ([value]) => {
    if (value?.type === "call" && /^X?MATCH$/i.test(value.name) && value.args.length >= 2) {
      return `${read(value.args[0])} is not found in ${read(value.args[1])}`;
    }
    return value && `${read(value)} is #N/A`;
  },
  EXACT: ([a, b]) => a && b && `${read(a)} and ${read(b)} are exactly the same (case matters)`,
  MOD: ([value, by]) => value && by && `the remainder of ${read(value)} divided by ${read(by)}`,
  INDIRECT: ([reference]) => reference && `the cell or range (on the sheet) that the text ${read(reference)} names`,
  OFFSET: ([from, rows, columns, height, width]) =>
    from && rows && columns
      ? `the ${height && height.type !== "empty" ? `${read(height)}-row ` : ""}range ${read(rows)} rows down and ${
        read(columns)
      } columns across from ${read(from)}${width && width.type !== "empty" ? `, ${read(width)} columns wide` : ""}`
      : null,
  QUERY: ([data, query]) => data && query && `the result of the query ${read(query)} on ${read(data)}`,
  ARRAYFORMULA: ([value]) => value && `${read(value)}, for every row`,
  IMPORTRANGE: ([url, range]) => url && range && `the range ${read(range)} of the spreadsheet at ${read(url)}`,
  GOOGLEFINANCE: ([ticker, attribute]) =>
    ticker && `the ${attribute ? read(attribute) : "price"} of ${read(ticker)} from Google Finance`,
  HYPERLINK: ([url, label]) => url && `a link to ${read(url)}${label ? ` shown as ${read(label)}` : ""}`,
  COLUMNS: ([values]) => values && `the number of columns in ${read(values)}`,
  ROW: ([reference]) => reference ? `the row number of ${read(reference)}` : "this cell's row number",
  COLUMN: ([reference]) => reference ? `the column number of ${read(reference)}` : "this cell's column number",
  NA: () => "the #N/A error",
  CHOOSE: ([index, ...choices]) => index && `choice number ${read(index)} of ${choices.map(read).join(", ")}`,
};

/** SUBTOTAL's function codes (and AGGREGATE's first ones). */
const subtotalWords: Record<number, string> = {
  1: "the average of",
  2: "the number of numbers in",
  3: "the number of filled cells in",
  4: "the largest value in",
  5: "the smallest value in",
  6: "the product of",
  7: "the standard deviation of",
  9: "the sum of",
  10: "the variance of",
};

// AGGREGATE's first nine codes are SUBTOTAL's; it adds the median and the kth largest and smallest.
const aggregateKinds: Record<number, string> = {
  ...subtotalWords,
  12: "the median of",
  14: "the {k} largest value in",
  15: "the {k} smallest value in",
};

const aggregateOptions: Record<number, string> = {
  2: "ignoring errors and other subtotals",
  3: "ignoring hidden rows, errors and other subtotals",
  5: "ignoring hidden rows",
  6: "ignoring errors",
  7: "ignoring hidden rows and errors",
};

function instanceWords(instance: Node | undefined): string {
  const value = numeric(instance);
  if (value === undefined || value === 1) return "first";
  if (value === -1) return "last";
  const place = ordinal({ type: "number", value: Math.abs(value) });
  return value < 0 ? `${place} from last` : place;
}

/** TAKE/DROP's count: "first 5 rows", "last 10 rows". */
function countFromEnds(rows: Node): string {
  if (rows.type === "number") return rows.value < 0 ? `last ${-rows.value} rows` : `first ${rows.value} rows`;
  if (rows.type === "unary" && rows.operator === "-") return `last ${read(rows.operand)} rows`;
  return `first ${read(rows)} rows`;
}

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

/** RANK and RANK.EQ: which end gets rank 1 is what tells two ranks apart, so the reading says it. */
function rankReading([value, values, order]: Node[]): string | null {
  if (!value || !values) return null;
  const rank = `the rank of ${read(value)} within ${read(values)}`;
  const literal = !order || order.type === "empty" || order.type === "number" || order.type === "boolean";
  if (!literal) return `${rank}, in the order ${read(order)} chooses`;
  const ascending = order && order.type !== "empty" && Boolean(order.value);
  return `${rank}, ${ascending ? "the smallest" : "the largest"} being 1`;
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
      // -- turns TRUE/FALSE into 1/0; the reading is the test itself.
      if (node.operator === "-" && node.operand.type === "unary" && node.operand.operator === "-") {
        return read(node.operand.operand);
      }
      return node.operator === "-" ? `minus ${read(node.operand)}` : read(node.operand);
    case "postfix":
      return `${read(node.operand)} as a percentage`;
    case "binary":
      if (node.operator === ":") return text(node);
      if (node.operator === "&") return `${joined(node).map(read).join(", ")} joined together`;
      return arithmetic(node);
  }
}

/** A range or a join reads as a whole, not as a link of the chain it starts. */
const readsAlone = (node: BinaryNode) => node.operator === ":" || node.operator === "&";

/** A chain of operators in words, link by link from its first operand, so its length never deepens the recursion. */
function arithmetic(node: BinaryNode): string {
  const { first, links } = leftChain(node, (link) => !readsAlone(link));
  let left = first;
  let words = read(first);
  for (const link of links) {
    words = `${operand(left, words, link)} ${binaryWords[link.operator] ?? link.operator} ${
      operand(link.right, read(link.right), link)
    }`;
    left = link;
  }
  return words;
}

/** An operand in words, bracketed where the formula's own brackets decide the order: "(A2 minus B2) divided by B2". */
function operand(child: Node, words: string, parent: BinaryNode): string {
  const looser = child.type === "binary" && child.operator !== ":" &&
    (infix[child.operator] < infix[parent.operator] ||
      (child === parent.right && infix[child.operator] === infix[parent.operator]));
  return looser ? `(${words})` : words;
}

type Call = Node & { type: "call" };

function isCall(node: Node | undefined, ...names: string[]): node is Call {
  return node?.type === "call" && names.includes(node.name.toUpperCase());
}

/** LEFT(x,FIND(d,x)-1) and MID(x,FIND(d,x)+1,…): the delimiter the text is cut at, in words. */
function cutAt(node: Node | undefined, value: Node, operator: "-" | "+", by: number): string | undefined {
  if (node?.type !== "binary" || node.operator !== operator) return undefined;
  const { left, right } = node;
  if (!isCall(left, "FIND", "SEARCH") || right.type !== "number" || right.value !== by) return undefined;
  return left.args[1] && text(left.args[1]) === text(value) ? read(left.args[0]) : undefined;
}

function holidaysWords(holidays: Node | undefined): string {
  return holidays && holidays.type !== "empty" ? `, leaving out the holidays in ${read(holidays)}` : "";
}

/** What a TEXT format shows: "mmm" a month name, "dddd" a weekday name, "[h]:mm" hours and minutes. */
function formatWords(format: string): string | undefined {
  const code = format.toLowerCase();
  if (/^d{3,4}$/.test(code)) return "the weekday name";
  if (/^m{3,5}$/.test(code)) return "the month name";
  if (/^(yyyy|yy)$/.test(code)) return "the year";
  if (/^\[h+\]/.test(code)) return "the hours and minutes (duration)";
  return undefined;
}

function xlookupMatch(mode: Node | undefined): string {
  const value = numeric(mode) ?? 0;
  if (value === -1) return "matches (or, failing that, the next smaller value below)";
  if (value === 1) return "matches (or, failing that, the next larger value above)";
  if (value === 2) return "matches the wildcard pattern";
  return "matches";
}

/** The factors of a product: (a=1)*(b>2)*c → a=1, b>2, c. */
const product = (node: Node): Node[] => flatOperands(node, "*");

function unwrapCoercion(node: Node): Node {
  return node.type === "unary" && node.operator === "-" && node.operand.type === "unary" ? node.operand.operand : node;
}

const comparisons = new Set(["=", "<>", "<", ">", "<=", ">="]);

/** A factor that is a yes/no test: a comparison, or a function that answers TRUE/FALSE. */
function isTest(node: Node): boolean {
  const inner = unwrapCoercion(node);
  if (inner.type === "binary") return comparisons.has(inner.operator);
  return isCall(inner, "ISNUMBER", "ISTEXT", "ISBLANK", "ISERROR", "ISNA", "EXACT", "AND", "OR", "NOT", "REGEXMATCH");
}

/** The pieces of a & chain, in order. */
const joined = (node: Node): Node[] => flatOperands(node, "&");

/** A number as written, -1 included (the parser reads it as minus 1). */
function numeric(node: Node | undefined): number | undefined {
  if (node?.type === "number") return node.value;
  if (node?.type === "unary" && node.operator === "-" && node.operand.type === "number") return -node.operand.value;
  return undefined;
}

const orNothing = (node: Node) =>
  node.type === "empty" || (node.type === "string" && node.value === "") ? "nothing (empty)" : read(node);

/** $A$2:A2: a range whose start is fixed and whose end moves down as the formula is filled down. */
function growing(node: Node | undefined): boolean {
  return node?.type === "reference" && /^(?:.*!)?\$[A-Za-z]+\$\d+:[A-Za-z]+\d+$/.test(node.reference.text);
}
