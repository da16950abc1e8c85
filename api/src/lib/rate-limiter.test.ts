import { expect, test } from "vitest";
import { createMemoryRateLimiter } from "./rate-limiter.ts";

test("a window refuses past its limit with the time left, and opens again when it ends", async () => {
  let now = 1_000;
  const limiter = createMemoryRateLimiter(true, () => now);
  for (let i = 0; i < 3; i++) expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
  expect(await limiter.hit("k", 3, 10_000)).toEqual({ allowed: false, retryAfterMs: 10_000 });
  now += 4_000;
  expect(await limiter.hit("k", 3, 10_000)).toEqual({ allowed: false, retryAfterMs: 6_000 });
  expect((await limiter.hit("other", 3, 10_000)).allowed).toBe(true);
  now += 6_000;
  expect((await limiter.hit("k", 3, 10_000)).allowed).toBe(true);
  limiter.stop();
});

test("reset forgets a key and a disabled limiter allows everything", async () => {
  const limiter = createMemoryRateLimiter(true);
  await limiter.hit("k", 1, 60_000);
  expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(false);
  await limiter.reset("k");
  expect((await limiter.hit("k", 1, 60_000)).allowed).toBe(true);
  limiter.stop();
  const off = createMemoryRateLimiter(false);
  for (let i = 0; i < 5; i++) expect((await off.hit("k", 1, 60_000)).allowed).toBe(true);
  off.stop();
});

test("peek tells a window's count and time left without counting a hit", async () => {
  let t = 0;
  const limiter = createMemoryRateLimiter(true, () => t);
  expect(await limiter.peek("k")).toEqual({ count: 0, retryAfterMs: 0 });
  await limiter.hit("k", 5, 10_000);
  await limiter.hit("k", 5, 10_000);
  t = 4_000;
  expect(await limiter.peek("k")).toEqual({ count: 2, retryAfterMs: 6_000 });
  expect(await limiter.peek("k")).toEqual({ count: 2, retryAfterMs: 6_000 });
  t = 10_000;
  expect(await limiter.peek("k")).toEqual({ count: 0, retryAfterMs: 0 });
  limiter.stop();
  const off = createMemoryRateLimiter(false);
  await off.hit("k", 1, 60_000);
  expect(await off.peek("k")).toEqual({ count: 0, retryAfterMs: 0 });
  off.stop();
});
