import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenAiStandIn, startOpenAiStandIn } from "../../test/openai-stand-in.ts";
import { loadEnv } from "../env.ts";
import { createGenerationEngine, defaultOpenAiModel } from "./create-engine.ts";

let standIn: OpenAiStandIn;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
});
afterAll(() => standIn.stop());

const request = { description: "sum B2:B50", platform: "excel" } as const;
const goodAnswer = JSON.stringify({
  formula: "=SUM(B2:B50)",
  explanation: "Adds B2:B50.",
  steps: ["Type it in an empty cell."],
  functions: ["SUM"],
});

describe("createGenerationEngine", () => {
  it.each([["unset", undefined], ["blank", "  "]])(
    "uses the builtin engine when OPENAI_API_KEY is %s",
    async (_, key) => {
      const engine = createGenerationEngine(loadEnv({ OPENAI_API_KEY: key, OPENAI_BASE_URL: standIn.baseURL }));
      const outcome = await engine.formula(request, () => {});
      expect(outcome).toMatchObject({ provider: "builtin" });
      expect(outcome).not.toHaveProperty("fallback");
      expect(standIn.requests).toHaveLength(0);
    },
  );

  it("uses the configured model at OPENAI_BASE_URL when OPENAI_API_KEY is set", async () => {
    standIn.script({ content: goodAnswer });
    const env = loadEnv({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: standIn.baseURL, OPENAI_MODEL: "llama3.2" });
    const outcome = await createGenerationEngine(env, 500).formula(request, () => {});
    expect(outcome).toMatchObject({ provider: "openai", draft: { formula: "=SUM(B2:B50)" } });
    expect(standIn.requests.at(-1)!.body.model).toBe("llama3.2");
  });

  it(`asks for ${defaultOpenAiModel} when OPENAI_MODEL is unset`, async () => {
    standIn.script({ content: goodAnswer });
    const env = loadEnv({ OPENAI_API_KEY: "sk-x", OPENAI_BASE_URL: standIn.baseURL });
    await createGenerationEngine(env, 500).formula(request, () => {});
    expect(standIn.requests.at(-1)!.body.model).toBe(defaultOpenAiModel);
  });
});
