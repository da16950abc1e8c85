import { afterAll, beforeAll, expect, test } from "vitest";
import type { AdminPage, AuditEntry } from "../../../contract/admin.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { insertPost, insertTopic, signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let admin: Member, moderator: Member, member: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  admin = await signUpWithRole(server, "superadmin", "Ada Admin");
  moderator = await signUpWithRole(server, "moderator", "Mo Derator");
  member = await signUpWithRole(server, "user", "Pat Member");
});
afterAll(() => server.stop());

const audit = async (query = "") => {
  const response = await server.call(`/api/admin/audit-log${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return await response.json() as AdminPage<AuditEntry>;
};
const ok = async (response: Promise<Response>) => {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return await answer.json();
};

test("GET /api/admin/audit-log shows every admin and moderator action, newest first: who, what, whom, why", async () => {
  const pat = { id: member.id, name: "Pat Member" };
  const ada = { id: admin.id, name: "Ada Admin" };
  const mo = { id: moderator.id, name: "Mo Derator" };
  const topicId = await insertTopic(server, member.id);
  const postId = await insertPost(server, topicId, member.id, "A reply");

  await ok(server.call("/api/admin/forum-categories", {
    token: admin.token,
    body: { name: "Audit", slug: "audit", description: "" },
  }));
  const flag = await ok(server.call(`/api/admin/flag-user/${member.id}`, {
    token: moderator.token,
    body: { reason: "Spam", postId },
  }));
  await ok(server.call(`/api/admin/flags/${flag.data.id}/resolve`, {
    token: admin.token,
    body: { action: "dismiss", note: "Not spam" },
  }));
  await ok(server.call(`/api/forum/posts/${postId}`, { method: "DELETE", token: moderator.token }));
  await ok(server.call(`/api/forum/topics/${topicId}`, { method: "DELETE", token: moderator.token }));
  await ok(server.call(`/api/admin/make-moderator/${member.id}`, { method: "PUT", token: admin.token }));
  await ok(server.call(`/api/admin/make-moderator/${member.id}`, { method: "PUT", token: admin.token }));
  await ok(server.call(`/api/admin/block-user/${member.id}`, {
    method: "PUT",
    token: admin.token,
    body: { blocked: true },
  }));
  await ok(server.call(`/api/admin/block-user/${member.id}`, {
    method: "PUT",
    token: admin.token,
    body: { blocked: false },
  }));
  // Refused actions leave no line.
  expect(
    (await server.call("/api/admin/forum-categories", {
      token: admin.token,
      body: { name: "Audit again", slug: "audit" },
    })).status,
  ).toBe(409);

  const log = await audit();
  expect(log).toMatchObject({ success: true, page: 1, total: 9, totalPages: 1 });
  const lines = log.data.map(({ action, actor, target, subject, reason }) => ({
    action,
    actor,
    target,
    subject,
    reason,
  }));
  expect(lines).toEqual([
    { action: "user.activated", actor: ada, target: pat, subject: null, reason: null },
    { action: "user.suspended", actor: ada, target: pat, subject: null, reason: null },
    { action: "moderator.removed", actor: ada, target: pat, subject: null, reason: null },
    { action: "moderator.granted", actor: ada, target: pat, subject: null, reason: null },
    { action: "topic.deleted", actor: mo, target: pat, subject: "A test topic", reason: null },
    { action: "post.deleted", actor: mo, target: pat, subject: postId, reason: null },
    { action: "flag.dismissed", actor: ada, target: pat, subject: flag.data.id, reason: "Not spam" },
    { action: "user.flagged", actor: mo, target: pat, subject: postId, reason: "Spam" },
    { action: "category.created", actor: ada, target: null, subject: "audit", reason: null },
  ]);
  expect(log.data[0].createdAt >= log.data[8].createdAt).toBe(true);

  const second = await audit("?page=2&limit=4");
  expect(second).toMatchObject({ page: 2, limit: 4, total: 9, totalPages: 3 });
  expect(second.data.map((line) => line.action)).toEqual(lines.slice(4, 8).map((line) => line.action));
});

test("GET /admin/audit-log answers on the bare path and validates paging", async () => {
  expect((await server.call("/admin/audit-log", { token: admin.token })).status).toBe(200);
  await expectError(
    await server.call("/api/admin/audit-log?limit=500", { token: admin.token }),
    400,
    adminMessages.limitInvalid,
  );
  await expectError(
    await server.call("/api/admin/audit-log?page=-1", { token: admin.token }),
    400,
    adminMessages.pageInvalid,
  );
});
