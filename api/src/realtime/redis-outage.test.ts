import { join } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { type ClientSocket, connectSocket, nextEvent, roomRequest } from "../../test/forum-sockets.ts";
import { type RedisServer, startRedisServer } from "../../test/redis-server.ts";
import { signUpUser, startTestServer, type TestServer } from "../../test/test-server.ts";
import { listCategories } from "../routes/forum/forum-fixtures.ts";

// Two instances behind one Redis and one database, as behind a load balancer: a token from either works on both, a
// topic made on one can be joined on the other.
let redis: RedisServer;
let first: TestServer;
let second: TestServer;
let account: Awaited<ReturnType<typeof signUpUser>>["account"];
let token: string;
let topicId: string;
let category: string;
const sockets = new Map<TestServer, ClientSocket>();
beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  redis = await startRedisServer();
  const shared = {
    REDIS_URL: redis.url,
    JWT_SECRET: "a shared secret for both instances, long enough",
    // This first-day member posts far faster than posting limits allow; those have their own tests.
    FORUM_NEW_POST_GAP_SECONDS: "0",
    FORUM_NEW_POSTS_PER_MINUTE: "0",
    FORUM_NEW_REPLIES_PER_HOUR: "0",
    FORUM_NEW_TOPICS_PER_HOUR: "0",
  };
  first = await startTestServer(shared);
  second = await startTestServer({ ...shared, DATABASE_URL: `file:${join(first.dir, "test.db")}` });
  ({ account, token } = await signUpUser(first));
  category = (await listCategories(first))[0]._id;
  topicId = (await (await postTopic(first, "Where the replies go")).json()).data._id;
  for (const server of [first, second]) {
    const socket = await connectSocket(server, token);
    expect(await roomRequest(socket, "topic:join", { topicId })).toEqual({ ok: true });
    sockets.set(server, socket);
  }
});
afterAll(async () => {
  for (const socket of sockets.values()) socket.disconnect();
  await Promise.all([first.stop(), second.stop()]);
  await redis.stop();
  vi.restoreAllMocks();
});

const postTopic = (server: TestServer, title: string) =>
  server.call("/api/forum/topics", { token, body: { title, content: "Asked during the test", category } });
const reply = (server: TestServer, content: string) =>
  server.call(`/api/forum/topics/${topicId}/posts`, { token, body: { content } });

/** Replies on `from` and answers whether the socket on `to` got the push within `ms`. */
let replies = 0;
async function pushed(from: TestServer, to: TestServer, ms = 1_000) {
  // A counter, not a random id: about 1 in 100 random UUIDs reads as a rude word to the profanity check ("b00b").
  const content = `Reply #${++replies} from the outage test`;
  const received = nextEvent(sockets.get(to)!, "post:created", ms);
  expect((await reply(from, content)).status).toBe(201);
  return received.then((event) => event.post.content === content, () => false);
}

test("with Redis killed, each instance signs in, posts, generates and pushes to its own sockets; it reconnects after", async () => {
  expect(await pushed(first, second)).toBe(true);
  await redis.kill();

  for (const server of [first, second]) {
    const signin = await server.call("/api/signin", { body: { email: account.email, password: account.password } });
    expect(signin.status).toBe(200);
    expect((await postTopic(server, "Asked while Redis is down")).status).toBe(201);
    const generated = await server.call("/api/generate-formula", {
      token,
      body: { description: "sum B2:B50", platform: "excel" },
    });
    expect(generated.status).toBe(200);
    expect(await pushed(server, server)).toBe(true);
    const health = await server.call("/api/health");
    expect(health.status).toBe(200);
  }

  redis = await startRedisServer(redis.port);
  // The clients retry on their own schedule (at most 2 s apart); pushes cross again once both are back.
  const deadline = Date.now() + 10_000;
  while (!(await pushed(first, second, 500))) {
    if (Date.now() > deadline) throw new Error("pushes did not cross instances within 10 s of Redis coming back");
  }
  expect(await pushed(second, first)).toBe(true);
});
