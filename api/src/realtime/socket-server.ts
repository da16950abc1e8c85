import { Server, type ServerOptions } from "socket.io";
import { messages } from "../../contract/messages.ts";
import type { AppDeps } from "../lib/app-env.ts";
import { toPublicUser } from "../services/account/users.ts";
import { actingUser, resolveSession } from "../services/auth/session.ts";
import { guardAgainstFlood } from "./flood-guard.ts";
import type { RealtimeServer } from "./socket-types.ts";
import { joinHandshakeRooms } from "./handshake-rooms.ts";
import { handleTopicRooms } from "./topic-rooms.ts";
import type { DenoEngine } from "./engine/deno-engine.ts";

/**
 * Socket.IO on the API's own port, through `engine` (which the server's `Deno.serve` handler feeds). It only
 * pushes; writes go over REST. The handshake takes an optional JWT in `auth.token`: none makes an anonymous socket,
 * a bad one is refused with the same words REST uses.
 * `adapter` (the Redis one, with REDIS_URL) carries every push to the sockets of all instances. A connected socket
 * is put in its forum rooms, may join and leave topic rooms, and is cut off when it floods.
 */
export function attachRealtime(
  engine: DenoEngine,
  deps: Pick<AppDeps, "db" | "hotReads" | "tokens">,
  adapter?: ServerOptions["adapter"],
): RealtimeServer {
  const io: RealtimeServer = new Server({ serveClient: false, adapter });
  io.bind(engine);
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null || token === "") {
      socket.data.user = null;
      return next();
    }
    if (typeof token !== "string") return next(new Error(messages.tokenInvalid));
    const session = await resolveSession(deps, token).catch(() => null);
    if (!session?.ok) {
      return next(new Error(session?.reason === "suspended" ? messages.accountSuspended : messages.tokenInvalid));
    }
    const user = actingUser(session);
    socket.data.user = user && toPublicUser(user);
    if (user) socket.data.tokenVersion = user.tokenVersion;
    next();
  });
  io.on("connection", (socket) => {
    guardAgainstFlood(socket);
    joinHandshakeRooms(socket);
    handleTopicRooms(socket, deps.db);
  });
  return io;
}
