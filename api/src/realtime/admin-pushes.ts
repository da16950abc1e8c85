import { rooms } from "../../contract/socket-events.ts";
import type { EventBus } from "../events/bus.ts";
import { deferredPushes } from "./deferred-pushes.ts";
import type { RealtimeServer } from "./socket-types.ts";

/**
 * Bus → room `admins` (superadmins only): usage, sign-ups, account changes, flags and audit lines reach every open
 * admin page as they happen. Answers a function that undoes every subscription.
 */
export function pushAdminEvents(io: RealtimeServer, events: EventBus): () => void {
  const { on, stop } = deferredPushes(events);
  const admins = () => io.to(rooms.admins);
  on("usage.counted", ({ userId, apiCalls, total, day }) => {
    admins().emit("usage:updated", { userId, apiCalls, totalApiCalls: total, day });
  });
  on("user.registered", ({ user }) => admins().emit("user:registered", user));
  on("account.changed", ({ user }) => admins().emit("user:updated", user));
  on("flag.created", ({ flag }) => admins().emit("flag:created", flag));
  on("flag.resolved", ({ flag }) => admins().emit("flag:resolved", flag));
  on("audit.recorded", ({ entry }) => admins().emit("audit:created", entry));
  return stop;
}
