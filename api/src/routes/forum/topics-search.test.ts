import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ForumTopic } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import { forumTopics } from "../../../../db/schema/forum.ts";
import { maxRankedMatches } from "../../services/forum/topics-list.ts";
import { expectError } from "../../../test/expect-error.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";
import { listCategories, postTopic, signUpAs } from "./forum-fixtures.ts";

let server: TestServer;
let alice: { token: string; id: string };
let bob: { token: string; id: string };
let categories: string[];
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
  alice = await signUpUser(server);
  bob = await signUpUser(server);
  categories = (await listCategories(server)).map((category) => category._id);
  const seed = [
    [alice, 0, "Pivot table refresh", "My totals do not update."],
    [bob, 1, "Totals are wrong", "The pivot source range misses the last rows."],
    [alice, 1, "XLOOKUP or INDEX MATCH?", "Which one is faster on 100k rows?"],
    [bob, 0, "Conditional formatting", "Colour a row when the date is past. No pivot here."],
    [alice, 2, "Überstunden berechnen", "Stunden über 8 pro Tag zählen, café-Pause abziehen."],
    [bob, 2, "Macro to export PDF", "Loop over sheets AND save each one."],
  ] as const;
  for (const [author, category, title, content] of seed) {
    await postTopic(server, author.token, { title, content, category: categories[category] });
  }
});
afterAll(() => server.stop());

const search = async (query: string, path = "/api/forum/topics") => {
  const response = await server.call(`${path}?${query}`);
  expect(response.status).toBe(200);
  const { success, data } = await response.json();
  expect(success).toBe(true);
  return data as { docs: ForumTopic[]; page: number; totalPages: number };
};
const titles = async (query: string, path?: string) => (await search(query, path)).docs.map((topic) => topic.title);
const q = (text: string) => `search=${encodeURIComponent(text)}`;

describe("searching topics", () => {
  for (const path of ["/forum/topics", "/api/forum/topics"]) {
    test(`GET ${path}?search ranks a title hit above body hits`, async () => {
      const found = await titles(q("pivot"), path);
      expect(found[0]).toBe("Pivot table refresh");
      expect(found.slice(1).sort()).toEqual(["Conditional formatting", "Totals are wrong"]);
    });
  }

  test("GET /api/forum/topics?search needs every word, stems English words and ignores case and accents", async () => {
    expect(await titles(q("pivot totals"))).toEqual(
      expect.arrayContaining(["Pivot table refresh", "Totals are wrong"]),
    );
    expect(await titles(q("pivot last rows"))).toEqual(["Totals are wrong"]);
    expect(await titles(q("xlookup"))).toEqual(["XLOOKUP or INDEX MATCH?"]);
    expect(await titles(q("total"))).toEqual(expect.arrayContaining(["Pivot table refresh", "Totals are wrong"]));
    expect(await titles(q("exporting macros"))).toEqual(["Macro to export PDF"]);
    expect(await titles(q("xloo"))).toEqual([]);
    expect(await titles(q("ueberstunden"))).toEqual([]);
    expect(await titles(q("uberstunden"))).toEqual(["Überstunden berechnen"]);
    expect(await titles(q("CAFE"))).toEqual(["Überstunden berechnen"]);
    expect(await titles(q("nothing-like-this"))).toEqual([]);
  });

  test("GET /api/forum/topics?search treats empty or blank searches as no search", async () => {
    const all = await search("");
    expect(all.docs).toHaveLength(6);
    expect(await search("search=")).toEqual(all);
    expect(await search(q("   "))).toEqual(all);
  });

  test("GET /api/forum/topics?search never fails on hostile queries", async () => {
    const hostile = [
      '"',
      "'",
      "*",
      "AND",
      "OR",
      "NOT",
      "NEAR(",
      "NEAR(pivot totals, 2)",
      "title:",
      "title:pivot",
      "-x",
      "^pivot",
      "pivot*",
      "(pivot",
      "pivot)",
      '"pivot',
      "pivot AND",
      "{title content}: pivot",
      "'; DROP TABLE forum_topics; --",
      "\u0000\u0007",
      "😀 🧮",
      "数据分析",
      "x".repeat(200),
      "a ".repeat(100),
    ];
    for (const text of hostile) {
      const response = await server.call(`/api/forum/topics?${q(text)}`);
      expect(response.status, text).toBe(200);
      expect((await response.json()).success).toBe(true);
    }
    // Operators are words like any other: "AND" is found in a body that says it.
    expect(await titles(q("sheets AND"))).toEqual(["Macro to export PDF"]);
    expect(await titles(q("title:pivot"))).toEqual([]);
    expect(await titles(q("^pivot"))).toContain("Pivot table refresh");
    expect(await titles(q("pivot*"))).toContain("Pivot table refresh");
    expect(await titles(q('"'))).toEqual([]);
  });

  test("GET /api/forum/topics?search refuses a search over 200 characters with 400", async () => {
    await expectError(
      await server.call(`/api/forum/topics?${q("x".repeat(201))}`),
      400,
      forumMessages.searchTooLong,
    );
  });

  test("GET /api/forum/topics?search combines with the category and author filters", async () => {
    expect(await titles(`${q("pivot")}&categoryId=${categories[0]}`)).toEqual(
      expect.arrayContaining(["Pivot table refresh", "Conditional formatting"]),
    );
    expect(await titles(`${q("pivot")}&categoryId=${categories[0]}`)).toHaveLength(2);
    expect(await titles(`${q("pivot")}&authorId=${bob.id}`)).toEqual(
      expect.arrayContaining(["Totals are wrong", "Conditional formatting"]),
    );
    expect(await titles(`${q("pivot")}&authorId=${bob.id}&categoryId=${categories[1]}`)).toEqual(["Totals are wrong"]);
    expect(await titles(`${q("pivot")}&categoryId=unknown`)).toEqual([]);
  });

  test("GET /api/forum/topics?search never matches the index's filter tokens as words", async () => {
    const hex = (id: string) =>
      Array.from(new TextEncoder().encode(id), (b) => b.toString(16).padStart(2, "0")).join("");
    expect(await titles(q(`c${hex(categories[0])}0`))).toEqual([]);
    expect(await titles(q(`a${hex(alice.id)}0`))).toEqual([]);
    expect(await titles(q(categories[0]))).toEqual([]);
  });

  test("GET /api/forum/topics?search pages its results and clamps past the end", async () => {
    const first = await search(`${q("pivot")}&limit=2`);
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.docs).toHaveLength(2);
    const second = await search(`${q("pivot")}&limit=2&page=2`);
    expect(second.docs).toHaveLength(1);
    expect(await search(`${q("pivot")}&limit=2&page=9`)).toEqual(second);
    const seen = [...first.docs, ...second.docs].map((topic) => topic._id);
    expect(new Set(seen).size).toBe(3);
  });

  test("GET /api/forum/topics?search no longer finds a deleted topic", async () => {
    const topic = await postTopic(server, alice.token, { title: "Ephemeral sparkline", content: "Gone soon" });
    expect(await titles(q("sparkline"))).toEqual(["Ephemeral sparkline"]);
    const { token } = await signUpAs(server, "moderator");
    expect((await server.call(`/api/forum/topics/${topic._id}`, { method: "DELETE", token })).status).toBe(200);
    expect(await titles(q("sparkline"))).toEqual([]);
  });

  test("GET /api/forum/topics?search ranks and pages at most the newest 1,000 matches", async () => {
    const now = Date.now();
    await server.deps.db.insert(forumTopics).values(
      Array.from({ length: maxRankedMatches + 5 }, (_, index) => ({
        id: `bulk-${index}`,
        title: index === 0 ? "Oldest heatmap" : `Bulk ${index}`,
        content: "A heatmap question",
        authorId: alice.id,
        categoryId: categories[3],
        lastPostAt: new Date(now + index),
      })),
    );
    const first = await search(`${q("heatmap")}&limit=10`);
    expect(first.totalPages).toBe(maxRankedMatches / 10);
    const last = await search(`${q("heatmap")}&limit=10&page=${maxRankedMatches / 10}`);
    expect([...first.docs, ...last.docs].some((topic) => topic._id === "bulk-0")).toBe(false);
    expect(await search(`${q("heatmap")}&categoryId=${categories[0]}`)).toEqual({ docs: [], page: 1, totalPages: 1 });
  });
});
