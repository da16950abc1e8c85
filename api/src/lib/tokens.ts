import { jwtVerify, SignJWT } from "jose";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeBase64url } from "@oslojs/encoding";
import { createLruCache } from "./lru-cache.ts";

const issuer = "sheetsmith";
const lifetime = "7d";

export interface TokenClaims {
  userId: string;
  version: number;
}

export type Tokens = ReturnType<typeof createTokens>;

export interface TokenOptions {
  /** How many verified tokens to remember (about half a kilobyte each); the least recently used go first. */
  maxCached?: number;
  /** The clock in milliseconds; tests move it. */
  now?: () => number;
}

interface Verified {
  claims: TokenClaims;
  /** The token's `exp` in milliseconds: past it the entry is as dead as the token. */
  expiresAt: number;
}

/**
 * HS256 session tokens; the token version lets one password change or suspension void every older token.
 *
 * Every authenticated request verifies its token, and the same few tokens come back again and again: a verified
 * token is remembered by its whole text (signature included, so a forged one never matches) until its `exp`. Only
 * the signature and the expiry are remembered; whether the token's version is still the user's current one is for
 * the caller to check on every request (resolveSession does), so a password change or a suspension needs no
 * invalidation here, on this instance or any other.
 */
export function createTokens(secret: Uint8Array, { maxCached = 10_000, now = Date.now }: TokenOptions = {}) {
  const verified = createLruCache<string, Verified>(maxCached);
  return {
    sign: (claims: TokenClaims) =>
      new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(secret),
    async verify(token: string): Promise<TokenClaims | null> {
      const remembered = verified.get(token);
      if (remembered && now() < remembered.expiresAt) return remembered.claims;
      if (remembered) {
        verified.delete(token);
        return null;
      }
      const checked = await verifySignature(token, secret, now());
      if (checked) verified.set(token, checked);
      return checked?.claims ?? null;
    },
  };
}

async function verifySignature(token: string, secret: Uint8Array, now: number): Promise<Verified | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer,
      algorithms: ["HS256"],
      // A token without an end would be valid forever; jose only checks `exp` when it is there.
      requiredClaims: ["exp", "iat", "sub"],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    // requiredClaims made jose check that `exp` is a number of seconds.
    const claims = Object.freeze({ userId: payload.sub, version: payload.ver });
    return { claims, expiresAt: payload.exp! * 1000 };
  } catch {
    return null;
  }
}

/**
 * The signing key: JWT_SECRET when set, else one generated on first start and kept in DATA_DIR, so tokens
 * survive restarts without anyone having to configure a secret.
 */
export function loadSigningKey(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, "jwt-secret");
  try {
    return new TextEncoder().encode(readFileSync(file, "utf8").trim());
  } catch {
    const generated = encodeBase64url(crypto.getRandomValues(new Uint8Array(32)));
    try {
      writeFileSync(file, generated, { mode: 0o600, flag: "wx" });
      return new TextEncoder().encode(generated);
    } catch {
      // Another instance sharing DATA_DIR wrote it first: use theirs.
      return new TextEncoder().encode(readFileSync(file, "utf8").trim());
    }
  }
}
