import { expect, test } from "vitest";
import { planOf } from "../../../test/query-plan.ts";
import { useMigratedDatabase } from "../../../test/temp-database.ts";
import { reportQueueQueries } from "./reported-items.ts";

const database = useMigratedDatabase();

test("the reports queue finds open reports through forum_reports_status_created, not by reading every report", async () => {
  const queries = reportQueueQueries(database.current.db, { page: 1, limit: 50 });
  for (const query of [queries.page, queries.total]) {
    const plan = (await planOf(database.current, query)).join("\n");
    expect(plan).toContain("forum_reports_status_created (status=?)");
  }
});
