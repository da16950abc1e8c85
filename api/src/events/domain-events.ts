import type { GenerationKind } from "../../../db/schema/generations.ts";

/** Every domain event by name, with its payload. Services publish them; realtime and counters listen. */
export interface DomainEvents {
  /** A generation succeeded and was counted; `total` is the all-time count after it. */
  "usage.counted": { userId: string; kind: GenerationKind; total?: number };
}

export type DomainEventName = keyof DomainEvents;
