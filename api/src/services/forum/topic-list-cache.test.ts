import { expect, test, vi } from "vitest";
import type { TopicsPage, TopicsQuery } from "../../../contract/forum.ts";
import { createEventBus } from "../../events/bus.ts";
import { createTopicListCache } from "./topic-list-cache.ts";

const query = (page = 1, search?: string): TopicsQuery => ({ page, limit: 10, search });
const pageOf = (page: number): TopicsPage => ({ docs: [], page, totalPages: 3 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a page is read once within the TTL, and again after it", async () => {
  const cache = createTopicListCache(createEventBus(), { ttlMs: 40 });
  const load = vi.fn(() => Promise.resolve(pageOf(1)));
  await cache.read(query(), load);
  await cache.read(query(), load);
  expect(load).toHaveBeenCalledTimes(1);
  await cache.read(query(2), load);
  await cache.read(query(1, "vlookup"), load);
  expect(load).toHaveBeenCalledTimes(3);
  await sleep(50);
  await cache.read(query(), load);
  expect(load).toHaveBeenCalledTimes(4);
  cache.stop();
});

test("a TTL of 0 reads every page from the database", async () => {
  const cache = createTopicListCache(createEventBus(), { ttlMs: 0 });
  const load = vi.fn(() => Promise.resolve(pageOf(1)));
  await Promise.all([cache.read(query(), load), cache.read(query(), load)]);
  await cache.read(query(), load);
  expect(load).toHaveBeenCalledTimes(3);
  cache.stop();
});

test("a change to the list drops every page at once; a view does not", async () => {
  const events = createEventBus();
  const cache = createTopicListCache(events);
  const load = vi.fn(() => Promise.resolve(pageOf(1)));
  await cache.read(query(), load);
  events.publish("topic.updated", { topicId: "t", repliesCount: 0, views: 9, lastPostAt: new Date().toISOString() });
  await cache.read(query(), load);
  expect(load).toHaveBeenCalledTimes(1);
  for (
    const [name, payload] of [
      ["topic.deleted", { topicId: "t" }],
      ["post.deleted", { topicId: "t", postId: "p" }],
    ] as const
  ) {
    events.publish(name, payload);
    await cache.read(query(), load);
  }
  expect(load).toHaveBeenCalledTimes(3);
  cache.stop();
  events.publish("topic.deleted", { topicId: "t" });
  await cache.read(query(), load);
  expect(load).toHaveBeenCalledTimes(3);
});

test("concurrent misses share one read, and a failed read is not kept", async () => {
  const cache = createTopicListCache(createEventBus());
  let release!: (page: TopicsPage) => void;
  const load = vi.fn(() => new Promise<TopicsPage>((resolve) => (release = resolve)));
  const both = Promise.all([cache.read(query(), load), cache.read(query(), load)]);
  release(pageOf(1));
  expect(await both).toEqual([pageOf(1), pageOf(1)]);
  expect(load).toHaveBeenCalledTimes(1);

  const failing = vi.fn(() => Promise.reject(new Error("disk")));
  await expect(cache.read(query(2), failing)).rejects.toThrow("disk");
  await expect(cache.read(query(2), failing)).rejects.toThrow("disk");
  expect(failing).toHaveBeenCalledTimes(2);
  cache.stop();
});

test("the cache holds at most maxPages pages, dropping the oldest", async () => {
  const cache = createTopicListCache(createEventBus(), { maxPages: 2 });
  const load = vi.fn((page: number) => Promise.resolve(pageOf(page)));
  for (const page of [1, 2, 3]) await cache.read(query(page), () => load(page));
  await cache.read(query(3), () => load(3));
  await cache.read(query(1), () => load(1));
  expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2, 3, 1]);
  cache.stop();
});
