import { cleanLine } from "../../../contract/clean-text.ts";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import { messages } from "../../../contract/messages.ts";
import type { EventBus } from "../../events/bus.ts";
import { findUserByEmail, toAdminUser } from "./users.ts";

/** What a checked Google ID token says about its holder; the e-mail is one Google has verified. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  name?: string;
}

export type GoogleAccount = { ok: true; user: UserRow } | { ok: false; error: string };

const maxNameLength = 100;

/**
 * The account a Google identity signs into: the one linked to its subject; else the one holding its e-mail,
 * which gets linked, since Google vouches that this person owns the address; else a new one without a
 * password. Suspended accounts are refused.
 */
export async function signInWithGoogle(
  { db, events }: { db: Db; events: EventBus },
  identity: GoogleIdentity,
): Promise<GoogleAccount> {
  const email = identity.email.trim().toLowerCase();
  const existing = await findOrLink(db, identity.subject, email);
  if (existing) return existing;
  const created = await create(db, identity, email);
  if (created) {
    events.publish("user.registered", { user: toAdminUser(created) });
    return { ok: true, user: created };
  }
  // A concurrent sign-in or sign-up took the e-mail or subject between the lookup and the insert.
  return await findOrLink(db, identity.subject, email) ?? { ok: false, error: messages.googleFailed };
}

async function findOrLink(db: Db, subject: string, email: string): Promise<GoogleAccount | undefined> {
  const user = await db.query.users.findFirst({ where: eq(users.googleSubject, subject) }) ??
    await findUserByEmail(db, email);
  if (!user) return undefined;
  if (user.blocked) return { ok: false, error: messages.accountSuspended };
  if (user.googleSubject === subject) return { ok: true, user };
  // Linked to another subject means another Google account owned this e-mail before: refuse rather than take over.
  // The condition in the update also keeps a concurrent link from being overwritten.
  const [linked] = await db.update(users)
    .set({ googleSubject: subject, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), or(isNull(users.googleSubject), eq(users.googleSubject, subject))))
    .returning();
  return linked ? { ok: true, user: linked } : { ok: false, error: messages.googleAccountMismatch };
}

async function create(db: Db, identity: GoogleIdentity, email: string) {
  // Google lets people pick any display name: it is cleaned as one typed here would be.
  const name = cleanLine(identity.name ?? "").slice(0, maxNameLength) || email.split("@")[0].slice(0, maxNameLength);
  const [row] = await db.insert(users)
    .values({ id: crypto.randomUUID(), name, email, googleSubject: identity.subject, passwordHash: "" })
    .onConflictDoNothing()
    .returning();
  return row;
}
