import { describe, expect, test } from "vitest";
import { type EvaluatedValue, evaluateFormulas } from "../verifier/evaluate.ts";
import { verifyFormula } from "../verifier/verify-formula.ts";
import { type AnswerableCase, expectedFormulas, loadDevSet } from "./dev-set.ts";

const { tables, cases } = loadDevSet();
const answerable = cases.filter((item): item is AnswerableCase => "table" in item);

// One HyperFormula instance per table and platform, as the eval does: building one costs tens of milliseconds.
const values = new Map<AnswerableCase, EvaluatedValue[]>();
for (const group of Map.groupBy(answerable, (item) => `${item.table}|${item.platform}`).values()) {
  const results = evaluateFormulas(tables[group[0].table], group.flatMap(expectedFormulas), {
    platform: group[0].platform,
  });
  let next = 0;
  for (const item of group) {
    const size = expectedFormulas(item).length;
    values.set(item, results.slice(next, next + size));
    next += size;
  }
}
const each = answerable.map((item) => [item.id, item] as const);

describe("the dev set", () => {
  test("has at least 600 requests: answerable ones in every family, range-less ones, nonsense, both platforms", () => {
    expect(cases.length).toBeGreaterThanOrEqual(600);
    expect(cases.filter((item) => item.family === "range-less").length).toBeGreaterThanOrEqual(50);
    expect(cases.filter((item) => item.family === "refusal").length).toBeGreaterThanOrEqual(30);
    expect(answerable.filter((item) => item.columns).length).toBeGreaterThanOrEqual(40);
    const families = new Set(answerable.map((item) => item.family));
    expect([...families].sort()).toEqual([
      "aggregate",
      "conditional",
      "date",
      "distinct-rank",
      "finance",
      "forum-aggregates",
      "forum-round-2",
      "forum-tasks",
      "logic",
      "lookup",
      "number",
      "text",
    ]);
    const excel = answerable.filter((item) => item.platform === "excel").length;
    expect(excel / answerable.length).toBeGreaterThan(0.4);
    expect(excel / answerable.length).toBeLessThan(0.6);
  });

  // What makes the references trustworthy: each one runs on its table and gives a value.
  test.each(each.filter(([, item]) => item.evaluable))("%s: the reference evaluates without error", (_id, item) => {
    expect(values.get(item)![0]).toHaveProperty("value");
  });

  test.each(each)("%s: every expected formula parses and uses only the platform's functions", (_id, item) => {
    for (const formula of expectedFormulas(item)) {
      expect(verifyFormula(formula, item.platform), formula).toMatchObject({ parses: true, functionsKnown: true });
    }
  });

  // An expected formula HyperFormula cannot run is fine (the eval then judges by text) only when the verifier
  // agrees it cannot run it; any other error is a mistake in the dev set.
  test.each(each)("%s: an expected formula that errors is one HyperFormula cannot run", (_id, item) => {
    const results = values.get(item)!;
    expectedFormulas(item).forEach((formula, index) => {
      if ("error" in results[index]) {
        expect(verifyFormula(formula, item.platform).sample, formula).toHaveProperty("notEvaluated");
      }
    });
    if (!item.evaluable) expect(results.every((result) => "error" in result)).toBe(true);
  });
});
