import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { explainerMessages } from "../../../contract/explainer-messages.ts";
import { verifierMessages } from "../../../contract/verifier-messages.ts";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../../test/openai-stand-in.ts";
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
    { modelTimeoutMs: 5_000 },
  );
  ({ token } = await signUpUser(server));
});
afterAll(async () => {
  await server.stop();
  await standIn.stop();
});
beforeEach(() => {
  standIn.requests.length = 0;
  // A fallback logs one warning line on purpose; keep the test output readable.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

const modelFormula = (formula: string) =>
  JSON.stringify({
    formula,
    explanation: "Adds the values up.",
    steps: ["Type the formula and press Enter."],
    functions: [],
  });
const request = { description: "add up A1 many times", platform: "excel" };

describe("generation when a model answers with a formula of extreme shape", () => {
  test("POST /api/generate-formula verifies a chain as long as a cell holds and says it was not run", async () => {
    const chain = "=" + Array(2_700).fill("A1").join("+");
    standIn.script({ content: modelFormula(chain) });
    const response = await server.call("/api/generate-formula", { body: request, token });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      formula: chain,
      provider: "openai",
      verification: {
        parses: true,
        functionsKnown: true,
        sample: { notEvaluated: [verifierMessages.tooDeepToRun(400)] },
      },
    });
  });

  test("POST /api/generate-formula hands a formula nested past 64 levels back to the model with why", async () => {
    const tooDeep = "=" + "SUM(".repeat(65) + "A1" + ")".repeat(65);
    standIn.script({ content: modelFormula(tooDeep) }, { content: modelFormula("=SUM(A1:A10)") });
    const response = await server.call("/api/generate-formula", { body: request, token });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ formula: "=SUM(A1:A10)", provider: "openai" });
    expect(JSON.stringify(standIn.requests[1].body.messages)).toContain(explainerMessages.formulaTooDeep);
  });

  test("POST /api/generate-formula answers without a 5xx when every reply is too long or too deep", async () => {
    for (
      const formula of [
        "=" + Array(5_500).fill("A1").join("+"),
        "=" + "(".repeat(5_000) + "1" + ")".repeat(5_000),
        "=" + "-".repeat(8_000) + "1",
      ]
    ) {
      standIn.script({ content: modelFormula(formula) }, { content: modelFormula(formula) });
      const response = await server.call("/api/generate-formula", { body: request, token });
      expect(response.status, formula.slice(0, 12)).toBeLessThan(500);
      await response.body?.cancel();
    }
  });
});
