import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { auditActions } from "../../api/contract/admin.ts";
import { users } from "./users.ts";

/**
 * Every admin and moderator action, written in the same batch as the action itself so the log never misses one
 * and never records one that did not happen. People are kept by id; a deleted account leaves its lines, unnamed.
 */
export const auditLog = sqliteTable("audit_log", {
  id: text("id").primaryKey(),
  action: text("action", { enum: auditActions }).notNull(),
  actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
  targetUserId: text("target_user_id").references(() => users.id, { onDelete: "set null" }),
  // What was acted on when it is not a person: a category's slug, a topic's title, a reply's id.
  subject: text("subject"),
  reason: text("reason"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
}, (table) => [index("audit_log_created").on(table.createdAt)]);

/**
 * Successful generations per UTC day (YYYY-MM-DD), counted in the same batch as the user's and the total
 * counters, for the admin's calls-per-day chart. Kept apart from history because people delete history items.
 */
export const usageDays = sqliteTable("usage_days", {
  day: text("day").primaryKey(),
  calls: integer("calls").notNull().default(0),
});
