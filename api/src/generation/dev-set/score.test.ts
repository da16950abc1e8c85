import { describe, expect, test } from "vitest";
import type { FormulaDraft, Refusal } from "../types.ts";
import { type DevCase, loadDevSet } from "./dev-set.ts";
import { rate, scoreDevSet } from "./score.ts";

const devSet = loadDevSet();
const byRequest = new Map<string, DevCase>(devSet.cases.map((item) => [`${item.platform}|${item.description}`, item]));
const draft = (formula: string): FormulaDraft => ({ formula, explanation: "", steps: [], functions: [] });
const refusal: Refusal = { refused: true, hint: "" };

describe("scoreDevSet", () => {
  test("a planner that answers every reference and refuses nonsense scores 100%", () => {
    const score = scoreDevSet(
      (request) => {
        const item = byRequest.get(`${request.platform}|${request.description}`)!;
        return "table" in item ? draft(item.reference) : refusal;
      },
      undefined,
      devSet,
    );
    expect(rate(score.answerable)).toBe(1);
    expect(rate(score.refusals)).toBe(1);
    expect(rate(score.validity)).toBe(1);
    expect(score.outcomes.filter((outcome) => !outcome.correct)).toEqual([]);
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
