import { jwtVerify, SignJWT } from "jose";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeBase64url } from "@oslojs/encoding";

const issuer = "sheetsmith";
const lifetime = "7d";

export interface TokenClaims {
  userId: string;
  version: number;
}

export type Tokens = ReturnType<typeof createTokens>;

/** HS256 session tokens; the token version lets one password change or suspension void every older token. */
export function createTokens(secret: Uint8Array) {
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
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          algorithms: ["HS256"],
          // A token without an end would be valid forever; jose only checks `exp` when it is there.
          requiredClaims: ["exp", "iat", "sub"],
        });
        if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
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
