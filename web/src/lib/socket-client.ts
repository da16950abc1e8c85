import { io, type Socket } from "socket.io-client";
import type { ClientToServerEvents, ServerToClientEvents } from "../../../api/contract/socket-events.ts";
import { readToken } from "./session-token.ts";

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/**
 * The one Socket.IO connection of the tab, opened on first use. Every page and the notification bell share it, so
 * a visitor never holds more than one connection; the token is read at each (re)connect, never captured.
 */
export function getSocket(): AppSocket {
  if (!socket) {
    socket = io({ auth: (send) => send({ token: readToken() ?? "" }) });
  }
  return socket;
}

/**
 * After sign-in or sign-out the server must see the new identity (rooms `user:<id>`, `moderators`), which it only
 * reads in the handshake; a socket nobody opened yet is left alone.
 */
export function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}
