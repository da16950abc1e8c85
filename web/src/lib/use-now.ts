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
  // Between ticks the time stands still, but a reader never sees it more than a minute off: after a pause with nobody
  // listening, or when the clock was set back (by the person, or by a test) while others listen.
  if (Math.abs(Date.now() - now) >= tick) now = Date.now();
  return now;
}

/**
 * The time now, moving on once a minute, so that "3 minutes ago" stays true on a page left open. Every reader shares
 * one timer, which stops when the last of them unmounts.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
