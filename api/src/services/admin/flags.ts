import { and, eq } from "drizzle-orm";
import { forumPosts, userFlags } from "../../../../db/schema/forum.ts";
import type { UserRow } from "../../../../db/schema/users.ts";
import type { FlagView, PersonRef } from "../../../contract/admin.ts";
import { adminMessages } from "../../../contract/admin-messages.ts";
import type { ResolveFlagBody } from "../../../contract/admin-requests.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { findUserById } from "../account/users.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";
import { flagView } from "./flag-views.ts";
import { setSuspended } from "./moderation.ts";

type Deps = Pick<AppDeps, "db" | "events">;

export interface FlagInput {
  userId: string;
  reason: string;
  /** The reply the flag is raised from; it must be by the flagged user. */
  postId?: string;
}

/**
 * Records a moderator's flag on a user with its audit line, then publishes `user.flagged` (the user and the
 * moderators are told) and `flag.created` (the superadmins' queue).
 */
export async function flagUser(deps: Deps, moderator: UserRow, input: FlagInput): Promise<Outcome<FlagView>> {
  const user = await findUserById(deps.db, input.userId);
  if (!user) return refuse(404, forumMessages.userNotFound);
  if (input.postId) {
    const [post] = await deps.db.select({ authorId: forumPosts.authorId }).from(forumPosts)
      .where(eq(forumPosts.id, input.postId));
    if (!post) return refuse(404, forumMessages.postNotFound);
    if (post.authorId !== user.id) return refuse(400, adminMessages.postNotByUser);
  }
  const createdAt = new Date();
  const id = crypto.randomUUID();
  const audit = auditAfterChange(deps.db, {
    action: "user.flagged",
    actor: moderator,
    target: user,
    subject: input.postId ?? null,
    reason: input.reason,
  }, createdAt);
  await deps.db.batch([
    deps.db.insert(userFlags).values({
      id,
      userId: user.id,
      flaggedBy: moderator.id,
      reason: input.reason,
      postId: input.postId ?? null,
      createdAt,
    }),
    audit.statement,
  ]);
  const flag = await flagView(deps.db, id);
  deps.events.publish("user.flagged", {
    userId: user.id,
    reason: input.reason,
    flaggedBy: moderator.id,
    createdAt: createdAt.toISOString(),
  });
  // Read back in one query with the names; gone only if the user was deleted in between.
  if (!flag) return refuse(404, forumMessages.userNotFound);
  deps.events.publish("flag.created", { flag });
  publishAudit(deps.events, [audit.entry]);
  return succeed(flag);
}

/**
 * Answers an open flag: `dismiss` closes it; `suspend` suspends its user, which closes every open flag about them.
 * The note, or else the flag's reason, is what the audit log keeps as the reason.
 */
export async function resolveFlag(
  deps: Deps,
  admin: PersonRef,
  flagId: string,
  body: ResolveFlagBody,
): Promise<Outcome<FlagView>> {
  const [flag] = await deps.db.select().from(userFlags).where(eq(userFlags.id, flagId));
  if (!flag) return refuse(404, adminMessages.flagNotFound);
  if (flag.status !== "open") return refuse(409, adminMessages.flagAlreadyResolved);
  const reason = body.note || flag.reason;
  if (body.action === "suspend") {
    const suspended = await setSuspended(deps, admin, flag.userId, { blocked: true, reason });
    if (!suspended.ok) return suspended;
  } else {
    const target = await findUserById(deps.db, flag.userId);
    const now = new Date();
    const audit = auditAfterChange(deps.db, {
      action: "flag.dismissed",
      actor: admin,
      target: target ?? null,
      subject: flag.id,
      reason,
    }, now);
    const [dismissed] = await deps.db.batch([
      deps.db.update(userFlags).set({ status: "dismissed", resolvedBy: admin.id, resolvedAt: now })
        .where(and(eq(userFlags.id, flagId), eq(userFlags.status, "open")))
        .returning({ id: userFlags.id }),
      audit.statement,
    ]);
    if (dismissed.length === 0) return refuse(409, adminMessages.flagAlreadyResolved);
    publishAudit(deps.events, [audit.entry]);
  }
  const view = await flagView(deps.db, flagId);
  if (!view) return refuse(404, adminMessages.flagNotFound);
  // A suspension has told the queues about every flag it closed.
  if (body.action === "dismiss") deps.events.publish("flag.resolved", { flag: view });
  return succeed(view);
}
