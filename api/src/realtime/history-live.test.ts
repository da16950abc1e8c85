import { afterAll, beforeAll, expect, test } from "vitest";
import { type ClientSocket, collect, connectSocket, signUpWithRole } from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { insertFormulaWithAlternatives } from "../../test/history-fixtures.ts";

// The whole path through the history and favorites routes: service → domain event → realtime → the person's room.
type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let owner: Member, stranger: Member, admin: Member;
/** Two tabs of the owner, then everyone who must not hear about the owner's history. */
let sockets: ClientSocket[];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  owner = await signUpWithRole(server, "user");
  stranger = await signUpWithRole(server, "user");
  admin = await signUpWithRole(server, "superadmin");
  sockets = [
    await connectSocket(server, owner.token),
    await connectSocket(server, owner.token),
    await connectSocket(server, stranger.token),
    await connectSocket(server, admin.token),
    await connectSocket(server),
  ];
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.stop();
});

/** Both of the owner's sockets got exactly `payload`, once; nobody else got anything. */
function expectOwnerTabsOnly(received: unknown[][], payload: unknown) {
  expect(received.slice(0, 2)).toEqual([[payload], [payload]]);
  expect(received.slice(2)).toEqual([[], [], []]);
}

async function generateFormula() {
  const response = await server.call("/api/generate-formula", {
    token: owner.token,
    body: { description: "sum B2:B50", platform: "excel" },
  });
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

test("a generation pushes history:created with the new history item to every socket of its owner only", async () => {
  let result: Record<string, unknown> = {};
  const received = await collect(sockets, "history:created", async () => {
    result = await generateFormula();
  });
  const [item] = (await (await server.call(`/api/history/formula/${owner.id}`, { token: owner.token })).json()).data;
  expect(item.id).toBe(result.id);
  expectOwnerTabsOnly(received, { type: "formula", item });
});

test("POST /api/addFavorite pushes favorite:added to the owner's sockets only, and not again for a duplicate", async () => {
  const result = await generateFormula();
  const [item] = (await (await server.call(`/api/history/formula/${owner.id}`, { token: owner.token })).json()).data;
  const star = () => server.call("/api/addFavorite", { token: owner.token, body: { item: result } });

  expectOwnerTabsOnly(await collect(sockets, "favorite:added", star), { type: "formula", item });
  expect(await collect(sockets, "favorite:added", star)).toEqual([[], [], [], [], []]);
});

test("DELETE /api/removeFavorite/:id pushes favorite:removed to the owner's sockets only, once", async () => {
  const result = await generateFormula();
  await server.call("/api/addFavorite", { token: owner.token, body: { item: result } });
  const unstar = () => server.call(`/api/removeFavorite/${result.id}`, { method: "DELETE", token: owner.token });

  expectOwnerTabsOnly(await collect(sockets, "favorite:removed", unstar), { id: result.id });
  expect(await collect(sockets, "favorite:removed", unstar)).toEqual([[], [], [], [], []]);
});

test("DELETE /api/history/:type/:id pushes history:deleted to the owner's sockets only", async () => {
  const result = await generateFormula();
  const remove = () => server.call(`/api/history/formula/${result.id}`, { method: "DELETE", token: owner.token });

  expectOwnerTabsOnly(await collect(sockets, "history:deleted", remove), { type: "formula", id: result.id });
  // A refused delete (someone else's call) pushes nothing.
  const refused = () => server.call(`/api/history/formula/${result.id}`, { method: "DELETE", token: stranger.token });
  expect(await collect(sockets, "history:deleted", refused)).toEqual([[], [], [], [], []]);
});

test("POST /api/choose-formula-alternative pushes history:updated with the item and its new answer to the owner's sockets only", async () => {
  const { id } = await insertFormulaWithAlternatives(server, owner.id);
  let answer: Record<string, unknown> = {};
  const choose = (token: string) => async () => {
    const response = await server.call("/api/choose-formula-alternative", { token, body: { formulaId: id, index: 0 } });
    answer = await response.json();
  };

  const received = await collect(sockets, "history:updated", choose(owner.token));
  expect(answer).toMatchObject({ success: true, data: { id, formula: "=RANK.EQ(B5,B2:B40,1)" } });
  const [item] = (await (await server.call(`/api/history/formula/${owner.id}`, { token: owner.token })).json()).data;
  expect(item).toMatchObject({ id, formula: "=RANK.EQ(B5,B2:B40,1)" });
  expectOwnerTabsOnly(received, { type: "formula", item, result: answer.data });
  // A refused choice (someone else's formula) pushes nothing.
  expect(await collect(sockets, "history:updated", choose(stranger.token))).toEqual([[], [], [], [], []]);
});
