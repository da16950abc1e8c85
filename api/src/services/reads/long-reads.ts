import { listAdminUsers } from "../admin/users-list.ts";
import { listTopics } from "../forum/topics-list.ts";
import { readTopic } from "../forum/topics.ts";
import { listFavorites } from "../history/favorites.ts";
import { listHistory } from "../history/history.ts";

/**
 * The reads that can run long enough to hold up other requests (deep pages, uncached searches, a topic with all its
 * replies): the reads worker runs these same functions on its own connection. Each takes the database first and
 * answers plain data that survives structured cloning: strings, numbers, arrays, objects, Dates.
 */
export const longReads = { listTopics, readTopic, listAdminUsers, listHistory, listFavorites };

export type LongReads = typeof longReads;
export type ReadName = keyof LongReads;
