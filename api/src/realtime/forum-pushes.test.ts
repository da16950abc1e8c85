import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { ForumPost, ForumTopic } from "../../contract/forum.ts";
import type { ForumNotification } from "../../contract/forum-events.ts";
import { createEventBus } from "../events/bus.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  expectOnlyFirst,
  insertTopic,
  roomRequest,
  signUpWithRole,
} from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import type { RealtimeServer } from "./socket-types.ts";
import { pushForumEvents } from "./forum-pushes.ts";

let server: TestServer;
let member: { id: string; token: string; name: string };
let other: { id: string; token: string; name: string };
let topicId: string;
// The topic room's member first, then a signed-in user elsewhere, a visitor, a moderator and a superadmin.
let inTopic: ClientSocket,
  signedIn: ClientSocket,
  visitor: ClientSocket,
  moderator: ClientSocket,
  superadmin: ClientSocket;
let everyone: ClientSocket[];
let moderatorId: string;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  member = await signUpWithRole(server);
  other = await signUpWithRole(server);
  topicId = await insertTopic(server, member.id);
  inTopic = await connectSocket(server, member.token);
  signedIn = await connectSocket(server, other.token);
  visitor = await connectSocket(server);
  const moderatorAccount = await signUpWithRole(server, "moderator");
  moderatorId = moderatorAccount.id;
  moderator = await connectSocket(server, moderatorAccount.token);
  superadmin = await connectSocket(server, (await signUpWithRole(server, "superadmin")).token);
  everyone = [inTopic, signedIn, visitor, moderator, superadmin];
  expect(await roomRequest(inTopic, "topic:join", { topicId })).toEqual({ ok: true });
});
afterAll(async () => {
  everyone.forEach((socket) => socket.disconnect());
  await server.stop();
});

const author = () => ({ _id: member.id, id: member.id, name: member.name });
const topic = (): ForumTopic => ({
  _id: topicId,
  title: "A test topic",
  content: "Topic content",
  author: author(),
  category: "c1",
  views: 0,
  repliesCount: 0,
  lastPostAt: new Date().toISOString(),
  createdAt: new Date().toISOString(),
});
const post = (): ForumPost => ({
  _id: crypto.randomUUID(),
  topicId,
  content: "A reply",
  createdAt: new Date().toISOString(),
  author: author(),
});
const roomsOf = (socket: ClientSocket) => [...server.io.sockets.sockets.get(socket.id!)!.rooms].sort();

test("socket rooms: a visitor is in forum, a user also in user:<id> and its token's session, moderators and superadmins also in moderators", () => {
  expect(roomsOf(visitor)).toEqual(["forum", visitor.id].sort());
  expect(roomsOf(signedIn)).toEqual(["forum", `user:${other.id}`, `session:${other.id}:0`, signedIn.id].sort());
  expect(roomsOf(moderator)).toContain("moderators");
  expect(roomsOf(superadmin)).toContain("moderators");
  expect(roomsOf(inTopic)).toEqual(
    ["forum", `topic:${topicId}`, `user:${member.id}`, `session:${member.id}:0`, inTopic.id].sort(),
  );
});

test("topic.created is pushed as topic:created to every socket in forum", async () => {
  const created = topic();
  const received = await collect(everyone, "topic:created", () =>
    server.deps.events.publish("topic.created", {
      topic: created,
    }));
  expect(received).toEqual(everyone.map(() => [created]));
});

test("topic.updated is pushed once to each socket, even one in both forum and the topic's room", async () => {
  const update = { topicId, repliesCount: 3, views: 7, lastPostAt: new Date().toISOString() };
  const received = await collect(everyone, "topic:updated", () => server.deps.events.publish("topic.updated", update));
  expect(received).toEqual(everyone.map(() => [update]));
});

test("reply.created is pushed as post:created to the topic's room only", async () => {
  const reply = post();
  const received = await collect(
    everyone,
    "post:created",
    () => server.deps.events.publish("reply.created", { topicId, post: reply }),
  );
  expectOnlyFirst(received, { topicId, post: reply });
});

test("post.deleted is pushed as post:deleted to the topic's room only", async () => {
  const event = { topicId, postId: crypto.randomUUID() };
  const received = await collect(everyone, "post:deleted", () => server.deps.events.publish("post.deleted", event));
  expectOnlyFirst(received, event);
});

test("a push for another topic does not reach this topic's room", async () => {
  const received = await collect(everyone, "post:created", () =>
    server.deps.events.publish("reply.created", {
      topicId: "another",
      post: { ...post(), topicId: "another" },
    }));
  expect(received).toEqual(everyone.map(() => []));
});

test("user.flagged is pushed as user:flagged to the moderators, and to the flagged user without who flagged", async () => {
  const flag = { userId: other.id, reason: "spam", flaggedBy: "someone", createdAt: new Date().toISOString() };
  const received = await collect(everyone, "user:flagged", () => server.deps.events.publish("user.flagged", flag));
  const { flaggedBy: _, ...own } = flag;
  expect(received).toEqual([[], [own], [], [flag], [flag]]);
});

test("a flagged moderator gets user:flagged once, as the flagged person", async () => {
  const flag = { userId: moderatorId, reason: "spam", flaggedBy: "someone", createdAt: new Date().toISOString() };
  const received = await collect(everyone, "user:flagged", () => server.deps.events.publish("user.flagged", flag));
  const { flaggedBy: _, ...own } = flag;
  expect(received).toEqual([[], [], [], [own], [flag]]);
});

test("mention.created is pushed as notification to the mentioned user's room only", async () => {
  const notification: ForumNotification = {
    id: crypto.randomUUID(),
    kind: "mention",
    topicId,
    postId: null,
    fromUser: { id: other.id, name: other.name },
    excerpt: "hi",
    createdAt: new Date().toISOString(),
    read: false,
  };
  const received = await collect(
    everyone,
    "notification",
    () => server.deps.events.publish("mention.created", { userId: member.id, notification }),
  );
  expectOnlyFirst(received, notification);
});

test("topic.deleted is pushed to forum and the topic's room once each, and empties the topic's room", async () => {
  const deletedId = await insertTopic(server, member.id);
  expect(await roomRequest(signedIn, "topic:join", { topicId: deletedId })).toEqual({ ok: true });
  const received = await collect(
    everyone,
    "topic:deleted",
    () => server.deps.events.publish("topic.deleted", { topicId: deletedId }),
  );
  expect(received).toEqual(everyone.map(() => [{ topicId: deletedId }]));
  expect(roomsOf(signedIn)).not.toContain(`topic:${deletedId}`);
});

test("pushForumEvents' stop function undoes every subscription", async () => {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const emit = vi.fn();
  const io = { to: vi.fn(() => ({ emit })), in: vi.fn(() => ({ socketsLeave: vi.fn() })) };
  const events = createEventBus();
  const stop = pushForumEvents(io as unknown as RealtimeServer, events);
  events.publish("post.deleted", { topicId: "t", postId: "p" });
  await turn();
  expect(emit).toHaveBeenCalledTimes(1);
  stop();
  events.publish("topic.deleted", { topicId: "t" });
  events.publish("post.deleted", { topicId: "t", postId: "p" });
  events.publish("user.flagged", { userId: "u", reason: "r", flaggedBy: "m", createdAt: "" });
  await turn();
  expect(emit).toHaveBeenCalledTimes(1);
});
