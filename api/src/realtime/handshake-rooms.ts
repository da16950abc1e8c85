import { rooms } from "../../contract/socket-events.ts";
import type { RealtimeSocket, SocketData } from "./socket-types.ts";

/**
 * The rooms a socket is in from its handshake on: everyone `forum`; a signed-in user also `user:<id>` and the
 * `session:<id>:<version>` of its token, by which a password change cuts the sockets of older tokens; moderators
 * and superadmins also `moderators`; superadmins also `admins`. A sign-in or sign-out takes effect at the next
 * connect, which the web makes; a role change moves the person's open sockets at once (account-pushes.ts).
 */
export function roomsFor({ user, tokenVersion = 0 }: SocketData): string[] {
  if (!user) return [rooms.forum];
  const joined = [rooms.forum, rooms.user(user.id), rooms.session(user.id, tokenVersion)];
  if (user.role === "moderator" || user.role === "superadmin") joined.push(rooms.moderators);
  if (user.role === "superadmin") joined.push(rooms.admins);
  return joined;
}

export const joinHandshakeRooms = (socket: RealtimeSocket) => socket.join(roomsFor(socket.data));
