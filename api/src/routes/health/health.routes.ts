import { sql } from "drizzle-orm";
import type { HealthAnswer } from "../../../contract/account.ts";
import { createRouter } from "../../lib/app-env.ts";

/**
 * 503 only when the database is unreachable: without it nothing works. An unreachable Redis (when REDIS_URL is set)
 * makes the status "degraded" but keeps 200, because this instance still serves every request: rate limits fail open
 * and pushes reach this instance's own sockets. A load balancer acting on 503 would otherwise take every instance out
 * of rotation at once for an outage of the one Redis they share. The PING fails at once while the client is
 * disconnected and within the client's command timeout (500 ms) when Redis hangs.
 */
const router = createRouter().get("/health", async (c) => {
  const { db, hotReads, redis, version, startedAt } = c.get("deps");
  const pinging = redis?.ping().then(() => true, () => false);
  // The writes' client must be open and the database must answer; the query goes through the kept statement, since
  // a monitor polls this and @libsql/client would prepare it again every time.
  const database = !db.$client.closed && await hotReads.get(sql`select 1`).then(() => true, () => false);
  const redisReachable = pinging && await pinging;
  const body: HealthAnswer = {
    status: database && redisReachable !== false ? "ok" : "degraded",
    database: database ? "reachable" : "unreachable",
    ...(redisReachable === undefined ? {} : { redis: redisReachable ? "reachable" : "unreachable" }),
    version,
    uptime: Math.round((Date.now() - startedAt) / 1000),
  };
  return c.json(body, database ? 200 : 503);
});

export default router;
