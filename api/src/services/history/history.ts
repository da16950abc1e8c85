import { and, desc, eq, sql } from "drizzle-orm";
import type { ReadDb } from "../../../../db/client.ts";
import { generations } from "../../../../db/schema/generations.ts";
import type { HistoryItem, HistoryType } from "../../../contract/history.ts";
import type { HistoryPage } from "../../../contract/history-requests.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { historyColumns, toHistoryItem } from "./history-items.ts";

export type HistoryList = { ok: true; items: HistoryItem[] } | { ok: false; reason: "cursor-unknown" };

const ownedBy = (userId: string, type: HistoryType) => and(eq(generations.userId, userId), eq(generations.kind, type));

/** Where a page starts: just after this item, in the list's order. */
interface Cursor {
  createdAt: number;
  rowid: number;
}

/** The query of one history page; exported so a test can read SQLite's plan for it. */
export function historyPageQuery(db: ReadDb, userId: string, type: HistoryType, limit: number, after?: Cursor) {
  // rowid breaks ties between items made in the same millisecond, in the order they were saved; the cursor is an
  // item, not a time, so such items are never skipped or repeated between pages.
  const older = after ? sql`(${generations.createdAt}, rowid) < (${after.createdAt}, ${after.rowid})` : undefined;
  return db.select(historyColumns).from(generations)
    .where(and(ownedBy(userId, type), older))
    .orderBy(desc(generations.createdAt), desc(sql`rowid`))
    .limit(limit);
}

/**
 * A user's items of one type, newest first: `limit` of them, older than the item `before` when it is given. A
 * `before` that is not one of this list's items is refused rather than read as "from the start", which would
 * repeat the first page.
 */
export async function listHistory(
  db: ReadDb,
  userId: string,
  type: HistoryType,
  page: HistoryPage,
): Promise<HistoryList> {
  let after: Cursor | undefined;
  if (page.before) {
    [after] = await db.select({ createdAt: sql<number>`${generations.createdAt}`, rowid: sql<number>`rowid` })
      .from(generations)
      .where(and(eq(generations.id, page.before), ownedBy(userId, type)));
    if (!after) return { ok: false, reason: "cursor-unknown" };
  }
  const rows = await historyPageQuery(db, userId, type, page.limit, after);
  return { ok: true, items: rows.map(toHistoryItem) };
}

/**
 * Deletes one of the user's own items; its favorite and ratings go with it (foreign keys cascade). Answers false
 * when the user has no such item of that type.
 */
export async function deleteHistoryItem(
  deps: Pick<AppDeps, "db" | "events">,
  userId: string,
  type: HistoryType,
  id: string,
): Promise<boolean> {
  const [deleted] = await deps.db.delete(generations)
    .where(and(eq(generations.id, id), ownedBy(userId, type)))
    .returning({ id: generations.id });
  if (!deleted) return false;
  deps.events.publish("history.deleted", { userId, type, id });
  return true;
}
