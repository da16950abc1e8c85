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
  hiddenAt: forumPosts.hiddenAt,
};

type TopicRow = { [Key in keyof typeof topicColumns]: (typeof topicColumns)[Key]["_"]["data"] };
// `_.data` drops a column's nullability: the one nullable column is typed by hand.
type PostRow =
  & { [Key in Exclude<keyof typeof postColumns, "hiddenAt">]: (typeof postColumns)[Key]["_"]["data"] }
  & { hiddenAt: Date | null };

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

/** A reply as readers see it: a hidden one keeps its words only for a reader who `seesHidden` (a moderator). */
export const toPost = (row: PostRow, seesHidden = false): ForumPost => ({
  _id: row.id,
  topicId: row.topicId,
  content: row.hiddenAt && !seesHidden ? "" : row.content,
  createdAt: row.createdAt.toISOString(),
  author: toAuthor(row.authorId, row.authorName),
  ...(row.hiddenAt ? { hidden: true as const } : {}),
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
