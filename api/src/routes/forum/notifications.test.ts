import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { notifications } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { NotificationInbox } from "../../../contract/forum-events.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { messages } from "../../../contract/messages.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { inboxSize } from "../../services/forum/notification-inbox.ts";
import { postReply, postTopic } from "./forum-fixtures.ts";

type Member = Awaited<ReturnType<typeof signUpUser>>;
let server: TestServer;
let writer: Member, reader: Member;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  writer = await signUpUser(server, { name: "Writer Wu" });
  reader = await signUpUser(server, { name: "Reader Ray" });
});
afterAll(() => server.stop());

async function inbox(member: Member): Promise<NotificationInbox> {
  const response = await server.call("/api/notifications", { token: member.token });
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.data;
}

const markRead = (member: Member, body: unknown) =>
  server.call("/api/notifications/read", { token: member.token, body });

// Mentions are resolved just after the post is answered for, so the inbox is read until they arrive.
const inboxOnceItHas = (member: Member, count: number) =>
  vi.waitFor(async () => {
    const answer = await inbox(member);
    expect(answer.notifications.length).toBeGreaterThanOrEqual(count);
    return answer;
  });

test("GET /api/notifications needs a signed-in, unsuspended user", async () => {
  await expectError(await server.call("/api/notifications"), 401, messages.authRequired);
  await expectError(await server.call("/api/notifications/read", { body: { ids: ["x"] } }), 401, messages.authRequired);
  const suspended = await signUpUser(server);
  await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, suspended.id));
  await expectError(
    await server.call("/api/notifications", { token: suspended.token }),
    403,
    messages.accountSuspended,
  );
});

test("GET /api/notifications lists the mentions that arrived while away, unread, and never the author's own", async () => {
  const topic = await postTopic(server, writer.token, { content: "@Reader Ray can you check this? (and @Writer Wu)" });
  await postReply(server, writer.token, topic._id, "Ping @reader ray again");
  const { notifications: list, unread } = await inboxOnceItHas(reader, 2);
  expect(unread).toBe(2);
  expect(list.map((n) => [n.postId === null ? "topic" : "reply", n.read])).toEqual([["reply", false], [
    "topic",
    false,
  ]]);
  expect(list[1]).toMatchObject({
    kind: "mention",
    topicId: topic._id,
    fromUser: { id: writer.id, name: "Writer Wu" },
    excerpt: "@Reader Ray can you check this? (and @Writer Wu)",
  });
  expect(await inbox(writer)).toEqual({ notifications: [], unread: 0 });
});

test("POST /api/notifications/read marks the user's own notifications read, and only theirs", async () => {
  const other = await signUpUser(server, { name: "Other Oz" });
  await postTopic(server, writer.token, { content: "@Other Oz over to you" });
  const [othersNotification] = (await inboxOnceItHas(other, 1)).notifications;
  const before = await inbox(reader);
  const first = before.notifications[0];

  const response = await markRead(reader, { ids: [first.id, othersNotification.id, "no-such-id"] });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, data: { unread: before.unread - 1 } });
  const after = await inbox(reader);
  expect(after.unread).toBe(before.unread - 1);
  expect(after.notifications.find((n) => n.id === first.id)?.read).toBe(true);
  // Someone else's id is ignored, and marking again changes nothing.
  expect((await inbox(other)).unread).toBe(1);
  expect(await (await markRead(reader, { ids: [first.id] })).json()).toEqual({
    success: true,
    data: { unread: after.unread },
  });
});

test(`GET /api/notifications sends the newest ${inboxSize} and counts every unread one`, async () => {
  const busy = await signUpUser(server, { name: "Busy Bee" });
  const topic = await postTopic(server, writer.token, { title: "Lots of mentions", content: "Nothing yet." });
  const start = Date.now();
  await server.deps.db.insert(notifications).values(
    Array.from({ length: inboxSize + 5 }, (_, i) => ({
      id: `busy-${String(i).padStart(2, "0")}`,
      userId: busy.id,
      kind: "mention" as const,
      topicId: topic._id,
      fromUserId: writer.id,
      excerpt: `mention ${i}`,
      createdAt: new Date(start + i),
    })),
  );
  const answer = await inbox(busy);
  expect(answer.unread).toBe(inboxSize + 5);
  expect(answer.notifications).toHaveLength(inboxSize);
  expect(answer.notifications[0].excerpt).toBe(`mention ${inboxSize + 4}`);
  expect(answer.notifications.at(-1)?.excerpt).toBe("mention 5");
});

test("POST /api/notifications/read refuses anything but 1 to 50 ids with 400 and says why", async () => {
  for (const body of [{}, { ids: [] }, { ids: "n-1" }, { ids: [""] }, { ids: [7] }, { ids: Array(51).fill("n") }]) {
    await expectError(await markRead(reader, body), 400, forumMessages.notificationIdsInvalid);
  }
  for (const body of [[], null]) await expectError(await markRead(reader, body), 400, messages.bodyMustBeObject);
});
