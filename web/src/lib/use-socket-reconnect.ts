import { useEffect, useRef } from "react";
import { getSocket } from "./socket-client.ts";

/**
 * Calls `handler` each time the socket connects again after it was lost while the component was mounted: pushes
 * sent in between never arrive, so whatever the page shows from them must be loaded again.
 */
export function useSocketReconnect(handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;

  useEffect(() => {
    if (!enabled) return;
    const socket = getSocket();
    let lost = false;
    const onDisconnect = () => {
      lost = true;
    };
    const onConnect = () => {
      if (!lost) return;
      lost = false;
      latest.current();
    };
    socket.on("disconnect", onDisconnect);
    socket.on("connect", onConnect);
    return () => {
      socket.off("disconnect", onDisconnect);
      socket.off("connect", onConnect);
    };
  }, [enabled]);
}
