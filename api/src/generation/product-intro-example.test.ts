import { expect, test } from "vitest";
import { copy } from "../../../web/src/copy.ts";
import { loadEnv } from "../env.ts";
import { createGenerationEngine } from "./create-engine.ts";

test("the sign-in page's example formula is the builtin engine's own answer to its example request", async () => {
  const { exampleRequest, exampleFormula } = copy.auth.productIntro;
  const outcome = await createGenerationEngine(loadEnv({})).formula(
    { description: exampleRequest, platform: "excel" },
    () => {},
  );
  expect(outcome).toMatchObject({ provider: "builtin", draft: { formula: exampleFormula } });
});
