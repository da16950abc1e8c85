import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { generationMessages } from "../../../contract/generation-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

const post = async (path: string, body: unknown, token: string) =>
  (await (await server.call(path, { body, token })).json()).data;

describe("history", () => {
  test("GET /api/history/formula/:userId lists the user's formulas newest first, in the spec's item shape", async () => {
    const { token, id } = await signUpUser(server);
    const first = await post("/api/generate-formula", { description: "sum B2:B50", platform: "excel" }, token);
    const second = await post("/api/generate-formula", { description: "sum C2:C9", platform: "sheets" }, token);
    await post("/api/generate-vba", { description: "delete blank rows" }, token);

    const response = await server.call(`/api/history/formula/${id}`, { token });
    expect(response.status).toBe(200);
    const toItem = (data: typeof first, description: string) => ({
      id: data.id,
      description,
      formula: data.formula,
      explanation: data.explanation,
      steps: data.steps,
      functions: data.functions,
      platform: data.platform,
      timestamp: data.timestamp,
    });
    expect(await response.json()).toEqual({
      success: true,
      data: [toItem(second, "sum C2:C9"), toItem(first, "sum B2:B50")],
    });
  });

  test("GET /api/history/vba/:userId lists the user's macros in the spec's item shape", async () => {
    const { token, id } = await signUpUser(server);
    const macro = await post("/api/generate-vba", { description: "delete blank rows in Sheet1" }, token);
    expect(await (await server.call(`/api/history/vba/${id}`, { token })).json()).toEqual({
      success: true,
      data: [{
        id: macro.id,
        description: "delete blank rows in Sheet1",
        code: macro.code,
        explanation: macro.explanation,
        steps: macro.steps,
        platform: "excel",
        timestamp: macro.timestamp,
      }],
    });
  });

  test("GET /api/history/dataAnalyzer/:userId and chartGenerator answer empty lists", async () => {
    const { token, id } = await signUpUser(server);
    for (const type of ["dataAnalyzer", "chartGenerator"]) {
      expect(await (await server.call(`/api/history/${type}/${id}`, { token })).json()).toEqual({
        success: true,
        data: [],
      });
    }
  });

  test("GET /api/history/:type/:userId refuses an unknown type with 400", async () => {
    const { token, id } = await signUpUser(server);
    await expectError(
      await server.call(`/api/history/recipes/${id}`, { token }),
      400,
      generationMessages.historyTypeInvalid,
    );
  });

  test("GET /api/history/:type/:userId refuses another user's history with 403, but a superadmin may read it", async () => {
    const owner = await signUpUser(server);
    await post("/api/generate-formula", { description: "sum B2:B50", platform: "excel" }, owner.token);
    const stranger = await signUpUser(server);
    await expectError(
      await server.call(`/api/history/formula/${owner.id}`, { token: stranger.token }),
      403,
      messages.forbidden,
    );
    const admin = await signUpUser(server);
    await server.deps.db.run(`update users set role = 'superadmin' where id = '${admin.id}'`);
    const answer = await (await server.call(`/api/history/formula/${owner.id}`, { token: admin.token })).json();
    expect(answer.data).toHaveLength(1);
  });

  test("GET /api/history/:type/:userId refuses a request without a token with 401", async () => {
    const { id } = await signUpUser(server);
    await expectError(await server.call(`/api/history/formula/${id}`), 401, messages.authRequired);
  });
});
