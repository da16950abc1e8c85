import { createMiddleware } from "hono/factory";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";

/** Generations a user may start per minute; a person never comes near it, a runaway script does. */
export const generationsPerMinute = 120;

/** Counts every generation request of the signed-in user (refusals and invalid bodies too). */
export const generationRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = await c.var.deps.limiter.hit(`generate:${c.var.user.id}`, generationsPerMinute, 60_000);
  if (!verdict.allowed) {
    c.var.deps.metrics.refusals.inc("generate");
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    fail(429, generationMessages.tooManyGenerations(seconds), { "Retry-After": String(seconds) });
  }
  await next();
});
