import { and, desc, eq, sql } from "drizzle-orm";
import type { ReadDb } from "../../../../db/client.ts";
import { favorites } from "../../../../db/schema/favorites.ts";
import { generations } from "../../../../db/schema/generations.ts";
import type { HistoryItem } from "../../../contract/history.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { historyColumns, toHistoryItem } from "./history-items.ts";

type Deps = Pick<AppDeps, "db" | "events">;

/** The favorites query; exported so a test can read SQLite's plan for it. */
export const favoritesQuery = (db: ReadDb, userId: string) =>
  db.select(historyColumns).from(favorites)
    .innerJoin(generations, eq(generations.id, favorites.itemId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(sql`${favorites}.rowid`));

/** The user's favorites, most recently starred first, each as the history item it points at. */
export async function listFavorites(db: ReadDb, userId: string): Promise<HistoryItem[]> {
  const rows = await favoritesQuery(db, userId);
  return rows.map(toHistoryItem);
}

/**
 * Stars one of the user's own history items and answers it, or null when the user has no item with that id.
 * Starring twice changes nothing. The favorite is written by selecting the item under the user's id, in the same
 * statement, so an item deleted meanwhile (or someone else's) adds nothing rather than breaking a foreign key.
 */
export async function addFavorite(deps: Deps, userId: string, itemId: string): Promise<HistoryItem | null> {
  const owned = and(eq(generations.id, itemId), eq(generations.userId, userId));
  const [added, [row]] = await deps.db.batch([
    deps.db.insert(favorites)
      .select(
        deps.db.select({
          userId: generations.userId,
          itemId: generations.id,
          createdAt: sql`${Date.now()}`.as("created_at"),
        })
          .from(generations).where(owned),
      )
      .onConflictDoNothing()
      .returning({ itemId: favorites.itemId }),
    deps.db.select(historyColumns).from(generations).where(owned),
  ]);
  if (!row) return null;
  const item = toHistoryItem(row);
  if (added.length > 0) deps.events.publish("favorite.added", { userId, type: row.kind, item });
  return item;
}

/** Unstars an item; answers whether it was a favorite. Removing one that is not is no error. */
export async function removeFavorite(deps: Deps, userId: string, itemId: string): Promise<boolean> {
  const removed = await deps.db.delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.itemId, itemId)))
    .returning({ itemId: favorites.itemId });
  if (removed.length === 0) return false;
  deps.events.publish("favorite.removed", { userId, id: itemId });
  return true;
}
