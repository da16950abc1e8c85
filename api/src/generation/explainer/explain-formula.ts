import type { ExcelVersion, Platform } from "../../../contract/account.ts";
import type {
  FormulaError,
  FormulaExplanation,
  FormulaTranslation,
  FunctionInfo,
} from "../../../contract/explainer.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { type FormulaNode, parseFormula } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";
import { catalogName, lookupFunction } from "../formula/function-catalog.ts";
import { callsIn } from "../formula/formula-nodes.ts";
import { readFormulaTree } from "../formula/read-formula.ts";
import { errorCauses } from "./error-causes.ts";
import { separatorsOf, toCommaForm, toLocaleForm } from "./formula-locale.ts";
import { formulaIssues, syntaxIssues } from "./formula-issues.ts";
import { readParts } from "./formula-parts.ts";
import { functionDocs } from "./function-docs.ts";
import { translateFormula } from "./translate-formula.ts";

export interface ExplainRequest {
  formula: string;
  platform: Platform;
  excelVersion: ExcelVersion;
  error?: FormulaError;
}

// Longer than a cell takes, so an over-long paste is still read and told it is too long.
const parseLimit = 20_000;

function usedFunctions(node: FormulaNode): FunctionInfo[] {
  const found = new Map<string, FunctionInfo>();
  for (const call of callsIn(node)) {
    const name = catalogName(call.name);
    const doc = functionDocs.get(name);
    const entry = lookupFunction(name);
    if (!found.has(name) && doc && entry) {
      found.set(name, {
        name,
        summary: doc.summary,
        platforms: entry.platforms,
        ...(doc.excel ? { excel: doc.excel } : {}),
      });
    }
  }
  return [...found.values()];
}

/**
 * Reads the formula in the separators it shows. A comma-decimal formula with no argument list (`=(C2-B2)*24-0,5`)
 * has no ";" to tell it by: when the en-US reading fails and the other succeeds, it was written that way.
 */
function readWritten(written: string) {
  const shown = separatorsOf(written);
  const parsed = parseFormula(toCommaForm(written, shown), { maxLength: parseLimit });
  if (parsed.ok || shown === "semicolon") return { separators: shown, parsed };
  if (parsed.tooDeep) return { separators: shown, parsed };
  const decimalCommas = parseFormula(toCommaForm(written, "semicolon"), { maxLength: parseLimit });
  return decimalCommas.ok ? { separators: "semicolon" as const, parsed: decimalCommas } : { separators: shown, parsed };
}

/**
 * Explains a formula as a person pasted it: what it computes, its parts from the inside out, the order it is worked
 * out in, the functions it uses, what would break it, the same formula for Excel and for Sheets, and — when an
 * error was named — the likely causes. Formulas with ";" between arguments are read as such and answered in that
 * form. Never throws for bad input: a formula that does not parse is answered with what is wrong with it and where,
 * and nothing else (no causes of an error it cannot show), except one nested deeper than Excel allows, which is
 * refused: no part of it can be read, and the limit is what keeps every walk over a formula within the stack.
 */
export function explainFormula(
  { formula, platform, excelVersion, error }: ExplainRequest,
): Outcome<FormulaExplanation> {
  const written = formula.trim().startsWith("=") ? formula.trim() : `=${formula.trim()}`;
  const { separators, parsed } = readWritten(written);
  const base = { platform, excelVersion, separators, formula: written };
  if (!parsed.ok && parsed.tooDeep) return refuse(400, parsed.error);
  if (!parsed.ok) {
    // The parser counts from after the "=" that `written` starts with.
    const issues = syntaxIssues(written, parsed.error, parsed.at + 1);
    const none = (target: Platform): FormulaTranslation => ({
      platform: target,
      formula: null,
      notes: ["The formula has to be fixed before it can be translated."],
    });
    return succeed({
      ...base,
      reading: "The formula could not be read.",
      explanation: [],
      parts: null,
      steps: [],
      functions: [],
      issues,
      translations: { excel: none("excel"), sheets: none("sheets") },
    });
  }
  const { ast } = parsed;
  const issues = formulaIssues(ast, written, platform, excelVersion);
  const translate = (target: Platform): FormulaTranslation => {
    const translated = translateFormula(ast, platform, { platform: target, version: excelVersion });
    return {
      platform: target,
      formula: translated.ast ? toLocaleForm(`=${printFormula(translated.ast)}`, separators) : null,
      notes: translated.notes,
    };
  };
  return succeed({
    ...base,
    reading: readFormulaTree(ast),
    ...readParts(ast, separators),
    functions: usedFunctions(ast),
    issues,
    translations: { excel: translate("excel"), sheets: translate("sheets") },
    ...(error ? { errorCauses: errorCauses(error, ast, issues) } : {}),
  });
}
