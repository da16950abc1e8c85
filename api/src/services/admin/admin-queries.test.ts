import { expect, test } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { listAuditQueries } from "../audit/audit-log.ts";
import { listFlagsQueries } from "./flag-views.ts";
import { listAdminUsersQueries } from "./users-list.ts";

const database = useMigratedDatabase();

test("a users page, searched or not, is read off users_admin_list in its order, and so is its count", async () => {
  for (const q of [undefined, "novak"]) {
    const queries = listAdminUsersQueries(database.current.db, { page: 3, limit: 50, q });
    const page = await planOf(database.current, queries.page);
    expect(page.join("\n")).toContain("users_admin_list");
    expect(page.join("\n")).not.toContain("TEMP B-TREE");
    // Counting everyone may use any narrow index; counting a search needs the one that holds names and e-mails.
    expect((await planOf(database.current, queries.total)).join("\n"))
      .toContain(q ? "COVERING INDEX users_admin_list" : "COVERING INDEX");
  }
});

test("the open flags queue is read off user_flags_status_created without sorting", async () => {
  const queries = listFlagsQueries(database.current.db, { status: "open", page: 1, limit: 50 });
  const page = (await planOf(database.current, queries.page)).join("\n");
  expect(page).toContain("user_flags_status_created");
  expect(page).not.toContain("TEMP B-TREE");
});

test("an audit page is read off audit_log_created without sorting", async () => {
  const queries = listAuditQueries(database.current.db, { page: 2, limit: 50 });
  const page = (await planOf(database.current, queries.page)).join("\n");
  expect(page).toContain("audit_log_created");
  expect(page).not.toContain("TEMP B-TREE");
});
