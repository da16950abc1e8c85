import { useEffect, useRef } from "react";
import type { ServerToClientEvents } from "../../../api/contract/socket-events.ts";
import { getSocket } from "./socket-client.ts";

/**
 * Listens to one server push while the component is mounted. The handler is read through a ref, so a page can pass
 * a fresh closure each render without the listener being torn down and re-added in between (and missing events).
 */
export function useSocketEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
  enabled = true,
): void {
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: typeof args) => void)(...args)) as ServerToClientEvents[E];
    // deno-lint-ignore no-explicit-any
    socket.on(event, listener as any);
    return () => {
      // deno-lint-ignore no-explicit-any
      socket.off(event, listener as any);
    };
  }, [event, enabled]);
}
