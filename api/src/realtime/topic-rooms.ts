import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { forumTopics } from "../../../db/schema/forum.ts";
import type { TopicRoomAnswer } from "../../contract/forum-events.ts";
import { rooms } from "../../contract/socket-events.ts";
import { forumMessages } from "../../contract/forum-messages.ts";
import { messages } from "../../contract/messages.ts";
import type { RealtimeSocket } from "./socket-types.ts";

/** A tab has one topic open; fifty leaves room for tabs that forget to leave, and bounds what one socket holds. */
export const maxTopicRooms = 50;

const topicRequest = z.object({
  topicId: z.string().trim().min(1, forumMessages.idInvalid).max(64, forumMessages.idInvalid),
}, { error: forumMessages.idInvalid });

async function topicExists(db: Db, topicId: string) {
  const [row] = await db.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.id, topicId)).limit(1);
  return row !== undefined;
}

const topicRoomCount = (socket: RealtimeSocket) => [...socket.rooms].filter((room) => room.startsWith("topic:")).length;

async function join(socket: RealtimeSocket, db: Db, request: unknown): Promise<TopicRoomAnswer> {
  const parsed = topicRequest.safeParse(request);
  if (!parsed.success) return { ok: false, error: forumMessages.idInvalid };
  const room = rooms.topic(parsed.data.topicId);
  if (socket.rooms.has(room)) return { ok: true };
  if (topicRoomCount(socket) >= maxTopicRooms) return { ok: false, error: forumMessages.tooManyTopicRooms };
  if (!await topicExists(db, parsed.data.topicId)) return { ok: false, error: forumMessages.topicNotFound };
  // The lookup is asynchronous: a socket that went away meanwhile must not be put back into a room.
  if (!socket.connected) return { ok: false, error: forumMessages.topicNotFound };
  await socket.join(room);
  return { ok: true };
}

async function leave(socket: RealtimeSocket, request: unknown): Promise<TopicRoomAnswer> {
  const parsed = topicRequest.safeParse(request);
  if (!parsed.success) return { ok: false, error: forumMessages.idInvalid };
  await socket.leave(rooms.topic(parsed.data.topicId));
  return { ok: true };
}

/**
 * `topic:join` / `topic:leave` `{topicId}`. A payload that is not `{topicId: string ≤ 64}`, an unknown topic or one
 * join too many is refused: the socket's rooms stay as they were, and an acknowledgement callback, if the client
 * passed one, gets `{ok: false, error}` (else `{ok: true}`). Nothing is emitted back: the server's events stay
 * pushes of what happened in the forum, and a client that does not care about the answer simply passes no callback.
 */
export function handleTopicRooms(socket: RealtimeSocket, db: Db) {
  const answer = (ack: unknown) => (result: TopicRoomAnswer) => {
    if (typeof ack === "function") ack(result);
  };
  socket.on("topic:join", (request: unknown, ack?: unknown) => {
    join(socket, db, request).then(answer(ack), (error) => {
      console.error("topic:join failed:", error);
      answer(ack)({ ok: false, error: messages.internal });
    });
  });
  socket.on("topic:leave", (request: unknown, ack?: unknown) => {
    leave(socket, request).then(answer(ack));
  });
}
