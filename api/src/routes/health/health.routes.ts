import { sql } from "drizzle-orm";
import type { HealthAnswer } from "../../../contract/account.ts";
import { createRouter } from "../../lib/app-env.ts";

const router = createRouter().get("/health", async (c) => {
  const { db, hotReads, version, startedAt } = c.var.deps;
  // The writes' client must be open and the database must answer; the query goes through the kept statement, since
  // a monitor polls this and @libsql/client would prepare it again every time.
  const reachable = !db.$client.closed && await hotReads.get(sql`select 1`).then(() => true, () => false);
  const body: HealthAnswer = {
    status: reachable ? "ok" : "degraded",
    database: reachable ? "reachable" : "unreachable",
    version,
    uptime: Math.round((Date.now() - startedAt) / 1000),
  };
  return c.json(body, reachable ? 200 : 503);
});

export default router;
