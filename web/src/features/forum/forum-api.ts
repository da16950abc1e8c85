import type {
  ForumCategory,
  ForumPost,
  ForumTopic,
  TopicsPage,
  UserSearchResult,
} from "../../../../api/contract/forum.ts";
import type { NotificationInbox } from "../../../../api/contract/forum-events.ts";
import type { ReportedItem, ReportReason } from "../../../../api/contract/reports.ts";
import { copy } from "../../copy.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { readToken } from "../../lib/session-token.ts";

const text = copy.forum;
// Spec §9's forum page size. Not imported from the contract: that module carries zod, which stays out of the browser.
const forumPageSize = 10;

interface Envelope<T> {
  success: true;
  data: T;
}

export interface TopicFilters {
  page: number;
  categoryId: string;
  search: string;
  authorId: string;
}

export interface TopicDetail {
  topic: ForumTopic;
  posts: ForumPost[];
}

/** Reads are open, but a signed-in reader's token lets the server count the view once per person. */
const optionalAuth = () => readToken() !== null;

export async function fetchCategories(): Promise<ForumCategory[]> {
  const answer = await apiRequest<Envelope<ForumCategory[]>>("/api/forum/categories", {
    auth: optionalAuth(),
    fallbackError: text.categoriesFailed,
  });
  return answer.data;
}

export async function fetchTopics(filters: TopicFilters): Promise<TopicsPage> {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(forumPageSize) });
  if (filters.categoryId) query.set("categoryId", filters.categoryId);
  if (filters.search) query.set("search", filters.search);
  if (filters.authorId) query.set("authorId", filters.authorId);
  const answer = await apiRequest<Envelope<TopicsPage>>(`/api/forum/topics?${query}`, {
    fallbackError: text.topicsFailed,
  });
  return answer.data;
}

export async function fetchTopic(topicId: string): Promise<TopicDetail> {
  const answer = await apiRequest<Envelope<TopicDetail>>(`/api/forum/topics/${encodeURIComponent(topicId)}`, {
    auth: optionalAuth(),
    fallbackError: text.topic.fetchFailed,
    networkError: text.topic.fetchError,
  });
  return answer.data;
}

export async function createTopic(body: { title: string; content: string; category: string }): Promise<ForumTopic> {
  const answer = await apiRequest<Envelope<ForumTopic>>("/api/forum/topics", {
    method: "POST",
    body,
    auth: true,
    fallbackError: text.newTopic.failed,
  });
  return answer.data;
}

export async function createPost(topicId: string, content: string): Promise<ForumPost> {
  const answer = await apiRequest<Envelope<ForumPost>>(`/api/forum/topics/${encodeURIComponent(topicId)}/posts`, {
    method: "POST",
    body: { content },
    auth: true,
    fallbackError: text.reply.failed,
    networkError: text.reply.error,
  });
  return answer.data;
}

export async function deleteTopic(topicId: string): Promise<void> {
  await apiRequest(`/api/forum/topics/${encodeURIComponent(topicId)}`, {
    method: "DELETE",
    auth: true,
    fallbackError: text.list.deleteFailed,
    networkError: text.list.deleteError,
  });
}

export async function deletePost(postId: string): Promise<void> {
  await apiRequest(`/api/forum/posts/${encodeURIComponent(postId)}`, {
    method: "DELETE",
    auth: true,
    fallbackError: text.topic.deletePostFailed,
    networkError: text.topic.deletePostError,
  });
}

/** Flags a reply's author; the reply's id tells the superadmin what prompted it. */
export async function flagUser(userId: string, reason: string, postId?: string): Promise<void> {
  await apiRequest(`/api/admin/flag-user/${encodeURIComponent(userId)}`, {
    method: "POST",
    body: { reason, postId },
    auth: true,
    fallbackError: text.flag.failed,
    networkError: text.flag.error,
  });
}

/** Reports someone else's reply or topic to the moderators; a refusal carries the server's words. */
export async function reportItem(
  target: { kind: ReportedItem["kind"]; id: string },
  body: { reason: ReportReason; details: string },
): Promise<void> {
  const id = encodeURIComponent(target.id);
  await apiRequest(target.kind === "post" ? `/api/forum/posts/${id}/report` : `/api/forum/topics/${id}/report`, {
    method: "POST",
    body,
    auth: true,
    fallbackError: text.report.failed,
    networkError: text.report.error,
  });
}

export async function searchUsers(term: string): Promise<UserSearchResult[]> {
  const answer = await apiRequest<Envelope<UserSearchResult[]>>(`/api/users/search?q=${encodeURIComponent(term)}`, {
    auth: optionalAuth(),
    fallbackError: text.mentions.failed,
  });
  return answer.data;
}

export async function fetchNotifications(): Promise<NotificationInbox> {
  const answer = await apiRequest<Envelope<NotificationInbox>>("/api/notifications", {
    auth: true,
    fallbackError: text.notifications.fetchFailed,
  });
  return answer.data;
}

/** Answers the user's unread count once `ids` are read. */
export async function markNotificationsRead(ids: string[]): Promise<number> {
  const answer = await apiRequest<Envelope<{ unread: number }>>("/api/notifications/read", {
    method: "POST",
    body: { ids },
    auth: true,
    fallbackError: text.notifications.markFailed,
  });
  return answer.data.unread;
}
