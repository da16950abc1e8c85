import type { Platform } from "../../../contract/account.ts";
import { parseFormula } from "../formula/formula-parser.ts";
import { checkFunction } from "../formula/function-catalog.ts";

/** A formula in a step and the value it must give on the user's table (a figure of the answer), when it gives one. */
export interface Check {
  formula: string;
  platform: Platform;
  expected?: number | string;
}

/** One instruction, with the formulas it contains so they can be verified. */
export interface Step {
  text: string;
  checks: Check[];
}

/** Both platforms, or one. */
export type Where = Platform | "both";

const lead: Record<Where, string> = {
  both: "In Excel or Google Sheets",
  excel: "In Excel",
  sheets: "In Google Sheets",
};

const platformsOf = (where: Where): Platform[] => (where === "both" ? ["excel", "sheets"] : [where]);

/**
 * "In Excel or Google Sheets, type =SUM($D$2:$D$121) in an empty cell: it gives 1,200." The formula is checked on
 * every platform named, against `expected` when given.
 */
export function formulaStep(where: Where, formula: string, result: string, expected?: number | string): Step {
  return {
    text: `${lead[where]}, type ${formula} in an empty cell${result ? `: ${result}` : ""}.`,
    checks: platformsOf(where).map((platform) => ({
      formula,
      platform,
      ...(expected === undefined ? {} : { expected }),
    })),
  };
}

/** A step in words, for a platform or both, with the formulas it quotes (checked for validity only). */
export function textStep(where: Where, text: string, formulas: string[] = []): Step {
  return {
    text: `${lead[where]}: ${text}`,
    checks: formulas.flatMap((formula) => platformsOf(where).map((platform) => ({ formula, platform }))),
  };
}

/**
 * The same metric written for each platform: one step when the formulas agree, one per platform when they differ
 * (FILTER takes its conditions differently; Sheets has COUNTUNIQUEIFS).
 */
export function perPlatform(
  formulas: Record<Platform, string>,
  result: string,
  expected?: number | string,
): Step[] {
  if (formulas.excel === formulas.sheets) return [formulaStep("both", formulas.excel, result, expected)];
  return [
    formulaStep("excel", formulas.excel, result, expected),
    formulaStep("sheets", formulas.sheets, result, expected),
  ];
}

/** Whether a formula parses and calls only functions the platform has, with fitting argument counts. */
export function isValidFormula(formula: string, platform: Platform): boolean {
  const parsed = parseFormula(formula);
  return parsed.ok && parsed.functions.every(({ name, args }) => checkFunction(name, args, platform) === "ok");
}

/**
 * The steps a user will see: any step holding a formula that would not parse or that names a function its platform
 * lacks is dropped rather than shown (the tests make sure none is).
 */
export function validSteps(steps: Step[]): Step[] {
  return steps.filter((step) => step.checks.every((check) => isValidFormula(check.formula, check.platform)));
}
