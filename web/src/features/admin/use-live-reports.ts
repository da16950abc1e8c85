import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useSocketReconnect } from "../../lib/use-socket-reconnect.ts";
import { useReportsStore } from "./reports-store.ts";

/** Follows the `moderators` room's reports while the queue is open; after a lost connection it loads again. */
export function useLiveReports(): void {
  const store = useReportsStore.getState;
  useSocketEvent("report:created", (item) => store().reported(item));
  useSocketEvent("report:closed", (event) => store().closed(event));
  useSocketReconnect(() => void store().load());
}
