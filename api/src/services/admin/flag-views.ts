import { asc, count, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../../db/client.ts";
import { forumPosts, userFlags } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { AdminPage, FlagView } from "../../../contract/admin.ts";
import type { FlagsQuery } from "../../../contract/admin-requests.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { excerptOf } from "../../lib/excerpt.ts";
import { toAdminPage } from "../../lib/admin-page.ts";

const flagged = alias(users, "flagged");
const flaggers = alias(users, "flaggers");
const resolvers = alias(users, "resolvers");

function flagRows(db: Db, where: SQL | undefined) {
  return db.select({
    id: userFlags.id,
    reason: userFlags.reason,
    status: userFlags.status,
    createdAt: userFlags.createdAt,
    resolvedAt: userFlags.resolvedAt,
    user: { id: flagged.id, name: flagged.name, email: flagged.email, role: flagged.role, blocked: flagged.blocked },
    flaggedBy: { id: flaggers.id, name: flaggers.name },
    resolverId: resolvers.id,
    resolverName: resolvers.name,
    postId: forumPosts.id,
    topicId: forumPosts.topicId,
    postContent: forumPosts.content,
  }).from(userFlags)
    .innerJoin(flagged, eq(flagged.id, userFlags.userId))
    .innerJoin(flaggers, eq(flaggers.id, userFlags.flaggedBy))
    .leftJoin(resolvers, eq(resolvers.id, userFlags.resolvedBy))
    .leftJoin(forumPosts, eq(forumPosts.id, userFlags.postId))
    .where(where);
}

type FlagRow = Awaited<ReturnType<typeof flagRows>>[number];

function toFlagView(row: FlagRow): FlagView {
  return {
    id: row.id,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    user: row.user,
    flaggedBy: row.flaggedBy,
    post: row.postId && row.topicId && row.postContent !== null
      ? { id: row.postId, topicId: row.topicId, excerpt: excerptOf(row.postContent) }
      : null,
    resolvedBy: row.resolverId && row.resolverName !== null ? { id: row.resolverId, name: row.resolverName } : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function flagViews(db: Db, ids: string[]): Promise<FlagView[]> {
  if (ids.length === 0) return [];
  return (await flagRows(db, inArray(userFlags.id, ids))).map(toFlagView);
}

export async function flagView(db: Db, id: string): Promise<FlagView | undefined> {
  return (await flagViews(db, [id]))[0];
}

/** Tells the superadmins' queues that these flags are closed. */
export async function publishResolvedFlags(deps: Pick<AppDeps, "db" | "events">, ids: string[]) {
  for (const flag of await flagViews(deps.db, ids)) deps.events.publish("flag.resolved", { flag });
}

const statusFilter = (status: FlagsQuery["status"]) =>
  status === "all" ? undefined : status === "open" ? eq(userFlags.status, "open") : ne(userFlags.status, "open");

/** The two queries of a flags page; exported so a test can read their plans. */
export function listFlagsQueries(db: Db, query: FlagsQuery) {
  const where = statusFilter(query.status);
  return {
    page: flagRows(db, where).orderBy(asc(userFlags.createdAt), asc(sql`${userFlags}.rowid`))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    total: db.select({ total: count() }).from(userFlags).where(where),
  };
}

/** A page of flags, oldest first, so the one waiting longest is handled first. */
export async function listFlags(db: Db, query: FlagsQuery): Promise<AdminPage<FlagView>> {
  const queries = listFlagsQueries(db, query);
  const [rows, [{ total }]] = await Promise.all([queries.page, queries.total]);
  return toAdminPage(rows.map(toFlagView), query, total);
}
