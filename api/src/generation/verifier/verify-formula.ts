import type { Verification } from "../../../contract/generation.ts";
import { createEngine, type Engine, sheetName } from "./engine.ts";
import { planEvaluation } from "./evaluation-plan.ts";
import { type EvaluatedValue, fromHyperFormula } from "./evaluated-value.ts";
import { type FormulaNode, parseFormula } from "../formula/formula-parser.ts";
import { printFormula } from "../formula/formula-printer.ts";
import { checkFunction, type Platform } from "../formula/function-catalog.ts";
import { buildSampleGrid } from "./sample-grid.ts";

// Building a HyperFormula instance costs ~10 ms, refilling one ~1 ms: one instance serves every verification.
// It is renewed now and then because HyperFormula caches every formula it has parsed.
const renewAfter = 1_000;
let shared: { engine: Engine; uses: number } | undefined;

function takeEngine(): Engine {
  if (!shared || shared.uses >= renewAfter) {
    shared?.engine.hf.destroy();
    shared = { engine: createEngine(), uses: 0 };
  }
  shared.uses++;
  return shared.engine;
}

function dropEngine() {
  shared?.engine.hf.destroy();
  shared = undefined;
}

/** Fills the shared engine with the sample grid built from `gridFrom` and evaluates with it. */
function onSampleGrid<T>(gridFrom: FormulaNode, evaluate: (engine: Engine) => T): T {
  const sheets = buildSampleGrid(gridFrom);
  const engine = takeEngine();
  const { hf, sheetId } = engine;
  const added: number[] = [];
  try {
    hf.setSheetContent(sheetId, sheets.get(sheetName) ?? []);
    for (const [name, cells] of sheets) {
      if (name === sheetName) continue;
      const id = hf.getSheetId(hf.addSheet(name))!;
      added.push(id);
      hf.setSheetContent(id, cells);
    }
    return evaluate(engine);
  } finally {
    for (const id of added) hf.removeSheet(id);
  }
}

function sampleValue(ast: FormulaNode, text: string, platform: Platform): Verification["sample"] {
  return onSampleGrid(ast, ({ hf, sheetId }) => {
    const result = fromHyperFormula(hf.calculateFormula(`=${text}`, sheetId), platform);
    if ("error" in result) return { error: result.message ? `${result.error} ${result.message}` : result.error };
    return { value: result.value };
  });
}

function unknownFunctions(functions: { name: string; args: number }[], platform: Platform): string[] {
  const unknown = new Set<string>();
  for (const { name, args } of functions) if (checkFunction(name, args, platform) !== "ok") unknown.add(name);
  return [...unknown];
}

/**
 * Checks a formula before a user sees it: does it parse, does every function exist on the platform with a fitting
 * number of arguments, and what does it give on a sample grid built from its references. Never throws.
 */
export function verifyFormula(formula: string, platform: Platform): Verification {
  const parsed = parseFormula(String(formula));
  if (!parsed.ok) {
    return {
      parses: false,
      functionsKnown: false,
      unknownFunctions: [],
      sample: { error: `${parsed.error} (at character ${parsed.at + 1})` },
    };
  }
  const unknown = unknownFunctions(parsed.functions, platform);
  const base = { parses: true, functionsKnown: unknown.length === 0, unknownFunctions: unknown };
  try {
    const plan = planEvaluation(parsed.ast, parsed.normalized, platform);
    if ("notEvaluated" in plan) return { ...base, sample: { notEvaluated: plan.notEvaluated } };
    return { ...base, sample: sampleValue(parsed.ast, plan.text, platform) };
  } catch (error) {
    // An engine that threw midway may hold half a grid; the next call starts from a fresh one.
    dropEngine();
    return { ...base, sample: { error: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Several formulas on the one sample grid built from `gridFrom`, each evaluated as its platform would: the explainer's
 * tests check that a translation gives what the original gives. A formula HyperFormula cannot evaluate faithfully
 * answers what keeps it from being evaluated.
 */
export function evaluateOnSampleGrid(
  gridFrom: FormulaNode,
  formulas: { ast: FormulaNode; platform: Platform }[],
): (EvaluatedValue | { notEvaluated: string[] })[] {
  try {
    return onSampleGrid(gridFrom, ({ hf, sheetId }) =>
      formulas.map(({ ast, platform }) => {
        const plan = planEvaluation(ast, printFormula(ast), platform);
        if ("notEvaluated" in plan) return plan;
        try {
          return fromHyperFormula(hf.calculateFormula(`=${plan.text}`, sheetId), platform);
        } catch (error) {
          // HyperFormula refuses some texts our parser reads (it has no LAMBDA call syntax, for one).
          return { notEvaluated: [error instanceof Error ? error.message : String(error)] };
        }
      }));
  } catch (error) {
    // As in verifyFormula: an engine that threw midway may hold half a grid.
    dropEngine();
    throw error;
  }
}
