import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { counters, generations } from "../../../../db/schema/generations.ts";
import { users } from "../../../../db/schema/users.ts";
import { usageDays } from "../../../../db/schema/admin.ts";
import type { EventBus } from "../../events/bus.ts";
import { toHistoryItem } from "../history/history-items.ts";

/** The counters row that holds every successful generation ever made (the admin's total API calls). */
export const apiCallsCounter = "apiCalls";

/** The UTC date a moment counts for in the per-day usage, as YYYY-MM-DD. */
export const usageDayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Saves a generated item to its user's history and counts it, for the user, in the total and in its day, in one
 * batch (one transaction): history and counters never disagree. Then publishes `usage.counted` and
 * `history.created`.
 */
export async function recordGeneration(db: Db, events: EventBus, row: typeof generations.$inferInsert) {
  const day = usageDayOf(row.createdAt);
  const [[saved], [user], [counter]] = await db.batch([
    db.insert(generations).values(row).returning(),
    db.update(users).set({ apiCalls: sql`${users.apiCalls} + 1` }).where(eq(users.id, row.userId))
      .returning({ apiCalls: users.apiCalls }),
    db.insert(counters).values({ name: apiCallsCounter, value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
      .returning({ value: counters.value }),
    db.insert(usageDays).values({ day, calls: 1 })
      .onConflictDoUpdate({ target: usageDays.day, set: { calls: sql`${usageDays.calls} + 1` } }),
  ]);
  events.publish("usage.counted", {
    userId: row.userId,
    kind: row.kind,
    provider: row.provider,
    fallback: Boolean(row.fallback),
    apiCalls: user?.apiCalls ?? 0,
    total: counter.value,
    day,
  });
  events.publish("history.created", { userId: row.userId, type: row.kind, item: toHistoryItem(saved) });
  return counter.value;
}

/** Every successful generation so far, by anyone. */
export async function totalApiCalls(db: Db) {
  const [row] = await db.select({ value: counters.value }).from(counters).where(eq(counters.name, apiCallsCounter));
  return row?.value ?? 0;
}
