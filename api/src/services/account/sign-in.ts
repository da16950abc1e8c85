import type { Db } from "../../../../db/client.ts";
import type { SigninBody } from "../../../contract/account.ts";
import { checkPassword } from "../../lib/passwords.ts";
import { findUserByEmail } from "./users.ts";

/** The user whose password matches, or null; the check costs the same whether or not the e-mail exists. */
export async function signIn(db: Db, input: SigninBody) {
  const user = await findUserByEmail(db, input.email);
  const matches = await checkPassword(user?.passwordHash ?? "", input.password);
  return matches && user ? user : null;
}
