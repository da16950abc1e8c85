import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { auditLog } from "../../../../db/schema/admin.ts";
import { users } from "../../../../db/schema/users.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import {
  collect,
  connectSocket,
  insertPost,
  insertTopic,
  nextEvent,
  signUpWithRole,
} from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin");
});
afterAll(() => server.stop());

const toggle = (id: string, token = admin.token) =>
  server.call(`/api/admin/make-moderator/${id}`, { method: "PUT", token });
const flag = (userId: string) =>
  server.call(`/api/admin/flag-user/${userId}`, { token: admin.token, body: { reason: "Watch this one" } });

test("PUT /api/admin/make-moderator/:id grants and removes the role, moving the person's open sockets at once", async () => {
  const member = await signUpWithRole(server);
  const someone = await signUpWithRole(server);
  const socket = await connectSocket(server, member.token);
  const topicId = await insertTopic(server, someone.id);

  // Not a moderator yet: flags about other people do not reach them, and deleting is refused.
  expect(await collect([socket], "user:flagged", () => flag(someone.id))).toEqual([[]]);
  const firstPost = await insertPost(server, topicId, someone.id, "first");
  await expectError(
    await server.call(`/api/forum/posts/${firstPost}`, { method: "DELETE", token: member.token }),
    403,
    messages.forbidden,
  );

  const granted = nextEvent(socket, "user:role");
  const response = await toggle(member.id);
  expect(await response.json()).toMatchObject({ success: true, data: { id: member.id, role: "moderator" } });
  expect(await granted).toEqual({ role: "moderator" });
  // Same socket, no reconnect: it is in `moderators` now, and the same token deletes.
  expect((await collect([socket], "user:flagged", () => flag(someone.id)))[0]).toHaveLength(1);
  expect((await server.call(`/api/forum/posts/${firstPost}`, { method: "DELETE", token: member.token })).status)
    .toBe(200);

  const removed = nextEvent(socket, "user:role");
  const back = await server.call(`/admin/make-moderator/${member.id}`, { method: "PUT", token: admin.token });
  expect(await back.json()).toMatchObject({ success: true, data: { role: "user" } });
  expect(await removed).toEqual({ role: "user" });
  expect(await collect([socket], "user:flagged", () => flag(someone.id))).toEqual([[]]);
  const secondPost = await insertPost(server, topicId, someone.id, "second");
  await expectError(
    await server.call(`/api/forum/posts/${secondPost}`, { method: "DELETE", token: member.token }),
    403,
    messages.forbidden,
  );
  expect(socket.connected).toBe(true);
  socket.disconnect();

  const lines = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
  expect(lines.map((line) => [line.action, line.actorId])).toEqual([
    ["moderator.granted", admin.id],
    ["moderator.removed", admin.id],
  ]);
});

test("PUT /api/admin/make-moderator/:id refuses superadmins and unknown ids, changing nothing", async () => {
  const other = await signUpWithRole(server, "superadmin");
  await expectError(await toggle(other.id), 403, adminMessages.cannotChangeSuperadmin);
  const [still] = await server.deps.db.select().from(users).where(eq(users.id, other.id));
  expect(still.role).toBe("superadmin");
  await expectError(await toggle("nobody"), 404, adminMessages.userNotFound);
  await expectError(await toggle("x".repeat(65)), 400, adminMessages.userIdInvalid);
});

test("PUT /api/admin/make-moderator/:id clicked twice at once toggles once; the second is told why", async () => {
  const member = await signUpWithRole(server);
  const answers = await Promise.all([toggle(member.id), toggle(member.id)]);
  const statuses = answers.map((answer) => answer.status).sort();
  const [user] = await server.deps.db.select().from(users).where(eq(users.id, member.id));
  const lines = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetUserId, member.id));
  // Either both ran one after the other (a grant then a removal) or one lost the race and changed nothing.
  if (statuses[1] === 409) {
    expect(user.role).toBe("moderator");
    expect(lines).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await refused.json()).toEqual({ success: false, error: adminMessages.roleChangedMeanwhile });
  } else {
    expect(statuses).toEqual([200, 200]);
    expect(user.role).toBe("user");
    expect(lines.map((line) => line.action).sort()).toEqual(["moderator.granted", "moderator.removed"]);
  }
});
