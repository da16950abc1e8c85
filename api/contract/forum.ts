import { z } from "zod";
import { cleanBlock, cleanLine } from "./clean-text.ts";
import { forumMessages } from "./forum-messages.ts";

export const forumPageSize = 10;
export const maxPageSize = 50;

const id = z.string({ error: forumMessages.idInvalid }).trim().min(1, forumMessages.idInvalid).max(
  64,
  forumMessages.idInvalid,
);

export const categoryBody = z.object({
  name: z.string({ error: forumMessages.categoryNameRequired }).overwrite(cleanLine).trim().min(
    1,
    forumMessages.categoryNameRequired,
  )
    .max(60, forumMessages.categoryNameTooLong),
  slug: z.string({ error: forumMessages.slugInvalid }).trim().toLowerCase().regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    forumMessages.slugInvalid,
  ).max(60, forumMessages.slugInvalid),
  description: z.string({ error: forumMessages.categoryDescriptionTooLong }).overwrite(cleanLine).trim().max(
    300,
    forumMessages.categoryDescriptionTooLong,
  ).optional().default(""),
});

/** Paging is clamped rather than refused: page 0 or 999 still answers a valid page; garbage is a 400. */
export const topicsQuery = z.object({
  page: z.coerce.number({ error: forumMessages.pageInvalid }).int(forumMessages.pageInvalid).optional().default(1)
    .transform((page) => Math.max(1, page)),
  limit: z.coerce.number({ error: forumMessages.pageInvalid }).int(forumMessages.pageInvalid).optional().default(
    forumPageSize,
  ).transform((limit) => Math.min(maxPageSize, Math.max(1, limit))),
  categoryId: id.optional(),
  authorId: id.optional(),
  search: z.string().trim().max(200, forumMessages.searchTooLong).optional(),
});

export const createTopicBody = z.object({
  title: z.string({ error: forumMessages.fillAllFields }).overwrite(cleanLine).trim().min(
    1,
    forumMessages.fillAllFields,
  ).min(
    3,
    forumMessages.titleLength,
  ).max(200, forumMessages.titleLength),
  content: z.string({ error: forumMessages.fillAllFields }).overwrite(cleanBlock).trim().min(
    1,
    forumMessages.fillAllFields,
  ).max(
    20_000,
    forumMessages.contentTooLong,
  ),
  category: z.string({ error: forumMessages.fillAllFields }).trim().min(1, forumMessages.fillAllFields).max(
    64,
    forumMessages.categoryUnknown,
  ),
});

export const createPostBody = z.object({
  content: z.string({ error: forumMessages.replyEmpty }).overwrite(cleanBlock).trim().min(1, forumMessages.replyEmpty)
    .max(
      10_000,
      forumMessages.replyTooLong,
    ),
});

export const flagBody = z.object({
  reason: z.string({ error: forumMessages.flagReasonRequired }).overwrite(cleanBlock).trim().min(
    1,
    forumMessages.flagReasonRequired,
  ).max(
    1000,
    forumMessages.flagReasonTooLong,
  ),
  /** The reply the flag is raised from, so the superadmin sees what prompted it; the spec's client omits it. */
  postId: z.string({ error: forumMessages.idInvalid }).trim().min(1, forumMessages.idInvalid).max(
    64,
    forumMessages.idInvalid,
  ).optional(),
});

export const userSearchQuery = z.object({
  q: z.string().trim().max(50, forumMessages.userSearchTooLong).optional().default(""),
});

const idsInvalid = forumMessages.notificationIdsInvalid;
/** `POST /api/notifications/read`: the notifications the user has now seen (the bell sends the ones it showed). */
export const markNotificationsReadBody = z.object({
  ids: z.array(z.string({ error: idsInvalid }).min(1, idsInvalid).max(64, idsInvalid), { error: idsInvalid })
    .min(1, idsInvalid).max(50, idsInvalid),
}, { error: idsInvalid });

export type CategoryBody = z.infer<typeof categoryBody>;
export type TopicsQuery = z.infer<typeof topicsQuery>;
export type CreateTopicBody = z.infer<typeof createTopicBody>;
export type CreatePostBody = z.infer<typeof createPostBody>;

/** Spec §3 shapes (Mongo-style `_id` kept, as the spec's client reads it). */
export interface ForumCategory {
  _id: string;
  name: string;
  slug: string;
  description: string;
}

export interface ForumAuthor {
  _id: string;
  id: string;
  name: string;
}

export interface ForumTopic {
  _id: string;
  title: string;
  content: string;
  author: ForumAuthor;
  /** The category's id. */
  category: string;
  views: number;
  repliesCount: number;
  lastPostAt: string;
  createdAt: string;
}

export interface ForumPost {
  _id: string;
  topicId: string;
  /** Empty for a hidden reply, unless the reader is a moderator. */
  content: string;
  createdAt: string;
  author: ForumAuthor;
  /** Present (true) while enough members' reports hide the reply. */
  hidden?: true;
}

export interface TopicsPage {
  docs: ForumTopic[];
  page: number;
  totalPages: number;
}

export interface UserSearchResult {
  id: string;
  name: string;
}
