import { eq, sql } from "drizzle-orm";
import { forumTopics, forumTopicViews } from "../../../../db/schema/forum.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { topicUpdate } from "./topic-shape.ts";

const viewWindowMs = 60 * 60 * 1000;

/**
 * Counts a view of the topic unless the same viewer (`user:<id>` or `ip:<address>`) was counted in the last hour,
 * announces the new count and answers it (null when not counted). The upsert only touches the viewer's row when
 * the hour has passed, so two quick reloads race to one count; it selects from the topic, so a topic deleted
 * meanwhile is simply not counted.
 */
export async function countView(
  deps: Pick<AppDeps, "db" | "events">,
  topicId: string,
  viewer: string,
): Promise<number | null> {
  const now = Date.now();
  const counted = await deps.db.insert(forumTopicViews)
    .select(
      deps.db.select({
        topicId: forumTopics.id,
        viewer: sql`${viewer}`.as("viewer"),
        viewedAt: sql`${now}`.as("viewed_at"),
      })
        .from(forumTopics).where(eq(forumTopics.id, topicId)),
    )
    .onConflictDoUpdate({
      target: [forumTopicViews.topicId, forumTopicViews.viewer],
      set: { viewedAt: new Date(now) },
      setWhere: sql`${forumTopicViews.viewedAt} <= ${now - viewWindowMs}`,
    }).returning({ topicId: forumTopicViews.topicId });
  if (counted.length === 0) return null;
  const [row] = await deps.db.update(forumTopics).set({ views: sql`${forumTopics.views} + 1` })
    .where(eq(forumTopics.id, topicId)).returning();
  if (!row) return null;
  deps.events.publish("topic.updated", topicUpdate(row));
  return row.views;
}
