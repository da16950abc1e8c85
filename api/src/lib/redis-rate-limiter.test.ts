import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { type RedisServer, startRedisServer } from "../../test/redis-server.ts";
import { connectRedis, type RedisConnections } from "./redis.ts";
import { createRedisRateLimiter } from "./redis-rate-limiter.ts";
import type { RateLimiter } from "./rate-limiter.ts";

let server: RedisServer;
let redis: RedisConnections;
let limiter: RateLimiter;
beforeAll(async () => {
  server = await startRedisServer();
  redis = await connectRedis(server.url);
  limiter = createRedisRateLimiter(redis.commands);
});
beforeEach(() => redis.commands.flushall());
afterAll(async () => {
  redis.close();
  await server.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a Redis window refuses past its limit with the time left, and opens again when it expires", async () => {
  for (let i = 0; i < 3; i++) expect(await limiter.hit("k", 3, 300)).toEqual({ allowed: true, retryAfterMs: 0 });
  const refused = await limiter.hit("k", 3, 300);
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterMs).toBeGreaterThan(0);
  expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
  expect((await limiter.hit("other", 3, 300)).allowed).toBe(true);
  await sleep(350);
  expect(await limiter.hit("k", 3, 300)).toEqual({ allowed: true, retryAfterMs: 0 });
});

test("a Redis window is fixed: hits inside it do not push its end back", async () => {
  await limiter.hit("k", 1, 400);
  await sleep(250);
  const refused = await limiter.hit("k", 1, 400);
  expect(refused.allowed).toBe(false);
  expect(refused.retryAfterMs).toBeLessThanOrEqual(150);
  await sleep(200);
  expect((await limiter.hit("k", 1, 400)).allowed).toBe(true);
});

test("reset forgets a key in Redis", async () => {
  await limiter.hit("k", 1, 60_000);
  expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(false);
  await limiter.reset("k");
  expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(true);
});

test("the Redis counters carry a prefix and always expire", async () => {
  await limiter.hit("signin:127.0.0.1", 5, 60_000);
  expect(await redis.commands.keys("*")).toEqual(["rate-limit:signin:127.0.0.1"]);
  const ttl = await redis.commands.pttl("rate-limit:signin:127.0.0.1");
  expect(ttl).toBeGreaterThan(59_000);
});

test("peek reads a Redis window's count and time left without counting a hit", async () => {
  expect(await limiter.peek("k")).toEqual({ count: 0, retryAfterMs: 0 });
  await limiter.hit("k", 5, 60_000);
  await limiter.hit("k", 5, 60_000);
  const tally = await limiter.peek("k");
  expect(tally.count).toBe(2);
  expect(tally.retryAfterMs).toBeGreaterThan(59_000);
  expect((await limiter.peek("k")).count).toBe(2);
  expect(await redis.commands.keys("*")).toEqual(["rate-limit:k"]);
});
