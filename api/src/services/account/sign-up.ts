import type { Db } from "../../../../db/client.ts";
import type { SignupBody } from "../../../contract/account.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { findUserByEmail, insertUser } from "./users.ts";

/** Creates an e-mail-and-password account; null when the e-mail is already registered. */
export async function signUp(db: Db, input: SignupBody) {
  if (await findUserByEmail(db, input.email)) return null;
  return await insertUser(db, {
    id: crypto.randomUUID(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
  });
}
