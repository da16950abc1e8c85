import { eq, lt } from "drizzle-orm";
import * as oidc from "openid-client";
import { z } from "zod";
import type { Db } from "../../../../db/client.ts";
import { oauthStates } from "../../../../db/schema/auth.ts";
import { messages } from "../../../contract/messages.ts";
import type { Env } from "../../env.ts";
import { signInWithGoogle } from "../account/google-account.ts";
import type { GoogleFailure, GoogleSignIn } from "./google-sign-in.ts";

const scope = "openid email profile";
const stateLifetimeMs = 10 * 60_000;
const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

// openid-client has already checked signature, issuer, audience, expiry and nonce; these are the claims used.
const idTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(1).max(254),
  email_verified: z.unknown(),
  name: z.string().optional().catch(undefined),
});

const refuse = (error: string): GoogleFailure => ({ ok: false, error });

/**
 * Google sign-in, or null unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set. The issuer's metadata
 * is discovered on first use and kept, so the server starts without the network; a failed discovery is
 * forgotten so that the next sign-in tries again.
 */
export function createGoogleSignIn(env: Env): GoogleSignIn | null {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) return null;
  const issuer = new URL(env.GOOGLE_ISSUER);
  const redirectUri = `${env.PUBLIC_URL}/api/auth/google/callback`;
  // Plain http is acceptable only from a provider on this machine, such as a local test provider.
  const insecure = issuer.protocol === "http:" && loopbackHosts.has(issuer.hostname);

  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () =>
    discovered ??= oidc.discovery(issuer, clientId, clientSecret, undefined, {
      execute: insecure ? [oidc.allowInsecureRequests] : [],
    }).catch((error) => {
      discovered = undefined;
      throw error;
    });

  return {
    async start(db) {
      try {
        const config = await configuration();
        const pending = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          codeVerifier: oidc.randomPKCECodeVerifier(),
          createdAt: new Date(),
        };
        await db.delete(oauthStates).where(lt(oauthStates.createdAt, new Date(Date.now() - stateLifetimeMs)));
        await db.insert(oauthStates).values(pending);
        const url = oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope,
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
          code_challenge_method: "S256",
        });
        return { ok: true, url };
      } catch (error) {
        console.error("Google sign-in could not start:", error);
        return refuse(messages.googleFailed);
      }
    },

    async finish({ db, events }, query) {
      try {
        const pending = await consumeState(db, query.get("state"));
        if (!pending) return refuse(messages.googleExpired);
        if (query.has("error")) return refuse(messages.googleDenied);
        // The token request must carry the registered redirect URI, whatever host the request came in by.
        const callback = new URL(redirectUri);
        callback.search = query.toString();
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callback, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
        });
        const claims = idTokenClaims.parse(tokens.claims());
        if (claims.email_verified !== true) return refuse(messages.googleEmailUnverified);
        return await signInWithGoogle({ db, events }, { subject: claims.sub, email: claims.email, name: claims.name });
      } catch (error) {
        console.error("Google sign-in failed:", error);
        return refuse(messages.googleFailed);
      }
    },
  };
}

/** Deletes the state as it is read, so each one serves a single callback, and drops it when too old. */
async function consumeState(db: Db, state: string | null) {
  if (!state) return undefined;
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row && Date.now() - row.createdAt.getTime() <= stateLifetimeMs ? row : undefined;
}
