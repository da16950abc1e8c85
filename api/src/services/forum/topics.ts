import { asc, eq, sql } from "drizzle-orm";
import type { ReadDb } from "../../../../db/client.ts";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import { forumPosts, forumTopics } from "../../../../db/schema/forum.ts";
import type { CreateTopicBody, ForumPost, ForumTopic } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { hasProfanity } from "../../lib/profanity.ts";
import { categoryExists } from "./categories.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { findTopic, postColumns, toPost, toTopic } from "./topic-shape.ts";
import type { PersonRef } from "../../../contract/admin.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";

type Deps = Pick<AppDeps, "db" | "events">;

/** Creates a topic in an existing category, after the same language check the web makes, and announces it. */
export async function createTopic(deps: Deps, author: UserRow, body: CreateTopicBody): Promise<Outcome<ForumTopic>> {
  if (hasProfanity(body.title) || hasProfanity(body.content)) return refuse(400, forumMessages.topicLanguage);
  if (!(await categoryExists(deps.db, body.category))) return refuse(400, forumMessages.categoryUnknown);
  const now = new Date();
  const [row] = await deps.db.insert(forumTopics).values({
    id: crypto.randomUUID(),
    title: body.title,
    content: body.content,
    authorId: author.id,
    categoryId: body.category,
    lastPostAt: now,
    createdAt: now,
  }).returning();
  const topic = toTopic({ ...row, authorName: author.name });
  deps.events.publish("topic.created", { topic });
  return succeed(topic);
}

/**
 * A topic and all its replies, oldest first; undefined when there is no such topic. A reply hidden by reports stays
 * in the list, its words blanked unless the reader `seesHidden`, so the count of replies and the pages agree.
 */
export async function readTopic(db: ReadDb, id: string, seesHidden = false) {
  const topic = await findTopic(db, id);
  if (!topic) return undefined;
  const rows = await db.select(postColumns).from(forumPosts).innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(eq(forumPosts.topicId, id)).orderBy(asc(forumPosts.createdAt), asc(sql`${forumPosts}.rowid`));
  return { topic, posts: rows.map((row) => toPost(row, seesHidden)) satisfies ForumPost[] };
}

/** Deletes a topic; its replies, views and notifications go with it (foreign keys cascade). */
export async function deleteTopic(deps: Deps, moderator: PersonRef, id: string): Promise<boolean> {
  const [topic] = await deps.db.select({ title: forumTopics.title, authorId: users.id, authorName: users.name })
    .from(forumTopics).innerJoin(users, eq(users.id, forumTopics.authorId)).where(eq(forumTopics.id, id));
  if (!topic) return false;
  const audit = auditAfterChange(deps.db, {
    action: "topic.deleted",
    actor: moderator,
    target: { id: topic.authorId, name: topic.authorName },
    subject: topic.title,
  });
  const [deleted] = await deps.db.batch([
    deps.db.delete(forumTopics).where(eq(forumTopics.id, id)).returning({ id: forumTopics.id }),
    audit.statement,
  ]);
  if (deleted.length === 0) return false;
  deps.events.publish("topic.deleted", { topicId: id });
  publishAudit(deps.events, [audit.entry]);
  return true;
}
