import { useSocketEvent } from "../../lib/use-socket-event.ts";
import { useSocketReconnect } from "../../lib/use-socket-reconnect.ts";
import { useAdminStore } from "./admin-store.ts";

/**
 * Follows the `admins` room while the admin dashboard is open: usage, sign-ups, account changes, flags and audit
 * lines arrive as they happen; after a lost connection everything shown is loaded again.
 */
export function useLiveAdmin(): void {
  const store = useAdminStore.getState;
  useSocketEvent("usage:updated", (event) => store().usageUpdated(event));
  useSocketEvent("user:registered", (user) => store().userRegistered(user));
  useSocketEvent("user:updated", (user) => store().userUpdated(user));
  useSocketEvent("flag:created", (flag) => store().flagCreated(flag));
  useSocketEvent("flag:resolved", (flag) => store().flagResolved(flag));
  useSocketEvent("audit:created", (entry) => store().auditCreated(entry));
  useSocketReconnect(() => void store().load());
}
