import { describe, expect, test } from "vitest";
import type { FormulaDraft, Refusal } from "../types.ts";
import { type DevCase, loadDevSet } from "./dev-set.ts";
import { rate, scoreDevSet } from "./score.ts";

const devSet = loadDevSet();
const byRequest = new Map<string, DevCase>(devSet.cases.map((item) => [`${item.platform}|${item.description}`, item]));
const draft = (formula: string): FormulaDraft => ({ formula, explanation: "", steps: [], functions: [] });
const refusal: Refusal = { refused: true, hint: "" };

describe("scoreDevSet", () => {
  /** A range-less answer of the right shape: marked as assumed, built on an expected function, saying the values. */
  const shaped = (item: DevCase, assumed = true): FormulaDraft => {
    if (!("functions" in item)) throw new Error("not a range-less case");
    return {
      ...draft(`="${item.values.join(" ")}"`),
      functions: [item.functions[0]],
      ...(assumed ? { assumed: [{ label: "Sales", range: "A2:A100" }] } : {}),
    };
  };
  const perfect = (request: { platform: string; description: string }) => {
    const item = byRequest.get(`${request.platform}|${request.description}`)!;
    if ("table" in item) return draft(item.reference);
    return item.expect === "assumed" ? shaped(item) : refusal;
  };

  test("a planner that answers every reference, shapes range-less answers and refuses nonsense scores 100%", () => {
    const score = scoreDevSet(perfect, undefined, devSet);
    expect(rate(score.answerable)).toBe(1);
    expect(rate(score.rangeless)).toBe(1);
    expect(score.rangeless.total).toBeGreaterThanOrEqual(50);
    expect(rate(score.refusals)).toBe(1);
    expect(rate(score.validity)).toBe(1);
    expect(score.outcomes.filter((outcome) => !outcome.correct)).toEqual([]);
  });

  test("a range-less answer counts only when it is marked as built on assumed ranges and says the values", () => {
    const unmarked = scoreDevSet(
      (request) => {
        const item = byRequest.get(`${request.platform}|${request.description}`)!;
        return "expect" in item && item.expect === "assumed" ? shaped(item, false) : perfect(request);
      },
      undefined,
      devSet,
    );
    expect(unmarked.rangeless.correct).toBe(0);
    const valueless = scoreDevSet(
      (request) => {
        const item = byRequest.get(`${request.platform}|${request.description}`)!;
        if (!("expect" in item) || item.expect !== "assumed") return perfect(request);
        return { ...shaped(item), formula: '="nothing asked"' };
      },
      undefined,
      devSet,
    );
    const withValues = devSet.cases.filter((item) => "values" in item && item.values.length > 0).length;
    expect(valueless.rangeless.total - valueless.rangeless.correct).toBe(withValues);
  });

  test("an alternative answer counts, by value or, where HyperFormula cannot run it, by text", () => {
    const score = scoreDevSet(
      (request) => {
        const item = byRequest.get(`${request.platform}|${request.description}`)!;
        return "table" in item ? draft(item.alternatives.at(-1) ?? item.reference) : refusal;
      },
      undefined,
      devSet,
    );
    expect(rate(score.answerable)).toBe(1);
  });

  test("a planner that answers the same formula to everything scores near 0%", () => {
    const score = scoreDevSet(() => draft("=SUM(A1:A3)+1"), undefined, devSet);
    expect(rate(score.answerable)).toBeLessThan(0.05);
    expect(rate(score.refusals)).toBe(0);
    expect(score.outcomes.find((outcome) => outcome.scoredBy === "execution" && !outcome.correct)).toMatchObject({
      candidateValue: { value: expect.any(Number) },
      expectedValue: expect.anything(),
    });
  });

  test("a planner that refuses everything gets only the nonsense right", () => {
    const score = scoreDevSet(() => refusal, undefined, devSet);
    expect(score.answerable.correct).toBe(0);
    expect(rate(score.refusals)).toBe(1);
    expect(score.validity.total).toBe(0);
  });

  test("a formula using a function the platform lacks is wrong even when its value is right", () => {
    const score = scoreDevSet(
      (request) => {
        const item = byRequest.get(`${request.platform}|${request.description}`)!;
        return "table" in item ? draft(item.reference) : refusal;
      },
      () => ({ parses: true, functionsKnown: false }),
      devSet,
    );
    expect(score.answerable.correct).toBe(0);
    expect(rate(score.validity)).toBe(0);
  });

  test("a planner that throws is recorded as a failure, not a crash of the run", () => {
    const score = scoreDevSet(
      () => {
        throw new Error("boom");
      },
      undefined,
      devSet,
    );
    expect(score.outcomes.every((outcome) => outcome.crash === "boom" && !outcome.correct)).toBe(true);
  });
});
