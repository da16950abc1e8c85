import { and, desc, eq, or } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { type GenerationKind, generations, ratings } from "../../../../db/schema/generations.ts";

export interface RatingInput {
  kind: GenerationKind;
  /** What the client sent: the item's id, or its timestamp (the spec's clients rate by timestamp). */
  itemRef: string;
  /** Who rates: only their own items are found, so a guessed id or timestamp never reaches someone else's. */
  userId: string;
  value: number;
}

/** The user's item of that kind with the id or timestamp sent; the newest when two of theirs share a timestamp. */
export function ownItemQuery(db: Db, { kind, itemRef, userId }: Omit<RatingInput, "value">) {
  return db.select({ id: generations.id }).from(generations)
    .where(and(
      eq(generations.userId, userId),
      eq(generations.kind, kind),
      or(eq(generations.id, itemRef), eq(generations.timestamp, itemRef)),
    ))
    .orderBy(desc(generations.createdAt))
    .limit(1);
}

/**
 * Sets the user's rating of one of their own items, replacing an earlier one. Answers false when none of the user's
 * items of that kind has the id or timestamp sent, whether or not someone else's has.
 */
export async function rateOwnItem(db: Db, input: RatingInput): Promise<boolean> {
  const [item] = await ownItemQuery(db, input);
  if (!item) return false;
  const updatedAt = new Date();
  await db.insert(ratings).values({
    kind: input.kind,
    itemId: item.id,
    rater: `user:${input.userId}`,
    value: input.value,
    updatedAt,
  })
    .onConflictDoUpdate({
      target: [ratings.kind, ratings.itemId, ratings.rater],
      set: { value: input.value, updatedAt },
    });
  return true;
}
