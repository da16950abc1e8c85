import type { AccountServerEvents, AdminServerEvents } from "./admin.ts";
import type { ForumClientEvents, ForumServerEvents } from "./forum-events.ts";
import type { HistoryServerEvents } from "./history.ts";
import type { ReportServerEvents } from "./reports.ts";

/**
 * The whole Socket.IO contract (zod-free, so the web can import it). Sockets only receive, but for joining and
 * leaving topic rooms; every write goes over REST.
 */
export interface ServerToClientEvents
  extends ForumServerEvents, HistoryServerEvents, AdminServerEvents, AccountServerEvents, ReportServerEvents {}
export type ClientToServerEvents = ForumClientEvents;

/**
 * Every socket is in `forum`; a signed-in socket also in `user:<id>` (all of one person's tabs and devices);
 * moderators and superadmins in `moderators`; superadmins in `admins`; a socket in `topic:<id>` after it emits
 * `topic:join`. A change of role moves a person's sockets between rooms at once.
 */
export const rooms = {
  forum: "forum",
  moderators: "moderators",
  admins: "admins",
  user: (id: string) => `user:${id}`,
  /** Server-side only: the sockets of `id` that shook hands with a token of this version. */
  session: (id: string, tokenVersion: number) => `session:${id}:${tokenVersion}`,
  topic: (id: string) => `topic:${id}`,
} as const;
