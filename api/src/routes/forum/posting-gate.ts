import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { fail } from "../../lib/errors.ts";
import { tooMany } from "../../middlewares/rate-limit.ts";
import { admitPost, type PostKind } from "../../services/forum/posting-limits.ts";

/**
 * Admits the signed-in member's new topic or reply, or answers 429 saying when to try again (400 for too many
 * mentions). Answers what to call when the post was not stored after all.
 */
export async function passPostingGate(c: Context<AppEnv>, kind: PostKind, content: string) {
  const admitted = await admitPost(c.get("deps"), c.get("user"), kind, content);
  if ("notStored" in admitted) return admitted.notStored;
  const { refused } = admitted;
  if (refused.status === 400) fail(400, refused.error);
  return tooMany(c, refused.limiter, refused.retryAfterMs, refused.message);
}
