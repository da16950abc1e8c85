import { expect, test } from "vitest";
import { createMemoryRateLimiter } from "./rate-limiter.ts";

test("a window refuses past its limit and opens again when it ends", () => {
  let now = 1_000;
  const limiter = createMemoryRateLimiter(true, () => now);
  for (let i = 0; i < 3; i++) expect(limiter.hit("k", 3, 10_000).allowed).toBe(true);
  expect(limiter.hit("k", 3, 10_000)).toEqual({ allowed: false, retryAfterMs: 10_000 });
  now += 4_000;
  expect(limiter.check("k", 3)).toEqual({ allowed: false, retryAfterMs: 6_000 });
  expect(limiter.hit("other", 3, 10_000).allowed).toBe(true);
  now += 6_000;
  expect(limiter.check("k", 3).allowed).toBe(true);
  expect(limiter.hit("k", 3, 10_000).allowed).toBe(true);
  limiter.stop();
});

test("reset forgets a key and a disabled limiter allows everything", () => {
  const limiter = createMemoryRateLimiter(true);
  limiter.hit("k", 1, 60_000);
  expect(limiter.check("k", 1).allowed).toBe(false);
  limiter.reset("k");
  expect(limiter.check("k", 1).allowed).toBe(true);
  limiter.stop();
  const off = createMemoryRateLimiter(false);
  for (let i = 0; i < 5; i++) expect(off.hit("k", 1, 60_000).allowed).toBe(true);
  off.stop();
});
