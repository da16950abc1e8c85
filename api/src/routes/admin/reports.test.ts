import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { forumPosts } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { AdminPage, AuditEntry } from "../../../contract/admin.ts";
import { messages } from "../../../contract/messages.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import { reportMessages } from "../../../contract/report-messages.ts";
import type { ReportedItem } from "../../../contract/reports.ts";
import { expectError } from "../../../test/expect-error.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  insertPost,
  insertTopic,
  nextEvent,
  roomRequest,
  signUpWithRole,
} from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member, moderator: Member, reporter: Member, second: Member;
/** The moderator's and the superadmin's sockets, then a member's and a visitor's, which must hear nothing. */
let sockets: ClientSocket[];

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off", FORUM_REPORTS_TO_HIDE: "2" });
  admin = await signUpWithRole(server, "superadmin", "Ada Admin");
  moderator = await signUpWithRole(server, "moderator", "Mo Derator");
  reporter = await signUpWithRole(server, "user", "Rita Reporter");
  second = await signUpWithRole(server, "user", "Sid Second");
  sockets = await Promise.all([
    connectSocket(server, moderator.token),
    connectSocket(server, admin.token),
    connectSocket(server, reporter.token),
    connectSocket(server),
  ]);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server.stop();
});

const report = (postId: string, who: Member, body: unknown = { reason: "spam", details: "Link farm" }) =>
  server.call(`/api/forum/posts/${postId}/report`, { token: who.token, body });
const resolve = (id: string, body: unknown, who: Member = moderator) =>
  server.call(`/api/admin/reports/${id}/resolve`, { token: who.token, body });
async function queue(who: Member = moderator) {
  const response = await server.call("/api/admin/reports", { token: who.token });
  expect(response.status).toBe(200);
  return await response.json() as AdminPage<ReportedItem>;
}
async function latestAudit(): Promise<AuditEntry> {
  const response = await server.call("/api/admin/audit-log?limit=1", { token: admin.token });
  return (await response.json()).data[0];
}

/** A reply by a fresh member in a fresh topic, reported once by `reporter`; the push the moderators got. */
async function reportedReply(content = "Buy   cheap\nlicences", role: "user" | "moderator" = "user") {
  const author = await signUpWithRole(server, role, "Sam Spam");
  const topicId = await insertTopic(server, author.id);
  const postId = await insertPost(server, topicId, author.id, content);
  const pushed = await collect(sockets, "report:created", async () => {
    expect((await report(postId, reporter)).status).toBe(201);
  });
  return { author, topicId, postId, pushed };
}

test("a member's report arrives live in the moderators' room with the reply, its author and an excerpt", async () => {
  const { author, topicId, postId, pushed } = await reportedReply();
  const item: ReportedItem = {
    id: postId,
    kind: "post",
    topicId,
    topicTitle: "A test topic",
    excerpt: "Buy cheap licences",
    author: { id: author.id, name: "Sam Spam", role: "user", blocked: false },
    hidden: false,
    reports: [{
      id: expect.any(String),
      reporter: { id: reporter.id, name: "Rita Reporter" },
      reason: "spam",
      details: "Link farm",
      createdAt: expect.any(String),
    }],
    firstReportedAt: expect.any(String),
  };
  expect(pushed).toEqual([[item], [item], [], []]);
  expect((await queue()).data.find((entry) => entry.id === postId)).toEqual(item);
  expect((await queue(admin)).data.find((entry) => entry.id === postId)).toEqual(item);
  await resolve(postId, { action: "dismiss" });
});

test("GET /api/admin/reports is for moderators and superadmins; members' flags stay the superadmins'", async () => {
  await expectError(await server.call("/api/admin/reports"), 401, messages.authRequired);
  await expectError(await server.call("/api/admin/reports", { token: reporter.token }), 403, messages.forbidden);
  await expectError(await server.call("/api/admin/flags", { token: moderator.token }), 403, messages.forbidden);
});

test("POST /api/admin/reports/:id/resolve dismiss closes the reports live, unhides the reply and is audited", async () => {
  const { author, topicId, postId } = await reportedReply("Perfectly fine words");
  const reader = await connectSocket(server);
  expect(await roomRequest(reader, "topic:join", { topicId })).toEqual({ ok: true });
  const hidden = nextEvent(reader, "post:hidden");
  expect((await (await report(postId, second, { reason: "abuse" })).json()).data.hidden).toBe(true);
  await hidden;
  const item = (await queue()).data.find((entry) => entry.id === postId);
  expect(item).toMatchObject({ hidden: true, reports: [{ reason: "spam" }, { reason: "abuse" }] });

  const shown = nextEvent(reader, "post:unhidden");
  const closed = await collect(sockets, "report:closed", async () => {
    const response = await resolve(postId, { action: "dismiss", note: "Not spam" });
    expect(await response.json()).toEqual({ success: true, data: { id: postId, outcome: "dismissed" } });
  });
  const event = { kind: "post", id: postId, outcome: "dismissed" };
  expect(closed).toEqual([[event], [event], [], []]);
  expect(await shown).toEqual({ topicId, postId, content: "Perfectly fine words" });
  reader.disconnect();
  const [row] = await server.deps.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
  expect(row.hiddenAt).toBeNull();
  expect((await queue()).data.some((entry) => entry.id === postId)).toBe(false);
  expect(await latestAudit()).toMatchObject({
    action: "reports.dismissed",
    actor: { id: moderator.id },
    target: { id: author.id },
    subject: postId,
    reason: "Not spam",
  });
  // Dismissed is answered: nobody who reported it may report it again, and there is nothing left to resolve.
  await expectError(await report(postId, reporter), 409, reportMessages.alreadyReported);
  await expectError(await resolve(postId, { action: "dismiss" }), 404, reportMessages.notReported);
});

test("POST /api/admin/reports/:id/resolve delete removes the reply live for its readers and is audited", async () => {
  const { author, topicId, postId } = await reportedReply();
  const reader = await connectSocket(server);
  expect(await roomRequest(reader, "topic:join", { topicId })).toEqual({ ok: true });
  const gone = nextEvent(reader, "post:deleted");
  const closed = await collect(sockets, "report:closed", async () => {
    expect((await (await resolve(postId, { action: "delete" })).json()).data.outcome).toBe("deleted");
  });
  const event = { kind: "post", id: postId, outcome: "deleted" };
  expect(closed).toEqual([[event], [event], [], []]);
  expect(await gone).toEqual({ topicId, postId });
  reader.disconnect();
  expect(await server.deps.db.select().from(forumPosts).where(eq(forumPosts.id, postId))).toEqual([]);
  expect(await latestAudit()).toMatchObject({
    action: "post.deleted",
    actor: { id: moderator.id },
    target: { id: author.id },
    subject: postId,
  });
  expect((await queue()).data.some((entry) => entry.id === postId)).toBe(false);
});

test("POST /api/admin/reports/:id/resolve suspend suspends the author, closes the reports and is audited", async () => {
  const { author, postId } = await reportedReply();
  const closed = await collect(sockets, "report:closed", async () => {
    expect((await (await resolve(postId, { action: "suspend" })).json()).data.outcome).toBe("suspended");
  });
  expect(closed[0]).toEqual([{ kind: "post", id: postId, outcome: "suspended" }]);
  await expectError(await server.call("/api/user", { token: author.token }), 403, messages.accountSuspended);
  expect(await latestAudit()).toMatchObject({
    action: "user.suspended",
    actor: { id: moderator.id },
    target: { id: author.id },
    reason: "spam",
  });
  expect((await queue()).data.some((entry) => entry.id === postId)).toBe(false);
});

test("a moderator cannot suspend a moderator or a superadmin from the queue; a superadmin may suspend a moderator", async () => {
  const { author, postId } = await reportedReply("Words", "moderator");
  await expectError(await resolve(postId, { action: "suspend" }), 403, reportMessages.cannotSuspendModerator);
  expect((await (await resolve(postId, { action: "suspend" }, admin)).json()).data.outcome).toBe("suspended");
  const [row] = await server.deps.db.select().from(users).where(eq(users.id, author.id));
  expect(row.blocked).toBe(true);

  const topicId = await insertTopic(server, admin.id);
  expect(
    (await server.call(`/api/forum/topics/${topicId}/report`, { token: reporter.token, body: { reason: "abuse" } }))
      .status,
  ).toBe(201);
  await expectError(await resolve(topicId, { action: "suspend" }), 403, adminMessages.cannotSuspendSuperadmin);
  expect((await queue()).data.find((entry) => entry.id === topicId)).toMatchObject({ kind: "topic", hidden: false });
  // Deleting a reported topic closes its reports too.
  const closed = await collect(sockets, "report:closed", async () => {
    expect((await resolve(topicId, { action: "delete" })).status).toBe(200);
  });
  expect(closed[0]).toEqual([{ kind: "topic", id: topicId, outcome: "deleted" }]);
  expect(await latestAudit()).toMatchObject({ action: "topic.deleted", actor: { id: moderator.id } });
});

test("the resolve call validates what it is given", async () => {
  const { postId } = await reportedReply();
  for (const body of [{}, { action: "ban" }, { action: 1 }]) {
    await expectError(await resolve(postId, body), 400, reportMessages.actionInvalid);
  }
  await expectError(
    await resolve(postId, { action: "dismiss", note: "x".repeat(1001) }),
    400,
    adminMessages.noteTooLong,
  );
  await expectError(await resolve("no-such-post", { action: "dismiss" }), 404, reportMessages.notReported);
  await expectError(
    await server.call("/api/admin/reports?page=0", { token: moderator.token }),
    400,
    adminMessages.pageInvalid,
  );
  await resolve(postId, { action: "dismiss" });
});
