import { messages } from "../../contract/messages.ts";
import { rooms } from "../../contract/socket-events.ts";
import type { EventBus } from "../events/bus.ts";
import { deferredPushes } from "./deferred-pushes.ts";
import type { RealtimeServer } from "./socket-types.ts";

/**
 * Bus → a person's own sockets when a superadmin changes their account. A suspension tells every open tab and then
 * cuts it (the token is already void, so it cannot come back); a role change moves the sockets into or out of
 * `moderators` at once and tells the pages the new role. A password change cuts the sockets of older tokens; a
 * tab whose own cut it reconnects with the token it has now, the others of that person fail to and sign out. The
 * Redis adapter carries all of it to every instance.
 */
export function pushAccountEvents(io: RealtimeServer, events: EventBus): () => void {
  const { on, stop } = deferredPushes(events);
  on("account.changed", ({ user, change }) => {
    const own = rooms.user(user.id);
    if (change === "suspended") {
      io.to(own).emit("user:suspended", { message: messages.accountSuspended });
      // Not closing the connection: the disconnect packet follows the message on it, so the message arrives first.
      io.in(own).disconnectSockets();
      return;
    }
    if (change !== "role") return;
    if (user.role === "moderator") io.in(own).socketsJoin(rooms.moderators);
    else io.in(own).socketsLeave(rooms.moderators);
    io.to(own).emit("user:role", { role: user.role });
  });
  // The current token's sockets stay: the tab that changed the password reconnects with it, maybe before this runs.
  on("session.voided", ({ userId, tokenVersion }) => {
    io.in(rooms.user(userId)).except(rooms.session(userId, tokenVersion)).disconnectSockets();
  });
  return stop;
}
