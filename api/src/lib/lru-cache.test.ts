import { expect, test } from "vitest";
import { createLruCache } from "./lru-cache.ts";

test("never holds more than its bound, however many entries go in", () => {
  const cache = createLruCache<number, string>(10);
  for (let i = 0; i < 1_000; i++) {
    cache.set(i, String(i));
    expect(cache.size).toBeLessThanOrEqual(10);
  }
  expect(cache.size).toBe(10);
  expect(cache.get(989)).toBeUndefined();
  expect(cache.get(990)).toBe("990");
});

test("drops the entry used longest ago: a read or a rewrite counts as a use", () => {
  const cache = createLruCache<string, number>(3);
  cache.set("a", 1);
  cache.set("b", 2);
  cache.set("c", 3);
  cache.get("a");
  cache.set("b", 20);
  cache.set("d", 4);
  expect(cache.get("c")).toBeUndefined();
  expect([cache.get("a"), cache.get("b"), cache.get("d")]).toEqual([1, 20, 4]);
  cache.delete("a");
  expect(cache.size).toBe(2);
});
