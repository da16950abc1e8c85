import { createMiddleware } from "hono/factory";
import { every } from "hono/combine";
import { messages } from "../../contract/messages.ts";
import type { Role } from "../../contract/account.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { fail } from "../lib/errors.ts";
import { requireUser } from "./require-user.ts";

/** Lets through only a user (already put there by requireUser) whose role is one of `roles`; others get 403. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get("user").role)) fail(403, messages.forbidden);
    await next();
  });

/** The admin endpoints' gate: a signed-in superadmin (anonymous → 401, everyone else → 403). */
export const requireSuperadmin = every(requireUser, requireRole("superadmin"));
