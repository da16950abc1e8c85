import { expect, test } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { usersNamed } from "./mentions.ts";
import { usersByPrefix } from "./user-search.ts";

const database = useMigratedDatabase();

// Both run on every mention suggestion or every post; reading every user there would grow with the forum.
test("mention suggestions look names up on the users_name_nocase index", async () => {
  expect(await planOf(database.current, usersByPrefix(database.current.db, "ann"))).toContainEqual(
    expect.stringMatching(/^SEARCH users USING INDEX users_name_nocase \(name>\? AND name<\?\)/),
  );
});

test("mentions look whole names up on the users_name_nocase index", async () => {
  expect(await planOf(database.current, usersNamed(database.current.db, ["ann", "ann lee"]))).toContainEqual(
    expect.stringMatching(/^SEARCH users USING INDEX users_name_nocase \(name=\?\)/),
  );
});
