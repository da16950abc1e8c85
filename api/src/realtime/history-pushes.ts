import { rooms } from "../../contract/socket-events.ts";
import type { EventBus } from "../events/bus.ts";
import { deferredPushes } from "./deferred-pushes.ts";
import type { RealtimeServer } from "./socket-types.ts";

/**
 * Bus → a person's own room: what changed in their history and favorites reaches every tab and device they have
 * open, and no one else. Answers a function that undoes every subscription.
 */
export function pushHistoryEvents(io: RealtimeServer, events: EventBus): () => void {
  const { on, stop } = deferredPushes(events);
  on("history.created", ({ userId, type, item }) => {
    io.to(rooms.user(userId)).emit("history:created", { type, item });
  });
  on("history.updated", ({ userId, type, item, result }) => {
    io.to(rooms.user(userId)).emit("history:updated", { type, item, ...(result ? { result } : {}) });
  });
  on("history.deleted", ({ userId, type, id }) => {
    io.to(rooms.user(userId)).emit("history:deleted", { type, id });
  });
  on("favorite.added", ({ userId, type, item }) => {
    io.to(rooms.user(userId)).emit("favorite:added", { type, item });
  });
  on("favorite.removed", ({ userId, id }) => {
    io.to(rooms.user(userId)).emit("favorite:removed", { id });
  });
  return stop;
}
