import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Database } from "./client.ts";
import { users } from "./schema/users.ts";

const dir = mkdtempSync(join(tmpdir(), "sheetsmith-reads-"));
let database: Database;
beforeAll(async () => {
  database = createDb(`file:${join(dir, "test.db")}`);
  await database.migrate();
  await database.db.insert(users).values({ id: "u1", name: "Ada", email: "ada@example.com" });
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const userById = () =>
  database.hotReads.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare();

test("answers rows mapped as drizzle maps them on the client, and nothing for a missing key", async () => {
  const read = await userById().get({ id: "u1" });
  const written = await database.db.query.users.findFirst({ where: eq(users.id, "u1") });
  expect(read).toEqual(written);
  expect(read?.createdAt).toBeInstanceOf(Date);
  expect(read?.blocked).toBe(false);
  expect(await userById().get({ id: "nobody" })).toBeUndefined();
  expect(await userById().all({ id: "u1" })).toEqual([written]);
});

test("a kept statement sees every write the other connection committed after it was prepared", async () => {
  const query = userById();
  expect((await query.get({ id: "u1" }))?.tokenVersion).toBe(0);
  await database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, blocked: true })
    .where(eq(users.id, "u1"));
  expect(await query.get({ id: "u1" })).toMatchObject({ tokenVersion: 1, blocked: true });
});

test("holds no snapshot between queries: a checkpoint after a read empties the whole WAL", async () => {
  const query = userById();
  await database.db.update(users).set({ name: "Ada L." }).where(eq(users.id, "u1"));
  await query.get({ id: "u1" });
  await query.all({ id: "u1" });
  await database.db.update(users).set({ name: "Ada Lovelace" }).where(eq(users.id, "u1"));
  const [checkpoint] = (await database.client.execute("PRAGMA wal_checkpoint(TRUNCATE)")).rows;
  expect({ ...checkpoint }).toEqual({ busy: 0, log: 0, checkpointed: 0 });
});

test("refuses to write", async () => {
  await expect(database.hotReads.update(users).set({ name: "Eve" }).where(eq(users.id, "u1"))).rejects.toThrow();
  expect((await database.db.query.users.findFirst({ where: eq(users.id, "u1") }))?.name).not.toBe("Eve");
});

test("a file URL with percent-escapes opens the same file on both connections", async () => {
  const escaped = createDb(`file:${join(dir, "with%20space.db")}`);
  try {
    await escaped.migrate();
    await escaped.db.insert(users).values({ id: "u2", name: "Grace", email: "grace@example.com" });
    const query = escaped.hotReads.select().from(users).where(eq(users.id, sql.placeholder("id"))).prepare();
    expect((await query.get({ id: "u2" }))?.name).toBe("Grace");
  } finally {
    escaped.close();
  }
});

test("a database in memory or on a server is read through its one client", () => {
  for (const url of ["file::memory:", "http://127.0.0.1:9"]) {
    const other = createDb(url);
    expect(other.hotReads).toBe(other.db);
    other.close();
  }
});
