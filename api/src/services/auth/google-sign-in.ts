import type { UserRow } from "../../../../db/schema/users.ts";
import type { Db } from "../../../../db/client.ts";

/** Google sign-in through OpenID Connect (authorization code + PKCE + state). */
export interface GoogleSignIn {
  /** Records a fresh state, PKCE verifier and nonce, and answers the provider URL to send the browser to. */
  start(db: Db): Promise<URL>;
  /** Finishes the flow from the callback URL the provider redirected to; answers the signed-in account. */
  finish(db: Db, callbackUrl: URL): Promise<UserRow>;
}
