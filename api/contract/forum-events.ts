import type { ForumPost, ForumTopic } from "./forum.ts";

/**
 * The forum's part of the Socket.IO contract (zod-free, so the web can import it); `socket-events.ts` joins it with
 * the other parts and names the rooms. Sockets only receive; writes go over REST.
 */
export interface ForumServerEvents {
  "topic:created": (topic: ForumTopic) => void;
  /** Replies, views or last activity changed. */
  "topic:updated": (update: { topicId: string; repliesCount: number; views: number; lastPostAt: string }) => void;
  "topic:deleted": (event: { topicId: string }) => void;
  "post:created": (event: { topicId: string; post: ForumPost }) => void;
  "post:deleted": (event: { topicId: string; postId: string }) => void;
  /** Moderators are told who flagged; the flagged person is not, so a reply cannot single out the moderator. */
  "user:flagged": (event: { userId: string; reason: string; flaggedBy?: string; createdAt: string }) => void;
  notification: (notification: ForumNotification) => void;
}

/** What a `topic:join` / `topic:leave` acknowledgement answers, when the client passes one. */
export type TopicRoomAnswer = { ok: true } | { ok: false; error: string };

export interface ForumClientEvents {
  "topic:join": (request: { topicId: string }, ack?: (answer: TopicRoomAnswer) => void) => void;
  "topic:leave": (request: { topicId: string }, ack?: (answer: TopicRoomAnswer) => void) => void;
}

export interface ForumNotification {
  id: string;
  kind: "mention";
  topicId: string;
  postId: string | null;
  fromUser: { id: string; name: string };
  excerpt: string;
  createdAt: string;
  /** Always false when pushed; the inbox says which ones the user has seen. */
  read: boolean;
}

/** `GET /api/notifications`: the newest notifications and how many of all of them are unread. */
export interface NotificationInbox {
  notifications: ForumNotification[];
  unread: number;
}
