import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { userFlags } from "../../../../db/schema/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { collect, connectSocket, signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let user: Member, moderator: Member, superadmin: Member, target: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  user = await signUpWithRole(server);
  moderator = await signUpWithRole(server, "moderator");
  superadmin = await signUpWithRole(server, "superadmin");
  target = await signUpWithRole(server);
});
afterAll(() => server.stop());

const flag = (path: string, token: string | undefined, body: unknown = { reason: "Spam links" }) =>
  server.call(path, { method: "POST", token, body });
const flagsOf = (userId: string) => server.deps.db.select().from(userFlags).where(eq(userFlags.userId, userId));

test("POST /api/admin/flag-user/:userId by a moderator stores the flag", async () => {
  const response = await flag(`/api/admin/flag-user/${target.id}`, moderator.token, { reason: "  Spam links  " });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    success: true,
    data: {
      reason: "Spam links",
      status: "open",
      user: { id: target.id },
      flaggedBy: { id: moderator.id },
      post: null,
    },
  });
  const rows = await flagsOf(target.id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ flaggedBy: moderator.id, reason: "Spam links" });
});

test("POST /admin/flag-user/:userId by a superadmin works on the bare path too", async () => {
  const response = await flag(`/admin/flag-user/${user.id}`, superadmin.token);
  expect(await response.json()).toMatchObject({ success: true, data: { user: { id: user.id } } });
  expect(await flagsOf(user.id)).toHaveLength(1);
});

test("POST /api/admin/flag-user/:userId refuses visitors with 401 and plain users with 403", async () => {
  for (const path of [`/api/admin/flag-user/${target.id}`, `/admin/flag-user/${target.id}`]) {
    await expectError(await flag(path, undefined), 401, messages.authRequired);
    await expectError(await flag(path, user.token), 403, messages.forbidden);
  }
});

test("POST /api/admin/flag-user/:userId answers 404 for an unknown user", async () => {
  await expectError(await flag("/api/admin/flag-user/nobody", moderator.token), 404, forumMessages.userNotFound);
});

test("POST /api/admin/flag-user/:userId requires a reason", async () => {
  for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: 7 }]) {
    await expectError(
      await flag(`/api/admin/flag-user/${target.id}`, moderator.token, body),
      400,
      forumMessages.flagReasonRequired,
    );
  }
  await expectError(
    await flag(`/api/admin/flag-user/${target.id}`, moderator.token, { reason: "x".repeat(1001) }),
    400,
    forumMessages.flagReasonTooLong,
  );
});

test("POST /api/admin/flag-user/:userId pushes user:flagged to the flagged user and moderators only", async () => {
  const sockets = await Promise.all([
    connectSocket(server, target.token),
    connectSocket(server, moderator.token),
    connectSocket(server, superadmin.token),
    connectSocket(server, user.token),
    connectSocket(server),
  ]);
  const received = await collect(sockets, "user:flagged", async () => {
    expect((await flag(`/api/admin/flag-user/${target.id}`, superadmin.token, { reason: "Rude" })).status).toBe(200);
  });
  const event = { userId: target.id, reason: "Rude", flaggedBy: superadmin.id, createdAt: expect.any(String) };
  const { flaggedBy: _, ...own } = event;
  expect(received).toEqual([[own], [event], [event], [], []]);
  sockets.forEach((socket) => socket.disconnect());
});
