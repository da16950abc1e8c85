import { afterAll, beforeAll, expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { generationsPerMinute } from "./generation-rate-limit.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "on" });
});
afterAll(() => server.stop());

test("POST /api/generate-formula refuses the 121st generation of a user within a minute with 429 and Retry-After", async () => {
  const { token } = await signUpUser(server);
  const body = { description: "sum B2:B50", platform: "excel" };
  for (let i = 0; i < generationsPerMinute; i += 1) {
    const response = await server.call("/api/generate-formula", { body, token });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }
  const refused = await server.call("/api/generate-vba", { body: { description: "delete blank rows" }, token });
  const seconds = Number(refused.headers.get("retry-after"));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
  await expectError(refused, 429, generationMessages.tooManyGenerations(seconds));
  expect(server.deps.metrics.refusals.render()).toContain('{limiter="generate"} 1\n');

  // The limit is per user: someone else still generates.
  const other = await signUpUser(server);
  expect((await server.call("/api/generate-formula", { body, token: other.token })).status).toBe(200);
});
