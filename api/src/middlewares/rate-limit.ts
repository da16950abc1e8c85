import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { fail } from "../lib/errors.ts";

export const clientIp = (c: Context<AppEnv>) => c.env?.incoming?.socket?.remoteAddress ?? "unknown";

/** Refuses with 429, a Retry-After header and `message(minutes)`, once `limit` is spent in a window. */
export function tooMany(retryAfterMs: number, message: (minutes: number) => string): never {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  fail(429, message(Math.max(1, Math.ceil(seconds / 60))), { "Retry-After": String(seconds) });
}

/** Counts every request that reaches it against the caller's IP address. */
export function rateLimitByIp(name: string, limit: number, windowMs: number, message: (minutes: number) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = c.var.deps.limiter.hit(`${name}:${clientIp(c)}`, limit, windowMs);
    if (!verdict.allowed) tooMany(verdict.retryAfterMs, message);
    await next();
  });
}
