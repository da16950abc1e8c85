import { afterAll, beforeAll, expect, test } from "vitest";
import { io as connectSocket, type Socket } from "socket.io-client";
import { type RedisServer, startRedisServer } from "../../test/redis-server.ts";
import { connectSocket as connectForum, insertTopic, roomRequest, signUpWithRole } from "../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";

let redis: RedisServer;
let first: TestServer;
let second: TestServer;
beforeAll(async () => {
  redis = await startRedisServer();
  first = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT: "off" });
  second = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT: "off" });
});
afterAll(async () => {
  await Promise.all([first.stop(), second.stop()]);
  await redis.stop();
});

const connect = (server: TestServer) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connectSocket(server.url, { transports: ["websocket"], reconnection: false, forceNew: true });
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", reject);
  });

const nextEvent = (socket: Socket, name: string, withinMs = 2_000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${name}" within ${withinMs} ms`)), withinMs);
    socket.once(name, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

// These tests are about the adapter, not the contract: they send a free-form payload through an untyped view.
const emitPost = (target: TestServer["io"] | ReturnType<TestServer["io"]["to"]>, payload: unknown) =>
  (target as unknown as { emit(event: string, payload: unknown): unknown }).emit("post:created", payload);

test("a Socket.IO broadcast from one instance reaches a socket connected to the other through Redis", async () => {
  const onSecond = await connect(second);
  const onFirst = await connect(first);
  const payload = { topicId: "t1", text: "hello from the first instance" };
  const received = Promise.all([nextEvent(onSecond, "post:created"), nextEvent(onFirst, "post:created")]);
  emitPost(first.io, payload);
  expect(await received).toEqual([payload, payload]);
  onSecond.disconnect();
  onFirst.disconnect();
});

test("a Socket.IO room broadcast reaches the room's sockets on the other instance only", async () => {
  const member = await connect(second);
  const outsider = await connect(second);
  second.io.in(member.id!).socketsJoin("topic:t2");
  const outsiderGot: unknown[] = [];
  outsider.on("post:created", (payload: unknown) => outsiderGot.push(payload));
  const received = nextEvent(member, "post:created");
  emitPost(first.io.to("topic:t2"), { topicId: "t2" });
  expect(await received).toEqual({ topicId: "t2" });
  expect(outsiderGot).toEqual([]);
  member.disconnect();
  outsider.disconnect();
});

test("a domain event published on one instance reaches the topic room's sockets on every instance, once", async () => {
  // Each test server has its own database: the topic must exist where the socket joins.
  const topicId = await insertTopic(second, (await signUpWithRole(second)).id);
  const member = await connectForum(second);
  const outsider = await connectForum(first);
  expect(await roomRequest(member, "topic:join", { topicId })).toEqual({ ok: true });
  const got: unknown[] = [];
  member.on("post:created", (payload) => got.push(payload));
  outsider.on("post:created", (payload) => got.push(payload));
  const post = { _id: "p1", topicId, content: "hi", createdAt: "", author: { _id: "a", id: "a", name: "A" } };
  first.deps.events.publish("reply.created", { topicId, post });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(got).toEqual([{ topicId, post }]);
  member.disconnect();
  outsider.disconnect();
});
