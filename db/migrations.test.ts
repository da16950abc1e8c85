import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, expect, test } from "vitest";
import { listTopics } from "../api/src/services/forum/topics-list.ts";
import { listHistory } from "../api/src/services/history/history.ts";
import { chooseFormulaAlternative } from "../api/src/services/generation/formula-alternatives.ts";
import { createEventBus } from "../api/src/events/bus.ts";
import { ensureDefaultCategories } from "../api/src/services/forum/default-categories.ts";
import { createDb } from "./client.ts";
import { forumCategories, forumPosts, forumTopicCounts, forumTopics, userFlags } from "./schema/forum.ts";
import { users } from "./schema/users.ts";
import { generations } from "./schema/generations.ts";

const migrations = fileURLToPath(new URL("./migrations", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "sheetsmith-migrations-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops after the migration tagged `lastTag`. */
function migrationsUpTo(lastTag: string) {
  const folder = join(dir, `migrations-${lastTag}`);
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * Writes users into a database migrated only part of the way. Drizzle's insert names every column today's schema
 * gives a default (excel_version, say), which an older users table does not have yet, so these rows go in as SQL.
 */
async function insertOldUsers(
  database: ReturnType<typeof createDb>,
  rows: { id: string; name: string; email: string }[],
) {
  for (const { id, name, email } of rows) {
    await database.client.execute({
      sql: "INSERT INTO users (id, name, email) VALUES (?, ?, ?)",
      args: [id, name, email],
    });
  }
}

test("0004_forum_search_filters indexes the topics written before it, filters included", async () => {
  const database = createDb(`file:${join(dir, "upgrade.db")}`);
  await migrate(database.db, { migrationsFolder: migrationsUpTo("0003_forum_search") });
  await ensureDefaultCategories(database.db);
  const [general, formulas] = await database.db.select().from(forumCategories).orderBy(forumCategories.createdAt);
  await insertOldUsers(database, [{ id: "u-1", name: "Ann", email: "ann@example.com" }]);
  const topic = (id: string, title: string, categoryId: string) => ({
    id,
    title,
    content: "Written before the upgrade.",
    authorId: "u-1",
    categoryId,
    lastPostAt: new Date(),
  });
  await database.db.insert(forumTopics).values([
    topic("t-1", "Pivot refresh", general.id),
    topic("t-2", "Pivot totals", formulas.id),
  ]);

  await database.migrate();

  const search = (query: { search: string; categoryId?: string; authorId?: string }) =>
    listTopics(database.db, { page: 1, limit: 10, ...query }).then((page) => page.docs.map((doc) => doc._id).sort());
  expect(await search({ search: "pivot" })).toEqual(["t-1", "t-2"]);
  expect(await search({ search: "pivot", categoryId: formulas.id })).toEqual(["t-2"]);
  expect(await search({ search: "upgrade", authorId: "u-1" })).toEqual(["t-1", "t-2"]);
  // The triggers keep the new index in step: an edit, a move and a delete.
  await database.db.update(forumTopics).set({ title: "Chart colours", categoryId: general.id })
    .where(eq(forumTopics.id, "t-2"));
  expect(await search({ search: "pivot" })).toEqual(["t-1"]);
  expect(await search({ search: "colours", categoryId: general.id })).toEqual(["t-2"]);
  await database.db.delete(forumTopics).where(eq(forumTopics.id, "t-1"));
  expect(await search({ search: "upgrade" })).toEqual(["t-2"]);
  // FTS5 compares its index with the view's rows and throws on any difference.
  await database.client.execute("INSERT INTO forum_search (forum_search) VALUES ('integrity-check')");
  database.close();
});

test("0007_admin keeps older flags open, and a flag outlives the reply it points at", async () => {
  const database = createDb(`file:${join(dir, "upgrade-flags.db")}`);
  await migrate(database.db, { migrationsFolder: migrationsUpTo("0006_favorites") });
  await ensureDefaultCategories(database.db);
  const [category] = await database.db.select().from(forumCategories).limit(1);
  await insertOldUsers(database, [
    { id: "u-1", name: "Ann", email: "ann@example.com" },
    { id: "m-1", name: "Mod", email: "mod@example.com" },
  ]);
  await database.client.execute(
    "INSERT INTO user_flags (id, user_id, flagged_by, reason) VALUES ('f-old', 'u-1', 'm-1', 'Spam')",
  );

  await database.migrate();

  const [old] = await database.db.select().from(userFlags).where(eq(userFlags.id, "f-old"));
  expect(old).toMatchObject({ status: "open", postId: null, resolvedBy: null, resolvedAt: null });
  await database.db.insert(forumTopics).values({
    id: "t-1",
    title: "Pivot refresh",
    content: "Body",
    authorId: "u-1",
    categoryId: category.id,
    lastPostAt: new Date(),
  });
  await database.db.insert(forumPosts).values({ id: "p-1", topicId: "t-1", authorId: "u-1", content: "Buy now" });
  await database.db.insert(userFlags).values({
    id: "f-new",
    userId: "u-1",
    flaggedBy: "m-1",
    reason: "Spam",
    postId: "p-1",
  });
  await database.db.insert(users).values({ id: "s-1", name: "Admin", email: "admin@example.com" });
  await database.db.update(userFlags).set({ resolvedBy: "s-1" }).where(eq(userFlags.id, "f-old"));

  await database.db.delete(forumPosts).where(eq(forumPosts.id, "p-1"));
  await database.db.delete(users).where(eq(users.id, "s-1"));
  const left = await database.db.select({
    id: userFlags.id,
    postId: userFlags.postId,
    resolvedBy: userFlags.resolvedBy,
  })
    .from(userFlags).orderBy(userFlags.id);
  expect(left).toEqual([
    { id: "f-new", postId: null, resolvedBy: null },
    { id: "f-old", postId: null, resolvedBy: null },
  ]);
  database.close();
});

test("0008_forum_topic_counts counts the topics written before it", async () => {
  const database = createDb(`file:${join(dir, "upgrade-counts.db")}`);
  await migrate(database.db, { migrationsFolder: migrationsUpTo("0007_admin") });
  await ensureDefaultCategories(database.db);
  const [general, formulas] = await database.db.select().from(forumCategories).orderBy(forumCategories.createdAt);
  await insertOldUsers(database, [
    { id: "u-1", name: "Ann", email: "ann@example.com" },
    { id: "u-2", name: "Bo", email: "bo@example.com" },
  ]);
  const topic = (id: string, authorId: string, categoryId: string) => ({
    id,
    title: "Written before the upgrade",
    content: "Body",
    authorId,
    categoryId,
    lastPostAt: new Date(),
  });
  await database.db.insert(forumTopics).values([
    topic("t-1", "u-1", general.id),
    topic("t-2", "u-1", formulas.id),
    topic("t-3", "u-2", formulas.id),
  ]);

  await database.migrate();

  const counts = Object.fromEntries(
    (await database.db.select().from(forumTopicCounts)).map((row) => [row.scope, row.topics]),
  );
  expect(counts).toEqual({ all: 3, [`c:${general.id}`]: 1, [`c:${formulas.id}`]: 2, "a:u-1": 2, "a:u-2": 1 });
  const page = await listTopics(database.db, { page: 1, limit: 2, categoryId: formulas.id });
  expect(page.totalPages).toBe(1);
  expect(page.docs.map((doc) => doc._id).sort()).toEqual(["t-2", "t-3"]);
  database.close();
});

test("0010_formula_alternatives keeps the formulas saved before it, which have no alternatives to choose", async () => {
  const database = createDb(`file:${join(dir, "upgrade-alternatives.db")}`);
  await migrate(database.db, { migrationsFolder: migrationsUpTo("0009_users_excel_version") });
  await insertOldUsers(database, [{ id: "u-1", name: "Ann", email: "ann@example.com" }]);
  // As SQL: today's insert would name the alternatives column, which the older table does not have yet.
  await database.client.execute({
    sql: `INSERT INTO generations (id, user_id, kind, description, platform, content, explanation, steps, functions,
      checks, provider, timestamp, created_at) VALUES ('g-1', 'u-1', 'formula', 'sum B2:B50', 'excel', '=SUM(B2:B50)',
      'Adds them.', '["Type it."]', '["SUM"]', '{"parses":true}', 'builtin', '2026-01-01T00:00:00.000Z', 1767225600000)`,
    args: [],
  });

  await database.migrate();

  const [row] = await database.db.select().from(generations).where(eq(generations.id, "g-1"));
  expect(row).toMatchObject({ content: "=SUM(B2:B50)", checks: { parses: true }, alternatives: null });
  const history = await listHistory(database.db, "u-1", "formula", { limit: 10 });
  expect(history).toEqual({
    ok: true,
    items: [{
      id: "g-1",
      description: "sum B2:B50",
      formula: "=SUM(B2:B50)",
      explanation: "Adds them.",
      steps: ["Type it."],
      functions: ["SUM"],
      platform: "excel",
      timestamp: "2026-01-01T00:00:00.000Z",
    }],
  });
  const deps = { db: database.db, events: createEventBus() };
  expect(await chooseFormulaAlternative(deps, { userId: "u-1", formulaId: "g-1", index: 0 }))
    .toEqual({ ok: false, reason: "not-offered", count: 0 });
  database.close();
});
