import { closest, distance } from "fastest-levenshtein";
import type { ExcelVersion, Platform } from "../../../contract/account.ts";
import type { FormulaIssue } from "../../../contract/explainer.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import {
  argumentRange,
  catalogName,
  checkFunction,
  functionCatalog,
  lookupFunction,
} from "../formula/function-catalog.ts";
import { callsIn, leftChain } from "../formula/formula-nodes.ts";
import { excelSince, hasFunction, programName } from "./excel-versions.ts";
import { outOfRangeIssues, rangeSize } from "./out-of-range-issues.ts";
import { translateFormula } from "./translate-formula.ts";
import { printFormula } from "../formula/formula-printer.ts";

type Node = FormulaNode;

// Excel's own limit; Sheets takes more, but a formula this long is unreadable in either.
export const cellCharacterLimit = 8_192;
const names = [...functionCatalog.keys()];

const counts = ({ minArgs, maxArgs }: { minArgs: number; maxArgs: number }) =>
  maxArgs === Infinity
    ? `at least ${minArgs}`
    : minArgs === maxArgs
    ? `exactly ${minArgs}`
    : `${minArgs} to ${maxArgs}`;

// The function a "(" at `at` opens, when it follows a name.
const calledBefore = (formula: string, at: number) => /([A-Za-z_][\w.]*)\s*$/.exec(formula.slice(0, at))?.[1];

const parentheses = (count: number, side: "opening" | "closing") =>
  `${count} ${side} ${count === 1 ? "parenthesis has" : "parentheses have"}`;

/**
 * What stops a formula being read, each with where it is: a text whose quotes are not closed, the first "(" that is
 * never closed (and the function it opens), the first ")" that closes nothing, else the parser's own finding at `at`.
 * Positions count in `formula`, from 0.
 */
export function syntaxIssues(formula: string, parserError: string, at: number): FormulaIssue[] {
  const opened: number[] = [];
  const strayCloses: number[] = [];
  let textFrom: number | undefined;
  for (let index = 0; index < formula.length; index++) {
    const char = formula[index];
    if (char === '"') textFrom = textFrom === undefined ? index : undefined;
    else if (textFrom !== undefined) continue;
    else if (char === "(") opened.push(index);
    else if (char === ")" && opened.pop() === undefined) strayCloses.push(index);
  }
  const where = (index: number) => `character ${index + 1}`;
  if (textFrom !== undefined) {
    // Inside an open text no parenthesis can be told from the text's own: the quote is the one thing to say.
    return [{
      kind: "syntax",
      message: `A text in double quotes is not closed: the one that starts at ${where(textFrom)}.`,
      fix: 'Put a " after the text; a quote inside a text is written twice ("").',
      at: textFrom,
    }];
  }
  const issues: FormulaIssue[] = [];
  if (strayCloses.length) {
    issues.push({
      kind: "syntax",
      message: `${parentheses(strayCloses.length, "closing")} no partner: the first is the ) at ${
        where(strayCloses[0])
      }.`,
      fix: `Remove ${strayCloses.length === 1 ? 'that ")"' : `${strayCloses.length} ")"`}, or add the "(" it closes.`,
      at: strayCloses[0],
    });
  }
  if (opened.length) {
    const name = calledBefore(formula, opened[0]);
    issues.push({
      kind: "syntax",
      message: `${parentheses(opened.length, "opening")} no partner: the first is the ( ${
        name ? `after ${name} ` : ""
      }at ${where(opened[0])}.`,
      fix: `Add ${opened.length} ")" where ${name ? `the arguments of ${name} end` : "the bracketed part ends"}, ` +
        "usually at the end of the formula.",
      at: opened[0],
    });
  }
  if (issues.length === 0) {
    issues.push({
      kind: "syntax",
      message: `${parserError} (at ${where(at)}).`,
      fix: "Check the formula around that character: a missing comma, operator or parenthesis is the usual cause.",
      at: Math.min(at, formula.length),
    });
  }
  return issues;
}

function functionIssues(node: Node, platform: Platform, version: ExcelVersion): FormulaIssue[] {
  const issues: FormulaIssue[] = [];
  const seen = new Set<string>();
  const target = { platform, version };
  // The whole formula rewritten for the program is the best fix when there is one; else each call's own. Worked out
  // only for a formula that needs it.
  const other = platform === "excel" ? "sheets" : "excel";
  let whole: ReturnType<typeof translateFormula> | undefined;
  for (const found of callsIn(node)) {
    const name = catalogName(found.name);
    const args = found.args.length === 1 && found.args[0].type === "empty" ? 0 : found.args.length;
    const check = checkFunction(name, args, platform);
    const key = `${name}:${check}`;
    if (check === "ok" && (platform === "sheets" || hasFunction(name, platform, version))) continue;
    if (seen.has(key)) continue;
    seen.add(key);
    if (check === "unknown") {
      const guess = closest(name, names);
      const near = distance(name, guess) <= Math.max(1, Math.floor(name.length / 3));
      issues.push({
        kind: "unknown-function",
        message: near
          ? `${name} is not a function. Did you mean ${guess}?`
          : `${name} is not a function of Excel or Google Sheets.`,
        fix: near ? `Write ${guess}.` : "Check the spelling, or whether it is a name defined in the workbook.",
        gives: "#NAME?",
      });
    } else if (check === "argument-count") {
      const entry = lookupFunction(name)!;
      issues.push({
        kind: "argument-count",
        message: `${name} takes ${counts(argumentRange(entry, platform))} arguments; here it has ${args}.`,
        fix: `Add or remove arguments of ${name}, or check for a comma or parenthesis in the wrong place.`,
      });
    } else {
      whole ??= translateFormula(node, other, target);
      const replacement = whole.ast ? whole : translateFormula(found, other, target);
      const lacks = check === "not-on-platform"
        ? `${programName(platform)} has no ${name}.`
        : `${name} needs Excel ${excelSince(name)} or later; ${programName(platform, version)} does not have it.`;
      issues.push({
        kind: check === "not-on-platform" ? "not-on-platform" : "not-in-version",
        message: lacks,
        fix: replacement.ast
          ? `Use =${printFormula(replacement.ast)} instead.`
          : `${programName(platform, version)} has no equivalent: ${replacement.notes[0] ?? "rework this part."}`,
        gives: "#NAME?",
      });
    }
  }
  return issues;
}

/** The arguments of each function that must cover ranges of the same size. */
function matchingRanges(call: Node & { type: "call" }): Node[] {
  const { args } = call;
  switch (call.name.toUpperCase()) {
    case "SUMIFS":
    case "AVERAGEIFS":
    case "MAXIFS":
    case "MINIFS":
      return [args[0], ...args.slice(1).filter((_, index) => index % 2 === 0)];
    case "COUNTIFS":
      return args.filter((_, index) => index % 2 === 0);
    case "SUMIF":
    case "AVERAGEIF":
      return args.length === 3 ? [args[0], args[2]] : [];
    case "SUMPRODUCT":
      return args;
    case "XLOOKUP":
      return [args[1], args[2]];
    case "FILTER":
      return [args[0], args[1]];
    default:
      return [];
  }
}

function rangeIssues(node: Node): FormulaIssue[] {
  const issues: FormulaIssue[] = [];
  for (const call of callsIn(node)) {
    const sizes = matchingRanges(call).map(rangeSize).filter((found) => found !== undefined);
    if (sizes.length < 2) continue;
    const name = call.name.toUpperCase();
    // XLOOKUP and FILTER match along rows only: the values may be wider than the keys.
    const rowsOnly = name === "XLOOKUP" || name === "FILTER";
    const [first, ...rest] = sizes;
    const odd = rest.find((other) => other.rows !== first.rows || (!rowsOnly && other.columns !== first.columns));
    if (!odd) continue;
    const shape = (found: typeof first) => rowsOnly ? `${found.rows} rows` : `${found.rows}×${found.columns} cells`;
    issues.push({
      kind: "range-size",
      message: `In ${name}, ${first.reference.text} covers ${shape(first)} but ${odd.reference.text} covers ${
        shape(odd)
      }.`,
      fix: `Make the ranges of ${name} start and end on the same rows, e.g. both from row ${
        first.reference.firstRow! + 1
      } to ${first.reference.lastRow! + 1}.`,
      // SUMIF and AVERAGEIF quietly resize their sum range to the tested one: the answer is wrong, with no error.
      ...(name === "SUMIF" || name === "AVERAGEIF" ? {} : { gives: "#VALUE!" as const }),
    });
  }
  return issues;
}

/** "Sheet1!$A:$B" → "Sheet1!$A2:$B1000": the same columns from the first data row. */
function boundedColumns(text: string): string {
  return text.replace(/(\$?[A-Za-z]+):(\$?[A-Za-z]+)$/, "$12:$21000");
}

/** Where a whole column makes a function work through every row of the sheet. */
const arrayContexts = new Set(["SUMPRODUCT", "ARRAYFORMULA", "MMULT", "FILTER", "SORT", "UNIQUE", "BYROW", "MAP"]);

function wholeColumnIssues(node: Node, platform: Platform): FormulaIssue[] {
  const issues: FormulaIssue[] = [];
  const seen = new Set<string>();
  const visit = (current: Node, inside: string | undefined) => {
    if (current.type === "reference" && inside && current.reference.kind === "columns") {
      const key = `${inside}:${current.reference.text}`;
      if (seen.has(key)) return;
      seen.add(key);
      const rows = platform === "excel" ? "all 1,048,576 rows" : "every row of the sheet";
      issues.push({
        kind: "whole-column",
        message:
          `${current.reference.text} inside ${inside} makes it work through ${rows}: slow, and it can run out of memory.`,
        fix: `Use the rows that hold data, e.g. ${boundedColumns(current.reference.text)}.`,
      });
      return;
    }
    if (current.type === "call") {
      const name = current.name.toUpperCase();
      current.args.forEach((arg) => visit(arg, arrayContexts.has(name) ? name : inside));
    } else if (current.type === "binary") {
      // An operation on a whole column is itself an array of a million values; what a link is inside comes from
      // the links above it, so the chain is read from its top down before its operands are visited.
      const { first, links } = leftChain(current);
      const contexts: (string | undefined)[] = [];
      let context = inside;
      for (let at = links.length - 1; at >= 0; at--) {
        context ??= links[at].operator !== ":" ? "an array operation" : undefined;
        contexts[at] = context;
      }
      visit(first, contexts[0]);
      links.forEach((link, at) => visit(link.right, contexts[at]));
    } else if (current.type === "unary" || current.type === "postfix") visit(current.operand, inside);
  };
  visit(node, undefined);
  return issues;
}

/** Everything that would break a formula that parses, each with a fix. */
export function formulaIssues(node: Node, formula: string, platform: Platform, version: ExcelVersion): FormulaIssue[] {
  const issues: FormulaIssue[] = [];
  if (formula.length > cellCharacterLimit) {
    issues.push({
      kind: "too-long",
      message: `The formula has ${formula.length.toLocaleString("en-US")} characters; a cell takes at most 8,192.`,
      fix: "Split it over helper cells, or name repeated parts once with LET.",
    });
  }
  return [
    ...issues,
    ...functionIssues(node, platform, version),
    ...rangeIssues(node),
    ...outOfRangeIssues(node),
    ...wholeColumnIssues(node, platform),
  ];
}
