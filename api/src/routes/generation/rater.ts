import type { Context } from "hono";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { resolveSession } from "../../services/auth/session.ts";

/**
 * Who is rating, where a token is optional (the spec's VBA page rates without one): the signed-in user when a
 * valid bearer token comes with the request, else the browser's anonymous session id.
 */
export async function optionalRater(c: Context<AppEnv>, sessionId: string) {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  if (match) {
    const session = await resolveSession(c.var.deps, match[1]);
    if (session.ok && !session.user.passwordNeedsReset) {
      return { rater: `user:${session.user.id}`, userId: session.user.id };
    }
  }
  if (!sessionId) fail(400, generationMessages.ratingRaterRequired);
  return { rater: `session:${sessionId}`, userId: undefined };
}
