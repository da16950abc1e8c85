import type { Database } from "../../db/client.ts";

/** SQLite's plan for a drizzle query, one line per step: what a test of an index's use reads. */
export async function planOf(database: Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { rows } = await database.client.execute({
    sql: `EXPLAIN QUERY PLAN ${sql}`,
    args: params as (string | number)[],
  });
  return rows.map((row) => String(row.detail));
}
