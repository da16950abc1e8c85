import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { UserRow } from "../../../db/schema/users.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { actingUser, resolveSession } from "../services/auth/session.ts";

/**
 * Puts the bearer token's user in `c.get("user")` when there is a valid one; read it with `signedInUser(c)`. Reading
 * must never fail because of a token: a missing, expired or suspended one simply makes the caller a visitor.
 */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  const session = match ? await resolveSession(c.get("deps"), match[1]) : null;
  const user = actingUser(session);
  if (user) c.set("user", user);
  await next();
});

/** The user optionalUser found, or null: AppEnv types `user` as always set, which holds only after requireUser. */
export const signedInUser = (c: Context<AppEnv>): UserRow | null => c.get("user") ?? null;
