import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { excelVersions, platforms, roles } from "../../api/contract/account.ts";

const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  // Stored trimmed and lower-cased, so the unique index makes e-mails unique case-insensitively.
  email: text("email").notNull().unique(),
  // Empty for accounts that only ever signed in with Google.
  passwordHash: text("password_hash").notNull().default(""),
  googleSubject: text("google_subject").unique(),
  role: text("role", { enum: roles }).notNull().default("user"),
  blocked: integer("blocked", { mode: "boolean" }).notNull().default(false),
  apiCalls: integer("api_calls").notNull().default(0),
  emailNotifications: integer("email_notifications", { mode: "boolean" }).notNull().default(true),
  defaultPlatform: text("default_platform", { enum: platforms }).notNull().default("excel"),
  // The oldest Excel the person writes for: generated formulas avoid functions it lacks.
  excelVersion: text("excel_version", { enum: excelVersions }).notNull().default("365"),
  passwordNeedsReset: integer("password_needs_reset", { mode: "boolean" }).notNull().default(false),
  // Carried in every token; bumping it (password change, suspension) makes all older tokens fail at once.
  tokenVersion: integer("token_version").notNull().default(0),
  ...timestamps,
}, (table) => [
  // Names are looked up case-insensitively (ASCII, as SQLite folds): prefix search for mention suggestions (a LIKE
  // range on this index) and whole names when a post mentions someone. Without it both read every user.
  index("users_name_nocase").on(sql`${table.name} collate nocase`),
  // The admin's user list, newest first: a search scans this narrow index (name and e-mail ride along) instead of
  // the wide rows, and an unsearched page reads 50 entries of it.
  index("users_admin_list").on(table.createdAt, table.name, table.email),
]);

export type UserRow = typeof users.$inferSelect;
