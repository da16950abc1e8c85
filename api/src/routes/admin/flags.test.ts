import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { users } from "../../../../db/schema/users.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import type { AdminPage, FlagView } from "../../../contract/admin.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { insertPost, insertTopic, signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member, moderator: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin", "Ada Admin");
  moderator = await signUpWithRole(server, "moderator", "Mo Derator");
});
afterAll(() => server.stop());

const flag = async (userId: string, body: { reason: string; postId?: string }) => {
  const response = await server.call(`/api/admin/flag-user/${userId}`, { token: moderator.token, body });
  expect(response.status).toBe(200);
  return (await response.json()).data as FlagView;
};
const queue = async (query = "") => {
  const response = await server.call(`/api/admin/flags${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return await response.json() as AdminPage<FlagView>;
};
const resolve = (id: string, body: unknown) =>
  server.call(`/api/admin/flags/${id}/resolve`, { token: admin.token, body });

test("GET /api/admin/flags lists open flags oldest first: reason, who flagged whom, about which reply", async () => {
  const spammer = await signUpWithRole(server, "user", "Sam Spam");
  const topicId = await insertTopic(server, spammer.id);
  const postId = await insertPost(server, topicId, spammer.id, "Buy   cheap\nlicences here");
  const first = await flag(spammer.id, { reason: "Spam links", postId });
  const second = await flag(spammer.id, { reason: "Again" });

  const page = await queue();
  expect(page).toMatchObject({ success: true, page: 1, total: 2, totalPages: 1 });
  expect(page.data.map((item) => item.id)).toEqual([first.id, second.id]);
  expect(page.data[0]).toEqual({
    id: first.id,
    reason: "Spam links",
    createdAt: expect.any(String),
    status: "open",
    user: { id: spammer.id, name: "Sam Spam", email: spammer.account.email, role: "user", blocked: false },
    flaggedBy: { id: moderator.id, name: "Mo Derator" },
    post: { id: postId, topicId, excerpt: "Buy cheap licences here" },
    resolvedBy: null,
    resolvedAt: null,
  });
  expect(page.data[1].post).toBeNull();

  await resolve(first.id, { action: "dismiss" });
  await resolve(second.id, { action: "dismiss" });
});

test("POST /api/admin/flags/:id/resolve dismisses one flag; a second answer is refused", async () => {
  const member = await signUpWithRole(server);
  const raised = await flag(member.id, { reason: "Rude" });
  const other = await flag(member.id, { reason: "Rude again" });

  const response = await resolve(raised.id, { action: "dismiss", note: "Was a joke" });
  expect(response.status).toBe(200);
  expect((await response.json()).data).toMatchObject({
    id: raised.id,
    status: "dismissed",
    resolvedBy: { id: admin.id, name: "Ada Admin" },
    resolvedAt: expect.any(String),
  });
  await expectError(await resolve(raised.id, { action: "suspend" }), 409, adminMessages.flagAlreadyResolved);
  const [user] = await server.deps.db.select().from(users).where(eq(users.id, member.id));
  expect(user.blocked).toBe(false);
  expect((await queue()).data.map((item) => item.id)).toEqual([other.id]);
  expect((await queue("?status=resolved")).data.map((item) => item.id)).toContain(raised.id);
  await resolve(other.id, { action: "dismiss" });
});

test("POST /api/admin/flags/:id/resolve with suspend suspends the user and closes all their open flags", async () => {
  const member = await signUpWithRole(server);
  const raised = await flag(member.id, { reason: "Spam" });
  const other = await flag(member.id, { reason: "More spam" });

  const response = await resolve(raised.id, { action: "suspend" });
  expect((await response.json()).data).toMatchObject({
    id: raised.id,
    status: "suspended",
    user: { id: member.id, blocked: true },
  });
  await expectError(await server.call("/api/user", { token: member.token }), 403, messages.accountSuspended);
  expect((await queue()).data).toEqual([]);
  const closed = (await queue("?status=all")).data.filter((item) => item.user.id === member.id);
  expect(closed.map((item) => [item.id, item.status]).sort()).toEqual(
    [[raised.id, "suspended"], [other.id, "suspended"]].sort(),
  );
});

test("a flag on a superadmin can be dismissed, not answered by suspension", async () => {
  const other = await signUpWithRole(server, "superadmin");
  const raised = await flag(other.id, { reason: "Abuse of power" });
  await expectError(await resolve(raised.id, { action: "suspend" }), 403, adminMessages.cannotSuspendSuperadmin);
  expect((await (await resolve(raised.id, { action: "dismiss" })).json()).data.status).toBe("dismissed");
});

test("the resolve call and the queue validate what they are given", async () => {
  const member = await signUpWithRole(server);
  const raised = await flag(member.id, { reason: "Spam" });
  for (const body of [{}, { action: "ban" }, { action: 1 }]) {
    await expectError(await resolve(raised.id, body), 400, adminMessages.flagActionInvalid);
  }
  await expectError(
    await resolve(raised.id, { action: "dismiss", note: "x".repeat(1001) }),
    400,
    adminMessages.noteTooLong,
  );
  await expectError(await resolve("no-such-flag", { action: "dismiss" }), 404, adminMessages.flagNotFound);
  await expectError(
    await server.call("/api/admin/flags?status=closed", { token: admin.token }),
    400,
    adminMessages.flagStatusInvalid,
  );
  await resolve(raised.id, { action: "dismiss" });
});

test("POST /api/admin/flag-user/:userId checks the reply it names", async () => {
  const member = await signUpWithRole(server);
  const someoneElse = await signUpWithRole(server);
  const topicId = await insertTopic(server, someoneElse.id);
  const theirs = await insertPost(server, topicId, someoneElse.id, "Not by the member");
  const flagCall = (body: unknown) =>
    server.call(`/api/admin/flag-user/${member.id}`, { token: moderator.token, body });
  await expectError(await flagCall({ reason: "Spam", postId: theirs }), 400, adminMessages.postNotByUser);
  await expectError(await flagCall({ reason: "Spam", postId: "no-such-post" }), 404, forumMessages.postNotFound);
  await expectError(await flagCall({ reason: "Spam", postId: "" }), 400, forumMessages.idInvalid);
  expect((await queue()).data.filter((item) => item.user.id === member.id)).toEqual([]);
});
