import type { Redis } from "ioredis";
import { noHits, type RateLimiter, type Verdict } from "./rate-limiter.ts";

// The script runs atomically in one round trip. The first hit of a window starts its expiry in the same step, so no
// failure in between can leave a counter that never expires. It answers {count, milliseconds left}.
const hitScript = `
local count = redis.call("INCR", KEYS[1])
if count == 1 then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
return {count, redis.call("PTTL", KEYS[1])}
`;

const peekScript = `
return {tonumber(redis.call("GET", KEYS[1]) or "0"), redis.call("PTTL", KEYS[1])}
`;

const allowed: Verdict = { allowed: true, retryAfterMs: 0 };
const prefix = "rate-limit:";

/**
 * Fixed-window counters in Redis, shared by every instance: a key's count lives until its window's PEXPIRE ends it.
 *
 * When Redis fails (down, frozen past the client's command timeout) every call allows and a warning is logged once
 * per outage. Failing closed would turn a cache outage into refusing every sign-in, sign-up and contact message;
 * the limits only slow abuse down, and the outage is logged for someone to end.
 */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  let failing = false;
  async function orAllow<T>(fallback: T, run: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      if (failing) console.warn("Redis rate limits are enforced again");
      failing = false;
      return result;
    } catch (error) {
      if (!failing) console.warn(`Redis rate limits are off until Redis answers again: ${(error as Error).message}`);
      failing = true;
      return fallback;
    }
  }

  return {
    hit: (key, limit, windowMs) =>
      orAllow(allowed, async () => {
        const [count, ttl] = await redis.eval(hitScript, 1, prefix + key, windowMs) as [number, number];
        return count <= limit ? allowed : { allowed: false, retryAfterMs: ttl };
      }),
    peek: (key) =>
      orAllow(noHits, async () => {
        const [count, ttl] = await redis.eval(peekScript, 1, prefix + key) as [number, number];
        return count > 0 ? { count, retryAfterMs: Math.max(0, ttl) } : noHits;
      }),
    reset: (key) =>
      orAllow(undefined, async () => {
        await redis.del(prefix + key);
      }),
  };
}
