import { eq, sql } from "drizzle-orm";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import { forumPosts, forumTopics } from "../../../../db/schema/forum.ts";
import type { CreatePostBody, ForumPost } from "../../../contract/forum.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { hasProfanity } from "../../lib/profanity.ts";
import { type Outcome, refuse, succeed } from "../../lib/outcome.ts";
import { toAuthor, topicUpdate } from "./topic-shape.ts";
import type { PersonRef } from "../../../contract/admin.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";

type Deps = Pick<AppDeps, "db" | "events">;

/**
 * Adds a reply and moves the topic's reply count and last activity in the same batch (one transaction). The
 * reply is inserted by selecting from its topic, so a topic that is missing or deleted meanwhile adds nothing.
 */
export async function createPost(
  deps: Deps,
  author: UserRow,
  topicId: string,
  body: CreatePostBody,
): Promise<Outcome<ForumPost>> {
  if (hasProfanity(body.content)) return refuse(400, forumMessages.replyLanguage);
  const id = crypto.randomUUID();
  const now = new Date();
  const [inserted, updated] = await deps.db.batch([
    deps.db.insert(forumPosts).select(
      deps.db.select({
        id: sql`${id}`.as("id"),
        topicId: forumTopics.id,
        authorId: sql`${author.id}`.as("author_id"),
        content: sql`${body.content}`.as("content"),
        createdAt: sql`${now.getTime()}`.as("created_at"),
        hiddenAt: sql`null`.as("hidden_at"),
      }).from(forumTopics).where(eq(forumTopics.id, topicId)),
    ).returning({ id: forumPosts.id }),
    deps.db.update(forumTopics).set({ repliesCount: sql`${forumTopics.repliesCount} + 1`, lastPostAt: now })
      .where(eq(forumTopics.id, topicId)).returning(),
  ]);
  if (inserted.length === 0 || !updated[0]) return refuse(404, forumMessages.topicNotFound);
  const post: ForumPost = {
    _id: id,
    topicId,
    content: body.content,
    createdAt: now.toISOString(),
    author: toAuthor(author.id, author.name),
  };
  deps.events.publish("reply.created", { topicId, post });
  deps.events.publish("topic.updated", topicUpdate(updated[0]));
  return succeed(post);
}

/**
 * A moderator deletes a reply: in one batch the reply goes, its audit line is written, and the topic's replies are
 * recounted and its last activity taken from the newest reply left (or the topic's own creation). Recomputing rather
 * than decrementing keeps the counters right whatever came before.
 */
export async function deletePost(deps: Deps, moderator: PersonRef, postId: string): Promise<boolean> {
  const [post] = await deps.db.select({ topicId: forumPosts.topicId, authorId: users.id, authorName: users.name })
    .from(forumPosts).innerJoin(users, eq(users.id, forumPosts.authorId)).where(eq(forumPosts.id, postId));
  if (!post) return false;
  const { topicId } = post;
  const audit = auditAfterChange(deps.db, {
    action: "post.deleted",
    actor: moderator,
    target: { id: post.authorId, name: post.authorName },
    subject: postId,
  });
  const [deleted, , [topic]] = await deps.db.batch([
    deps.db.delete(forumPosts).where(eq(forumPosts.id, postId)).returning({ id: forumPosts.id }),
    audit.statement,
    deps.db.update(forumTopics).set({
      repliesCount: sql`(select count(*) from ${forumPosts} where ${forumPosts.topicId} = ${topicId})`,
      lastPostAt:
        sql`coalesce((select max(${forumPosts.createdAt}) from ${forumPosts} where ${forumPosts.topicId} = ${topicId}), ${forumTopics.createdAt})`,
    }).where(eq(forumTopics.id, topicId)).returning(),
  ]);
  if (deleted.length === 0) return false;
  deps.events.publish("post.deleted", { topicId, postId });
  if (topic) deps.events.publish("topic.updated", topicUpdate(topic));
  publishAudit(deps.events, [audit.entry]);
  return true;
}
