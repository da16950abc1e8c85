import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, expect, test } from "vitest";
import { listTopics } from "../api/src/services/forum/topics-list.ts";
import { ensureDefaultCategories } from "../api/src/services/forum/default-categories.ts";
import { createDb } from "./client.ts";
import { forumCategories, forumTopics } from "./schema/forum.ts";
import { users } from "./schema/users.ts";

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

test("0004_forum_search_filters indexes the topics written before it, filters included", async () => {
  const database = createDb(`file:${join(dir, "upgrade.db")}`);
  await migrate(database.db, { migrationsFolder: migrationsUpTo("0003_forum_search") });
  await ensureDefaultCategories(database.db);
  const [general, formulas] = await database.db.select().from(forumCategories).orderBy(forumCategories.createdAt);
  await database.db.insert(users).values({ id: "u-1", name: "Ann", email: "ann@example.com" });
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
