import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../lib/app-env.ts";
import { fail } from "../lib/errors.ts";

/**
 * The caller's address. Behind TRUST_PROXY proxies (compose's Caddy is one) the socket's peer is the proxy, so
 * the client is the entry the outermost trusted proxy appended to X-Forwarded-For; entries further left came
 * from the client itself and are never trusted.
 */
export function clientIp(c: Context<AppEnv>): string {
  const peer = c.env?.remoteAddr?.hostname ?? "unknown";
  const hops = c.get("deps").env.TRUST_PROXY;
  if (hops === 0) return peer;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return forwarded[forwarded.length - hops] ?? forwarded[0] ?? peer;
}

/**
 * Refuses with 429, a Retry-After header and `message(minutes, seconds)` (the wait, rounded up), once `limit` is
 * spent in a window, and counts the refusal under `limiter` in the metrics.
 */
export function tooMany(
  c: Context<AppEnv>,
  limiter: string,
  retryAfterMs: number,
  message: (minutes: number, seconds: number) => string,
): never {
  c.get("deps").metrics.refusals.inc(limiter);
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  fail(429, message(Math.max(1, Math.ceil(seconds / 60)), seconds), { "Retry-After": String(seconds) });
}

/** Counts every request that reaches it against the caller's IP address. */
export function rateLimitByIp(name: string, limit: number, windowMs: number, message: (minutes: number) => string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await c.get("deps").limiter.hit(`${name}:${clientIp(c)}`, limit, windowMs);
    if (!verdict.allowed) tooMany(c, name, verdict.retryAfterMs, message);
    await next();
  });
}
