import Database from "libsql";
import { drizzle } from "drizzle-orm/sqlite-proxy";
import * as schema from "./schema/index.ts";

const maxStatements = 256;

/**
 * drizzle over a connection of its own to an embedded libSQL file, which prepares each SQL text once and keeps the
 * statement. @libsql/client prepares every statement afresh on each call and asks SQLite for its columns twice
 * (drizzle's `.prepare()` only saves building the SQL): one user by primary key took ~150 µs that way against
 * ~10 µs here. It is for the reads every request makes and for the reads worker's long reads, so the statements it
 * keeps are few; it cannot write, and it sees what has been committed, never the inside of a transaction on the
 * other connection.
 *
 * The connection opens on the first query, after start-up has migrated the file and put it in WAL mode, where
 * readers neither wait for the writer nor hold it up: a statement is reset once read (`get` and `all` both do),
 * so no snapshot is kept between queries.
 */
export function openPreparedReads(path: string, busyTimeoutMs: number) {
  let connection: Database.Database | undefined;
  const statements = new Map<string, Database.Statement>();
  const open = () => {
    connection = new Database(path, { timeout: busyTimeoutMs });
    connection.exec("PRAGMA query_only = ON");
    return connection;
  };
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      // Values travel as parameters, so the texts are the app's own few queries; the cap only guards against a
      // query that writes a value into its text.
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement = (connection ?? open()).prepare(sql).raw(true));
    }
    return statement;
  };
  // deno-lint-ignore require-await -- drizzle's proxy wants a promise; libsql answers synchronously.
  const db = drizzle(async (sql, params, method) => {
    const statement = prepared(sql);
    return { rows: method === "get" ? statement.get(params) as unknown[] : statement.all(params) };
  }, { schema });
  return { db, close: () => connection?.close() };
}
