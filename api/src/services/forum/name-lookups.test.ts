import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDb, type Database } from "../../../../db/client.ts";
import { usersNamed } from "./mentions.ts";
import { usersByPrefix } from "./user-search.ts";

const dir = mkdtempSync(join(tmpdir(), "sheetsmith-name-lookups-"));
let database: Database;
beforeAll(async () => {
  database = createDb(`file:${join(dir, "names.db")}`);
  await database.migrate();
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** SQLite's plan for a drizzle query, one line per step. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { rows } = await database.client.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args: params as string[] });
  return rows.map((row) => String(row.detail));
}

// Both run on every mention suggestion or every post; reading every user there would grow with the forum.
test("mention suggestions look names up on the users_name_nocase index", async () => {
  expect(await planOf(usersByPrefix(database.db, "ann"))).toContainEqual(
    expect.stringMatching(/^SEARCH users USING INDEX users_name_nocase \(name>\? AND name<\?\)/),
  );
});

test("mentions look whole names up on the users_name_nocase index", async () => {
  expect(await planOf(usersNamed(database.db, ["ann", "ann lee"]))).toContainEqual(
    expect.stringMatching(/^SEARCH users USING INDEX users_name_nocase \(name=\?\)/),
  );
});
