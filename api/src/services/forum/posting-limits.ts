import { createHash } from "node:crypto";
import type { UserRow } from "../../../../db/schema/users.ts";
import { forumMessages } from "../../../contract/forum-messages.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { countMentioned } from "./mentions.ts";

type Deps = Pick<AppDeps, "db" | "env" | "limiter">;
export type PostKind = "topic" | "reply";

const minute = 60_000;
const hour = 60 * minute;

/** Why a post is refused: too fast (429, with when to try again) or naming too many people (400). */
export type PostingRefusal =
  | {
    status: 429;
    limiter: string;
    retryAfterMs: number;
    message: (minutes: number, seconds: number) => string;
  }
  | { status: 400; error: string };

/** The limits that apply to `author` now: a first-day account's are tighter (Discourse's first-day limits). */
function limitsFor(env: Deps["env"], author: UserRow, kind: PostKind) {
  const isNew = Date.now() - author.createdAt.getTime() < env.FORUM_NEW_MEMBER_HOURS * hour;
  return isNew
    ? {
      gapMs: env.FORUM_NEW_POST_GAP_SECONDS * 1000,
      perMinute: env.FORUM_NEW_POSTS_PER_MINUTE,
      perHour: kind === "topic" ? env.FORUM_NEW_TOPICS_PER_HOUR : env.FORUM_NEW_REPLIES_PER_HOUR,
    }
    : {
      gapMs: env.FORUM_POST_GAP_SECONDS * 1000,
      perMinute: env.FORUM_POSTS_PER_MINUTE,
      perHour: kind === "topic" ? env.FORUM_TOPICS_PER_HOUR : env.FORUM_REPLIES_PER_HOUR,
    };
}

/**
 * Whitespace and case do not make a post new. node:crypto hashes in about 3 µs where crypto.subtle's promise took 17,
 * and every member's post pays it.
 */
function bodyKey(content: string) {
  const words = content.trim().replace(/\s+/g, " ").toLowerCase();
  return createHash("sha256").update(words).digest("base64");
}

/**
 * Admits a member's new topic or reply, or says why not. Counts go through the app's limiter, so they are shared by
 * every instance when Redis is configured and off with RATE_LIMIT=off. Moderators and superadmins are exempt from all
 * but the mention cap. Answers a function that forgets the post's body when it was not stored after all, so a retry
 * is not taken for a duplicate.
 */
export async function admitPost(
  deps: Deps,
  author: UserRow,
  kind: PostKind,
  content: string,
): Promise<{ refused: PostingRefusal } | { notStored: () => Promise<void> }> {
  const { env, limiter } = deps;
  const notStored = () => Promise.resolve();
  // Discourse's max_mentions_per_post holds for anyone: it bounds what one post does to other people's inboxes.
  if (env.FORUM_MAX_MENTIONS > 0 && content.includes("@")) {
    const mentioned = await countMentioned(deps.db, content, author.id);
    if (mentioned > env.FORUM_MAX_MENTIONS) {
      return { refused: { status: 400, error: forumMessages.tooManyMentions(env.FORUM_MAX_MENTIONS) } };
    }
  }
  if (author.role !== "user") return { notStored };
  const { gapMs, perMinute, perHour } = limitsFor(env, author, kind);
  const tooFast = (limiter: string, retryAfterMs: number, message: (m: number, s: number) => string) => ({
    refused: { status: 429 as const, limiter, retryAfterMs, message },
  });
  if (gapMs > 0) {
    const gap = await limiter.hit(`post-gap:${author.id}`, 1, gapMs);
    if (!gap.allowed) return tooFast("post-gap", gap.retryAfterMs, forumMessages.postingTooFast);
  }
  if (perMinute > 0) {
    const inMinute = await limiter.hit(`posts-minute:${author.id}`, perMinute, minute);
    if (!inMinute.allowed) return tooFast("posts-minute", inMinute.retryAfterMs, forumMessages.postingTooFast);
  }
  if (perHour > 0) {
    const inHour = await limiter.hit(`${kind}s-hour:${author.id}`, perHour, hour);
    if (!inHour.allowed) return tooFast(`${kind}s-hour`, inHour.retryAfterMs, forumMessages.postingTooOften);
  }
  if (env.FORUM_DUPLICATE_MINUTES === 0) return { notStored };
  // Discourse's unique_posts_mins: the same words from one member are refused for a few minutes.
  const key = `post-body:${author.id}:${bodyKey(content)}`;
  const same = await limiter.hit(key, 1, env.FORUM_DUPLICATE_MINUTES * minute);
  if (!same.allowed) return tooFast("post-duplicate", same.retryAfterMs, forumMessages.postingDuplicate);
  return { notStored: () => limiter.reset(key) };
}
