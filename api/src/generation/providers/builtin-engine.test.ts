import { describe, expect, it } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { loadEnv } from "../../env.ts";
import { createGenerationEngine } from "../create-engine.ts";
import type { StreamPart } from "../types.ts";

// No OPENAI_API_KEY: the builtin engine answers, with no network at all.
const engine = createGenerationEngine(loadEnv({}));

function recorder() {
  const parts: StreamPart[] = [];
  return {
    parts,
    emit: (part: StreamPart) => parts.push(part),
    text: () => parts.flatMap((part) => part.type === "delta" ? [part.text] : []).join(""),
  };
}

describe("builtin engine", () => {
  it("plans, streams the explanation, then verifies a formula", async () => {
    const { parts, emit, text } = recorder();
    const outcome = await engine.formula({ description: "sum B2:B50", platform: "excel" }, emit);
    if ("refused" in outcome) throw new Error(outcome.hint);
    expect(outcome.provider).toBe("builtin");
    expect(outcome.fallback).toBeUndefined();
    expect(outcome.verification).toMatchObject({ parses: true, functionsKnown: true });
    expect(parts[0]).toEqual({ type: "progress", stage: "planning" });
    expect(parts.at(-1)).toEqual({ type: "progress", stage: "verifying" });
    expect(parts.slice(1, -1).every((part) => part.type === "delta")).toBe(true);
    expect(text()).toBe(outcome.draft.explanation);
  });

  it("refuses a request it cannot tell, after the planning stage only", async () => {
    const { parts, emit } = recorder();
    const outcome = await engine.formula({ description: "purple monkey dishwasher", platform: "sheets" }, emit);
    expect(outcome).toEqual({ refused: true, hint: expect.any(String) });
    expect(parts).toEqual([{ type: "progress", stage: "planning" }]);
  });

  it("plans, streams the explanation, then checks a macro", async () => {
    const { parts, emit, text } = recorder();
    const outcome = await engine.macro({ description: "delete blank rows in Sheet1", platform: "excel" }, emit);
    if ("refused" in outcome) throw new Error(outcome.hint);
    expect(outcome).toMatchObject({ provider: "builtin", check: { ok: true, problems: [] } });
    expect(parts.at(-1)).toEqual({ type: "progress", stage: "checking" });
    expect(text()).toBe(outcome.draft.explanation);
  });

  it("checks that the macro uses the values the request names", async () => {
    const outcome = await engine.macro({
      description: "protect every sheet with password Secret123",
      platform: "excel",
    }, () => {});
    if ("refused" in outcome) throw new Error(outcome.hint);
    expect(outcome.check).toEqual({ ok: true, problems: [] });
    expect(outcome.draft.code).toContain('"Secret123"');
  });

  it("refuses a macro it cannot tell with the spec's hint", async () => {
    const outcome = await engine.macro({ description: "purple monkey dishwasher", platform: "excel" }, () => {});
    expect(outcome).toEqual({ refused: true, hint: generationMessages.vbaUnclear });
  });
});
