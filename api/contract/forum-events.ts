import type { ForumPost, ForumTopic } from "./forum.ts";

/**
 * The forum's Socket.IO contract (zod-free, so the web can import it). Sockets only receive; writes go over REST.
 * Rooms: every socket is in `forum`; a signed-in socket also in `user:<id>`; moderators and superadmins in
 * `moderators`; a socket in `topic:<id>` after it emits `topic:join`.
 */
export interface ServerToClientEvents {
  "topic:created": (topic: ForumTopic) => void;
  /** Replies, views or last activity changed. */
  "topic:updated": (update: { topicId: string; repliesCount: number; views: number; lastPostAt: string }) => void;
  "topic:deleted": (event: { topicId: string }) => void;
  "post:created": (event: { topicId: string; post: ForumPost }) => void;
  "post:deleted": (event: { topicId: string; postId: string }) => void;
  "user:flagged": (event: { userId: string; reason: string; flaggedBy: string; createdAt: string }) => void;
  notification: (notification: ForumNotification) => void;
}

/** What a `topic:join` / `topic:leave` acknowledgement answers, when the client passes one. */
export type TopicRoomAnswer = { ok: true } | { ok: false; error: string };

export interface ClientToServerEvents {
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

export const forumRooms = {
  forum: "forum",
  moderators: "moderators",
  user: (id: string) => `user:${id}`,
  topic: (id: string) => `topic:${id}`,
} as const;
