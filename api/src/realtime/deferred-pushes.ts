import type { EventBus } from "../events/bus.ts";
import type { DomainEventName, DomainEvents } from "../events/domain-events.ts";

/**
 * Subscriptions whose pushes run in the next turn of the event loop. A push to a big room writes to each of its
 * sockets (2,000 take tens of milliseconds): deferred, it never holds up the REST answer whose write it reports.
 * setImmediate keeps publishing order; a push still queued when `stop()` is called is dropped, as the sockets (and
 * Redis) are going away.
 */
export function deferredPushes(events: EventBus) {
  let stopped = false;
  const stops: (() => void)[] = [];
  return {
    on<Name extends DomainEventName>(name: Name, push: (payload: DomainEvents[Name]) => void) {
      stops.push(events.subscribe(name, (payload) => {
        setImmediate(() => {
          if (!stopped) push(payload);
        });
      }));
    },
    stop() {
      stopped = true;
      stops.forEach((stop) => stop());
    },
  };
}
