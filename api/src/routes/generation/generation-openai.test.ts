import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { planFormula } from "../../generation/builtin/plan-formula.ts";
import type { FormulaDraft } from "../../generation/types.ts";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../../test/openai-stand-in.ts";
import { readSse } from "../../../test/read-sse.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let standIn: OpenAiStandIn;
let server: TestServer;
let token: string;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  server = await startTestServer(
    {
      RATE_LIMIT: "off",
      OPENAI_API_KEY: "sk-local-test",
      OPENAI_BASE_URL: standIn.baseURL,
      OPENAI_MODEL: "local-model",
    },
    { modelTimeoutMs: 1_000 },
  );
  ({ token } = await signUpUser(server));
});
afterAll(async () => {
  await server.stop();
  await standIn.stop();
});
beforeEach(() => {
  standIn.requests.length = 0;
  // Each fallback logs one warning line on purpose; keep the test output readable.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const modelFormula = (formula: string) =>
  JSON.stringify({
    formula,
    explanation: "SUMIFS adds the amounts in B2:B50 whose status in D2:D50 is Closed.",
    steps: ["Click the cell for the total.", "Type the formula and press Enter."],
    functions: ["SUMIFS"],
  });
const request = { description: "sum B2:B50 where D2:D50 is Closed", platform: "excel" };

describe("generation through a configured OpenAI-compatible model", () => {
  test("POST /api/generate-formula streams the model's explanation and answers its verified formula", async () => {
    standIn.script({ content: modelFormula('=SUMIFS(B2:B50,D2:D50,"Closed")') });
    const response = await server.call("/api/generate-formula", {
      body: request,
      token,
      headers: { accept: "text/event-stream" },
    });
    const frames = await readSse(response);
    const deltas = frames.filter((frame) => frame.event === "delta").map((frame) => JSON.parse(frame.data).text);
    expect(deltas.length).toBeGreaterThan(1);
    const result = JSON.parse(frames.at(-1)!.data);
    expect(frames.at(-1)!.event).toBe("result");
    expect(deltas.join("")).toBe(result.data.explanation);
    expect(result.data).toMatchObject({
      formula: '=SUMIFS(B2:B50,D2:D50,"Closed")',
      provider: "openai",
      verification: { parses: true, functionsKnown: true, unknownFunctions: [] },
    });
    expect(result.data.fallback).toBeUndefined();
    expect(standIn.requests[0].body.model).toBe("local-model");
    expect(standIn.requests[0].headers.authorization).toBe("Bearer sk-local-test");
  });

  test("POST /api/generate-formula repairs a formula that fails verification with the verifier's findings", async () => {
    standIn.script(
      { content: modelFormula('=SUMIFZ(B2:B50,D2:D50,"Closed")') },
      { content: modelFormula('=SUMIFS(B2:B50,D2:D50,"Closed")') },
    );
    const response = await server.call("/api/generate-formula", { body: request, token });
    const { data } = await response.json();
    expect(data).toMatchObject({ formula: '=SUMIFS(B2:B50,D2:D50,"Closed")', provider: "openai" });
    expect(standIn.requests).toHaveLength(2);
    expect(JSON.stringify(standIn.requests[1].body.messages)).toContain("SUMIFZ");
  });

  test("POST /api/generate-formula falls back to the builtin engine on a malformed answer, and says so", async () => {
    standIn.script({ content: "Sure! Here is your formula: =SUM(B2:B50)" });
    const response = await server.call("/api/generate-formula", { body: request, token });
    const { data } = await response.json();
    expect(data.provider).toBe("builtin");
    expect(data.fallback).toBe(generationMessages.providerFallback);
    expect(data.formula).toBe(
      (planFormula({ description: request.description, platform: "excel" }) as FormulaDraft).formula,
    );
  });

  test("POST /api/generate-formula falls back to the builtin engine when the model is too slow", async () => {
    standIn.script({ content: modelFormula("=SUM(B2:B50)"), delayMs: 5_000 });
    const started = Date.now();
    const response = await server.call("/api/generate-formula", { body: request, token });
    const { data } = await response.json();
    expect(data).toMatchObject({ provider: "builtin", fallback: generationMessages.providerFallback });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  test("POST /api/generate-formula tells the model the user's Excel version and rewrites what that version lacks", async () => {
    const { token } = await signUpUser(server);
    await server.call("/api/update-preferences", {
      method: "PUT",
      token,
      body: { emailNotifications: true, defaultPlatform: "excel", excelVersion: "2016" },
    });
    standIn.script({
      content: JSON.stringify({
        formula: '=IFS(B2>90,"A",B2>80,"B",TRUE,"C")',
        explanation: "IFS checks the score in B2 against each grade's bound in turn.",
        steps: ['Type =IFS(B2>90,"A",B2>80,"B",TRUE,"C") in C2.', "Fill it down."],
        functions: ["IFS"],
      }),
    });
    const response = await server.call("/api/generate-formula", {
      body: { description: "grade B2: A above 90, B above 80, otherwise C", platform: "excel" },
      token,
      headers: { accept: "text/event-stream" },
    });
    const frames = await readSse(response);
    const { data } = JSON.parse(frames.at(-1)!.data);
    const rewritten = '=IF(B2>90,"A",IF(B2>80,"B","C"))';
    expect(data).toMatchObject({
      formula: rewritten,
      functions: ["IF"],
      provider: "openai",
      steps: [`Type ${rewritten} in C2.`, "Fill it down."],
      verification: { parses: true, functionsKnown: true },
    });
    expect(data.explanation).toContain(generationMessages.writtenForExcel("2016", ["IFS"], ["IF"]));
    const deltas = frames.filter((frame) => frame.event === "delta").map((frame) => JSON.parse(frame.data).text);
    expect(deltas.join("")).toBe(data.explanation);
    const [system] = standIn.requests[0].body.messages;
    expect(system.content).toMatch(/The user has Excel 2016, which does not have .*\bIFS\b.*XLOOKUP/);
  });

  test("POST /api/generate-formula says nothing of versions to the model for Microsoft 365", async () => {
    standIn.script({ content: modelFormula('=SUMIFS(B2:B50,D2:D50,"Closed")') });
    await server.call("/api/generate-formula", { body: { ...request, excelVersion: "365" }, token });
    expect(standIn.requests[0].body.messages[0].content).not.toContain("The user has Excel");
  });

  test("POST /api/generate-vba answers the model's macro after the structural check", async () => {
    const code = [
      "Option Explicit",
      "",
      "Sub SayHello()",
      '    MsgBox "Hello"',
      "End Sub",
    ].join("\n");
    standIn.script({
      content: JSON.stringify({ code, explanation: "Shows a greeting.", steps: ["Press Alt+F11.", "Run it."] }),
    });
    const response = await server.call("/api/generate-vba", { body: { description: "say hello in a box" }, token });
    const { data } = await response.json();
    expect(data).toMatchObject({ code, provider: "openai", check: { ok: true, problems: [] } });
  });
});
