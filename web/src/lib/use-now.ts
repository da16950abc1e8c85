import { useSyncExternalStore } from "react";

const tick = 60_000;
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

function snapshot(): number {
  // While nothing listens the clock stands still; the first reader after a pause sees the time of day, not the pause.
  if (listeners.size === 0 && Date.now() - now >= tick) now = Date.now();
  return now;
}

/**
 * The time now, moving on once a minute, so that "3 minutes ago" stays true on a page left open. Every reader shares
 * one timer, which stops when the last of them unmounts.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
