import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import * as schema from "./schema/index.ts";

export type Database = ReturnType<typeof createDb>;
export type Db = Database["db"];

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens libSQL through drizzle: an embedded file by default, or a `libsql://` / `http://` server when one
 * machine is outgrown. Files get WAL (readers never wait for the writer) and a busy timeout on every pooled
 * connection, so concurrent writers queue instead of failing with SQLITE_BUSY.
 */
export function createDb(url: string, authToken?: string) {
  const isFile = url.startsWith("file:");
  if (isFile) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
  const client = createClient({ url, authToken, ...(isFile ? { timeout: 5000 } : {}) });
  const db = drizzle(client, { schema });
  return {
    db,
    client,
    /** Applies the committed drizzle-kit migrations; WAL is a property of the file, so it is set once here. */
    async migrate() {
      if (isFile) await client.execute("PRAGMA journal_mode = WAL");
      await migrate(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}
