import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../../test/openai-stand-in.ts";
import { loadEnv } from "../../env.ts";
import { createGenerationEngine } from "../create-engine.ts";
import type { FormulaOutcome } from "../engine.ts";
import type { FormulaDraft, FormulaRequest, Refusal, StreamPart } from "../types.ts";

const timeoutMs = 500;
const totalOfB: FormulaRequest = { description: "total of B2:B50", platform: "excel" };

let standIn: OpenAiStandIn;
beforeEach(async () => {
  standIn = await startOpenAiStandIn();
});
afterEach(() => standIn.stop());

function engine() {
  const env = loadEnv({ OPENAI_API_KEY: "sk-stand-in", OPENAI_BASE_URL: standIn.baseURL, OPENAI_MODEL: "stand-in-7b" });
  return createGenerationEngine(env, timeoutMs);
}

/** Runs one formula generation, keeping every part it emitted and the parts it emitted after answering. */
async function generate(request: FormulaRequest) {
  const parts: StreamPart[] = [];
  const outcome = await engine().formula(request, (part) => parts.push(part));
  const emittedBefore = parts.length;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(parts.length, "nothing is emitted after the outcome").toBe(emittedBefore);
  return { outcome, parts, stages: stagesOf(parts), text: textAfter(parts, "planning") };
}

const stagesOf = (parts: StreamPart[]) => parts.flatMap((part) => part.type === "progress" ? [part.stage] : []);

/** The deltas after the last progress part of `stage`: what a client shows once it has reset its text there. */
function textAfter(parts: StreamPart[], stage: string) {
  const start = parts.findLastIndex((part) => part.type === "progress" && part.stage === stage);
  return parts.slice(start + 1).flatMap((part) => part.type === "delta" ? [part.text] : []).join("");
}

const answer = (draft: Partial<FormulaDraft>) =>
  JSON.stringify({
    formula: "=SUM(B2:B50)",
    explanation: "SUM adds every number in B2:B50. Empty cells and text are skipped.",
    steps: ["Click the cell for the total.", "Type the formula and press Enter."],
    functions: ["SUM"],
    ...draft,
  });

function expectFormula(outcome: FormulaOutcome | Refusal): FormulaOutcome {
  if ("refused" in outcome) throw new Error(`refused: ${outcome.hint}`);
  return outcome;
}

describe("OpenAI-compatible provider, formulas", () => {
  it("streams a good answer's explanation as deltas and returns it verified", async () => {
    standIn.script({ content: answer({}) });
    const { outcome, parts, stages, text } = await generate(totalOfB);
    const result = expectFormula(outcome);
    expect(result.provider).toBe("openai");
    expect(result.fallback).toBeUndefined();
    expect(result.draft).toEqual(JSON.parse(answer({})));
    expect(result.verification).toMatchObject({ parses: true, functionsKnown: true, unknownFunctions: [] });
    expect(result.verification.sample).toHaveProperty("value");
    expect(stages).toEqual(["planning", "verifying"]);
    expect(parts.filter((part) => part.type === "delta").length).toBeGreaterThan(3);
    expect(text).toBe(result.draft.explanation);
    expect(parts.at(-1)).toEqual({ type: "progress", stage: "verifying" });
  });

  it("sends the model name, the key, JSON mode, streaming, the platform and the request", async () => {
    standIn.script({ content: answer({ formula: "=SUM(B2:B50)" }) });
    await generate({ description: "add up B2:B50", platform: "sheets" });
    const [request] = standIn.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer sk-stand-in");
    expect(request.body).toMatchObject({
      model: "stand-in-7b",
      stream: true,
      response_format: { type: "json_object" },
    });
    const [system, user] = request.body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toContain("Google Sheets");
    expect(system.content).toMatch(/Google Sheets does not have .*TEXTBEFORE/);
    expect(user).toEqual({ role: "user", content: "add up B2:B50" });
  });

  it("adds the missing = to a formula", async () => {
    standIn.script({ content: answer({ formula: "SUM(B2:B50)", functions: ["sum", "SUM"] }) });
    const result = expectFormula((await generate(totalOfB)).outcome);
    expect(result.draft).toMatchObject({ formula: "=SUM(B2:B50)", functions: ["SUM"] });
  });

  it.each([
    ["text that is not JSON", "Sure! Use =SUM(B2:B50) to add them up."],
    ["JSON without the steps", JSON.stringify({ formula: "=SUM(B2:B50)", explanation: "Adds B." })],
    ["an empty formula", answer({ formula: " " })],
  ])("falls back to the builtin engine on a malformed answer: %s", async (_case, content) => {
    standIn.script({ content });
    const { outcome, stages, parts } = await generate(totalOfB);
    const result = expectFormula(outcome);
    expect(result.provider).toBe("builtin");
    expect(result.fallback).toBe(generationMessages.providerFallback);
    expect(standIn.requests).toHaveLength(1);
    expect(stages.slice(0, 2)).toEqual(["planning", "fallback"]);
    expect(textAfter(parts, "fallback")).toBe(result.draft.explanation);
  });

  it("gives a formula that fails verification one repair round with the verifier's findings", async () => {
    const first = answer({ formula: "=COUNTUNIQUE(B2:B50)", functions: ["COUNTUNIQUE"] });
    standIn.script({ content: first }, { content: answer({ explanation: "The repaired one adds B2:B50." }) });
    const { outcome, stages, parts } = await generate(totalOfB);
    const result = expectFormula(outcome);
    expect(result).toMatchObject({ provider: "openai", draft: { formula: "=SUM(B2:B50)" } });
    expect(result.fallback).toBeUndefined();
    expect(stages).toEqual(["planning", "verifying", "repairing", "verifying"]);
    expect(textAfter(parts, "repairing")).toBe("The repaired one adds B2:B50.");

    const repair = standIn.requests[1].body.messages;
    expect(repair.slice(0, 2)).toEqual(standIn.requests[0].body.messages);
    expect(repair[2]).toEqual({ role: "assistant", content: first });
    expect(repair[3].role).toBe("user");
    expect(repair[3].content).toContain("=COUNTUNIQUE(B2:B50)");
    expect(repair[3].content).toContain("Microsoft Excel has no function named COUNTUNIQUE");
  });

  it("tells the model when its formula does not parse", async () => {
    standIn.script({ content: answer({ formula: "=SUM(B2:B50" }) }, { content: answer({}) });
    expectFormula((await generate(totalOfB)).outcome);
    expect(standIn.requests[1].body.messages[3].content).toContain("it does not parse as a formula");
  });

  it("falls back to the builtin engine when the repaired formula fails again", async () => {
    const bad = answer({ formula: '=TEXTBEFORE(A2," ")', functions: ["TEXTBEFORE"] });
    standIn.script({ content: bad }, { content: bad });
    const { outcome, stages } = await generate({ ...totalOfB, platform: "sheets" });
    const result = expectFormula(outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
    expect(result.verification).toMatchObject({ parses: true, functionsKnown: true });
    expect(standIn.requests).toHaveLength(2);
    expect(stages.slice(0, 5)).toEqual(["planning", "verifying", "repairing", "verifying", "fallback"]);
  });

  it("keeps the model's formula when only its sample fails and the builtin engine cannot answer", async () => {
    const divides = answer({ formula: "=1/0", functions: [] });
    standIn.script({ content: divides }, { content: divides });
    const { outcome } = await generate({ description: "the ratio I talked about", platform: "excel" });
    const result = expectFormula(outcome);
    expect(result).toMatchObject({ provider: "openai", draft: { formula: "=1/0" } });
    expect(result.verification).toMatchObject({ parses: true, functionsKnown: true, sample: { error: "#DIV/0!" } });
  });

  it("answers the builtin engine's refusal when the model's formula never passes and the builtin cannot answer", async () => {
    const unknown = answer({ formula: "=FROBNICATE(A1)", functions: ["FROBNICATE"] });
    standIn.script({ content: unknown }, { content: unknown });
    const { outcome } = await generate({ description: "the ratio I talked about", platform: "excel" });
    expect(outcome).toMatchObject({ refused: true });
  });

  it("falls back to the builtin engine when the model answers too slowly", async () => {
    standIn.script({ content: answer({}), delayMs: 5_000 });
    const started = performance.now();
    const result = expectFormula((await generate(totalOfB)).outcome);
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1_000);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
  });

  it("falls back to the builtin engine when the model stalls in the middle of its answer", async () => {
    standIn.script({ hangAfter: answer({}).slice(0, 90) });
    const started = performance.now();
    const { outcome, parts } = await generate(totalOfB);
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1_000);
    const result = expectFormula(outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
    expect(textAfter(parts, "planning")).not.toBe("");
    expect(textAfter(parts, "fallback")).toBe(result.draft.explanation);
  });

  it("falls back to the builtin engine when the model cannot be reached", async () => {
    await standIn.stop();
    const result = expectFormula((await generate(totalOfB)).outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
  });

  it("retries a server error and uses the answer that follows", async () => {
    standIn.script({ status: 500 }, { content: answer({}) });
    const result = expectFormula((await generate(totalOfB)).outcome);
    expect(result).toMatchObject({ provider: "openai", draft: { formula: "=SUM(B2:B50)" } });
    expect(standIn.requests).toHaveLength(2);
  });

  it("asks the builtin engine when the model refuses, and says so", async () => {
    standIn.script({ content: JSON.stringify({ refused: true, hint: "Say which column." }) });
    const result = expectFormula((await generate(totalOfB)).outcome);
    expect(result).toMatchObject({ provider: "builtin", fallback: generationMessages.providerRefused });
  });

  it("answers the builtin engine's refusal when both refuse", async () => {
    standIn.script({ content: JSON.stringify({ refused: true, hint: "Say which column." }) });
    const { outcome, stages } = await generate({ description: "purple monkey dishwasher", platform: "excel" });
    expect(outcome).toEqual({ refused: true, hint: expect.any(String) });
    expect((outcome as Refusal).hint).not.toBe("Say which column.");
    expect(stages).toEqual(["planning", "fallback", "planning"]);
  });
});
