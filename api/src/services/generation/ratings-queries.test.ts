import { expect, test } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { ownItemQuery } from "./ratings.ts";

const database = useMigratedDatabase();

// Every rating runs it; without the index it would read every user's items to find one of the rater's own.
test("the item a rating names is looked for among the rater's own items of that kind, through their index", async () => {
  const query = ownItemQuery(database.current.db, { kind: "formula", itemRef: "x", userId: "u-1" });
  const plan = await planOf(database.current, query);
  expect(plan).toContainEqual(
    expect.stringMatching(/^SEARCH generations USING INDEX generations_user_kind_created \(user_id=\? AND kind=\?\)/),
  );
  expect(plan.join("\n")).not.toMatch(/SCAN generations/);
});
