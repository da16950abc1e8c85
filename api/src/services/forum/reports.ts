import { and, count, eq, isNull, sql } from "drizzle-orm";
import { forumPosts, forumReports, forumTopics } from "../../../../db/schema/forum.ts";
import type { UserRow } from "../../../../db/schema/users.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { reportMessages } from "../../../contract/report-messages.ts";
import type { ReportBody } from "../../../contract/report-requests.ts";
import type { ReportedItem } from "../../../contract/reports.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { reportedItem } from "../admin/reported-items.ts";

type Deps = Pick<AppDeps, "db" | "events" | "env">;

export interface ReportTarget {
  kind: ReportedItem["kind"];
  id: string;
}

/** The reported reply's or topic's topic and author, or undefined when there is no such thing. */
async function findSubject(deps: Deps, target: ReportTarget) {
  const [found] = target.kind === "post"
    ? await deps.db.select({ topicId: forumPosts.topicId, authorId: forumPosts.authorId }).from(forumPosts)
      .where(eq(forumPosts.id, target.id))
    : await deps.db.select({ topicId: forumTopics.id, authorId: forumTopics.authorId }).from(forumTopics)
      .where(eq(forumTopics.id, target.id));
  return found;
}

/**
 * A member reports a reply or a topic, once per item; never their own. In the same batch a reply whose open
 * reports now reach FORUM_REPORTS_TO_HIDE is hidden (0 never hides; topics are never hidden, as a topic's title
 * would still show in every list). The queue learns of the report, the topic's readers of the hiding.
 */
export async function reportItem(
  deps: Deps,
  reporter: UserRow,
  target: ReportTarget,
  body: ReportBody,
): Promise<Outcome<{ id: string; hidden: boolean }>> {
  const subject = await findSubject(deps, target);
  if (!subject) return refuse(404, target.kind === "post" ? forumMessages.postNotFound : forumMessages.topicNotFound);
  if (subject.authorId === reporter.id) return refuse(403, reportMessages.ownPost);
  const threshold = deps.env.FORUM_REPORTS_TO_HIDE;
  const now = new Date();
  const openReports = deps.db.select({ open: count() }).from(forumReports)
    .where(and(eq(forumReports.subjectId, target.id), eq(forumReports.status, "open")));
  const [inserted, hidden] = await deps.db.batch([
    deps.db.insert(forumReports).values({
      id: crypto.randomUUID(),
      topicId: subject.topicId,
      postId: target.kind === "post" ? target.id : null,
      subjectId: target.id,
      reporterId: reporter.id,
      reason: body.reason,
      details: body.details,
      createdAt: now,
    }).onConflictDoNothing().returning({ id: forumReports.id }),
    deps.db.update(forumPosts).set({ hiddenAt: now })
      .where(and(
        eq(forumPosts.id, target.id),
        isNull(forumPosts.hiddenAt),
        // A report that was refused as a repeat must not be what tips the count.
        sql`changes() > 0 and ${threshold} > 0 and (${openReports}) >= ${threshold}`,
      ))
      .returning({ id: forumPosts.id }),
  ]);
  if (inserted.length === 0) return refuse(409, reportMessages.alreadyReported);
  const item = await reportedItem(deps.db, target.id);
  if (item) deps.events.publish("report.created", { item });
  if (hidden.length > 0) deps.events.publish("post.hidden", { topicId: subject.topicId, postId: target.id });
  return succeed({ id: inserted[0].id, hidden: hidden.length > 0 });
}
