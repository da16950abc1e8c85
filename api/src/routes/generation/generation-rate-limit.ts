import { createMiddleware } from "hono/factory";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { tooMany } from "../../middlewares/rate-limit.ts";

/** Generations a user may start per minute; a person never comes near it, a runaway script does. */
export const generationsPerMinute = 120;

/** Counts every generation request of the signed-in user (refusals and invalid bodies too). */
export const generationRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const verdict = await c.get("deps").limiter.hit(`generate:${c.get("user").id}`, generationsPerMinute, 60_000);
  if (!verdict.allowed) {
    tooMany(c, "generate", verdict.retryAfterMs, (_minutes, seconds) => generationMessages.tooManyGenerations(seconds));
  }
  await next();
});
