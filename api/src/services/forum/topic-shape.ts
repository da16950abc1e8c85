import { eq } from "drizzle-orm";
import type { ReadDb } from "../../../../db/client.ts";
import { forumPosts, forumTopics } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { ForumAuthor, ForumPost, ForumTopic } from "../../../contract/forum.ts";

/** The columns a topic answer needs, its author's name joined in. */
export const topicColumns = {
  id: forumTopics.id,
  title: forumTopics.title,
  content: forumTopics.content,
  authorId: forumTopics.authorId,
  authorName: users.name,
  categoryId: forumTopics.categoryId,
  views: forumTopics.views,
  repliesCount: forumTopics.repliesCount,
  lastPostAt: forumTopics.lastPostAt,
  createdAt: forumTopics.createdAt,
};

export const postColumns = {
  id: forumPosts.id,
  topicId: forumPosts.topicId,
  content: forumPosts.content,
  authorId: forumPosts.authorId,
  authorName: users.name,
  createdAt: forumPosts.createdAt,
};

type TopicRow = { [Key in keyof typeof topicColumns]: (typeof topicColumns)[Key]["_"]["data"] };
type PostRow = { [Key in keyof typeof postColumns]: (typeof postColumns)[Key]["_"]["data"] };

// The spec's client reads `author._id` in some places and `author.id` in others; both carry the same id.
export const toAuthor = (id: string, name: string): ForumAuthor => ({ _id: id, id, name });

export const toTopic = (row: TopicRow): ForumTopic => ({
  _id: row.id,
  title: row.title,
  content: row.content,
  author: toAuthor(row.authorId, row.authorName),
  category: row.categoryId,
  views: row.views,
  repliesCount: row.repliesCount,
  lastPostAt: row.lastPostAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export const toPost = (row: PostRow): ForumPost => ({
  _id: row.id,
  topicId: row.topicId,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
  author: toAuthor(row.authorId, row.authorName),
});

/** A topic with its author's name, or undefined. */
export async function findTopic(db: ReadDb, id: string): Promise<ForumTopic | undefined> {
  const [row] = await db.select(topicColumns).from(forumTopics).innerJoin(users, eq(users.id, forumTopics.authorId))
    .where(eq(forumTopics.id, id)).limit(1);
  return row && toTopic(row);
}

/** The topic counters that `topic.updated` carries. */
export const topicUpdate = (row: { id: string; repliesCount: number; views: number; lastPostAt: Date }) => ({
  topicId: row.id,
  repliesCount: row.repliesCount,
  views: row.views,
  lastPostAt: row.lastPostAt.toISOString(),
});
