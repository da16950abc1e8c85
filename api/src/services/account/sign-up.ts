import type { Db } from "../../../../db/client.ts";
import type { SignupBody } from "../../../contract/account.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { EventBus } from "../../events/bus.ts";
import { findUserByEmail, insertUser, toAdminUser } from "./users.ts";

/**
 * Creates an e-mail-and-password account and tells the superadmins; null when the e-mail is already registered.
 */
export async function signUp({ db, events }: { db: Db; events: EventBus }, input: SignupBody) {
  if (await findUserByEmail(db, input.email)) return null;
  const user = await insertUser(db, {
    id: crypto.randomUUID(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
  if (user) events.publish("user.registered", { user: toAdminUser(user) });
  return user;
}
