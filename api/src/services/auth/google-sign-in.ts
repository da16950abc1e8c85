import type { Db } from "../../../../db/client.ts";
import type { EventBus } from "../../events/bus.ts";
import type { UserRow } from "../../../../db/schema/users.ts";

/** A refusal in words for the sign-in page; never an exception, since the browser is mid-navigation. */
export type GoogleFailure = { ok: false; error: string };

/** Google sign-in through OpenID Connect (authorization code + PKCE + state + nonce). */
export interface GoogleSignIn {
  /** Records a fresh state, PKCE verifier and nonce, and answers the provider URL to send the browser to. */
  start(db: Db): Promise<{ ok: true; url: URL } | GoogleFailure>;
  /** Finishes the flow from the callback's query string; answers the signed-in (maybe new or linked) account. */
  finish(
    deps: { db: Db; events: EventBus },
    query: URLSearchParams,
  ): Promise<{ ok: true; user: UserRow } | GoogleFailure>;
}
