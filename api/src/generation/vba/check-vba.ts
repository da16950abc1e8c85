import type { VbaCheck } from "../../../contract/generation.ts";
import { checkBlocks } from "./vba-blocks.ts";
import { checkDeclarations } from "./vba-declarations.ts";
import { readStatements } from "./vba-statements.ts";

// A model can answer with anything, however long; a reader needs the first findings, not thousands.
const problemLimit = 50;
// Far longer than any macro a person pastes; beyond it the check would only spend time on junk.
const lengthLimit = 200_000;

/**
 * The structural check run on every macro from any provider before it is returned: blocks balanced and nested,
 * procedures not nested, and (with Option Explicit) assigned variables declared. Never throws.
 */
export const checkVbaStructure = (code: string): VbaCheck => {
  try {
    if (typeof code !== "string" || !code.trim()) return { ok: false, problems: ["the macro is empty"] };
    if (code.length > lengthLimit) {
      return {
        ok: false,
        problems: [`the macro is too long to check (over ${lengthLimit.toLocaleString("en")} characters)`],
      };
    }
    const { statements, unterminatedStrings } = readStatements(code);
    const problems = unterminatedStrings.map((line) => `line ${line}: a string is not closed with "`);
    if (!statements.some(({ text }) => /^(?:(?:public|private|friend|static)\s+)*(?:sub|function)\s+\w/i.test(text))) {
      problems.push("no Sub or Function was found");
    }
    problems.push(...checkBlocks(statements));
    if (statements.some(({ text }) => /^option\s+explicit$/i.test(text))) {
      problems.push(...checkDeclarations(statements));
    }
    const ordered = problems.map((problem) => ({ problem, line: lineOf(problem) })).sort((a, b) => a.line - b.line);
    return { ok: ordered.length === 0, problems: ordered.slice(0, problemLimit).map(({ problem }) => problem) };
  } catch {
    return { ok: false, problems: ["the macro could not be read"] };
  }
};

const lineOf = (problem: string) => Number(/^line (\d+)/.exec(problem)?.[1] ?? 0);
