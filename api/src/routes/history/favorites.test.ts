import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { favorites } from "../../../../db/schema/favorites.ts";
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

const generate = async (path: string, body: unknown, token: string) =>
  (await (await server.call(path, { body, token })).json()).data;
const historyItem = async (type: string, userId: string, token: string) =>
  (await (await server.call(`/api/history/${type}/${userId}`, { token })).json()).data[0];
const favoritesOf = async (token: string) => {
  const response = await server.call("/api/favorites", { token });
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.success).toBe(true);
  return answer.data;
};
const add = (item: unknown, token: string) => server.call("/api/addFavorite", { body: { item }, token });
const remove = (id: string, token: string) => server.call(`/api/removeFavorite/${id}`, { method: "DELETE", token });

describe("favorites", () => {
  test("POST /api/addFavorite stores the item the client sends by its id and answers the stored item", async () => {
    const { token, id } = await signUpUser(server);
    await generate("/api/generate-formula", { description: "sum B2:B50", platform: "excel" }, token);
    const item = await historyItem("formula", id, token);

    // The spec's client sends the whole item: whatever else it says, the server keeps and answers its own copy.
    const response = await add({ ...item, formula: "=HACKED()", description: "changed" }, token);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: item });
    expect(await favoritesOf(token)).toEqual([item]);
  });

  test("GET /api/favorites lists every kind, most recently starred first, classifiable by its main field", async () => {
    const { token, id } = await signUpUser(server);
    await generate("/api/generate-formula", { description: "sum B2:B50", platform: "sheets" }, token);
    await generate("/api/generate-vba", { description: "delete blank rows in Sheet1" }, token);
    const formula = await historyItem("formula", id, token);
    const macro = await historyItem("vba", id, token);
    const analysis = await insertHistoryRow(server, id, "dataAnalyzer", { content: "Mean 4.2" });
    const chart = await insertHistoryRow(server, id, "chartGenerator", { content: "Pie Chart" });

    for (const item of [macro, formula, { id: analysis.id }, { id: chart.id }]) {
      expect((await add(item, token)).status).toBe(200);
    }

    const listed = await favoritesOf(token);
    expect(listed.map((item: { id: string }) => item.id)).toEqual([chart.id, analysis.id, formula.id, macro.id]);
    expect(listed[0]).toMatchObject({ chartType: "Pie Chart", description: chart.description, platform: "excel" });
    expect(listed[1]).toMatchObject({ analysis: "Mean 4.2", explanation: analysis.explanation, steps: ["one", "two"] });
    expect(listed[2]).toEqual(formula);
    expect(listed[2].platform).toBe("sheets");
    expect(listed[3]).toEqual(macro);
    expect(Object.keys(listed[3])).toContain("code");
  });

  test("POST /api/addFavorite twice keeps one favorite", async () => {
    const { token, id } = await signUpUser(server);
    const row = await insertHistoryRow(server, id, "formula");
    expect((await add({ id: row.id }, token)).status).toBe(200);
    const again = await add({ id: row.id }, token);
    expect(again.status).toBe(200);
    expect((await again.json()).data.id).toBe(row.id);
    expect(await favoritesOf(token)).toHaveLength(1);
  });

  test("POST /api/addFavorite answers 404 for an unknown id and for another user's item, a superadmin's too", async () => {
    const owner = await signUpUser(server);
    const row = await insertHistoryRow(server, owner.id, "formula");
    const stranger = await signUpUser(server);
    const admin = await signUpUser(server);
    await server.deps.db.run(`update users set role = 'superadmin' where id = '${admin.id}'`);

    await expectError(await add({ id: "no-such-item" }, stranger.token), 404, historyMessages.itemNotFound);
    for (const caller of [stranger, admin]) {
      await expectError(await add({ id: row.id }, caller.token), 404, historyMessages.itemNotFound);
      expect(await favoritesOf(caller.token)).toEqual([]);
    }
  });

  test("POST /api/addFavorite refuses a body without an item id with 400", async () => {
    const { token } = await signUpUser(server);
    for (const body of [{}, { item: null }, { item: "abc" }, { item: {} }, { item: { id: "" } }, { item: { id: 7 } }]) {
      await expectError(
        await server.call("/api/addFavorite", { body, token }),
        400,
        historyMessages.favoriteItemRequired,
      );
    }
    await expectError(await add({ id: "x".repeat(65) }, token), 400, historyMessages.idInvalid);
    await expectError(await server.call("/api/addFavorite", { body: "[1,", token }), 400, messages.malformedJson);
  });

  test("DELETE /api/removeFavorite/:id removes a favorite, and removing one that is not is harmless", async () => {
    const { token, id } = await signUpUser(server);
    const starred = await insertHistoryRow(server, id, "vba");
    const other = await insertHistoryRow(server, id, "vba");
    await add({ id: starred.id }, token);
    await add({ id: other.id }, token);

    const response = await remove(starred.id, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { id: starred.id, removed: true } });
    expect((await favoritesOf(token)).map((item: { id: string }) => item.id)).toEqual([other.id]);

    for (const harmless of [starred.id, "no-such-item"]) {
      const again = await remove(harmless, token);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ success: true, data: { id: harmless, removed: false } });
    }
    // The history item itself stays: unstarring is not deleting.
    expect(await historyItem("vba", id, token)).toMatchObject({ id: other.id });
    expect((await (await server.call(`/api/history/vba/${id}`, { token })).json()).data).toHaveLength(2);
  });

  test("DELETE /api/removeFavorite/:id cannot remove another user's favorite", async () => {
    const owner = await signUpUser(server);
    const row = await insertHistoryRow(server, owner.id, "formula");
    await add({ id: row.id }, owner.token);
    const stranger = await signUpUser(server);

    const response = await remove(row.id, stranger.token);

    expect(await response.json()).toEqual({ success: true, data: { id: row.id, removed: false } });
    expect(await favoritesOf(owner.token)).toHaveLength(1);
  });

  test("favorites refuse a request without a token with 401", async () => {
    await expectError(await server.call("/api/favorites"), 401, messages.authRequired);
    await expectError(
      await server.call("/api/addFavorite", { body: { item: { id: "a" } } }),
      401,
      messages.authRequired,
    );
    await expectError(await server.call("/api/removeFavorite/a", { method: "DELETE" }), 401, messages.authRequired);
  });

  test("a deleted account's favorites and history go with it", async () => {
    const { token, id } = await signUpUser(server);
    const row = await insertHistoryRow(server, id, "formula");
    await add({ id: row.id }, token);
    await server.deps.db.run(`delete from users where id = '${id}'`);
    expect(await server.deps.db.select().from(favorites).where(eq(favorites.userId, id))).toEqual([]);
  });
});
