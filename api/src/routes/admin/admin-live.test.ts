import { afterAll, beforeAll, expect, test } from "vitest";
import { signUpWithRole } from "../../../test/forum-sockets.ts";
import { type ClientSocket, collect, connectSocket, expectOnlyFirst } from "../../../test/forum-sockets.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { totalApiCalls } from "../../services/generation/usage.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member, moderator: Member, member: Member;
/** The admin's socket first: every admin event must reach it and none of the others. */
let sockets: ClientSocket[];
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin");
  moderator = await signUpWithRole(server, "moderator");
  member = await signUpWithRole(server);
  sockets = await Promise.all([
    connectSocket(server, admin.token),
    connectSocket(server, moderator.token),
    connectSocket(server, member.token),
    connectSocket(server),
  ]);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.stop();
});

const today = () => new Date().toISOString().slice(0, 10);

test("each generation pushes usage:updated with the user's and the total count to admins only", async () => {
  const received = await collect(sockets, "usage:updated", async () => {
    const response = await server.call("/api/generate-formula", {
      token: member.token,
      body: { description: "sum B2:B50", platform: "excel" },
    });
    expect(response.status).toBe(200);
  });
  expectOnlyFirst(received, {
    userId: member.id,
    apiCalls: 1,
    totalApiCalls: await totalApiCalls(server.deps.db),
    day: today(),
  });
});

test("each sign-up pushes user:registered to admins only, without secrets", async () => {
  let id = "";
  const received = await collect(sockets, "user:registered", async () => {
    id = (await signUpUser(server, { name: "New Person" })).id;
  });
  expectOnlyFirst(received, {
    id,
    name: "New Person",
    email: expect.any(String),
    role: "user",
    apiCalls: 0,
    blocked: false,
    createdAt: expect.any(String),
  });
});

test("a new flag reaches the admins' queue as flag:created, and nobody else's", async () => {
  const received = await collect(sockets, "flag:created", async () => {
    const response = await server.call(`/api/admin/flag-user/${member.id}`, {
      token: moderator.token,
      body: { reason: "Spam" },
    });
    expect(response.status).toBe(200);
  });
  expectOnlyFirst(received, expect.objectContaining({ reason: "Spam", status: "open", user: expect.anything() }));
});

test("suspending pushes user:updated, flag:resolved and audit:created to admins only", async () => {
  const target = await signUpWithRole(server);
  await server.call(`/api/admin/flag-user/${target.id}`, { token: moderator.token, body: { reason: "Rude" } });
  const run = () =>
    server.call(`/api/admin/block-user/${target.id}`, { method: "PUT", token: admin.token, body: { blocked: true } });
  const [updated, resolved, audited] = await Promise.all([
    collect(sockets, "user:updated", run),
    collect(sockets, "flag:resolved", () => {}),
    collect(sockets, "audit:created", () => {}),
  ]);
  expectOnlyFirst(updated, expect.objectContaining({ id: target.id, blocked: true }));
  expectOnlyFirst(
    resolved,
    expect.objectContaining({ status: "suspended", user: expect.objectContaining({ id: target.id }) }),
  );
  expectOnlyFirst(
    audited,
    expect.objectContaining({ action: "user.suspended", target: { id: target.id, name: target.name } }),
  );
});
