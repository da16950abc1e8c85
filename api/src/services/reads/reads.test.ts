import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, test } from "vitest";
import { favorites } from "../../../../db/schema/favorites.ts";
import { forumCategories, forumPosts, forumTopics } from "../../../../db/schema/forum.ts";
import { generations } from "../../../../db/schema/generations.ts";
import { users } from "../../../../db/schema/users.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { longReads } from "./long-reads.ts";
import { createReads, type Reads } from "./reads.ts";
import type { ReadsWorkerOptions } from "./reads-worker-client.ts";

const database = useMigratedDatabase();
let fileUrl = "";

const opened: Reads[] = [];
const openReads = (options: ReadsWorkerOptions = {}, at = fileUrl) => {
  const reads = createReads(database.current.db, at, undefined, options);
  opened.push(reads);
  return reads;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((reads) => reads.close()));
});

const readsWorker = () => new Worker(new URL("./reads-worker.ts", import.meta.url), { type: "module" });
const topicsQuery = { page: 1, limit: 10 };

beforeAll(async () => {
  const { db } = database.current;
  fileUrl = `file:${(await database.current.client.execute("PRAGMA database_list")).rows[0].file}`;
  const start = Date.UTC(2024, 0, 1);
  await db.insert(users).values(
    Array.from({ length: 30 }, (_, index) => ({
      id: `u-${index}`,
      name: `Person ${index}`,
      email: `person${index}@example.com`,
      createdAt: new Date(start + index * 60_000),
    })),
  );
  await db.insert(forumCategories).values({ id: "c-1", name: "Formulas", slug: "formulas" });
  await db.insert(forumTopics).values(
    Array.from({ length: 45 }, (_, index) => ({
      id: `t-${index}`,
      title: index % 3 === 0 ? `Pivot table question ${index}` : `Lookup question ${index}`,
      content: index % 2 === 0 ? "How do I pivot this?" : "VLOOKUP or XLOOKUP?",
      authorId: `u-${index % 4}`,
      categoryId: "c-1",
      repliesCount: index % 5,
      lastPostAt: new Date(start + index * 1000),
    })),
  );
  await db.insert(forumPosts).values(
    Array.from({ length: 4 }, (_, index) => ({
      id: `p-${index}`,
      topicId: "t-3",
      authorId: `u-${index}`,
      content: `Reply ${index}`,
      createdAt: new Date(start + 100_000 + index),
    })),
  );
  await db.insert(generations).values(
    Array.from({ length: 12 }, (_, index) => ({
      id: `g-${index}`,
      userId: "u-1",
      kind: index % 2 === 0 ? "formula" as const : "vba" as const,
      description: `request ${index}`,
      platform: "excel" as const,
      content: `=SUM(A${index})`,
      explanation: "adds",
      steps: ["one", "two"],
      functions: ["SUM"],
      checks: {},
      provider: "builtin",
      timestamp: new Date(start + index).toISOString(),
      createdAt: new Date(start + index),
    })),
  );
  await db.insert(favorites).values(
    ["g-2", "g-5", "g-8"].map((itemId, index) => ({ userId: "u-1", itemId, createdAt: new Date(start + index) })),
  );
});

test("the worker answers what each read answers in process, on the same file", async () => {
  const reads = openReads();
  const { db } = database.current;
  const cases = [
    ["listTopics", [topicsQuery]],
    ["listTopics", [{ page: 3, limit: 10, categoryId: "c-1" }]],
    ["listTopics", [{ page: 99, limit: 10, authorId: "u-2" }]],
    ["listTopics", [{ page: 1, limit: 5, search: "pivot" }]],
    ["listTopics", [{ page: 2, limit: 5, search: "xlookup", authorId: "u-1" }]],
    ["listTopics", [{ page: 1, limit: 5, search: '"' }]],
    ["readTopic", ["t-3"]],
    ["readTopic", ["no-such-topic"]],
    ["listAdminUsers", [{ page: 2, limit: 10 }]],
    ["listAdminUsers", [{ page: 1, limit: 10, q: "person1" }]],
    ["listHistory", ["u-1", "formula", { limit: 3 }]],
    ["listHistory", ["u-1", "vba", { limit: 3, before: "g-7" }]],
    ["listHistory", ["u-1", "formula", { limit: 3, before: "g-7" }]],
    ["listFavorites", ["u-1"]],
  ] as const;
  for (const [name, args] of cases) {
    const inProcess = await (longReads[name] as (...all: unknown[]) => Promise<unknown>)(db, ...args);
    const inWorker = await (reads[name] as (...all: unknown[]) => Promise<unknown>)(...args);
    expect(inWorker, `${name} ${JSON.stringify(args)}`).toEqual(inProcess);
  }
  // The cases read real rows, not only empty pages.
  expect((await reads.readTopic("t-3"))?.posts.map((post) => post.content)).toEqual(
    ["Reply 0", "Reply 1", "Reply 2", "Reply 3"],
  );
  expect((await reads.listTopics({ page: 1, limit: 5, search: "pivot" })).docs).toHaveLength(5);
  expect((await reads.listAdminUsers({ page: 1, limit: 10, q: "person1" })).total).toBe(11);
  expect(await reads.listHistory("u-1", "formula", { limit: 3, before: "g-7" })).toEqual({
    ok: false,
    reason: "cursor-unknown",
  });
  expect((await reads.listFavorites("u-1")).map((item) => item.id)).toEqual(["g-8", "g-5", "g-2"]);
});

test("a write committed on this thread is seen by the worker's next read", async () => {
  const reads = openReads();
  const { db } = database.current;
  for (let round = 0; round < 25; round++) {
    const id = `fresh-${round}`;
    await db.insert(forumTopics).values({
      id,
      title: `Fresh question ${round}`,
      content: "Just asked",
      authorId: "u-0",
      categoryId: "c-1",
      lastPostAt: new Date(Date.UTC(2030, 0, 1) + round),
    });
    expect((await reads.listTopics(topicsQuery)).docs[0]._id).toBe(id);
    expect((await reads.listTopics({ ...topicsQuery, search: `fresh ${round}` })).docs.map((topic) => topic._id))
      .toContain(id);
    await db.delete(forumTopics).where(eq(forumTopics.id, id));
    expect((await reads.listTopics(topicsQuery)).docs[0]._id).not.toBe(id);
  }
});

test("an error in a read rejects its caller with an Error, and the worker goes on answering", async () => {
  const reads = openReads();
  const failed = await reads.listTopics(null as never).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(Error);
  expect(failed).toMatchObject({ name: "TypeError", message: expect.stringContaining("null") });
  expect((failed as Error).stack).toContain("topics-list.ts");
  // Arguments that cannot be cloned fail their own call, here.
  await expect(reads.listFavorites((() => "u-1") as never)).rejects.toThrow();
  expect((await reads.listTopics(topicsQuery)).docs).toHaveLength(10);
});

test("a worker that crashes fails the calls waiting on it; the next call gets a fresh worker", async () => {
  // This stand-in dies of an uncaught error on the first read it is sent, before answering it.
  const crashing = `self.onmessage = ({ data }) => { if (data.kind === "read") throw new Error("worker crashed"); };`;
  const spawned: Worker[] = [];
  const reads = openReads({
    spawn: () => {
      const worker = spawned.length === 0
        ? new Worker(`data:text/javascript,${encodeURIComponent(crashing)}`, { type: "module" })
        : readsWorker();
      spawned.push(worker);
      return worker;
    },
  });
  const [first, second] = await Promise.allSettled([reads.listTopics(topicsQuery), reads.listFavorites("u-1")]);
  expect(first).toMatchObject({ status: "rejected", reason: { message: expect.stringContaining("worker crashed") } });
  expect(second).toMatchObject({ status: "rejected" });
  expect((await reads.listFavorites("u-1")).map((item) => item.id)).toEqual(["g-8", "g-5", "g-2"]);
  expect(spawned).toHaveLength(2);
});

test("a worker terminated under a call fails that call instead of leaving it waiting; the next call works", async () => {
  const spawned: Worker[] = [];
  const reads = openReads({
    timeoutMs: 3000,
    spawn: () => {
      spawned.push(readsWorker());
      return spawned.at(-1)!;
    },
  });
  await reads.listFavorites("u-1");
  const waiting = reads.listTopics(topicsQuery);
  spawned[0].terminate();
  await expect(waiting).rejects.toThrow("did not answer");
  expect((await reads.listTopics(topicsQuery)).docs).toHaveLength(10);
  expect(spawned).toHaveLength(2);
});

test("close() lets the reads already asked finish, then later calls fail", async () => {
  const reads = createReads(database.current.db, fileUrl);
  const asked = [reads.listFavorites("u-1"), reads.listTopics(topicsQuery)];
  const closing = reads.close();
  const [starred, topics] = await Promise.all(asked);
  expect(starred).toHaveLength(3);
  expect(topics).toMatchObject({ page: 1 });
  await closing;
  await expect(reads.listFavorites("u-1")).rejects.toThrow("closed");
});

test("a process that opened the reads and closed them has nothing left open, so it ends by itself", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-reads-"));
  const root = fileURLToPath(new URL("../../../../", import.meta.url));
  const script = `
    import { createDb } from "./db/client.ts";
    import { createReads } from "./api/src/services/reads/reads.ts";
    const url = "file:${join(dir, "end.db")}";
    const database = createDb(url);
    await database.migrate();
    const reads = createReads(database.db, url);
    console.log(JSON.stringify(await reads.listFavorites("nobody")));
    await reads.close();
    database.close();
  `;
  // The signal only keeps a process that never ends from outliving the test.
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["eval", "--ext=ts", script],
    cwd: root,
    signal: AbortSignal.timeout(15_000),
  }).output().finally(() => rmSync(dir, { recursive: true, force: true }));
  expect(new TextDecoder().decode(output.stderr)).toBe("");
  expect(output.signal).toBeNull();
  expect(output.code).toBe(0);
  expect(new TextDecoder().decode(output.stdout).trim()).toBe("[]");
});

test("with a remote libSQL server the reads run in process: no worker is started", async () => {
  const reads = openReads({
    spawn: () => {
      throw new Error("no worker for a remote database");
    },
  }, "libsql://db.example.com");
  expect(await reads.listFavorites("u-1")).toEqual(await longReads.listFavorites(database.current.db, "u-1"));
});
