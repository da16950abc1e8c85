import { eq, sql } from "drizzle-orm";
import type { Db, ReadDb } from "../../../../db/client.ts";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import type { PublicUser } from "../../../contract/account.ts";
import type { AdminUser } from "../../../contract/admin.ts";

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    blocked: user.blocked,
    apiCalls: user.apiCalls,
    emailNotifications: user.emailNotifications,
    defaultPlatform: user.defaultPlatform,
    excelVersion: user.excelVersion,
    passwordNeedsReset: user.passwordNeedsReset,
  };
}

/** A user as the User Management table shows them: never a hash, Google subject or token version. */
export function toAdminUser(user: Pick<UserRow, keyof AdminUser | "createdAt">): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    apiCalls: user.apiCalls,
    blocked: user.blocked,
    createdAt: user.createdAt.toISOString(),
  };
}

// Every authenticated request looks its user up: build that query once per database, not on each call.
const userById = new WeakMap<ReadDb, ReturnType<typeof prepareUserById>>();
const prepareUserById = (db: ReadDb) =>
  db.select().from(users).where(eq(users.id, sql.placeholder("id"))).limit(1).prepare();

/** On `deps.hotReads` for a request's own user; on `deps.db` where the read belongs with a write. */
export async function findUserById(db: ReadDb, id: string): Promise<UserRow | undefined> {
  let query = userById.get(db);
  if (!query) userById.set(db, query = prepareUserById(db));
  return await query.get({ id });
}

/** `email` must already be normalised (trimmed, lower-cased) as the contract schemas do. */
export async function findUserByEmail(db: Db, email: string) {
  return await db.query.users.findFirst({ where: eq(users.email, email) });
}

/** Inserts a user; answers null when the e-mail is taken, including by a concurrent insert. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}
