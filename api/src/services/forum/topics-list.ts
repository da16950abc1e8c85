import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ReadDb } from "../../../../db/client.ts";
import { forumTopicCounts, forumTopics } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { TopicsPage, TopicsQuery } from "../../../contract/forum.ts";
import { type SearchMatch, toSearchMatch } from "./search-query.ts";
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
 * How many matches a search pages through: the newest ones. FTS5 walks its index newest-first, so finding and
 * counting them costs about 0.2 ms for a common word at 100,000 topics, where counting every match costs 1 ms.
 */
export const maxRankedMatches = 1000;

type PageRows = { rows: Parameters<typeof toTopic>[0][]; total: number };

/**
 * One page of topics. Without a search they come by last activity, newest first; with one, the topics with every
 * word in their title first, then the others, each newest first. A page past the end answers the last page, so
 * `page` in the answer is the page really shown; an empty result is page 1 of 1. Filters on unknown ids simply
 * match nothing.
 */
export async function listTopics(db: ReadDb, query: TopicsQuery): Promise<TopicsPage> {
  const match = query.search ? toSearchMatch(query.search, query) : null;
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

/** Which filters a list page applies: each combination is one prepared set of queries. */
type ListShape = `${boolean}:${boolean}`;

const prepared = new WeakMap<ReadDb, Map<string, unknown>>();

/** Prepares a query once per database: building one cost more than SQLite's work for a first page. */
function once<Query>(db: ReadDb, key: string, prepare: () => Query): Query {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, queries = new Map());
  if (!queries.has(key)) queries.set(key, prepare());
  return queries.get(key) as Query;
}

/**
 * The total and the page's rows of one filter combination, with the ids, limit and offset as placeholders. The
 * total of one list is a row of forum_topic_counts; only a list by category and author counts its index entries.
 */
function prepareListQueries(db: ReadDb, byCategory: boolean, byAuthor: boolean) {
  const where = and(
    byCategory ? eq(forumTopics.categoryId, sql.placeholder("categoryId")) : undefined,
    byAuthor ? eq(forumTopics.authorId, sql.placeholder("authorId")) : undefined,
  );
  const total = byCategory && byAuthor
    ? db.select({ total: count() }).from(forumTopics).where(where).prepare()
    : db.select({ total: forumTopicCounts.topics }).from(forumTopicCounts)
      .where(eq(forumTopicCounts.scope, sql.placeholder("scope"))).prepare();
  // A deferred join: the page's rowids are found on the (category/author,) last-activity index alone, and only
  // those rows are joined. Joining first made SQLite build and skip every row before a deep page (page 5,000:
  // ~100 ms against ~1 ms).
  const rowsFrom = (order: typeof desc) => {
    const pageRows = db.select({ rowid: forumTopics.rowid, lastPostAt: forumTopics.lastPostAt }).from(forumTopics)
      .where(where).orderBy(order(forumTopics.lastPostAt), order(forumTopics.rowid))
      .limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).as("page_rows");
    // Ordered by the page's own columns, so SQLite drives the join from those few rows.
    return db.select(topicColumns).from(pageRows)
      .innerJoin(forumTopics, eq(forumTopics.rowid, pageRows.rowid))
      .innerJoin(users, eq(users.id, forumTopics.authorId))
      .orderBy(desc(pageRows.lastPostAt), desc(pageRows.rowid)).prepare();
  };
  return { total, newestFirst: rowsFrom(desc), oldestFirst: rowsFrom(asc) };
}

function listPages(db: ReadDb, { categoryId, authorId, limit }: TopicsQuery) {
  const shape: ListShape = `${categoryId !== undefined}:${authorId !== undefined}`;
  const queries = once(
    db,
    `list:${shape}`,
    () => prepareListQueries(db, categoryId !== undefined, authorId !== undefined),
  );
  const filters = { categoryId, authorId };
  const scope = categoryId !== undefined ? `c:${categoryId}` : authorId !== undefined ? `a:${authorId}` : "all";
  return async (page: number): Promise<PageRows> => {
    const [counted] = await queries.total.all({ ...filters, scope });
    const total = counted?.total ?? 0;
    const offset = (page - 1) * limit;
    if (offset >= total) return { rows: [], total };
    // SQLite reaches an offset by stepping over that many index entries, so a page in the older half is read
    // from the oldest end: page 9,000 of 10,000 steps over 10,000 entries instead of 90,000.
    if (offset <= total / 2) return { rows: await queries.newestFirst.all({ ...filters, limit, offset }), total };
    const rowsHere = Math.min(limit, total - offset);
    const fromOldest = { ...filters, limit: rowsHere, offset: total - offset - rowsHere };
    return { rows: await queries.oldestFirst.all(fromOldest), total };
  };
}

function prepareSearchQueries(db: ReadDb) {
  const matching = sql`${forumSearch} MATCH ${sql.placeholder("match")}`;
  const newest = db.select({ rowid: forumSearch.rowid }).from(forumSearch).where(matching)
    .orderBy(desc(forumSearch.rowid)).limit(maxRankedMatches).as("newest");
  const fromOldest = and(matching, gte(forumSearch.rowid, sql.placeholder("oldest")));
  const count = db.select({ total: sql<number>`count(*)` }).from(forumSearch).where(fromOldest).prepare();
  return {
    /** How many of the matches are ranked, and the oldest of them. */
    ranked: db.select({ total: sql<number>`count(*)`, oldest: sql<number | null>`min(${newest.rowid})` })
      .from(newest).prepare(),
    rowids: db.select({ rowid: forumSearch.rowid }).from(forumSearch).where(fromOldest)
      .orderBy(desc(forumSearch.rowid)).limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(),
    count,
    topics: db.select({ rowid: forumTopics.rowid, ...topicColumns }).from(forumTopics)
      .innerJoin(users, eq(users.id, forumTopics.authorId))
      .where(sql`${forumTopics.rowid} IN (SELECT value FROM json_each(${sql.placeholder("rowids")}))`).prepare(),
  };
}

/**
 * Search answers from the index alone until the page is known: the filters are tokens in it, so the ranked matches
 * are found, counted and paged without reading a topic row, and only the page's rows are joined. Title matches
 * come first: a page reads the title matches at its offset and, when they run out, the body matches after them.
 * Scoring with bm25 instead read each match's size and cost 2.6 ms for a common word.
 */
function searchPages(db: ReadDb, match: SearchMatch, limit: number) {
  const queries = once(db, "search", () => prepareSearchQueries(db));
  return async (page: number): Promise<PageRows> => {
    const [{ total, oldest }] = await queries.ranked.all({ match: match.all });
    const offset = (page - 1) * limit;
    if (oldest === null || offset >= total) return { rows: [], total };
    const titled = await queries.rowids.all({ match: match.titles, oldest, limit, offset });
    let rowids = titled.map((hit) => hit.rowid);
    if (rowids.length < limit) {
      // Where the title matches end: known from this page unless it started past them.
      const titles = rowids.length > 0 || offset === 0
        ? offset + rowids.length
        : (await queries.count.all({ match: match.titles, oldest }))[0].total;
      const bodies = await queries.rowids.all({
        match: match.bodiesOnly,
        oldest,
        limit: limit - rowids.length,
        offset: Math.max(0, offset - titles),
      });
      rowids = [...rowids, ...bodies.map((hit) => hit.rowid)];
    }
    const found = new Map(
      (await queries.topics.all({ rowids: JSON.stringify(rowids) })).map((row) => [row.rowid, row]),
    );
    return { rows: rowids.flatMap((rowid) => found.get(rowid) ?? []), total };
  };
}
