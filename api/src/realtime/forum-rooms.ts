import type { PublicUser } from "../../contract/account.ts";
import { forumRooms } from "../../contract/forum-events.ts";
import type { ForumSocket } from "./forum-socket.ts";

/**
 * The rooms a socket is in from its handshake on: everyone `forum`; a signed-in user also `user:<id>`; moderators
 * and superadmins also `moderators`. A role or identity change takes effect at the next connect, which the web makes
 * after sign-in and sign-out.
 */
export function roomsFor(user: PublicUser | null): string[] {
  if (!user) return [forumRooms.forum];
  const rooms = [forumRooms.forum, forumRooms.user(user.id)];
  if (user.role === "moderator" || user.role === "superadmin") rooms.push(forumRooms.moderators);
  return rooms;
}

export const joinForumRooms = (socket: ForumSocket) => socket.join(roomsFor(socket.data.user));
