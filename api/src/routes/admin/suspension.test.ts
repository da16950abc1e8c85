import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog } from "../../../../db/schema/admin.ts";
import { users } from "../../../../db/schema/users.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { type ClientSocket, connectSocket, nextEvent, signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { listCategories } from "../forum/forum-fixtures.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin");
});
afterAll(() => server.stop());

const block = (id: string, body: unknown, token = admin.token) =>
  server.call(`/api/admin/block-user/${id}`, { method: "PUT", token, body });
const signIn = (member: Member) =>
  server.call("/api/signin", { body: { email: member.account.email, password: member.account.password } });
const generate = (token: string) =>
  server.call("/api/generate-formula", { token, body: { description: "sum B2:B50", platform: "excel" } });
const postTopic = async (token: string) =>
  server.call("/api/forum/topics", {
    token,
    body: { title: "Still here?", content: "Posting after all.", category: (await listCategories(server))[0]._id },
  });
const auditLines = (targetUserId: string) =>
  server.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, targetUserId));
const disconnected = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));

describe("PUT /api/admin/block-user/:id", () => {
  test("suspension bites at once: old token, open socket, sign-in, generation and posting; activation restores", async () => {
    const member = await signUpWithRole(server);
    expect((await generate(member.token)).status).toBe(200);
    const socket = await connectSocket(server, member.token);
    const told = nextEvent(socket, "user:suspended");
    const cut = disconnected(socket);

    const response = await block(member.id, { blocked: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { id: member.id, blocked: true } });

    expect(await told).toEqual({ message: messages.accountSuspended });
    expect(await cut).toBe("io server disconnect");
    await expectError(await server.call("/api/user", { token: member.token }), 403, messages.accountSuspended);
    await expectError(await generate(member.token), 403, messages.accountSuspended);
    await expectError(await postTopic(member.token), 403, messages.accountSuspended);
    await expect(connectSocket(server, member.token)).rejects.toThrow(messages.accountSuspended);
    await expectError(await signIn(member), 403, messages.accountSuspended);

    const activated = await block(member.id, { blocked: false });
    expect(await activated.json()).toMatchObject({ success: true, data: { id: member.id, blocked: false } });
    const again = await signIn(member);
    expect(again.status).toBe(200);
    const { token } = await again.json();
    expect((await generate(token)).status).toBe(200);
    expect((await postTopic(token)).status).toBe(201);
    (await connectSocket(server, token)).disconnect();
    // The token the suspension voided stays void.
    await expectError(await server.call("/api/user", { token: member.token }), 401, messages.tokenInvalid);

    expect((await auditLines(member.id)).map((line) => [line.action, line.actorId])).toEqual([
      ["user.suspended", admin.id],
      ["user.activated", admin.id],
    ]);
  });

  test("a repeated call changes nothing: no new token version, no second audit line", async () => {
    const member = await signUpWithRole(server);
    expect((await block(member.id, { blocked: true })).status).toBe(200);
    const [before] = await server.deps.db.select().from(users).where(eq(users.id, member.id));
    const repeated = await block(member.id, { blocked: true });
    expect(await repeated.json()).toMatchObject({ success: true, data: { blocked: true } });
    const [after] = await server.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(after.tokenVersion).toBe(before.tokenVersion);
    expect(await auditLines(member.id)).toHaveLength(1);
  });

  test("refuses to suspend a superadmin, an unknown id, and a blocked that is not a boolean", async () => {
    const other = await signUpWithRole(server, "superadmin");
    await expectError(await block(other.id, { blocked: true }), 403, adminMessages.cannotSuspendSuperadmin);
    await expectError(await block(admin.id, { blocked: true }), 403, adminMessages.cannotSuspendSuperadmin);
    const [still] = await server.deps.db.select().from(users).where(eq(users.id, other.id));
    expect(still.blocked).toBe(false);
    await expectError(await block("nobody", { blocked: true }), 404, adminMessages.userNotFound);
    const member = await signUpWithRole(server);
    for (const body of [{}, { blocked: "true" }, { blocked: 1 }, { blocked: null }]) {
      await expectError(await block(member.id, body), 400, adminMessages.blockedRequired);
    }
    await expectError(await block(member.id, []), 400, messages.bodyMustBeObject);
    await expectError(
      await server.call(`/api/admin/block-user/${member.id}`, {
        method: "PUT",
        token: admin.token,
        body: "{",
        headers: { "content-type": "application/json" },
      }),
      400,
      messages.malformedJson,
    );
    expect(await auditLines(member.id)).toEqual([]);
  });

  test("the bare /admin/block-user path works the same", async () => {
    const member = await signUpWithRole(server);
    const response = await server.call(`/admin/block-user/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { blocked: true },
    });
    expect(await response.json()).toMatchObject({ success: true, data: { blocked: true } });
  });
});
