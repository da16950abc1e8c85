import type { UserRow } from "../../../../db/schema/users.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { findUserById } from "../account/users.ts";

export type SessionCheck = { ok: true; user: UserRow } | { ok: false; reason: "invalid" | "suspended" };

/**
 * Resolves a bearer token to its user: the signature and expiry must hold, the user must still exist, the
 * account must not be suspended, and the token's version must be the current one (a password change or a suspension voids older tokens).
 */
export async function resolveSession(deps: Pick<AppDeps, "hotReads" | "tokens">, token: string): Promise<SessionCheck> {
  const claims = await deps.tokens.verify(token);
  if (!claims) return { ok: false, reason: "invalid" };
  // Read on every request, never remembered: the row decides, whatever instance changed it.
  const user = await findUserById(deps.hotReads, claims.userId);
  if (!user) return { ok: false, reason: "invalid" };
  // Before the version: a suspension also voids the tokens, and their holder should hear why rather than "expired".
  if (user.blocked) return { ok: false, reason: "suspended" };
  if (user.tokenVersion !== claims.version) return { ok: false, reason: "invalid" };
  return { ok: true, user };
}

/**
 * The user a valid session acts as where signing in is optional: none while a forced password change is pending,
 * since until then the account gets nothing a visitor would not (requireUser refuses it everything else).
 */
export const actingUser = (session: SessionCheck | null): UserRow | null =>
  session?.ok && !session.user.passwordNeedsReset ? session.user : null;

export const issueToken = (deps: Pick<AppDeps, "tokens">, user: UserRow) =>
  deps.tokens.sign({ userId: user.id, version: user.tokenVersion });
