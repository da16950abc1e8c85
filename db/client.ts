import { createClient } from "@libsql/client";
import { expandConfig, type ExpandedConfig, isInMemoryConfig } from "@libsql/core/config";
import { drizzle } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { migrate } from "drizzle-orm/libsql/migrator";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema/index.ts";
import { openPreparedReads } from "./prepared-reads.ts";

export type Database = ReturnType<typeof createDb>;
export type Db = Database["db"];
/** What `db` and `hotReads` have in common: a query written against it runs on either. */
export type ReadDb = BaseSQLiteDatabase<"async", unknown, typeof schema>;

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

const fileOf = (config: ExpandedConfig) => config.scheme === "file" && !isInMemoryConfig(config) ? config.path : null;

/**
 * The file of an embedded database, read as @libsql/client reads the URL (percent-escapes, `file://host/…`) so that
 * every other connection opens the same file; null for a server, or a database in memory, which a second connection
 * could not share.
 */
export const embeddedFile = (url: string) => fileOf(expandConfig({ url }, true));

/**
 * Opens libSQL through drizzle: an embedded file by default, or a `libsql://` / `http://` server when one
 * machine is outgrown. Files get WAL (readers never wait for the writer) and a busy timeout on every pooled
 * connection, so concurrent writers queue instead of failing with SQLITE_BUSY.
 *
 * `hotReads` is for the few reads every request makes: on a file, a connection that keeps its statements prepared
 * (openPreparedReads); on a server, where the round trip is the cost, or in memory, where a second connection
 * would open a second, empty database, it is `db` itself.
 */
export function createDb(url: string, authToken?: string) {
  const config = expandConfig({ url, authToken }, true);
  const isFile = config.scheme === "file";
  if (isFile) mkdirSync(dirname(config.path), { recursive: true });
  const busyTimeoutMs = 5000;
  const client = createClient({ url, authToken, ...(isFile ? { timeout: busyTimeoutMs } : {}) });
  const db = drizzle(client, { schema });
  const path = fileOf(config);
  const preparedReads = path ? openPreparedReads(path, busyTimeoutMs) : null;
  const hotReads: ReadDb = preparedReads?.db ?? db;
  return {
    db,
    client,
    hotReads,
    /** Applies the committed drizzle-kit migrations; WAL is a property of the file, so it is set once here. */
    async migrate() {
      if (isFile) await client.execute("PRAGMA journal_mode = WAL");
      await migrate(db, { migrationsFolder });
    },
    close() {
      preparedReads?.close();
      client.close();
    },
  };
}
