import type { DomainEventName, DomainEvents } from "./domain-events.ts";

export type Subscriber<Name extends DomainEventName> = (payload: DomainEvents[Name]) => void | Promise<void>;

export interface EventBus {
  /** Calls `subscriber` for every later `name` event; answers a function that stops it. */
  subscribe<Name extends DomainEventName>(name: Name, subscriber: Subscriber<Name>): () => void;
  publish<Name extends DomainEventName>(name: Name, payload: DomainEvents[Name]): void;
}

/**
 * A synchronous in-process fan-out. A failing subscriber is logged and never reaches the publisher: the write it
 * reports has already happened, so the caller's answer must not change because a listener broke.
 */
export function createEventBus(): EventBus {
  const subscribers = new Map<DomainEventName, Set<Subscriber<DomainEventName>>>();
  const report = (name: string) => (error: unknown) => console.error(`subscriber of ${name} failed:`, error);
  return {
    subscribe(name, subscriber) {
      const set = subscribers.get(name) ?? new Set();
      subscribers.set(name, set);
      set.add(subscriber as Subscriber<DomainEventName>);
      return () => set.delete(subscriber as Subscriber<DomainEventName>);
    },
    publish(name, payload) {
      for (const subscriber of subscribers.get(name) ?? []) {
        try {
          const result = subscriber(payload);
          if (result instanceof Promise) result.catch(report(name));
        } catch (error) {
          report(name)(error);
        }
      }
    },
  };
}
