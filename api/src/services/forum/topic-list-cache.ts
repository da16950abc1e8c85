import type { TopicsPage, TopicsQuery } from "../../../contract/forum.ts";
import type { EventBus } from "../../events/bus.ts";

export type TopicListCache = ReturnType<typeof createTopicListCache>;

// Writes that change which topics a page holds, or their order: every cached page is dropped at once.
const listChanges = ["topic.created", "topic.deleted", "reply.created", "post.deleted"] as const;

/**
 * Topic pages are read far more than written, and on this stack building one costs about ten times a plain
 * request (bench/RESULTS.md). Pages are kept for `ttlMs` and dropped the moment this instance publishes a change
 * to the list. A view only changes a card's count, so views expire with the TTL instead of emptying the cache on
 * every topic read; with several instances, another instance's write shows here within the TTL. Concurrent misses
 * on one page share one database read. A TTL of 0 turns the cache off: every read goes to the database.
 */
export function createTopicListCache(events: EventBus, options: { ttlMs?: number; maxPages?: number } = {}) {
  const { ttlMs = 5_000, maxPages = 1_000 } = options;
  const pages = new Map<string, { page: Promise<TopicsPage>; expiresAt: number }>();
  const clear = () => pages.clear();
  const unsubscribe = listChanges.map((name) => events.subscribe(name, clear));

  return {
    read(query: TopicsQuery, load: () => Promise<TopicsPage>): Promise<TopicsPage> {
      if (ttlMs === 0) return load();
      const key = JSON.stringify([query.page, query.limit, query.categoryId, query.authorId, query.search]);
      const now = Date.now();
      const cached = pages.get(key);
      if (cached && cached.expiresAt > now) return cached.page;
      // The oldest entry goes first: Map keeps insertion order, and a refreshed key is re-inserted below.
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
      const page = load();
      pages.delete(key);
      pages.set(key, { page, expiresAt: now + ttlMs });
      page.catch(() => pages.get(key)?.page === page && pages.delete(key));
      return page;
    },
    stop: () => unsubscribe.forEach((stop) => stop()),
  };
}
