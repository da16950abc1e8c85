import { type FunctionPluginDefinition, HyperFormula } from "hyperformula";
import type { Platform } from "../../../../contract/account.ts";
import { AverageIfsPlugin } from "./averageifs.ts";
import { NumberValuePlugin } from "./numbervalue.ts";
import { RankPlugin } from "./ranks.ts";
import { RegexPlugin } from "./regex.ts";
import { SortNPlugin } from "./sortn.ts";
import { TextBeforeAfterPlugin } from "./text-before-after.ts";
import { TextSplitPlugin } from "./text-split.ts";

const plugins: FunctionPluginDefinition[] = [
  RankPlugin,
  AverageIfsPlugin,
  TextBeforeAfterPlugin,
  TextSplitPlugin,
  NumberValuePlugin,
  RegexPlugin,
  SortNPlugin,
];

/** The prefix of the functions registered for Sheets where Excel has a same-named function that means otherwise. */
export const sheetsOnlyPrefix = "SHEETS.";
const sheetsMeaning = new Set(["REGEXEXTRACT", "REGEXREPLACE"]);

/** The name HyperFormula evaluates a function by on a platform: Sheets' own where the platforms differ. */
export function evaluatedName(name: string, platform: Platform): string {
  return platform === "sheets" && sheetsMeaning.has(name) ? sheetsOnlyPrefix + name : name;
}

/** Each function's name in HyperFormula's default language (en-GB), which formulas are read in: its own id. */
function translations(plugin: FunctionPluginDefinition) {
  const ids = [...Object.keys(plugin.implementedFunctions), ...Object.keys(plugin.aliases ?? {})];
  return { enGB: Object.fromEntries(ids.map((id) => [id, id])) };
}

let registered = false;

/**
 * Adds to HyperFormula the functions people use that HyperFormula 3.5 lacks (RANK, AVERAGEIFS, TEXTBEFORE, REGEX…,
 * SORTN…) or means otherwise (SPLIT), once: registration is global and every instance built afterwards has them.
 */
export function registerCustomFunctions(): void {
  if (registered) return;
  for (const plugin of plugins) HyperFormula.registerFunctionPlugin(plugin, translations(plugin));
  registered = true;
}
