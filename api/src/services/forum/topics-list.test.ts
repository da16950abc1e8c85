import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { forumCategories, forumTopicCounts, forumTopics } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { TopicsQuery } from "../../../contract/forum.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { listTopics } from "./topics-list.ts";

const database = useMigratedDatabase();
const start = Date.UTC(2024, 0, 1);

/**
 * 37 topics over two categories and three authors; every fourth shares its last activity with the one before, so
 * the rowid has to break ties the same way from either end. Titles say "pivot" for every third topic, bodies for
 * every other one.
 */
const topics = Array.from({ length: 37 }, (_, index) => ({
  id: `t-${index}`,
  title: index % 3 === 0 ? `Pivot question ${index}` : `Lookup question ${index}`,
  content: index % 2 === 0 ? "How do I pivot this?" : "Which lookup is faster?",
  authorId: `u-${index % 3}`,
  categoryId: index % 4 === 0 ? "c-2" : "c-1",
  lastPostAt: new Date(start + (index - (index % 4 === 3 ? 1 : 0)) * 1000),
}));

beforeAll(async () => {
  const { db } = database.current;
  await db.insert(users).values(
    [0, 1, 2].map((index) => ({ id: `u-${index}`, name: `Person ${index}`, email: `p${index}@example.com` })),
  );
  await db.insert(forumCategories).values([
    { id: "c-1", name: "Formulas", slug: "formulas" },
    { id: "c-2", name: "Charts", slug: "charts" },
  ]);
  // One at a time, so each topic's rowid follows its index.
  for (const topic of topics) await db.insert(forumTopics).values(topic);
});

/** Every page of a list in turn, as ids. */
async function allPages(query: Omit<TopicsQuery, "page" | "limit">, limit: number) {
  const first = await listTopics(database.current.db, { ...query, page: 1, limit });
  const ids = first.docs.map((topic) => topic._id);
  for (let page = 2; page <= first.totalPages; page++) {
    const next = await listTopics(database.current.db, { ...query, page, limit });
    expect(next.page).toBe(page);
    ids.push(...next.docs.map((topic) => topic._id));
  }
  return { ids, totalPages: first.totalPages };
}

const newestFirst = (list: typeof topics) =>
  [...list].sort((a, b) =>
    b.lastPostAt.getTime() - a.lastPostAt.getTime() || Number(b.id.slice(2)) - Number(a.id.slice(2))
  ).map((topic) => topic.id);

describe("listTopics without a search", () => {
  const lists: [string, Omit<TopicsQuery, "page" | "limit">, (topic: (typeof topics)[number]) => boolean][] = [
    ["all topics", {}, () => true],
    ["a category", { categoryId: "c-1" }, (topic) => topic.categoryId === "c-1"],
    ["an author", { authorId: "u-2" }, (topic) => topic.authorId === "u-2"],
    [
      "a category and an author",
      { categoryId: "c-2", authorId: "u-0" },
      (t) => t.categoryId === "c-2" && t.authorId === "u-0",
    ],
  ];
  for (const [name, query, keep] of lists) {
    test(`pages ${name} newest first, the older half read from the oldest end in the same order`, async () => {
      const expected = newestFirst(topics.filter(keep));
      for (const limit of [1, 4, 5, 10, 50]) {
        const { ids, totalPages } = await allPages(query, limit);
        expect(ids, `limit ${limit}`).toEqual(expected);
        expect(totalPages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
      }
    });
  }

  test("answers the last page for a page past the end, and page 1 of 1 for a list with nothing in it", async () => {
    const last = await listTopics(database.current.db, { page: 4, limit: 10 });
    expect(await listTopics(database.current.db, { page: 99, limit: 10 })).toEqual(last);
    expect(last.docs.map((topic) => topic._id)).toEqual(newestFirst(topics).slice(30));
    expect(await listTopics(database.current.db, { page: 2, limit: 10, categoryId: "none" }))
      .toEqual({ docs: [], page: 1, totalPages: 1 });
  });
});

describe("listTopics with a search", () => {
  test("lists the topics with every word in the title first, then the rest, each newest first, across pages", async () => {
    const pivots = topics.filter((topic) => /pivot/i.test(topic.title + topic.content));
    const inTitle = newestFirst(pivots.filter((topic) => /pivot/i.test(topic.title)));
    const expected = [...inTitle, ...newestFirst(pivots.filter((topic) => !/pivot/i.test(topic.title)))];
    // Limits whose pages end inside the title matches, exactly at their end, and start past them.
    for (const limit of [1, 3, 4, 13, 50]) {
      const { ids, totalPages } = await allPages({ search: "pivot" }, limit);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(totalPages).toBe(Math.ceil(expected.length / limit));
    }
  });

  test("applies the filters to both groups", async () => {
    const keep = (topic: (typeof topics)[number]) => topic.categoryId === "c-1" && topic.authorId === "u-0";
    const pivots = topics.filter((topic) => keep(topic) && /pivot/i.test(topic.title + topic.content));
    const expected = [
      ...newestFirst(pivots.filter((topic) => /pivot/i.test(topic.title))),
      ...newestFirst(pivots.filter((topic) => !/pivot/i.test(topic.title))),
    ];
    expect(expected.length).toBeGreaterThan(2);
    expect((await allPages({ search: "pivot", categoryId: "c-1", authorId: "u-0" }, 2)).ids).toEqual(expected);
  });
});

describe("forum_topic_counts", () => {
  const counted = async () =>
    Object.fromEntries(
      (await database.current.db.select().from(forumTopicCounts)).map((row) => [row.scope, row.topics]),
    );

  test("follows new, moved and deleted topics and a deleted author", async () => {
    const { db } = database.current;
    expect(await counted()).toMatchObject({ all: 37, "c:c-1": 27, "c:c-2": 10, "a:u-0": 13, "a:u-1": 12 });
    await db.insert(users).values({ id: "u-9", name: "Leaving", email: "leaving@example.com" });
    await db.insert(forumTopics).values([
      { ...topics[0], id: "x-1", authorId: "u-9", categoryId: "c-2" },
      { ...topics[0], id: "x-2", authorId: "u-9", categoryId: "c-2" },
    ]);
    await db.update(forumTopics).set({ categoryId: "c-1" }).where(eq(forumTopics.id, "x-1"));
    expect(await counted()).toMatchObject({ all: 39, "c:c-1": 28, "c:c-2": 11, "a:u-9": 2 });
    await db.delete(forumTopics).where(eq(forumTopics.id, "x-2"));
    expect(await counted()).toMatchObject({ all: 38, "c:c-2": 10, "a:u-9": 1 });
    // The account's topics go by the foreign key's cascade, which fires the triggers too.
    await db.delete(users).where(eq(users.id, "u-9"));
    expect(await counted()).toMatchObject({ all: 37, "c:c-1": 27, "c:c-2": 10, "a:u-9": 0 });
  });
});
