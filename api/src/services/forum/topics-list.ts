import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { integer, type SelectedFields, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../../db/client.ts";
import { forumTopics } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { TopicsPage, TopicsQuery } from "../../../contract/forum.ts";
import { toMatchExpression } from "./search-query.ts";
import { topicColumns, toTopic } from "./topic-shape.ts";

/**
 * The FTS5 table made by migration 0003_forum_search, described here for queries only: it stays out of
 * db/schema so that drizzle-kit never tries to create or drop it.
 */
const forumSearch = sqliteTable("forum_search", {
  rowid: integer("rowid").notNull(),
  title: text("title").notNull(),
  content: text("content").notNull(),
});

/**
 * How many matches a search ranks: the newest ones. Scoring every match of a common word costs one docsize read
 * per match (150 ms for 30,000 matches in 100,000 topics); FTS5 walks its index newest-first for free, so scoring
 * the newest 1,000 keeps any search near 5 ms. A search thus pages through at most 1,000 topics.
 */
export const maxRankedMatches = 1000;

// bm25 weights per column (title, content): a word in the title says far more about a topic than one in its body.
const score = sql<number>`bm25(${forumSearch}, 10.0, 1.0)`;

/**
 * One page of topics. Without a search they come by last activity, newest first; with one, by relevance (then
 * last activity). A page past the end answers the last page, so `page` in the answer is the page really shown;
 * an empty result is page 1 of 1. Filters on unknown ids simply match nothing.
 */
export async function listTopics(db: Db, query: TopicsQuery): Promise<TopicsPage> {
  const filters: SQL[] = [];
  if (query.categoryId) filters.push(eq(forumTopics.categoryId, query.categoryId));
  if (query.authorId) filters.push(eq(forumTopics.authorId, query.authorId));
  const match = query.search ? toMatchExpression(query.search) : null;
  // A search with no letters or digits in it (only quotes or operators, say) finds nothing rather than everything.
  if (query.search && !match) return { docs: [], page: 1, totalPages: 1 };
  const { readPage, countAll } = match
    ? searchQueries(db, match, filters, query.limit)
    : listQueries(db, filters, query.limit);

  // Read the asked-for page alongside the count; only a page past the end needs a second read.
  const [[{ total }], rows] = await Promise.all([countAll, readPage(query.page)]);
  const totalPages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(query.page, totalPages);
  const docs = page === query.page ? rows : await readPage(page);
  return { docs: docs.map(toTopic), page, totalPages };
}

function listQueries(db: Db, filters: SQL[], limit: number) {
  const where = and(...filters);
  const newestFirst = [desc(forumTopics.lastPostAt), desc(forumTopics.rowid)];
  return {
    // A deferred join: the page's rowids are found on the (category/author,) last-activity index alone, and only
    // those rows are joined. Joining first made SQLite build and skip every row before a deep page (page 5,000:
    // ~100 ms against ~1 ms).
    readPage: (page: number) => {
      const pageRows = db.select({ rowid: forumTopics.rowid, lastPostAt: forumTopics.lastPostAt }).from(forumTopics)
        .where(where).orderBy(...newestFirst).limit(limit).offset((page - 1) * limit).as("page_rows");
      // Ordered by the page's own columns, so SQLite drives the join from those ten rows.
      return db.select(topicColumns).from(pageRows).innerJoin(forumTopics, eq(forumTopics.rowid, pageRows.rowid))
        .innerJoin(users, eq(users.id, forumTopics.authorId)).orderBy(desc(pageRows.lastPostAt), desc(pageRows.rowid));
    },
    countAll: db.select({ total: count() }).from(forumTopics).where(where),
  };
}

function searchQueries(db: Db, match: string, filters: SQL[], limit: number) {
  // The newest matches that pass the filters: FTS5 yields them in rowid order, each joined to its topic row.
  const newestMatches = <Fields extends SelectedFields>(fields: Fields) =>
    db.select({ rowid: forumSearch.rowid, ...fields }).from(forumSearch)
      .innerJoin(forumTopics, eq(forumTopics.rowid, forumSearch.rowid))
      .where(and(sql`${forumSearch} MATCH ${match}`, ...filters))
      .orderBy(desc(forumSearch.rowid)).limit(maxRankedMatches);
  const hits = newestMatches({ score: score.as("score") }).as("hits");
  return {
    readPage: (page: number) =>
      db.select(topicColumns).from(hits).innerJoin(forumTopics, eq(forumTopics.rowid, hits.rowid))
        .innerJoin(users, eq(users.id, forumTopics.authorId))
        .orderBy(asc(hits.score), desc(forumTopics.lastPostAt), desc(forumTopics.rowid))
        .limit(limit).offset((page - 1) * limit),
    countAll: db.select({ total: count() }).from(newestMatches({}).as("matches")),
  };
}
