import { eq } from "drizzle-orm";
import { afterEach, describe, expect, test } from "vitest";
import { users } from "../../../../db/schema/users.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { type RedisServer, startRedisServer } from "../../../test/redis-server.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";
import { postTopic, signUpAs } from "./forum-fixtures.ts";

const servers: TestServer[] = [];
let redis: RedisServer | undefined;
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await redis?.stop();
  redis = undefined;
});

async function start(settings: Record<string, string> = {}) {
  const server = await startTestServer(settings);
  servers.push(server);
  return server;
}

/** Makes an account older than the first-day limits. */
const ageAccount = (server: TestServer, id: string) =>
  server.deps.db.update(users).set({ createdAt: new Date(Date.now() - 3 * 24 * 3600_000) }).where(eq(users.id, id));

const reply = (server: TestServer, token: string, topicId: string, content: string) =>
  server.call(`/api/forum/topics/${topicId}/posts`, { token, body: { content } });

/** A topic by someone else, and a member who replies to it. */
async function topicAndMember(server: TestServer, { aged = true } = {}) {
  const author = await signUpAs(server, "moderator");
  const topic = await postTopic(server, author.token);
  const member = await signUpAs(server, "user");
  if (aged) await ageAccount(server, member.id);
  return { topic, member, author };
}

async function refusal(response: Response) {
  expect(response.status).toBe(429);
  const seconds = Number(response.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  return { seconds, body: await response.json() };
}

describe("posting limits", () => {
  test("POST /api/forum/topics/:id/posts keeps a member's default gap of 5 s between posts, and a first-day member's of 30 s", async () => {
    const server = await start();
    const { topic, member } = await topicAndMember(server);
    const newcomer = await signUpAs(server, "user");
    expect((await reply(server, member.token, topic._id, "First answer")).status).toBe(201);
    const early = await refusal(await reply(server, member.token, topic._id, "Second answer"));
    expect(early.seconds).toBeLessThanOrEqual(5);
    expect(early.body).toEqual({ success: false, error: forumMessages.postingTooFast(1, early.seconds) });
    expect((await reply(server, newcomer.token, topic._id, "Newcomer's answer")).status).toBe(201);
    const newcomerEarly = await refusal(await reply(server, newcomer.token, topic._id, "Newcomer again"));
    expect(newcomerEarly.seconds).toBeGreaterThan(5);
    expect(newcomerEarly.seconds).toBeLessThanOrEqual(30);
    expect(server.deps.metrics.refusals.render()).toContain('{limiter="post-gap"} 2\n');
  });

  test("POST /api/forum/topics/:id/posts accepts a member's next post once the gap has passed", async () => {
    const server = await start({ FORUM_POST_GAP_SECONDS: "1" });
    const { topic, member } = await topicAndMember(server);
    expect((await reply(server, member.token, topic._id, "One")).status).toBe(201);
    expect((await reply(server, member.token, topic._id, "Two")).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await reply(server, member.token, topic._id, "Three")).status).toBe(201);
  });

  test("POST /api/forum/topics/:id/posts caps a member's posts per minute and replies per hour", async () => {
    const server = await start({
      FORUM_POST_GAP_SECONDS: "0",
      FORUM_POSTS_PER_MINUTE: "3",
      FORUM_REPLIES_PER_HOUR: "5",
    });
    const { topic, member } = await topicAndMember(server);
    for (const n of [1, 2, 3]) expect((await reply(server, member.token, topic._id, `Answer ${n}`)).status).toBe(201);
    const minute = await refusal(await reply(server, member.token, topic._id, "Answer 4"));
    expect(minute.seconds).toBeLessThanOrEqual(60);

    const hourly = await start({
      FORUM_POST_GAP_SECONDS: "0",
      FORUM_POSTS_PER_MINUTE: "100",
      FORUM_REPLIES_PER_HOUR: "5",
    });
    const other = await topicAndMember(hourly);
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await reply(hourly, other.member.token, other.topic._id, `Answer ${n}`)).status).toBe(201);
    }
    const hour = await refusal(await reply(hourly, other.member.token, other.topic._id, "Answer 6"));
    expect(hour.seconds).toBeGreaterThan(59 * 60);
    expect(hour.body.error).toBe(forumMessages.postingTooOften(60));
  });

  test("POST /api/forum/topics caps topics per hour, tighter on a member's first day", async () => {
    const server = await start({
      FORUM_POST_GAP_SECONDS: "0",
      FORUM_NEW_POST_GAP_SECONDS: "0",
      FORUM_NEW_POSTS_PER_MINUTE: "10",
    });
    const member = await signUpAs(server, "user");
    await ageAccount(server, member.id);
    const newcomer = await signUpAs(server, "user");
    const ask = (token: string, n: number) =>
      postTopic(server, token, { title: `Question ${n}`, content: `Details ${n}` });
    for (let n = 1; n <= 3; n++) await ask(newcomer.token, n);
    const category = (await (await server.call("/api/forum/categories")).json()).data[0]._id;
    const body = { title: "Question 4", content: "Details 4", category };
    const fourth = await refusal(await server.call("/api/forum/topics", { token: newcomer.token, body }));
    expect(fourth.body.error).toBe(forumMessages.postingTooOften(60));
    for (let n = 1; n <= 4; n++) await ask(member.token, n);
  });

  test("POST /api/forum/topics/:id/posts lets moderators and superadmins post without limits or duplicate checks", async () => {
    const server = await start();
    const { topic } = await topicAndMember(server);
    for (const role of ["moderator", "superadmin"] as const) {
      const staff = await signUpAs(server, role);
      for (let n = 0; n < 8; n++) {
        expect((await reply(server, staff.token, topic._id, "Please read the pinned guide.")).status).toBe(201);
      }
    }
  });

  test("POST /api/forum/topics/:id/posts refuses the same words from one member twice, but not new words or a retry of a post that failed", async () => {
    const server = await start({ FORUM_POST_GAP_SECONDS: "0" });
    const { topic, member } = await topicAndMember(server);
    expect((await reply(server, member.token, topic._id, "Try SUMIFS here.")).status).toBe(201);
    const again = await refusal(await reply(server, member.token, topic._id, "  try   sumifs HERE. "));
    expect(again.body.error).toBe(forumMessages.postingDuplicate(5));
    expect((await reply(server, member.token, topic._id, "Or a pivot table.")).status).toBe(201);
    expect((await reply(server, member.token, crypto.randomUUID(), "Lost words")).status).toBe(404);
    expect((await reply(server, member.token, topic._id, "Lost words")).status).toBe(201);
  });

  test("POST /api/forum/topics refuses a topic whose body repeats the member's last reply, whatever its title", async () => {
    const server = await start({ FORUM_POST_GAP_SECONDS: "0" });
    const { topic, member } = await topicAndMember(server);
    expect((await reply(server, member.token, topic._id, "Buy cheap keys at example.test")).status).toBe(201);
    const category = (await (await server.call("/api/forum/categories")).json()).data[0]._id;
    const body = { title: "A fresh title", content: "Buy cheap keys at  example.test", category };
    const again = await refusal(await server.call("/api/forum/topics", { token: member.token, body }));
    expect(again.body.error).toBe(forumMessages.postingDuplicate(5));
  });

  test("POST /api/forum/topics/:id/posts refuses a post that mentions more people than FORUM_MAX_MENTIONS, a moderator's too", async () => {
    const server = await start({ FORUM_POST_GAP_SECONDS: "0", FORUM_MAX_MENTIONS: "3" });
    const { topic, member } = await topicAndMember(server);
    const names = ["Ann Able", "Ben Baker", "Cy Cole", "Di Dunn"];
    for (const name of names) await signUpAs(server, "user", name);
    const four = names.map((name) => `@${name}`).join(" ");
    const refused = await reply(server, member.token, topic._id, `${four} what do you think?`);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, error: forumMessages.tooManyMentions(3) });
    const sameThreeTwice = `@Ann Able @Ben Baker @Cy Cole and again @Ann Able`;
    expect((await reply(server, member.token, topic._id, sameThreeTwice)).status).toBe(201);
    const moderator = await signUpAs(server, "moderator");
    expect((await reply(server, moderator.token, topic._id, `${four} please read this`)).status).toBe(400);
  });

  test("POST /api/forum/topics/:id/posts notifies one person at most FORUM_MENTIONS_PER_SENDER_PER_HOUR times an hour from one sender", async () => {
    const server = await start({
      FORUM_POST_GAP_SECONDS: "0",
      FORUM_DUPLICATE_MINUTES: "0",
      FORUM_MENTIONS_PER_SENDER_PER_HOUR: "2",
    });
    const { topic, member } = await topicAndMember(server);
    const target = await signUpAs(server, "user", "Tess Target");
    const bystander = await signUpAs(server, "user", "Rob Reader");
    for (let n = 1; n <= 4; n++) {
      expect((await reply(server, member.token, topic._id, `@Tess Target look ${n}`)).status).toBe(201);
    }
    expect((await reply(server, member.token, topic._id, "@Rob Reader and @Tess Target")).status).toBe(201);
    const unread = async (token: string) =>
      (await (await server.call("/api/notifications", { token })).json()).data.unread;
    // Mentions are resolved after the answer, so the counts are polled.
    await expect.poll(() => unread(bystander.token)).toBe(1);
    await expect.poll(() => unread(target.token)).toBe(2);

    const otherSender = await signUpAs(server, "user");
    await ageAccount(server, otherSender.id);
    expect((await reply(server, otherSender.token, topic._id, "@Tess Target welcome")).status).toBe(201);
    await expect.poll(() => unread(target.token)).toBe(3);
  });

  test("POST /api/forum/topics/:id/posts shares a member's counts across two instances through REDIS_URL", async () => {
    redis = await startRedisServer();
    const settings = {
      REDIS_URL: redis.url,
      JWT_SECRET: "one signing key for both instances of this test",
      FORUM_POST_GAP_SECONDS: "0",
      FORUM_POSTS_PER_MINUTE: "2",
    };
    const first = await start(settings);
    const { topic, member } = await topicAndMember(first);
    // The second instance reads the first's database file, as compose's instances share one database.
    const second = await start({ ...settings, DATABASE_URL: first.deps.env.DATABASE_URL });
    expect((await reply(first, member.token, topic._id, "From the first")).status).toBe(201);
    expect((await reply(first, member.token, topic._id, "From the first again")).status).toBe(201);
    await refusal(await reply(second, member.token, topic._id, "From the second"));
  });
});
