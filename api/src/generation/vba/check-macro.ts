import type { VbaCheck } from "../../../contract/generation.ts";
import { checkVbaStructure } from "./check-vba.ts";
import { valuesIgnored } from "./requested-values.ts";

/**
 * The check every macro gets, from any provider, before it is returned: its structure, and whether it uses the
 * values the request named (a password, sheets, columns, cells, numbers, texts, files, colours, the selection).
 * Never throws.
 */
export const checkMacro = (code: string, description: string): VbaCheck => {
  const structure = checkVbaStructure(code);
  const ignored = structure.problems.includes("the macro is empty") ? [] : valuesIgnored(code, description);
  const problems = [...structure.problems, ...ignored];
  return { ok: problems.length === 0, problems };
};
