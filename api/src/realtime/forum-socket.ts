import type { Server, Socket } from "socket.io";
import type { PublicUser } from "../../contract/account.ts";
import type { ClientToServerEvents, ServerToClientEvents } from "../../contract/forum-events.ts";

/** What the handshake leaves on every socket: its user, or null for a visitor. */
export interface SocketData {
  user: PublicUser | null;
}

type InterServerEvents = Record<string, never>;

/** The Socket.IO server and sockets typed with the forum's contract. */
export type ForumServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type ForumSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
