import { and, eq, isNotNull } from "drizzle-orm";
import { forumPosts, forumReports } from "../../../../db/schema/forum.ts";
import type { UserRow } from "../../../../db/schema/users.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { reportMessages } from "../../../contract/report-messages.ts";
import type { ResolveReportsBody } from "../../../contract/report-requests.ts";
import type { ReportedItem, ReportOutcome } from "../../../contract/reports.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";
import { deletePost } from "../forum/posts.ts";
import { deleteTopic } from "../forum/topics.ts";
import { setSuspended } from "./moderation.ts";
import { reportedItem } from "./reported-items.ts";

type Deps = Pick<AppDeps, "db" | "events">;

/** What the audit line keeps as the reason: the moderator's note, else the reasons the members gave. */
const reasonOf = (item: ReportedItem, note?: string) =>
  note || [...new Set(item.reports.map((report) => report.reason))].join(", ");

const closeOpen = (deps: Deps, item: ReportedItem, moderator: UserRow, status: "dismissed" | "suspended", at: Date) =>
  deps.db.update(forumReports).set({ status, resolvedBy: moderator.id, resolvedAt: at })
    .where(and(eq(forumReports.subjectId, item.id), eq(forumReports.status, "open")))
    .returning({ id: forumReports.id });

/** Dismisses every open report about the item and shows it again if they had hidden it; one audit line. */
async function dismiss(deps: Deps, moderator: UserRow, item: ReportedItem, note?: string) {
  const now = new Date();
  const audit = auditAfterChange(deps.db, {
    action: "reports.dismissed",
    actor: moderator,
    target: item.author,
    subject: item.id,
    reason: reasonOf(item, note),
  }, now);
  const [closed, , shown] = await deps.db.batch([
    closeOpen(deps, item, moderator, "dismissed", now),
    audit.statement,
    deps.db.update(forumPosts).set({ hiddenAt: null })
      .where(and(eq(forumPosts.id, item.id), isNotNull(forumPosts.hiddenAt)))
      .returning({ topicId: forumPosts.topicId, content: forumPosts.content }),
  ]);
  if (closed.length === 0) return refuse(404, reportMessages.notReported);
  deps.events.publish("reports.closed", { kind: item.kind, id: item.id, outcome: "dismissed" });
  if (shown[0]) deps.events.publish("post.unhidden", { ...shown[0], postId: item.id });
  publishAudit(deps.events, [audit.entry]);
  return succeed("dismissed" as const);
}

/**
 * Suspends the item's author (audited as any suspension) and closes its reports. A moderator may suspend members
 * only; a superadmin members and moderators; nobody a superadmin. A hidden reply stays hidden.
 */
async function suspendAuthor(deps: Deps, moderator: UserRow, item: ReportedItem, note?: string) {
  if (item.author.role === "moderator" && moderator.role !== "superadmin") {
    return refuse(403, reportMessages.cannotSuspendModerator);
  }
  const suspended = await setSuspended(deps, moderator, item.author.id, {
    blocked: true,
    reason: reasonOf(item, note),
  });
  if (!suspended.ok) return suspended;
  await closeOpen(deps, item, moderator, "suspended", new Date());
  deps.events.publish("reports.closed", { kind: item.kind, id: item.id, outcome: "suspended" });
  return succeed("suspended" as const);
}

/** Deleting goes through the forum's own deletion (its audit line and pushes); the reports go with the item. */
async function deleteItem(deps: Deps, moderator: UserRow, item: ReportedItem) {
  const deleted = item.kind === "post"
    ? await deletePost(deps, moderator, item.id)
    : await deleteTopic(deps, moderator, item.id);
  if (!deleted) return refuse(404, item.kind === "post" ? forumMessages.postNotFound : forumMessages.topicNotFound);
  return succeed("deleted" as const);
}

/** A moderator answers the open reports about a reply or topic (`subjectId`): dismiss, delete it, or suspend. */
export async function resolveReports(
  deps: Deps,
  moderator: UserRow,
  subjectId: string,
  body: ResolveReportsBody,
): Promise<Outcome<{ id: string; outcome: ReportOutcome }>> {
  const item = await reportedItem(deps.db, subjectId);
  if (!item) return refuse(404, reportMessages.notReported);
  const done = body.action === "dismiss"
    ? await dismiss(deps, moderator, item, body.note)
    : body.action === "suspend"
    ? await suspendAuthor(deps, moderator, item, body.note)
    : await deleteItem(deps, moderator, item);
  if (!done.ok) return done;
  return succeed({ id: item.id, outcome: done.value });
}
