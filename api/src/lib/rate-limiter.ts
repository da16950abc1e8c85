export interface Verdict {
  allowed: boolean;
  /** Milliseconds until the window that refused the request ends. */
  retryAfterMs: number;
}

/** Asynchronous because the counters may live in Redis, shared by every instance (redis-rate-limiter.ts). */
export interface RateLimiter {
  /** Counts one hit against `key` and tells whether it stays within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<Verdict>;
  /** How many hits `key` has in its current window, without counting one; `retryAfterMs` is the time it has left. */
  peek(key: string): Promise<Tally>;
  reset(key: string): Promise<void>;
}

export interface Tally {
  count: number;
  retryAfterMs: number;
}

export const noHits: Tally = { count: 0, retryAfterMs: 0 };

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed-window counters in this process's memory. Entries expire with their window and are swept as they are
 * met again, plus every minute, so memory stays bounded by the keys seen in the last window.
 */
export function createMemoryRateLimiter(enabled: boolean, now: () => number = Date.now): RateLimiter & {
  stop(): void;
} {
  const windows = new Map<string, Window>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, window] of windows) if (window.endsAt <= t) windows.delete(key);
  }, 60_000);
  // A sweep must never keep the process (or a test run) alive on its own.
  (sweeper as { unref?: () => void }).unref?.();

  return {
    hit(key, limit, windowMs) {
      if (!enabled) return Promise.resolve({ allowed: true, retryAfterMs: 0 });
      const window = current(key) ?? { count: 0, endsAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      const allowed = window.count <= limit;
      return Promise.resolve({ allowed, retryAfterMs: allowed ? 0 : window.endsAt - now() });
    },
    peek(key) {
      const window = enabled ? current(key) : undefined;
      return Promise.resolve(window ? { count: window.count, retryAfterMs: window.endsAt - now() } : noHits);
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    stop: () => clearInterval(sweeper),
  };
}
