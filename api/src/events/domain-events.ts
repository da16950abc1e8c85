import type { GenerationKind } from "../../../db/schema/generations.ts";
import type { HistoryItem, HistoryType } from "../../contract/history.ts";
import type { ForumPost, ForumTopic } from "../../contract/forum.ts";
import type { ForumNotification } from "../../contract/forum-events.ts";

/** Every domain event by name, with its payload. Services publish them; realtime and counters listen. */
export interface DomainEvents {
  /** A generation succeeded and was counted; `total` is the all-time count after it. */
  "usage.counted": { userId: string; kind: GenerationKind; total?: number };
  /** A generated item was saved to its user's history. */
  "history.created": { userId: string; type: HistoryType; item: HistoryItem };
  /** The user deleted an item of their history; its favorite and ratings went with it. */
  "history.deleted": { userId: string; type: HistoryType; id: string };
  "favorite.added": { userId: string; type: HistoryType; item: HistoryItem };
  "favorite.removed": { userId: string; id: string };
  /** A topic was created; mentions in its content are resolved by whoever listens. */
  "topic.created": { topic: ForumTopic };
  /** A topic's replies, views or last activity changed. */
  "topic.updated": { topicId: string; repliesCount: number; views: number; lastPostAt: string };
  "topic.deleted": { topicId: string };
  "reply.created": { topicId: string; post: ForumPost };
  "post.deleted": { topicId: string; postId: string };
  "user.flagged": { userId: string; reason: string; flaggedBy: string; createdAt: string };
  /** A mention was stored as a notification for `userId`. */
  "mention.created": { userId: string; notification: ForumNotification };
}

export type DomainEventName = keyof DomainEvents;
