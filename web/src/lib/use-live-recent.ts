import type { HistoryItemOf, HistoryType } from "../../../api/contract/history.ts";
import { useSocketEvent } from "./use-socket-event.ts";

interface RecentStore<Item> {
  getState: () => {
    pushRecent: (item: Item) => void;
    dropRecent: (id: string) => void;
    replaceRecent: (item: Item) => void;
  };
}

/**
 * A generator page's recent list follows the person's other tabs and devices: what they generate or delete there
 * appears, changes or goes here without a reload. The server pushes only to the person's own room.
 */
export function useLiveRecent<Type extends HistoryType>(type: Type, store: RecentStore<HistoryItemOf[Type]>) {
  useSocketEvent("history:created", (event) => {
    if (event.type === type) store.getState().pushRecent(event.item as HistoryItemOf[Type]);
  });
  useSocketEvent("history:updated", (event) => {
    if (event.type === type) store.getState().replaceRecent(event.item as HistoryItemOf[Type]);
  });
  useSocketEvent("history:deleted", (event) => {
    if (event.type === type) store.getState().dropRecent(event.id);
  });
}
