import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { users } from "../../../../db/schema/users.ts";
import { messages } from "../../../contract/messages.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { findUserByEmail, insertUser } from "../account/users.ts";

export type SuperadminInit =
  | { ok: true }
  | { ok: false; reason: "not-configured" | "exists" | "email-taken"; error: string };

/**
 * Creates the one default superadmin from ADMIN_EMAIL / ADMIN_PASSWORD. It is flagged to change its password
 * at first sign-in, since the configured one sits in the server's environment. It runs only once: any
 * superadmin already present, or an ordinary account holding that e-mail, refuses the call.
 */
export async function initSuperadmin(
  db: Db,
  settings: { email?: string; password?: string },
): Promise<SuperadminInit> {
  const email = settings.email?.trim().toLowerCase();
  if (!email || !settings.password) {
    return { ok: false, reason: "not-configured", error: messages.superadminNotConfigured };
  }
  if (settings.password.length < 8) {
    return { ok: false, reason: "not-configured", error: messages.superadminPasswordWeak };
  }
  const exists = { ok: false, reason: "exists", error: messages.superadminExists } as const;
  if (await db.query.users.findFirst({ where: eq(users.role, "superadmin") })) return exists;
  const created = await insertUser(db, {
    id: crypto.randomUUID(),
    name: "Superadmin",
    email,
    passwordHash: await hashPassword(settings.password),
    role: "superadmin",
    passwordNeedsReset: true,
  });
  if (created) return { ok: true };
  // Lost a race with a concurrent call, or the e-mail belongs to an ordinary account.
  return (await findUserByEmail(db, email))?.role === "superadmin"
    ? exists
    : { ok: false, reason: "email-taken", error: messages.superadminEmailTaken };
}
