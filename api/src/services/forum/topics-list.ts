import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { integer, type SelectedFields, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ReadDb } from "../../../../db/client.ts";
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
  filters: text("filters").notNull(),
});

/**
 * How many matches a search ranks: the newest ones. Scoring every match of a common word costs one docsize read
 * per match (150 ms for 30,000 matches in 100,000 topics); FTS5 walks its index newest-first for free, so scoring
 * the newest 1,000 keeps any search near 3 ms. A search thus pages through at most 1,000 topics.
 */
export const maxRankedMatches = 1000;

// bm25 weights per column (title, content, filters): a word in the title says far more about a topic than one in
// its body, and the filter tokens say nothing about relevance.
const score = sql<number>`bm25(${forumSearch}, 10.0, 1.0, 0.0)`;

/**
 * One page of topics. Without a search they come by last activity, newest first; with one, by relevance (then
 * the newer topic). A page past the end answers the last page, so `page` in the answer is the page really shown;
 * an empty result is page 1 of 1. Filters on unknown ids simply match nothing.
 */
export async function listTopics(db: ReadDb, query: TopicsQuery): Promise<TopicsPage> {
  const match = query.search ? toMatchExpression(query.search, query) : null;
  // A search with no letters or digits in it (only quotes or operators, say) finds nothing rather than everything.
  if (query.search && !match) return { docs: [], page: 1, totalPages: 1 };
  const readPage = match ? searchPages(db, match, query.limit) : listPages(db, query);

  // Only a page past the end needs a second read.
  const asked = await readPage(query.page);
  const totalPages = Math.max(1, Math.ceil(asked.total / query.limit));
  const page = Math.min(query.page, totalPages);
  const { rows } = page === query.page ? asked : await readPage(page);
  return { docs: rows.map(toTopic), page, totalPages };
}

/** Which filters a list page applies: each combination is one prepared pair of queries. */
type ListShape = `${boolean}:${boolean}`;

const listQueries = new WeakMap<ReadDb, Map<ListShape, ReturnType<typeof prepareListQueries>>>();

/**
 * The count and the page's rows of one filter combination, prepared once per database with the ids, limit and offset
 * as placeholders: building the two queries cost more than SQLite's work for a first page (≈ 0.3 of 0.36 ms).
 */
function prepareListQueries(db: ReadDb, byCategory: boolean, byAuthor: boolean) {
  const where = and(
    byCategory ? eq(forumTopics.categoryId, sql.placeholder("categoryId")) : undefined,
    byAuthor ? eq(forumTopics.authorId, sql.placeholder("authorId")) : undefined,
  );
  const newestFirst = [desc(forumTopics.lastPostAt), desc(forumTopics.rowid)];
  const total = db.select({ total: count() }).from(forumTopics).where(where).prepare();
  // A deferred join: the page's rowids are found on the (category/author,) last-activity index alone, and only
  // those rows are joined. Joining first made SQLite build and skip every row before a deep page (page 5,000:
  // ~100 ms against ~1 ms).
  const pageRows = db.select({ rowid: forumTopics.rowid, lastPostAt: forumTopics.lastPostAt }).from(forumTopics)
    .where(where).orderBy(...newestFirst).limit(sql.placeholder("limit")).offset(sql.placeholder("offset"))
    .as("page_rows");
  // Ordered by the page's own columns, so SQLite drives the join from those ten rows.
  const rows = db.select(topicColumns).from(pageRows)
    .innerJoin(forumTopics, eq(forumTopics.rowid, pageRows.rowid))
    .innerJoin(users, eq(users.id, forumTopics.authorId))
    .orderBy(desc(pageRows.lastPostAt), desc(pageRows.rowid)).prepare();
  return { total, rows };
}

function listPages(db: ReadDb, { categoryId, authorId, limit }: TopicsQuery) {
  const shape: ListShape = `${categoryId !== undefined}:${authorId !== undefined}`;
  let prepared = listQueries.get(db);
  if (!prepared) listQueries.set(db, prepared = new Map());
  let queries = prepared.get(shape);
  if (!queries) prepared.set(shape, queries = prepareListQueries(db, categoryId !== undefined, authorId !== undefined));
  const filters = { categoryId, authorId };
  return async (page: number) => {
    const [[{ total }], rows] = await Promise.all([
      queries.total.all(filters),
      queries.rows.all({ ...filters, limit, offset: (page - 1) * limit }),
    ]);
    return { rows, total };
  };
}

/**
 * Search answers from the index alone until the page is known: the filters are tokens in it, so the newest matches
 * are found and scored without reading a topic row, counted from the same scan, and only the page's rows are
 * joined. Ties in score go to the newer topic.
 */
function searchPages(db: ReadDb, match: string, limit: number) {
  const newestMatches = <Fields extends SelectedFields>(fields: Fields) =>
    db.select({ rowid: forumSearch.rowid, ...fields }).from(forumSearch).where(sql`${forumSearch} MATCH ${match}`)
      .orderBy(desc(forumSearch.rowid)).limit(maxRankedMatches);
  // Used twice below, so SQLite runs the scan once and keeps its rows.
  const hits = db.$with("hits").as(newestMatches({ score: score.as("score") }));
  return async (page: number) => {
    const pageHits = db.select({ rowid: hits.rowid, score: hits.score }).from(hits)
      .orderBy(asc(hits.score), desc(hits.rowid)).limit(limit).offset((page - 1) * limit).as("page_hits");
    const rows = await db.with(hits).select({ ...topicColumns, total: sql<number>`(SELECT count(*) FROM ${hits})` })
      .from(pageHits).innerJoin(forumTopics, eq(forumTopics.rowid, pageHits.rowid))
      .innerJoin(users, eq(users.id, forumTopics.authorId)).orderBy(asc(pageHits.score), desc(pageHits.rowid));
    if (rows.length > 0 || page === 1) return { rows, total: rows[0]?.total ?? 0 };
    // Past the last page no row carries the count.
    const [{ total }] = await db.select({ total: count() }).from(newestMatches({}).as("matches"));
    return { rows, total };
  };
}
