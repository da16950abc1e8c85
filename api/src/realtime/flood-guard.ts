import type { RealtimeSocket } from "./socket-types.ts";

export interface FloodLimits {
  /** Events a socket may send at once after being quiet. */
  burst: number;
  /** Events per second a socket may keep sending. */
  perSecond: number;
}

/** A browser tab sends a join and a leave per page view; twenty a second sustained is far beyond any real client. */
export const defaultFloodLimits: FloodLimits = { burst: 20, perSecond: 20 };

/** A token bucket: `take()` answers false once the socket has spent its burst faster than the bucket refills. */
export function createTokenBucket(limits: FloodLimits, now: () => number = Date.now) {
  let tokens = limits.burst;
  let last = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(limits.burst, tokens + ((time - last) / 1000) * limits.perSecond);
      last = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

/**
 * Disconnects a socket that sends events faster than `limits` allow. Every incoming event costs a token, whatever
 * its name, so unknown events cannot be used to flood either; the offending event is dropped.
 */
export function guardAgainstFlood(socket: RealtimeSocket, limits: FloodLimits = defaultFloodLimits) {
  const bucket = createTokenBucket(limits);
  socket.use((_event, next) => {
    if (bucket.take()) return next();
    socket.disconnect(true);
  });
}
