import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { favorites } from "../../../../db/schema/favorites.ts";
import { generations, ratings } from "../../../../db/schema/generations.ts";
import { historyMessages } from "../../../contract/history-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { insertHistoryRow } from "../../../test/history-fixtures.ts";
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

  test("GET /api/history/dataAnalyzer/:userId and chartGenerator answer empty lists when there are none", async () => {
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
      historyMessages.typeInvalid,
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

describe("history of every kind", () => {
  test("GET /api/history/dataAnalyzer and chartGenerator answer stored analyses and charts in the spec's shapes", async () => {
    const { token, id } = await signUpUser(server);
    const analysis = await insertHistoryRow(server, id, "dataAnalyzer", { content: "Total sales: 1,234" });
    const chart = await insertHistoryRow(server, id, "chartGenerator", { content: "Line Chart", platform: "sheets" });
    const common = (row: typeof analysis) => ({
      id: row.id,
      description: row.description,
      explanation: row.explanation,
      steps: row.steps,
      platform: row.platform,
      timestamp: row.timestamp,
    });
    expect(await (await server.call(`/api/history/dataAnalyzer/${id}`, { token })).json()).toEqual({
      success: true,
      data: [{ ...common(analysis), analysis: "Total sales: 1,234" }],
    });
    expect(await (await server.call(`/api/history/chartGenerator/${id}`, { token })).json()).toEqual({
      success: true,
      data: [{ ...common(chart), chartType: "Line Chart" }],
    });
  });
});

describe("history paging", () => {
  /** Five formulas of one user, oldest first; the middle three share one millisecond. */
  async function fiveFormulas() {
    const user = await signUpUser(server);
    const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
    const rows = [];
    for (const ms of [0, 5, 5, 5, 9]) {
      rows.push(await insertHistoryRow(server, user.id, "formula", { createdAt: at(ms) }));
    }
    return { user, newestFirst: rows.reverse().map((row) => row.id) };
  }
  const ids = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()).data as { id: string }[]).map((item) => item.id);
  };

  test("GET /api/history/:type/:userId?limit=&before= pages newest first without skipping or repeating ties", async () => {
    const { user, newestFirst } = await fiveFormulas();
    const path = `/api/history/formula/${user.id}`;
    const first = await ids(await server.call(`${path}?limit=2`, { token: user.token }));
    expect(first).toEqual(newestFirst.slice(0, 2));
    const second = await ids(await server.call(`${path}?limit=2&before=${first[1]}`, { token: user.token }));
    expect(second).toEqual(newestFirst.slice(2, 4));
    const last = await ids(await server.call(`${path}?limit=2&before=${second[1]}`, { token: user.token }));
    expect(last).toEqual(newestFirst.slice(4));
    expect(await ids(await server.call(`${path}?before=${last[0]}`, { token: user.token }))).toEqual([]);
  });

  test("GET /api/history/:type/:userId answers the newest 100 by default and at most 100", async () => {
    const user = await signUpUser(server);
    const base = Date.UTC(2026, 0, 1);
    await server.deps.db.insert(generations).values(
      Array.from({ length: 101 }, (_, index) => ({
        id: crypto.randomUUID(),
        userId: user.id,
        kind: "vba" as const,
        description: `macro ${index}`,
        platform: "excel" as const,
        content: "Sub A()\nEnd Sub",
        explanation: "",
        steps: [],
        functions: [],
        checks: {},
        provider: "builtin",
        timestamp: new Date(base + index).toISOString(),
        createdAt: new Date(base + index),
      })),
    );
    const answer = await (await server.call(`/api/history/vba/${user.id}`, { token: user.token })).json();
    expect(answer.data).toHaveLength(100);
    expect(answer.data[0].description).toBe("macro 100");
    expect(answer.data[99].description).toBe("macro 1");
    const limited = await server.call(`/api/history/vba/${user.id}?limit=100`, { token: user.token });
    expect((await limited.json()).data).toHaveLength(100);
  });

  test("GET /api/history/:type/:userId refuses a limit that is not a whole number from 1 to 100 with 400", async () => {
    const { token, id } = await signUpUser(server);
    for (const limit of ["0", "101", "2.5", "ten", "", "-1"]) {
      await expectError(
        await server.call(`/api/history/formula/${id}?limit=${limit}`, { token }),
        400,
        historyMessages.limitInvalid,
      );
    }
  });

  test("GET /api/history/:type/:userId refuses a before that is not an item of that list with 400", async () => {
    const user = await signUpUser(server);
    await insertHistoryRow(server, user.id, "formula");
    const stranger = await signUpUser(server);
    const strangers = await insertHistoryRow(server, stranger.id, "formula");
    const macro = await insertHistoryRow(server, user.id, "vba");
    for (const before of ["no-such-item", strangers.id, macro.id]) {
      await expectError(
        await server.call(`/api/history/formula/${user.id}?before=${before}`, { token: user.token }),
        400,
        historyMessages.cursorUnknown,
      );
    }
    await expectError(
      await server.call(`/api/history/formula/${user.id}?before=${"x".repeat(65)}`, { token: user.token }),
      400,
      historyMessages.idInvalid,
    );
    await expectError(
      await server.call(`/api/history/formula/${"u".repeat(65)}`, { token: user.token }),
      400,
      historyMessages.userIdInvalid,
    );
  });
});

describe("deleting history", () => {
  test("DELETE /api/history/:type/:id removes the owner's item with its favorite and ratings", async () => {
    const { token, id } = await signUpUser(server);
    const formula = await post("/api/generate-formula", { description: "sum B2:B50", platform: "excel" }, token);
    const kept = await post("/api/generate-formula", { description: "sum C2:C9", platform: "excel" }, token);
    await server.call("/api/addFavorite", { body: { item: formula }, token });
    await server.call("/api/rate-formula", { body: { formulaId: formula.timestamp, rating: 5 }, token });
    expect(await server.deps.db.select().from(ratings).where(eq(ratings.itemId, formula.id))).toHaveLength(1);

    const response = await server.call(`/api/history/formula/${formula.id}`, { method: "DELETE", token });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { id: formula.id } });
    const history = await (await server.call(`/api/history/formula/${id}`, { token })).json();
    expect(history.data.map((item: { id: string }) => item.id)).toEqual([kept.id]);
    expect((await (await server.call("/api/favorites", { token })).json()).data).toEqual([]);
    expect(await server.deps.db.select().from(ratings).where(eq(ratings.itemId, formula.id))).toEqual([]);
    expect(await server.deps.db.select().from(favorites).where(eq(favorites.itemId, formula.id))).toEqual([]);
  });

  test("DELETE /api/history/:type/:id answers 404 for another user's item, even a superadmin's call", async () => {
    const owner = await signUpUser(server);
    const item = await insertHistoryRow(server, owner.id, "formula");
    const stranger = await signUpUser(server);
    const admin = await signUpUser(server);
    await server.deps.db.run(`update users set role = 'superadmin' where id = '${admin.id}'`);
    for (const caller of [stranger, admin]) {
      await expectError(
        await server.call(`/api/history/formula/${item.id}`, { method: "DELETE", token: caller.token }),
        404,
        historyMessages.itemNotFound,
      );
    }
    const history = await (await server.call(`/api/history/formula/${owner.id}`, { token: owner.token })).json();
    expect(history.data).toHaveLength(1);
  });

  test("DELETE /api/history/:type/:id answers 404 for an unknown id, a deleted item or the wrong type", async () => {
    const { token, id } = await signUpUser(server);
    const macro = await insertHistoryRow(server, id, "vba");
    const remove = (path: string) => server.call(path, { method: "DELETE", token });
    for (const path of [`/api/history/formula/${macro.id}`, "/api/history/vba/no-such-item"]) {
      await expectError(await remove(path), 404, historyMessages.itemNotFound);
    }
    expect((await remove(`/api/history/vba/${macro.id}`)).status).toBe(200);
    await expectError(await remove(`/api/history/vba/${macro.id}`), 404, historyMessages.itemNotFound);
  });

  test("DELETE /api/history/:type/:id refuses an unknown type with 400 and no token with 401", async () => {
    const { token, id } = await signUpUser(server);
    const item = await insertHistoryRow(server, id, "formula");
    await expectError(
      await server.call(`/api/history/recipes/${item.id}`, { method: "DELETE", token }),
      400,
      historyMessages.typeInvalid,
    );
    await expectError(
      await server.call(`/api/history/formula/${item.id}`, { method: "DELETE" }),
      401,
      messages.authRequired,
    );
  });
});
