import { eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { users } from "../../../../db/schema/users.ts";
import type { UpdatePreferencesBody, UpdateUserBody } from "../../../contract/account.ts";

export async function updateName(db: Db, userId: string, input: UpdateUserBody) {
  const [row] = await db.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Saves the preferences. `passwordUpdated` is accepted for the client's sake but cannot clear the reset flag:
 * only an actual password change does, so the forced reset cannot be skipped by calling this endpoint.
 */
export async function updatePreferences(db: Db, userId: string, input: UpdatePreferencesBody) {
  const [row] = await db.update(users)
    .set({
      emailNotifications: input.emailNotifications,
      defaultPlatform: input.defaultPlatform,
      // Drizzle leaves an undefined field out of the SET, so an absent version stays as stored.
      excelVersion: input.excelVersion,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
