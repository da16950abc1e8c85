import type { GenerationKind } from "../../../db/schema/generations.ts";
import type { HistoryItem, HistoryType } from "../../contract/history.ts";
import type { FormulaResult } from "../../contract/generation.ts";
import type { ForumPost, ForumTopic } from "../../contract/forum.ts";
import type { ForumNotification } from "../../contract/forum-events.ts";
import type { AdminUser, AuditEntry, FlagView } from "../../contract/admin.ts";
import type { ReportedItem, ReportOutcome } from "../../contract/reports.ts";

/** Every domain event by name, with its payload. Services publish them; realtime and counters listen. */
export interface DomainEvents {
  /**
   * A generation succeeded and was counted: `apiCalls` is the user's count after it, `total` everyone's, `day` the
   * UTC date it counts for; `provider` answered it, and `fallback` says the builtin engine stood in for a failed model.
   */
  "usage.counted": {
    userId: string;
    kind: GenerationKind;
    provider: string;
    fallback: boolean;
    apiCalls: number;
    total: number;
    day: string;
  };
  /** A generated item was saved to its user's history. */
  "history.created": { userId: string; type: HistoryType; item: HistoryItem };
  /**
   * An item of the user's history changed in place (they chose one of a formula's alternatives): the item as the
   * history shows it, and for a formula the whole answer it now gives, alternatives included.
   */
  "history.updated": { userId: string; type: HistoryType; item: HistoryItem; result?: FormulaResult };
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
  /** The same flag as the superadmin's queue shows it. */
  "flag.created": { flag: FlagView };
  /** A flag was dismissed, or closed because its user was suspended. */
  "flag.resolved": { flag: FlagView };
  /** A new account, by sign-up or a first Google sign-in. */
  "user.registered": { user: AdminUser };
  /**
   * A superadmin suspended or activated an account, or changed its role. A suspension has already voided every
   * token of the account; its open sockets must be told and cut.
   */
  "account.changed": { user: AdminUser; change: "suspended" | "activated" | "role" };
  /**
   * Every token of the account older than `tokenVersion` stopped working (a password change): the sockets that
   * shook hands with one must go, on every instance.
   */
  "session.voided": { userId: string; tokenVersion: number };
  /** An admin or moderator action was written to the audit log. */
  "audit.recorded": { entry: AuditEntry };
  /** A member reported a reply or topic: the item with every open report about it, as the queue shows it. */
  "report.created": { item: ReportedItem };
  /** A moderator dismissed the reports about an item or suspended its author (a deletion is `post.deleted`). */
  "reports.closed": { kind: ReportedItem["kind"]; id: string; outcome: Exclude<ReportOutcome, "deleted"> };
  /** Enough members reported a reply to hide it. */
  "post.hidden": { topicId: string; postId: string };
  /** Dismissing its reports showed a hidden reply again. */
  "post.unhidden": { topicId: string; postId: string; content: string };
  /** A mention was stored as a notification for `userId`. */
  "mention.created": { userId: string; notification: ForumNotification };
}

export type DomainEventName = keyof DomainEvents;
