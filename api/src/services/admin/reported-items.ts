import { asc, countDistinct, eq, inArray, min, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../../db/client.ts";
import { forumPosts, forumReports, forumTopics } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { AdminPage } from "../../../contract/admin.ts";
import type { ReportedItem } from "../../../contract/reports.ts";
import type { ReportsQuery } from "../../../contract/report-requests.ts";
import { toAdminPage } from "../../lib/admin-page.ts";
import { excerptOf } from "../../lib/excerpt.ts";

const reporters = alias(users, "reporters");
const authors = alias(users, "authors");
const open = eq(forumReports.status, "open");

/** The open reports about these items, with what each item says and who wrote it. */
function reportRows(db: Db, subjectIds: string[]) {
  return db.select({
    id: forumReports.id,
    subjectId: forumReports.subjectId,
    reason: forumReports.reason,
    details: forumReports.details,
    createdAt: forumReports.createdAt,
    reporter: { id: reporters.id, name: reporters.name },
    topicId: forumTopics.id,
    topicTitle: forumTopics.title,
    topicContent: forumTopics.content,
    postContent: forumPosts.content,
    postHiddenAt: forumPosts.hiddenAt,
    author: { id: authors.id, name: authors.name, role: authors.role, blocked: authors.blocked },
  }).from(forumReports)
    .innerJoin(reporters, eq(reporters.id, forumReports.reporterId))
    .innerJoin(forumTopics, eq(forumTopics.id, forumReports.topicId))
    .leftJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(authors, eq(authors.id, sql`coalesce(${forumPosts.authorId}, ${forumTopics.authorId})`))
    .where(sql`${inArray(forumReports.subjectId, subjectIds)} and ${open}`)
    .orderBy(asc(forumReports.createdAt), asc(sql`${forumReports}.rowid`));
}

type ReportRow = Awaited<ReturnType<typeof reportRows>>[number];

function toItem(rows: ReportRow[]): ReportedItem {
  const [first] = rows;
  const isTopic = first.subjectId === first.topicId;
  return {
    id: first.subjectId,
    kind: isTopic ? "topic" : "post",
    topicId: first.topicId,
    topicTitle: first.topicTitle,
    excerpt: excerptOf(isTopic ? first.topicContent : first.postContent ?? ""),
    author: first.author,
    hidden: first.postHiddenAt !== null,
    reports: rows.map((row) => ({
      id: row.id,
      reporter: row.reporter,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    firstReportedAt: first.createdAt.toISOString(),
  };
}

/** The items with open reports among `subjectIds`, in the order given; an item nobody reports now is left out. */
export async function reportedItems(db: Db, subjectIds: string[]): Promise<ReportedItem[]> {
  if (subjectIds.length === 0) return [];
  const bySubject = Map.groupBy(await reportRows(db, subjectIds), (row) => row.subjectId);
  return subjectIds.flatMap((id) => {
    const rows = bySubject.get(id);
    return rows ? [toItem(rows)] : [];
  });
}

export async function reportedItem(db: Db, subjectId: string): Promise<ReportedItem | undefined> {
  return (await reportedItems(db, [subjectId]))[0];
}

/** The two queries of a queue page; exported so a test can read their plans. */
export function reportQueueQueries(db: Db, query: ReportsQuery) {
  const firstReported = min(forumReports.createdAt);
  return {
    page: db.select({ subjectId: forumReports.subjectId }).from(forumReports).where(open)
      .groupBy(forumReports.subjectId).orderBy(asc(firstReported), asc(forumReports.subjectId))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    total: db.select({ total: countDistinct(forumReports.subjectId) }).from(forumReports).where(open),
  };
}

/** A page of the moderators' queue: reported items, the one waiting longest first, each with its open reports. */
export async function listReportedItems(db: Db, query: ReportsQuery): Promise<AdminPage<ReportedItem>> {
  const queries = reportQueueQueries(db, query);
  const [subjects, [{ total }]] = await Promise.all([queries.page, queries.total]);
  const items = await reportedItems(db, subjects.map((subject) => subject.subjectId));
  return toAdminPage(items, query, total);
}
