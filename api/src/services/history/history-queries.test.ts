import { expect, test } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { favoritesQuery } from "./favorites.ts";
import { historyPageQuery } from "./history.ts";

const database = useMigratedDatabase();

// Each runs on every dashboard visit and every "load more"; without its index it would read every user's items.
test("a history page reads one user's items of one type from the generations_user_kind_created index", async () => {
  const plan = await planOf(database.current, historyPageQuery(database.current.db, "u-1", "formula", 20));
  expect(plan).toContainEqual(
    expect.stringMatching(/^SEARCH generations USING INDEX generations_user_kind_created \(user_id=\? AND kind=\?\)/),
  );
  // Read in the index's order: no sort of the user's whole history before the first rows come back.
  expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
});

test("a later history page starts at its cursor in the index instead of skipping the rows before it", async () => {
  const plan = await planOf(
    database.current,
    historyPageQuery(database.current.db, "u-1", "formula", 20, { createdAt: 1_700_000_000_000, rowid: 42 }),
  );
  expect(plan).toContainEqual(
    expect.stringMatching(
      /^SEARCH generations USING INDEX generations_user_kind_created \(user_id=\? AND kind=\? AND created_at<\?\)/,
    ),
  );
  expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
});

test("the favorites list reads one user's favorites from favorites_user_created, newest first", async () => {
  const plan = await planOf(database.current, favoritesQuery(database.current.db, "u-1"));
  expect(plan).toContainEqual(
    expect.stringMatching(/^SEARCH favorites USING INDEX favorites_user_created \(user_id=\?\)/),
  );
  expect(plan).toContainEqual(expect.stringMatching(/^SEARCH generations USING INDEX sqlite_autoindex_generations_1/));
  expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/);
});
