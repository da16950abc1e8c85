import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flagStatuses } from "../../api/contract/admin.ts";
import { reportReasons, reportStatuses } from "../../api/contract/reports.ts";
import { users } from "./users.ts";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const forumCategories = sqliteTable("forum_categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
});

/**
 * Topics keep their reply count and last activity on the row, so the list sorts and pages on an index without
 * counting posts. Their title and content are indexed for search by the FTS5 table `forum_search` (a custom
 * migration: drizzle-kit does not model virtual tables), kept in step by triggers.
 */
export const forumTopics = sqliteTable("forum_topics", {
  // The FTS table's content rowid: a stable integer key that search results join back on.
  rowid: integer("rowid").primaryKey({ autoIncrement: true }),
  id: text("id").notNull().unique(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  authorId: text("author_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  categoryId: text("category_id").notNull().references(() => forumCategories.id),
  views: integer("views").notNull().default(0),
  repliesCount: integer("replies_count").notNull().default(0),
  lastPostAt: integer("last_post_at", { mode: "timestamp_ms" }).notNull(),
  createdAt: createdAt(),
}, (table) => [
  index("forum_topics_last_post").on(table.lastPostAt),
  index("forum_topics_category_last_post").on(table.categoryId, table.lastPostAt),
  index("forum_topics_author_last_post").on(table.authorId, table.lastPostAt),
]);

/**
 * How many topics each list holds, kept by the triggers of migration 0008_forum_topic_counts: a page's total is then
 * one row, where counting a category's index entries took 0.7 ms at 100,000 topics. `scope` is `all`,
 * `c:<category id>` or `a:<author id>`.
 */
export const forumTopicCounts = sqliteTable("forum_topic_counts", {
  scope: text("scope").primaryKey(),
  topics: integer("topics").notNull(),
});

export const forumPosts = sqliteTable("forum_posts", {
  id: text("id").primaryKey(),
  topicId: text("topic_id").notNull().references(() => forumTopics.id, { onDelete: "cascade" }),
  authorId: text("author_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  content: text("content").notNull(),
  createdAt: createdAt(),
  // Set when enough members reported the reply (FORUM_REPORTS_TO_HIDE); cleared when a moderator dismisses them.
  hiddenAt: integer("hidden_at", { mode: "timestamp_ms" }),
}, (table) => [index("forum_posts_topic_created").on(table.topicId, table.createdAt)]);

/** One view per viewer (user id, or address for visitors) per topic per hour: the last counted view's time. */
export const forumTopicViews = sqliteTable("forum_topic_views", {
  topicId: text("topic_id").notNull().references(() => forumTopics.id, { onDelete: "cascade" }),
  viewer: text("viewer").notNull(),
  viewedAt: integer("viewed_at", { mode: "timestamp_ms" }).notNull(),
}, (table) => [primaryKey({ columns: [table.topicId, table.viewer] })]);

export const notifications = sqliteTable("notifications", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["mention"] }).notNull(),
  topicId: text("topic_id").notNull().references(() => forumTopics.id, { onDelete: "cascade" }),
  postId: text("post_id").references(() => forumPosts.id, { onDelete: "cascade" }),
  fromUserId: text("from_user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  excerpt: text("excerpt").notNull(),
  readAt: integer("read_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
}, (table) => [index("notifications_user_created").on(table.userId, table.createdAt)]);

export const userFlags = sqliteTable("user_flags", {
  id: text("id").primaryKey(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  flaggedBy: text("flagged_by").notNull().references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  // The reply the flag was raised from; a flag outlives the reply a moderator deletes.
  postId: text("post_id").references(() => forumPosts.id, { onDelete: "set null" }),
  status: text("status", { enum: flagStatuses }).notNull().default("open"),
  resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
}, (table) => [
  index("user_flags_user").on(table.userId, table.status),
  // The superadmin's queue: open flags, oldest first.
  index("user_flags_status_created").on(table.status, table.createdAt),
]);

/**
 * Members' reports about a reply (`post_id` set) or a topic's own post (`post_id` null). `subject_id` is the reply's
 * or the topic's id: one key for "one report per member per post" and for the queue, which groups by it. Deleting
 * the reply or the topic takes its reports with it; the audit log keeps the deletion.
 */
export const forumReports = sqliteTable("forum_reports", {
  id: text("id").primaryKey(),
  topicId: text("topic_id").notNull().references(() => forumTopics.id, { onDelete: "cascade" }),
  postId: text("post_id").references(() => forumPosts.id, { onDelete: "cascade" }),
  subjectId: text("subject_id").notNull(),
  reporterId: text("reporter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  reason: text("reason", { enum: reportReasons }).notNull(),
  details: text("details").notNull().default(""),
  status: text("status", { enum: reportStatuses }).notNull().default("open"),
  resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
}, (table) => [
  // Also the look-up of one item's reports, by its leading column.
  uniqueIndex("forum_reports_subject_reporter").on(table.subjectId, table.reporterId),
  // The moderators' queue: open reports, oldest first.
  index("forum_reports_status_created").on(table.status, table.createdAt),
]);
