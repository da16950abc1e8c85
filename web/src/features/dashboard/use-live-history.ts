import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useSocketReconnect } from "../../lib/use-socket-reconnect.ts";
import { useHistoryStore } from "./history-store.ts";

/**
 * Keeps the dashboard in step with the person's other tabs and devices: the server pushes each new generation, change,
 * deletion and favorite change to their own room, and a lost connection loads everything shown again.
 */
export function useLiveHistory(enabled: boolean): void {
  const store = useHistoryStore.getState;
  useSocketEvent("history:created", ({ type, item }) => store().created(type, item), enabled);
  useSocketEvent("history:updated", ({ type, item }) => store().updated(type, item), enabled);
  useSocketEvent("history:deleted", ({ type, id }) => store().deleted(type, id), enabled);
  useSocketEvent("favorite:added", ({ item }) => store().favoriteAdded(item), enabled);
  useSocketEvent("favorite:removed", ({ id }) => store().favoriteRemoved(id), enabled);
  useSocketReconnect(() => void store().refresh(), enabled);
}
