import { gte } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { usageDays } from "../../../../db/schema/admin.ts";
import { type ApiUsage, usageDays as dayCount } from "../../../contract/admin.ts";
import { totalApiCalls, usageDayOf } from "../generation/usage.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The all-time total, and the calls of each of the last 30 UTC days (today included), oldest first. */
export async function apiUsage(db: Db, now = new Date()): Promise<ApiUsage> {
  const dates = Array.from(
    { length: dayCount },
    (_, index) => usageDayOf(new Date(now.getTime() - (dayCount - 1 - index) * dayMs)),
  );
  const [total, rows] = await Promise.all([
    totalApiCalls(db),
    db.select().from(usageDays).where(gte(usageDays.day, dates[0])),
  ]);
  const calls = new Map(rows.map((row) => [row.day, row.calls]));
  return { totalApiCalls: total, days: dates.map((date) => ({ date, calls: calls.get(date) ?? 0 })) };
}
