import type { Server, Socket } from "socket.io";
import type { PublicUser } from "../../contract/account.ts";
import type { ClientToServerEvents, ServerToClientEvents } from "../../contract/socket-events.ts";

/** What the handshake leaves on every socket: its user, or null for a visitor. */
export interface SocketData {
  user: PublicUser | null;
  /** The version of the token the socket shook hands with; a newer one voids the socket (account-pushes.ts). */
  tokenVersion?: number;
}

type InterServerEvents = Record<string, never>;

/** The Socket.IO server and sockets typed with the app's socket contract. */
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
