import type { Role } from "./account.ts";
import type { PersonRef } from "./admin.ts";

/** Why a member reports a post or topic; `other` needs their own words. */
export const reportReasons = ["spam", "abuse", "off-topic", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** How a report ended: still open, dismissed, or answered by suspending the author. A deleted post takes its own. */
export const reportStatuses = ["open", "dismissed", "suspended"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What a moderator may do with the open reports about one reply or topic. */
export const reportActions = ["dismiss", "delete", "suspend"] as const;
export type ReportAction = (typeof reportActions)[number];

/** The longest text a reporter may add. */
export const reportDetailsMaxLength = 500;

export interface ReportLine {
  id: string;
  reporter: PersonRef;
  reason: ReportReason;
  details: string;
  createdAt: string;
}

/**
 * One reported reply (`kind` post) or topic, as the moderators' queue shows it: what it says (plain text), who wrote
 * it, whether reports have hidden it, and every open report about it, oldest first.
 */
export interface ReportedItem {
  /** The reply's id, or the topic's when the topic itself is reported. */
  id: string;
  kind: "post" | "topic";
  topicId: string;
  topicTitle: string;
  excerpt: string;
  author: PersonRef & { role: Role; blocked: boolean };
  hidden: boolean;
  reports: ReportLine[];
  firstReportedAt: string;
}

/** How the reports about an item were closed: dismissed, the item deleted, or its author suspended. */
export type ReportOutcome = "dismissed" | "deleted" | "suspended";

/**
 * Pushes to room `moderators` (moderators and superadmins) and to topic rooms. `report:closed` with kind `topic` and
 * outcome `deleted` means the whole topic went, with every report about its replies.
 */
export interface ReportServerEvents {
  "report:created": (item: ReportedItem) => void;
  "report:closed": (event: { kind: "post" | "topic"; id: string; outcome: ReportOutcome }) => void;
  /** Enough reports hid a reply: readers see the placeholder; moderators keep its words, marked hidden. */
  "post:hidden": (event: { topicId: string; postId: string }) => void;
  /** A moderator dismissed the reports: the reply's words are shown again. */
  "post:unhidden": (event: { topicId: string; postId: string; content: string }) => void;
}
