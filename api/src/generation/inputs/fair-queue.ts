export interface FairQueueLimits {
  /** Items one owner may have waiting. */
  perOwner: number;
  /** Items all owners together may have waiting. */
  total: number;
}

export type Admission = "queued" | "owner full" | "full";

/** Owners whose last turn is remembered; past that the longest-served-ago is forgotten, as if never served. */
const remembered = 10_000;

/**
 * Waiting work kept per owner: each owner's items in the order they came, and the next item always from the owner
 * served longest ago (never served first), so turns go round the owners. An owner who queues twenty items while
 * another sends one gets one turn before the other's; `next` also passes over owners the caller says are busy (one
 * running item each), so one owner's queue delays another owner's item by at most the item running when it came.
 */
export class FairQueue<Item> {
  #byOwner = new Map<string, Item[]>();
  /** Each owner's last turn, by a serial number; oldest first. */
  #served = new Map<string, number>();
  #serial = 0;
  #size = 0;

  constructor(readonly limits: FairQueueLimits) {}

  add(owner: string, item: Item): Admission {
    const waiting = this.#byOwner.get(owner);
    if ((waiting?.length ?? 0) >= this.limits.perOwner) return "owner full";
    if (this.#size >= this.limits.total) return "full";
    if (waiting) waiting.push(item);
    else this.#byOwner.set(owner, [item]);
    this.#size++;
    return "queued";
  }

  /** The first item of the owner served longest ago who is not busy. */
  next(busy: (owner: string) => boolean): { owner: string; item: Item } | undefined {
    let chosen: string | undefined;
    let chosenTurn = Infinity;
    for (const owner of this.#byOwner.keys()) {
      const turn = this.#served.get(owner) ?? -1;
      if (turn < chosenTurn && !busy(owner)) [chosen, chosenTurn] = [owner, turn];
    }
    if (chosen === undefined) return undefined;
    const waiting = this.#byOwner.get(chosen)!;
    const item = waiting.shift()!;
    if (!waiting.length) this.#byOwner.delete(chosen);
    this.#size--;
    this.#served.delete(chosen);
    this.#served.set(chosen, ++this.#serial);
    if (this.#served.size > remembered) this.#served.delete(this.#served.keys().next().value!);
    return { owner: chosen, item };
  }

  /** Takes every waiting item out, to answer them all. */
  drain(): Item[] {
    const items = [...this.#byOwner.values()].flat();
    this.#byOwner.clear();
    this.#size = 0;
    return items;
  }
}
