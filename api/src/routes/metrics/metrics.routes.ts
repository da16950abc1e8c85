import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/app-env.ts";
import { requireSuperadmin } from "../../middlewares/require-role.ts";
import { exposition } from "../../metrics/registry.ts";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Compares digests rather than the texts: equal lengths whatever was sent, so neither the comparison's time nor a
 * length check tells a guesser how much of the token was right.
 */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/**
 * A scraper presents METRICS_TOKEN as its bearer token (when one is set); anyone else must be a signed-in
 * superadmin: no token → 401, a wrong one → 401, another user's → 403.
 */
const metricsAccess = createMiddleware<AppEnv>((c, next) => {
  const expected = c.get("deps").env.METRICS_TOKEN;
  const given = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (expected && given && sameSecret(given, expected)) return next();
  return requireSuperadmin(c, next);
});

const router = createRouter().get("/metrics", metricsAccess, (c) => {
  c.header("Content-Type", exposition);
  c.header("Cache-Control", "no-store");
  return c.body(c.get("deps").metrics.render());
});

export default router;
