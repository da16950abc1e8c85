import { expect } from "vitest";
import { type AnalysisPlan, planAnalysis } from "../src/generation/analysis/analyze.ts";
import { evaluateChecks } from "../src/generation/analysis/formula-check.ts";
import type { Table } from "../src/generation/inputs/table.ts";

/**
 * The analysis of a question, having checked that every step formula HyperFormula can run gives its figure on the
 * sheet the steps build (the table, with any helper column), and that at least one was run.
 */
export function checkedAnalysis(table: Table, question: string): AnalysisPlan {
  const plan = planAnalysis(table, question);
  const outcomes = evaluateChecks(plan.sheet, plan.checks);
  expect(outcomes.filter((o) => o.status === "differs" || o.status === "invalid"), question).toEqual([]);
  expect(outcomes.some((o) => o.status === "agrees"), question).toBe(true);
  return plan;
}
