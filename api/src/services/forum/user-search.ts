import { sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { users } from "../../../../db/schema/users.ts";
import type { UserSearchResult } from "../../../contract/forum.ts";

/** The mention suggestions show a short list; more is scrolling nobody does while typing. */
export const maxUserSuggestions = 8;

/** Makes `%`, `_` and the escape character itself match literally in a LIKE pattern with `escape '\'`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Users whose name starts with `prefix` (case-insensitive for ASCII, as SQLite's LIKE is), by name: only ids and
 * names, never e-mails, since anyone may ask. An empty prefix answers nothing rather than everyone.
 */
export async function searchUsers(db: Db, prefix: string): Promise<UserSearchResult[]> {
  if (prefix === "") return [];
  return await usersByPrefix(db, prefix);
}

/** The query behind searchUsers: a LIKE that SQLite turns into a range on the users_name_nocase index. */
export const usersByPrefix = (db: Db, prefix: string) =>
  db.select({ id: users.id, name: users.name }).from(users)
    .where(sql`${users.name} like ${`${escapeLike(prefix)}%`} escape '\\'`)
    .orderBy(sql`${users.name} collate nocase`, users.id)
    .limit(maxUserSuggestions);
