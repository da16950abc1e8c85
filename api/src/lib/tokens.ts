import { jwtVerify, SignJWT } from "jose";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeBase64url, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { createLruCache } from "./lru-cache.ts";

const issuer = "sheetsmith";
const lifetimeSeconds = 7 * 24 * 60 * 60;
/** How far ahead of this clock another instance's clock may be when it signs. */
const issuedSkewSeconds = 60;
const deviceLifetimeSeconds = 365 * 24 * 60 * 60;
const deviceAudience = "sheetsmith-device";

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
    sign(claims: TokenClaims) {
      // One reading of the clock for both times: two could fall in different seconds and make the life a second
      // longer than verify allows.
      const issued = Math.floor(now() / 1000);
      return new SignJWT({ ver: claims.version })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.userId)
        .setIssuer(issuer)
        .setIssuedAt(issued)
        .setExpirationTime(issued + lifetimeSeconds)
        .sign(secret);
    },
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
    /** A device token: this browser has signed in to the account with this e-mail; its `jti` names the device. */
    async signDevice(email: string) {
      const issued = Math.floor(now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(await accountKey(email))
        .setAudience(deviceAudience)
        .setIssuer(issuer)
        .setJti(encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16))))
        .setIssuedAt(issued)
        .setExpirationTime(issued + deviceLifetimeSeconds)
        .sign(secret);
    },
    /** The device's id when `token` is a device token of this server for the account with `email`, else null. */
    async verifyDevice(token: string, email: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience: deviceAudience,
          subject: await accountKey(email),
          algorithms: ["HS256"],
          requiredClaims: ["exp", "iat", "jti"],
          currentDate: new Date(now()),
        });
        const fair = issuedFairly(payload.iat!, payload.exp!, deviceLifetimeSeconds, now());
        return typeof payload.jti === "string" && fair ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * A token signed "in the future" or living longer than any this server issues was not made by it in good faith.
 * `requiredClaims` made jose check that both times are numbers of seconds.
 */
function issuedFairly(issuedAt: number, expiresAt: number, lifetime: number, now: number) {
  return issuedAt <= now / 1000 + issuedSkewSeconds && expiresAt - issuedAt <= lifetime;
}

/** The account a device token is for, without writing its e-mail into a cookie. */
async function accountKey(email: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.toLowerCase()));
  return encodeBase64urlNoPadding(new Uint8Array(digest));
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
    if (!issuedFairly(payload.iat!, payload.exp!, lifetimeSeconds, now)) return null;
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
