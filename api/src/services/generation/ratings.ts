import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { type GenerationKind, generations, ratings } from "../../../../db/schema/generations.ts";

export interface RatingInput {
  kind: GenerationKind;
  /** What the client sent: the item's id, or its timestamp (the spec's clients rate by timestamp). */
  itemRef: string;
  /** `user:<id>` or `session:<id>`. */
  rater: string;
  /** The rater's own item wins when two users' items share a timestamp. */
  raterUserId?: string;
  value: number;
}

/**
 * Sets the rater's rating of an item, replacing an earlier one. Answers false when no item of that kind has the
 * id or timestamp sent.
 */
export async function rateItem(db: Db, input: RatingInput): Promise<boolean> {
  const [item] = await db.select({ id: generations.id }).from(generations)
    .where(and(
      eq(generations.kind, input.kind),
      or(eq(generations.id, input.itemRef), eq(generations.timestamp, input.itemRef)),
    ))
    .orderBy(sql`${generations.userId} = ${input.raterUserId ?? ""} desc`, desc(generations.createdAt))
    .limit(1);
  if (!item) return false;
  const updatedAt = new Date();
  await db.insert(ratings).values({
    kind: input.kind,
    itemId: item.id,
    rater: input.rater,
    value: input.value,
    updatedAt,
  })
    .onConflictDoUpdate({
      target: [ratings.kind, ratings.itemId, ratings.rater],
      set: { value: input.value, updatedAt },
    });
  return true;
}
