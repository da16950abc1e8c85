import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  // The FTS5 table and its shadow tables come from a custom migration (0003_forum_search); drizzle-kit must never
  // treat them as strays to drop.
  tablesFilter: ["*", "!forum_search", "!forum_search_*"],
});
