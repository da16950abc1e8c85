import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { forumCategories } from "../../../../db/schema/forum.ts";
import type { CategoryBody, ForumCategory } from "../../../contract/forum.ts";
import type { PersonRef } from "../../../contract/admin.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { auditAfterChange, publishAudit } from "../audit/audit-log.ts";

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

/**
 * A superadmin creates a category, with its audit line in the same batch; answers null when its slug is taken (the
 * unique index decides, so races cannot slip by, and a refused one leaves no line).
 */
export async function createCategory(
  deps: Pick<AppDeps, "db" | "events">,
  admin: PersonRef,
  body: CategoryBody,
): Promise<ForumCategory | null> {
  const audit = auditAfterChange(deps.db, { action: "category.created", actor: admin, subject: body.slug });
  const [[row]] = await deps.db.batch([
    deps.db.insert(forumCategories).values({ id: crypto.randomUUID(), ...body })
      .onConflictDoNothing({ target: forumCategories.slug }).returning(categoryColumns),
    audit.statement,
  ]);
  if (!row) return null;
  publishAudit(deps.events, [audit.entry]);
  return row;
}
