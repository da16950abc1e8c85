import { count, desc, like, or, type SQL, sql } from "drizzle-orm";
import type { ReadDb } from "../../../../db/client.ts";
import { users } from "../../../../db/schema/users.ts";
import type { AdminUsersAnswer } from "../../../contract/admin.ts";
import type { AdminUsersQuery } from "../../../contract/admin-requests.ts";
import { toAdminPage } from "../../lib/admin-page.ts";
import { toAdminUser } from "../account/users.ts";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Where a search matches: anywhere in the name or the e-mail, case-insensitively (SQLite's LIKE folds ASCII).
 * Both columns sit in the narrow `users_admin_list` index, so a search scans that index and not the wide rows.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(sql`${like(users.name, pattern)} escape '\\'`, sql`${like(users.email, pattern)} escape '\\'`);
}

/** The two queries of a users page (the rows, and how many match); exported so a test can read their plans. */
export function listAdminUsersQueries(db: ReadDb, query: AdminUsersQuery) {
  const where = matching(query.q);
  return {
    page: db.select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      apiCalls: users.apiCalls,
      blocked: users.blocked,
      createdAt: users.createdAt,
    }).from(users).where(where)
      // The index's own order (e-mails are unique, so it is total): a page is read off it without sorting.
      .orderBy(desc(users.createdAt), desc(users.name), desc(users.email))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    total: db.select({ total: count() }).from(users).where(where),
  };
}

/** A page of users, newest first, with the total that matches. */
export async function listAdminUsers(db: ReadDb, query: AdminUsersQuery): Promise<AdminUsersAnswer> {
  const queries = listAdminUsersQueries(db, query);
  const [rows, [{ total }]] = await Promise.all([queries.page, queries.total]);
  return toAdminPage(rows.map(toAdminUser), query, total);
}
