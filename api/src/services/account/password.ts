import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../lib/app-env.ts";
import { type UserRow, users } from "../../../../db/schema/users.ts";
import type { UpdatePasswordBody } from "../../../contract/account.ts";
import { messages } from "../../../contract/messages.ts";
import { checkPassword, hashPassword } from "../../lib/passwords.ts";

export type PasswordChange = { ok: true; user: UserRow } | { ok: false; error: string };

/**
 * Sets a new password, clears the reset flag and bumps the token version so every older session ends, its open
 * sockets included. An account that only ever used Google has no current password to check.
 */
export async function changePassword(
  { db, events }: Pick<AppDeps, "db" | "events">,
  user: UserRow,
  input: UpdatePasswordBody,
): Promise<PasswordChange> {
  if (user.passwordHash) {
    if (!(await checkPassword(user.passwordHash, input.currentPassword))) {
      return { ok: false, error: messages.wrongCurrentPassword };
    }
    if (input.currentPassword === input.newPassword) return { ok: false, error: messages.samePassword };
  }
  const [row] = await db.update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      passwordNeedsReset: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  events.publish("session.voided", { userId: row.id, tokenVersion: row.tokenVersion });
  return { ok: true, user: row };
}
