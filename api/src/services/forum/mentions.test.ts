import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { notifications } from "../../../../db/schema/forum.ts";
import type { ForumPost, ForumTopic } from "../../../contract/forum.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  insertPost,
  insertTopic,
  nextEvent,
  signUpWithRole,
} from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { createEventBus } from "../../events/bus.ts";
import { listenForMentions, mentionCandidates } from "./mentions.ts";

type Member = Awaited<ReturnType<typeof signUpWithRole>>;
let server: TestServer;
let author: Member, ann: Member, annLee: Member, bob: Member;
let annSocket: ClientSocket, annLeeSocket: ClientSocket, bobSocket: ClientSocket, authorSocket: ClientSocket;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  author = await signUpWithRole(server, "user", "Writer");
  ann = await signUpWithRole(server, "user", "Ann");
  annLee = await signUpWithRole(server, "user", "Ann Lee");
  bob = await signUpWithRole(server, "user", "Bob_100%");
  [annSocket, annLeeSocket, bobSocket, authorSocket] = await Promise.all(
    [ann, annLee, bob, author].map((member) => connectSocket(server, member.token)),
  );
});
afterAll(async () => {
  [annSocket, annLeeSocket, bobSocket, authorSocket].forEach((socket) => socket.disconnect());
  await server.stop();
});

const asAuthor = (member: Member) => ({ _id: member.id, id: member.id, name: member.name });

async function publishTopic(content: string, by = author) {
  const topicId = await insertTopic(server, by.id, content);
  const now = new Date().toISOString();
  const topic: ForumTopic = {
    _id: topicId,
    title: "A test topic",
    content,
    author: asAuthor(by),
    category: "c",
    views: 0,
    repliesCount: 0,
    lastPostAt: now,
    createdAt: now,
  };
  server.deps.events.publish("topic.created", { topic });
  return topicId;
}

async function publishReply(content: string, by = author) {
  const topicId = await insertTopic(server, by.id);
  const postId = await insertPost(server, topicId, by.id, content);
  const post: ForumPost = { _id: postId, topicId, content, createdAt: new Date().toISOString(), author: asAuthor(by) };
  server.deps.events.publish("reply.created", { topicId, post });
  return { topicId, postId };
}

const storedFor = (userId: string) =>
  server.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

test("mentionCandidates offers every prefix of the line that ends a word, longest first", () => {
  expect(mentionCandidates("hi @Ann Lee, thanks\nnext line")).toEqual([
    ["Ann Lee, thanks", "Ann Lee,", "Ann Lee", "Ann"],
  ]);
  expect(mentionCandidates("mail ann@example.com or @ alone, @@x")).toEqual([]);
  expect(mentionCandidates("(@Bob) @Ann")).toEqual([["Bob)", "Bob"], ["Ann"]]);
  expect(mentionCandidates("@a ".repeat(30))).toHaveLength(20);
});

test("a mention in a new topic stores a notification and pushes it to the mentioned user's socket", async () => {
  const arriving = nextEvent(bobSocket, "notification");
  const topicId = await publishTopic("Could @bob_100% have a look at this SUMIFS?");
  const notification = await arriving;
  expect(notification).toMatchObject({
    kind: "mention",
    topicId,
    postId: null,
    fromUser: { id: author.id, name: "Writer" },
    excerpt: "Could @bob_100% have a look at this SUMIFS?",
  });
  const [row] = await storedFor(bob.id);
  expect(row).toMatchObject({ id: notification.id, topicId, postId: null, fromUserId: author.id, readAt: null });
});

test("a mention in a reply matches the longest existing name, case-insensitively, and only that user", async () => {
  const sockets = [annLeeSocket, annSocket, bobSocket, authorSocket];
  let postId = "";
  const received = await collect(sockets, "notification", async () => {
    postId = (await publishReply("Thanks @ann lee, that worked!")).postId;
  }, 300);
  expect(received[0]).toHaveLength(1);
  expect(received[0][0]).toMatchObject({ postId, fromUser: { id: author.id, name: "Writer" } });
  expect(received.slice(1)).toEqual([[], [], []]);
});

test("a user mentioned twice in one post is notified once, and two users each once", async () => {
  const received = await collect([annSocket, bobSocket], "notification", async () => {
    await publishReply("@Ann see above. @Ann and @Bob_100%, please.");
  }, 300);
  expect(received.map((list) => list.length)).toEqual([1, 1]);
});

test("the author mentioning themselves is not notified", async () => {
  const before = (await storedFor(author.id)).length;
  const received = await collect([authorSocket], "notification", () => publishReply("Note to self, @Writer"), 300);
  expect(received).toEqual([[]]);
  expect(await storedFor(author.id)).toHaveLength(before);
});

test("a name that matches no user, or an e-mail address, notifies nobody", async () => {
  const before = await server.deps.db.$count(notifications);
  const received = await collect(
    [annSocket, annLeeSocket, bobSocket, authorSocket],
    "notification",
    () => publishTopic("Hello @Nobody Here and ann@example.com"),
    300,
  );
  expect(received).toEqual([[], [], [], []]);
  expect(await server.deps.db.$count(notifications)).toBe(before);
});

test("listenForMentions' stop function undoes its subscriptions", async () => {
  const events = createEventBus();
  const select = vi.spyOn(server.deps.db, "select");
  const stop = listenForMentions({ ...server.deps, events });
  const reply = { _id: "p", topicId: "t", content: "@Nobody", createdAt: "", author: asAuthor(author) };
  events.publish("reply.created", { topicId: "t", post: reply });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(select).toHaveBeenCalledTimes(1);
  stop();
  events.publish("reply.created", { topicId: "t", post: reply });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(select).toHaveBeenCalledTimes(1);
  select.mockRestore();
});
