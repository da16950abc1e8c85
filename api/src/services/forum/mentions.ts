import { sql } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import { notifications } from "../../../../db/schema/forum.ts";
import { users } from "../../../../db/schema/users.ts";
import type { ForumAuthor } from "../../../contract/forum.ts";
import type { ForumNotification } from "../../../contract/forum-events.ts";
import type { AppDeps } from "../../lib/app-env.ts";
import { excerptOf } from "../../lib/excerpt.ts";
import { toNotification } from "./notification-inbox.ts";

/** A post naming more people than this is noise, not conversation; later `@`s are ignored. */
const maxMentionsPerPost = 20;
/** Names are at most 100 characters (the sign-up rule), so nothing after that can be part of one. */
const maxNameLength = 100;

// An `@` starts a mention at the start of the text or after a character that cannot be part of an address or a
// word, so `ann@example.com` is not a mention of "example".
const mentionStart = /(?<![\p{L}\p{N}_.@])@(?=[^\s@])/gu;
const wordCharacter = /[\p{L}\p{N}_]/u;

/**
 * SQLite's NOCASE folds ASCII letters only; the names are matched in SQL (on the users_name_nocase index) and back
 * in JS with the same folding, so a name matches whenever SQL says it does.
 */
const foldCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * For each mention (at most 20), the texts after its `@` that could be a whole name, longest first: every prefix of
 * the rest of the line (up to 100 characters, and before any further `@`) that ends where a word ends. Names can contain spaces, so
 * "@Ann Lee, thanks" offers "Ann Lee, thanks", "Ann Lee,", "Ann Lee" and "Ann".
 */
export function mentionCandidates(content: string): string[][] {
  const mentions: string[][] = [];
  for (const match of content.matchAll(mentionStart)) {
    if (mentions.length === maxMentionsPerPost) break;
    const start = match.index + 1;
    // A name ends at the line's end or the next mention at the latest.
    const rest = content.slice(start, start + maxNameLength).split(/[\r\n@]/, 1)[0];
    const candidates: string[] = [];
    for (let end = rest.length; end > 0; end -= 1) {
      const endsWord = end === rest.length || !wordCharacter.test(rest[end]) || !wordCharacter.test(rest[end - 1]);
      if (endsWord && !/\s/.test(rest[end - 1])) candidates.push(rest.slice(0, end));
    }
    mentions.push(candidates);
  }
  return mentions;
}

/** Users whose name is one of `names`, compared as SQLite's NOCASE does, on the users_name_nocase index. */
export const usersNamed = (db: Db, names: string[]) =>
  db.select({ id: users.id, name: users.name }).from(users).where(
    sql`${users.name} collate nocase in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})`,
  );

// The users a text mentions, id → name: for each `@`, those whose name is the longest candidate that is an existing
// name, compared case-insensitively. Names are not unique, so a name shared by several users mentions each of them.
async function findMentionedUsers(db: Db, content: string): Promise<Map<string, string>> {
  const mentions = mentionCandidates(content);
  const mentioned = new Map<string, string>();
  if (mentions.length === 0) return mentioned;
  const wanted = [...new Set(mentions.flat().map(foldCase))];
  const rows = await usersNamed(db, wanted);
  const byName = Map.groupBy(rows, (row) => foldCase(row.name));
  for (const candidates of mentions) {
    const name = candidates.find((candidate) => byName.has(foldCase(candidate)));
    for (const user of name === undefined ? [] : byName.get(foldCase(name)) ?? []) mentioned.set(user.id, user.name);
  }
  return mentioned;
}

/** How many people other than the author `content` mentions. */
export async function countMentioned(db: Db, content: string, authorId: string) {
  const mentioned = await findMentionedUsers(db, content);
  mentioned.delete(authorId);
  return mentioned.size;
}

export interface MentionSource {
  topicId: string;
  /** Null for the topic's own content. */
  postId: string | null;
  author: ForumAuthor;
  content: string;
}

/**
 * Stores one mention notification for each user `source` mentions, never its author and never twice for one post,
 * and publishes `mention.created` for each. Answers the notifications made.
 */
export async function notifyMentions(
  deps: Pick<AppDeps, "db" | "events" | "env" | "limiter">,
  source: MentionSource,
): Promise<ForumNotification[]> {
  const mentioned = await findMentionedUsers(deps.db, source.content);
  mentioned.delete(source.author.id);
  await keepWithinSenderCap(deps, source.author.id, mentioned);
  if (mentioned.size === 0) return [];
  const createdAt = new Date();
  const excerpt = excerptOf(source.content);
  const rows = [...mentioned.keys()].map((userId) => ({
    id: crypto.randomUUID(),
    userId,
    kind: "mention" as const,
    topicId: source.topicId,
    postId: source.postId,
    fromUserId: source.author.id,
    excerpt,
    createdAt,
    readAt: null,
  }));
  await deps.db.insert(notifications).values(rows);
  return rows.map((row) => {
    const notification = toNotification(row, { id: source.author.id, name: source.author.name });
    deps.events.publish("mention.created", { userId: row.userId, notification });
    return notification;
  });
}

/**
 * One sender can notify one person only so often an hour; past the cap the post stands and mentions them without a
 * notification, so nobody's inbox can be filled by one member.
 */
async function keepWithinSenderCap(
  { env, limiter }: Pick<AppDeps, "env" | "limiter">,
  senderId: string,
  mentioned: Map<string, string>,
) {
  const cap = env.FORUM_MENTIONS_PER_SENDER_PER_HOUR;
  if (cap === 0) return;
  for (const userId of [...mentioned.keys()]) {
    const verdict = await limiter.hit(`mentions-from:${senderId}:to:${userId}`, cap, 60 * 60_000);
    if (!verdict.allowed) mentioned.delete(userId);
  }
}

/**
 * Resolves mentions in every new topic and reply, off the request's path: the bus runs this after the write has
 * been answered for, and a failure here is logged by the bus without touching the post. Answers a stop function.
 */
export function listenForMentions(deps: Pick<AppDeps, "db" | "events" | "env" | "limiter">): () => void {
  const stops = [
    deps.events.subscribe("topic.created", async ({ topic }) => {
      await notifyMentions(deps, { topicId: topic._id, postId: null, author: topic.author, content: topic.content });
    }),
    deps.events.subscribe("reply.created", async ({ topicId, post }) => {
      await notifyMentions(deps, { topicId, postId: post._id, author: post.author, content: post.content });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
