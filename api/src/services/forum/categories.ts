import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { forumCategories } from "../../../../db/schema/forum.ts";
import type { CategoryBody, ForumCategory } from "../../../contract/forum.ts";

const categoryColumns = {
  _id: forumCategories.id,
  name: forumCategories.name,
  slug: forumCategories.slug,
  description: forumCategories.description,
};

/** Every category in the order they were made, so the defaults lead in their intended order. */
export function listCategories(db: Db): Promise<ForumCategory[]> {
  return db.select(categoryColumns).from(forumCategories).orderBy(
    asc(forumCategories.createdAt),
    asc(sql`rowid`),
  );
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: forumCategories.id }).from(forumCategories).where(eq(forumCategories.id, id))
    .limit(1);
  return row !== undefined;
}

/** Creates a category; answers null when its slug is taken (the unique index decides, so races cannot slip by). */
export async function createCategory(db: Db, body: CategoryBody): Promise<ForumCategory | null> {
  const [row] = await db.insert(forumCategories).values({ id: crypto.randomUUID(), ...body })
    .onConflictDoNothing({ target: forumCategories.slug }).returning(categoryColumns);
  return row ?? null;
}
