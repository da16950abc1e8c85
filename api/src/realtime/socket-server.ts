import type { Server as HttpServer } from "node:http";
import { Server, type ServerOptions } from "socket.io";
import { messages } from "../../contract/messages.ts";
import type { AppDeps } from "../lib/app-env.ts";
import { toPublicUser } from "../services/account/users.ts";
import { resolveSession } from "../services/auth/session.ts";
import type { PublicUser } from "../../contract/account.ts";

export interface SocketData {
  user: PublicUser | null;
}

/**
 * Socket.IO on the API's own HTTP server. It only pushes; writes go over REST. The handshake takes an optional
 * JWT in `auth.token`: none makes an anonymous socket, a bad one is refused with the same words REST uses.
 * `adapter` (the Redis one, with REDIS_URL) carries every push to the sockets of all instances.
 */
export function attachRealtime(
  httpServer: HttpServer,
  deps: Pick<AppDeps, "db" | "tokens">,
  adapter?: ServerOptions["adapter"],
) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>(
    httpServer,
    { serveClient: false, maxHttpBufferSize: 64 * 1024, adapter },
  );
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
    socket.data.user = toPublicUser(session.user);
    next();
  });
  return io;
}
