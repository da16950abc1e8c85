import { expect, test } from "vitest";
import { FairQueue } from "./fair-queue.ts";

const never = () => false;

/** Takes items until none is left, with nothing running in between. */
function order(queue: FairQueue<string>): string[] {
  const taken: string[] = [];
  for (let next = queue.next(never); next; next = queue.next(never)) taken.push(next.item);
  return taken;
}

test("turns go round the owners, each owner's items in the order they came", () => {
  const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
  for (const item of ["a1", "a2", "a3", "a4"]) queue.add("a", item);
  queue.add("b", "b1");
  queue.add("c", "c1");
  queue.add("b", "b2");
  expect(order(queue)).toEqual(["a1", "b1", "c1", "a2", "b2", "a3", "a4"]);
});

test("an owner who comes later goes before one who was served already", () => {
  const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
  queue.add("a", "a1");
  expect(queue.next(never)?.item).toBe("a1");
  // While a1 runs, a queues more; then b's one item comes.
  for (const item of ["a2", "a3", "a4"]) queue.add("a", item);
  queue.add("b", "b1");
  expect(queue.next(never)?.item).toBe("b1");
  expect(order(queue)).toEqual(["a2", "a3", "a4"]);
});

test("a busy owner is passed over; nothing is handed out when every waiting owner is busy", () => {
  const queue = new FairQueue<string>({ perOwner: 10, total: 100 });
  queue.add("a", "a1");
  queue.add("b", "b1");
  expect(queue.next((owner) => owner === "a")?.item).toBe("b1");
  expect(queue.next((owner) => owner === "a")).toBeUndefined();
  expect(queue.next(never)).toEqual({ owner: "a", item: "a1" });
});

test("the limits count waiting items per owner and in all", () => {
  const queue = new FairQueue<string>({ perOwner: 2, total: 3 });
  expect(queue.add("a", "a1")).toBe("queued");
  expect(queue.add("a", "a2")).toBe("queued");
  expect(queue.add("a", "a3")).toBe("owner full");
  expect(queue.add("b", "b1")).toBe("queued");
  expect(queue.add("c", "c1")).toBe("full");
  queue.next(never);
  expect(queue.add("a", "a3")).toBe("queued");
  expect(queue.drain().sort()).toEqual(["a2", "a3", "b1"]);
  expect(queue.next(never)).toBeUndefined();
});
