import type { ForumClientEvents, ForumServerEvents } from "./forum-events.ts";
import type { HistoryServerEvents } from "./history.ts";

/**
 * The whole Socket.IO contract (zod-free, so the web can import it). Sockets only receive, but for joining and
 * leaving topic rooms; every write goes over REST.
 */
export interface ServerToClientEvents extends ForumServerEvents, HistoryServerEvents {}
export type ClientToServerEvents = ForumClientEvents;

/**
 * Every socket is in `forum`; a signed-in socket also in `user:<id>` (all of one person's tabs and devices);
 * moderators and superadmins in `moderators`; a socket in `topic:<id>` after it emits `topic:join`.
 */
export const rooms = {
  forum: "forum",
  moderators: "moderators",
  user: (id: string) => `user:${id}`,
  topic: (id: string) => `topic:${id}`,
} as const;
