import type { Context } from "hono";
import { generationMessages } from "../../../contract/generation-messages.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { signedInUser } from "../../middlewares/optional-user.ts";

/**
 * Who is rating, where a token is optional (the spec's VBA page rates without one): the signed-in user that
 * optionalUser found, else the browser's anonymous session id.
 */
export function optionalRater(c: Context<AppEnv>, sessionId: string) {
  const user = signedInUser(c);
  if (user) return { rater: `user:${user.id}`, userId: user.id };
  if (!sessionId) fail(400, generationMessages.ratingRaterRequired);
  return { rater: `session:${sessionId}`, userId: undefined };
}
