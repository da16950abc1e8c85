import { and, eq, ne, sql } from "drizzle-orm";
import { userFlags } from "../../../../db/schema/forum.ts";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import type { AdminUser, PersonRef } from "../../../contract/admin.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { findUserById, toAdminUser } from "../account/users.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";
import { publishResolvedFlags } from "./flag-views.ts";

type Deps = Pick<AppDeps, "db" | "events">;

/** The account an admin action is about, or why it may not be acted on. */
async function actionable(deps: Deps, userId: string, superadminRefusal: string): Promise<Outcome<UserRow>> {
  const user = await findUserById(deps.db, userId);
  if (!user) return refuse(404, adminMessages.userNotFound);
  if (user.role === "superadmin") return refuse(403, superadminRefusal);
  return succeed(user);
}

/**
 * Suspends (`blocked` true) or activates an account. Suspending moves the token version, so every token the person
 * holds fails on its next request and socket handshake, and closes the open flags about them as answered. One
 * batch writes the change, its audit line and the flags; a repeated call changes nothing and logs nothing.
 */
export async function setSuspended(
  deps: Deps,
  actor: PersonRef,
  userId: string,
  change: { blocked: boolean; reason?: string | null },
): Promise<Outcome<AdminUser>> {
  const found = await actionable(deps, userId, adminMessages.cannotSuspendSuperadmin);
  if (!found.ok) return found;
  const now = new Date();
  const audit = auditAfterChange(deps.db, {
    action: change.blocked ? "user.suspended" : "user.activated",
    actor,
    target: found.value,
    reason: change.reason,
  }, now);
  const [[updated], , closed] = await deps.db.batch([
    deps.db.update(users)
      .set({
        blocked: change.blocked,
        tokenVersion: change.blocked ? sql`${users.tokenVersion} + 1` : users.tokenVersion,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), ne(users.role, "superadmin"), ne(users.blocked, change.blocked)))
      .returning(),
    audit.statement,
    deps.db.update(userFlags)
      .set({ status: "suspended", resolvedBy: actor.id, resolvedAt: now })
      // Activating closes nothing: a condition that is never true keeps the batch's shape the same.
      .where(and(eq(userFlags.userId, userId), eq(userFlags.status, "open"), sql`${change.blocked ? 1 : 0} = 1`))
      .returning({ id: userFlags.id }),
  ]);
  await publishResolvedFlags(deps, closed.map((flag) => flag.id));
  if (!updated) return succeed(toAdminUser(await findUserById(deps.db, userId) ?? found.value));
  const user = toAdminUser(updated);
  deps.events.publish("account.changed", { user, change: change.blocked ? "suspended" : "activated" });
  publishAudit(deps.events, [audit.entry]);
  return succeed(user);
}

/**
 * Makes a user a moderator, or a moderator a user again. The change is conditional on the role it was read with,
 * so two superadmins clicking at once toggle once, not twice; the loser is told the role changed meanwhile.
 */
export async function toggleModerator(deps: Deps, actor: PersonRef, userId: string): Promise<Outcome<AdminUser>> {
  const found = await actionable(deps, userId, adminMessages.cannotChangeSuperadmin);
  if (!found.ok) return found;
  const role = found.value.role === "moderator" ? "user" : "moderator";
  const now = new Date();
  const audit = auditAfterChange(deps.db, {
    action: role === "moderator" ? "moderator.granted" : "moderator.removed",
    actor,
    target: found.value,
  }, now);
  const [[updated]] = await deps.db.batch([
    deps.db.update(users).set({ role, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.role, found.value.role)))
      .returning(),
    audit.statement,
  ]);
  if (!updated) return refuse(409, adminMessages.roleChangedMeanwhile);
  const user = toAdminUser(updated);
  deps.events.publish("account.changed", { user, change: "role" });
  publishAudit(deps.events, [audit.entry]);
  return succeed(user);
}
