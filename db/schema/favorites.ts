import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { generations } from "./generations.ts";
import { users } from "./users.ts";

/**
 * A user's starred history items. It points at the one generations table, so every history kind (formula, VBA,
 * analysis, chart) can be a favorite without a table of its own, and deleting an item drops its favorite.
 */
export const favorites = sqliteTable("favorites", {
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  itemId: text("item_id").notNull().references(() => generations.id, { onDelete: "cascade" }),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
}, (table) => [
  // Item first: deleting a history item finds its favorite through the foreign key by this key alone.
  primaryKey({ columns: [table.itemId, table.userId] }),
  // The favorites list, newest first.
  index("favorites_user_created").on(table.userId, table.createdAt),
]);
