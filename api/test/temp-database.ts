import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createDb, type Database } from "../../db/client.ts";

/**
 * A migrated libSQL file in a temp folder for the tests of one file, opened before them and removed after: for
 * service tests that need the real schema but not the server. Read `.current` inside tests.
 */
export function useMigratedDatabase() {
  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-db-"));
  const holder = { current: undefined as unknown as Database };
  beforeAll(async () => {
    holder.current = createDb(`file:${join(dir, "test.db")}`);
    await holder.current.migrate();
  });
  afterAll(() => {
    holder.current.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return holder;
}
