import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { platforms } from "../../api/contract/account.ts";
import type { AssumedRange, BoundColumn, Verification } from "../../api/contract/generation.ts";
import { historyTypes } from "../../api/contract/history.ts";
import { users } from "./users.ts";

/** The kinds of generated item are the spec's history types: every kind lives in the same tables. */
export const generationKinds = historyTypes;
export type GenerationKind = (typeof generationKinds)[number];

/** A formula answer whole, as the history keeps an alternative: enough for it to become the answer later. */
export interface SavedFormula {
  formula: string;
  explanation: string;
  steps: string[];
  functions: string[];
  verification: Verification;
  reading: string;
  bindings?: BoundColumn[];
  assumed?: AssumedRange[];
}

/**
 * The other readings of an ambiguous formula request, best first, and what the shown answer stands on beyond the
 * row's own columns (its reading, bindings and assumed ranges): choosing an alternative puts the shown answer among
 * the others whole, so the person can switch back.
 */
export interface SavedAlternatives {
  shown: Pick<SavedFormula, "reading" | "bindings" | "assumed">;
  others: SavedFormula[];
}

/**
 * Every generated result, one row per answer: the user's history. One table for all kinds, so that ratings can
 * point at any item with one foreign key; `kind` says which result fields are filled.
 */
export const generations = sqliteTable("generations", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: generationKinds }).notNull(),
  description: text("description").notNull(),
  platform: text("platform", { enum: platforms }).notNull(),
  // The main text: the formula, the macro's code, the analysis or the chart type.
  content: text("content").notNull(),
  explanation: text("explanation").notNull(),
  steps: text("steps", { mode: "json" }).$type<string[]>().notNull(),
  // Functions a formula uses; empty for the other kinds.
  functions: text("functions", { mode: "json" }).$type<string[]>().notNull(),
  // The verifier's findings for a formula, the structural check for a macro.
  checks: text("checks", { mode: "json" }).$type<unknown>().notNull(),
  provider: text("provider").notNull(),
  fallback: text("fallback"),
  // An ambiguous formula request's other readings, and what the shown one stands on; null when there were none.
  alternatives: text("alternatives", { mode: "json" }).$type<SavedAlternatives>(),
  // ISO time of the answer: the web rates results by it, so it is looked up as well as the id.
  timestamp: text("timestamp").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
}, (table) => [
  index("generations_user_kind_created").on(table.userId, table.kind, table.createdAt),
  index("generations_kind_timestamp").on(table.kind, table.timestamp),
]);

/**
 * One rating per item per rater, changeable. The rater is `user:<id>` for a signed-in caller, else
 * `session:<id>` for the anonymous session id the web keeps in localStorage.
 */
export const ratings = sqliteTable("ratings", {
  kind: text("kind", { enum: generationKinds }).notNull(),
  itemId: text("item_id").notNull().references(() => generations.id, { onDelete: "cascade" }),
  rater: text("rater").notNull(),
  value: integer("value").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`),
}, (table) => [
  primaryKey({ columns: [table.kind, table.itemId, table.rater] }),
  // Deleting a history item finds its ratings through the foreign key, which the primary key cannot serve.
  index("ratings_item").on(table.itemId),
]);

/**
 * Running totals by name (`apiCalls`). The admin's total lives here rather than as SUM(users.api_calls) so that
 * it survives deleted accounts and is read in O(1); incrementing it in the same batch as the user's counter costs
 * nothing extra because SQLite serialises writes anyway.
 */
export const counters = sqliteTable("counters", {
  name: text("name").primaryKey(),
  value: integer("value").notNull().default(0),
});

export type GenerationRow = typeof generations.$inferSelect;
