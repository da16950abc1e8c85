import type { ErrorCause, FormulaError } from "../../../contract/explainer.ts";
import type { FormulaIssue } from "../../../contract/explainer.ts";
import type { FormulaNode } from "../formula/formula-parser.ts";
import { columnLetter } from "../vba/column-letters.ts";
import { formulaNodes } from "../formula/formula-nodes.ts";
import { printFormula } from "../formula/formula-printer.ts";

type Node = FormulaNode;
type Call = Node & { type: "call" };

const lookups = new Set(["VLOOKUP", "HLOOKUP", "XLOOKUP", "LOOKUP", "MATCH", "XMATCH"]);
const text = (node: Node | undefined) => (node ? printFormula(node) : "");

/** "Data!A2:C100" → "Data!A2:A100" (its first column) or "Data!A2:C2" (its first row). */
function firstLine(node: Node | undefined, column: boolean): string | undefined {
  if (node?.type !== "reference" || node.reference.kind !== "range") return undefined;
  const { firstColumn, lastColumn, firstRow, lastRow } = node.reference;
  if (firstColumn === undefined || firstRow === undefined || lastColumn === undefined || lastRow === undefined) {
    return undefined;
  }
  const { text: written } = node.reference;
  const prefix = written.slice(0, written.lastIndexOf("!") + 1);
  const end = column
    ? `${columnLetter(firstColumn + 1)}${lastRow + 1}`
    : `${columnLetter(lastColumn + 1)}${firstRow + 1}`;
  return `${prefix}${columnLetter(firstColumn + 1)}${firstRow + 1}:${end}`;
}

/** The first lookup of the formula: what it looks for and where. */
function firstLookup(found: Call[]) {
  const lookup = found.find((call) => lookups.has(call.name.toUpperCase()));
  if (!lookup) return undefined;
  const [key, within] = lookup.args;
  const name = lookup.name.toUpperCase();
  // VLOOKUP and HLOOKUP search only their table's first column or row.
  const searched = name === "VLOOKUP" || name === "HLOOKUP" ? firstLine(within, name === "VLOOKUP") : undefined;
  return { name, key: text(key), within: searched ?? text(within), call: lookup };
}

function notAvailable(causes: ErrorCause[]) {
  return causes.length ? causes : [{
    cause: "A cell the formula reads already shows this error.",
    check: "Click each cell the formula refers to, and fix the first one that shows the error.",
  }];
}

/**
 * The likely causes of an error for this formula, most likely first, each with how to check it. The formula's issues
 * that give this error come first: they are found, not guessed, and "What could break it" lists them too. Then the
 * causes that name the formula's own cells, then the general ones.
 */
export function errorCauses(error: FormulaError, ast: Node, issues: FormulaIssue[]): ErrorCause[] {
  const found = issues.filter((issue) => issue.gives === error).map(({ message, fix }) => ({
    cause: message,
    check: fix,
  }));
  return notAvailable([...found, ...guessedCauses(error, ast, issues)]);
}

function guessedCauses(error: FormulaError, ast: Node, issues: FormulaIssue[]): ErrorCause[] {
  const nodes = formulaNodes(ast);
  const calls = nodes.filter((node): node is Call => node.type === "call");
  const names = new Set(calls.map((call) => call.name.toUpperCase()));
  const causes: ErrorCause[] = [];
  switch (error) {
    case "#N/A": {
      const lookup = firstLookup(calls);
      if (lookup) {
        // A key already cleaned with TRIM has no spaces, and is text whatever the cell held.
        const trimmed = /^(TRIM|CLEAN|TEXT|LOWER|UPPER|PROPER)\(/i.test(lookup.key);
        causes.push(
          {
            cause: `${lookup.key} is not in ${lookup.within}.`,
            check: `=COUNTIF(${lookup.within},${lookup.key}) gives 0 when it is missing.`,
          },
          trimmed
            ? {
              cause: `Extra spaces: the cells of ${lookup.within} have spaces before or after the text.`,
              check: `=SUMPRODUCT(--(LEN(${lookup.within})<>LEN(TRIM(${lookup.within})))) counts the cells that have.`,
            }
            : {
              cause:
                `Extra spaces: ${lookup.key} or the cells of ${lookup.within} have spaces before or after the text.`,
              check:
                `=LEN(${lookup.key})=LEN(TRIM(${lookup.key})) gives FALSE when there are; look up TRIM(${lookup.key}).`,
            },
          trimmed
            ? {
              cause:
                `Numbers stored as numbers: ${lookup.key} is always text, so numbers in ${lookup.within} never match it.`,
              check: `=ISNUMBER(${
                lookup.within.replace(/:.*$/, "")
              }) gives TRUE if they are numbers; look up VALUE(${lookup.key}).`,
            }
            : {
              cause:
                `Numbers stored as text on one side: ${lookup.key} is a number and the list holds text, or the other way round.`,
              check:
                `Compare =ISNUMBER(${lookup.key}) with ISNUMBER of a cell of ${lookup.within}; convert with VALUE() or --.`,
            },
        );
        if (lookup.name === "VLOOKUP" || lookup.name === "HLOOKUP") {
          const exact = lookup.call.args[3];
          if (!exact || exact.type === "empty" || (exact.type === "boolean" && exact.value)) {
            causes.push({
              cause:
                "The last argument is TRUE or left out, so it looks for the closest match in a list it assumes is sorted.",
              check: "Add FALSE as the last argument for an exact match.",
            });
          }
          causes.push({
            cause: `${lookup.name} searches only the first ${lookup.name === "VLOOKUP" ? "column" : "row"} of ${
              text(lookup.call.args[1])
            }.`,
            check: `Make sure the values sought are in the first ${
              lookup.name === "VLOOKUP" ? "column" : "row"
            } of the table.`,
          });
        }
      }
      if (names.has("NA")) {
        causes.push({ cause: "NA() in the formula gives #N/A on purpose.", check: "Look at when NA() is reached." });
      }
      break;
    }
    case "#VALUE!": {
      if (names.has("FIND") || names.has("SEARCH")) {
        causes.push({
          cause: "FIND or SEARCH did not find the text and gave #VALUE!.",
          check: "Wrap it in IFERROR, or test with ISNUMBER(SEARCH(…)) first.",
        });
      }
      causes.push(
        {
          cause:
            "A cell that should hold a number holds text (a number typed with a space, an apostrophe, or a date stored as text).",
          check: "=ISNUMBER(cell) gives FALSE for it; convert with VALUE() or DATEVALUE().",
        },
        {
          cause: "A cell that looks empty holds a space.",
          check: '=LEN(cell) gives 1 or more; clear it, or use N() or IF(cell=" ",0,cell).',
        },
      );
      if (names.has("MID") || names.has("LEFT") || names.has("RIGHT")) {
        causes.push({
          cause: "A length or position worked out below zero.",
          check: "Work out the FIND or LEN part alone in a cell.",
        });
      }
      break;
    }
    case "#REF!": {
      // An INDEX asking past its range in numbers is a found issue already; this is for positions worked out.
      if (names.has("INDEX") && !issues.some((issue) => issue.message.startsWith("INDEX asks for"))) {
        causes.push({
          cause: "INDEX is asked for a row or column beyond its range.",
          check: "Compare the row number with ROWS() of the range.",
        });
      }
      if (names.has("INDIRECT")) {
        causes.push({
          cause: "INDIRECT's text is not a valid reference, or names a closed workbook.",
          check: "Put the text INDIRECT reads in a cell and look at it.",
        });
      }
      if (names.has("OFFSET")) {
        causes.push({
          cause: "OFFSET moves past the edge of the sheet.",
          check: "Check its rows and columns arguments.",
        });
      }
      break;
    }
    case "#DIV/0!": {
      const divisors = nodes.flatMap((node) => node.type === "binary" && node.operator === "/" ? [node.right] : []);
      for (const divisor of divisors) {
        causes.push({
          cause: `${text(divisor)} is 0 or empty.`,
          check: `=IF(${text(divisor)}=0,"",…) or IFERROR(…,"") shows a blank instead.`,
        });
      }
      for (const name of ["AVERAGE", "AVERAGEIF", "AVERAGEIFS"]) {
        if (names.has(name)) {
          causes.push({
            cause: `${name} found no numbers to average (no row met the conditions).`,
            check: "Count the matching rows with COUNTIFS and the same conditions.",
          });
        }
      }
      break;
    }
    case "#NAME?": {
      // LET and LAMBDA define their own names.
      const bare = names.has("LET") || names.has("LAMBDA")
        ? []
        : nodes.flatMap((node) => node.type === "name" ? [node.name] : []);
      if (bare.length) {
        causes.push({
          cause: `${bare[0]} is read as a name: text without quotes, or a named range that does not exist.`,
          check: `Put text in double quotes ("${bare[0]}"), or define the name.`,
        });
      }
      causes.push({ cause: "A range is written without its colon (A2A10).", check: "Write ranges as A2:A10." });
      break;
    }
    case "#SPILL!": {
      causes.push(
        {
          cause: "Cells where the results would spill are not empty.",
          check: "Select the formula cell: a dashed border shows the spill area; clear what is in it.",
        },
        {
          cause: "The spill area runs into merged cells or an Excel table.",
          check: "Unmerge those cells, or put the formula outside the table.",
        },
      );
      if (issues.some((issue) => issue.kind === "whole-column")) {
        causes.push({
          cause: "A whole-column reference makes the result too large to spill.",
          check: "Use the rows that hold data instead of the whole column.",
        });
      }
      causes.push({
        cause: "The formula gives many values where one was meant.",
        check: "Put @ before the range, or wrap it in INDEX(…,1) for the first value.",
      });
      break;
    }
  }
  return causes;
}
