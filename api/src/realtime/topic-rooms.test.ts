import { afterAll, beforeAll, expect, test } from "vitest";
import { forumMessages } from "../../contract/forum-messages.ts";
import {
  type ClientSocket,
  collect,
  connectSocket,
  insertTopic,
  roomRequest,
  signUpWithRole,
} from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { maxTopicRooms } from "./topic-rooms.ts";

let server: TestServer;
let authorId: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  authorId = (await signUpWithRole(server)).id;
});
afterAll(() => server.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const topicRooms = (socket: ClientSocket) =>
  [...server.io.sockets.sockets.get(socket.id!)!.rooms].filter((room) => room.startsWith("topic:"));
const pushReply = (topicId: string) => () =>
  server.deps.events.publish("reply.created", {
    topicId,
    post: { _id: "p", topicId, content: "hi", createdAt: "", author: { _id: "a", id: "a", name: "A" } },
  });

test("topic:join puts a visitor's socket in an existing topic's room, and topic:leave takes it out", async () => {
  const topicId = await insertTopic(server, authorId);
  const socket = await connectSocket(server);
  expect(await roomRequest(socket, "topic:join", { topicId })).toEqual({ ok: true });
  expect((await collect([socket], "post:created", pushReply(topicId)))[0]).toHaveLength(1);
  expect(await roomRequest(socket, "topic:leave", { topicId })).toEqual({ ok: true });
  expect((await collect([socket], "post:created", pushReply(topicId)))[0]).toEqual([]);
  socket.disconnect();
});

test("topic:join without an acknowledgement still joins", async () => {
  const topicId = await insertTopic(server, authorId);
  const socket = await connectSocket(server);
  socket.emit("topic:join", { topicId });
  await sleep(150);
  expect(topicRooms(socket)).toEqual([`topic:${topicId}`]);
  socket.disconnect();
});

test("topic:join refuses an unknown topic", async () => {
  const socket = await connectSocket(server);
  expect(await roomRequest(socket, "topic:join", { topicId: "no-such-topic" })).toEqual({
    ok: false,
    error: forumMessages.topicNotFound,
  });
  expect(topicRooms(socket)).toEqual([]);
  socket.disconnect();
});

test("topic:join and topic:leave refuse a payload that is not {topicId: string of 1 to 64}", async () => {
  const socket = await connectSocket(server);
  for (const request of [undefined, "abc", 42, {}, { topicId: 5 }, { topicId: "" }, { topicId: "x".repeat(65) }]) {
    for (const event of ["topic:join", "topic:leave"] as const) {
      expect(await roomRequest(socket, event, request)).toEqual({ ok: false, error: forumMessages.idInvalid });
    }
  }
  expect(topicRooms(socket)).toEqual([]);
  expect(socket.connected).toBe(true);
  socket.disconnect();
});

test(`topic:join refuses a join beyond ${maxTopicRooms} topic rooms on one socket`, async () => {
  const socket = await connectSocket(server);
  const ids = await Promise.all(Array.from({ length: maxTopicRooms + 1 }, () => insertTopic(server, authorId)));
  for (const [index, topicId] of ids.slice(0, maxTopicRooms).entries()) {
    // Paced below the flood limit, which this test is not about.
    if (index % 15 === 14) await sleep(800);
    expect(await roomRequest(socket, "topic:join", { topicId })).toEqual({ ok: true });
  }
  await sleep(800);
  expect(await roomRequest(socket, "topic:join", { topicId: ids[maxTopicRooms] })).toEqual({
    ok: false,
    error: forumMessages.tooManyTopicRooms,
  });
  expect(await roomRequest(socket, "topic:leave", { topicId: ids[0] })).toEqual({ ok: true });
  expect(await roomRequest(socket, "topic:join", { topicId: ids[maxTopicRooms] })).toEqual({ ok: true });
  socket.disconnect();
});
