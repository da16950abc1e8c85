import { createMiddleware } from "hono/factory";
import { messages } from "../../contract/messages.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { fail } from "../lib/errors.ts";
import { resolveSession } from "../services/auth/session.ts";

const authenticate = ({ duringReset }: { duringReset: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) fail(401, messages.authRequired, { "WWW-Authenticate": "Bearer" });
    const session = await resolveSession(c.get("deps"), match[1]);
    if (!session.ok) {
      if (session.reason === "suspended") fail(403, messages.accountSuspended);
      fail(401, messages.tokenInvalid, { "WWW-Authenticate": 'Bearer error="invalid_token"' });
    }
    if (session.user.passwordNeedsReset && !duringReset) fail(403, messages.passwordResetRequired);
    c.set("user", session.user);
    await next();
  });

/**
 * Lets the request through only with a valid bearer token, and puts its user in `c.get("user")`. An account whose
 * password must be changed first (the superadmin's initial one) is refused until it has been.
 */
export const requireUser = authenticate({ duringReset: false });

/** The same for the calls such an account needs to get there: reading itself and changing the password. */
export const requireUserDuringReset = authenticate({ duringReset: true });
