import { afterEach, describe, expect, test, vi } from "vitest";
import { createEventBus } from "./bus.ts";

afterEach(() => vi.restoreAllMocks());

describe("event bus", () => {
  test("publish hands the payload to every subscriber of that event, synchronously", () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.subscribe("usage.counted", (payload) => void seen.push(["a", payload]));
    bus.subscribe("usage.counted", (payload) => void seen.push(["b", payload]));
    const payload = {
      userId: "u1",
      kind: "formula",
      provider: "builtin",
      fallback: false,
      apiCalls: 1,
      total: 3,
      day: "2026-11-23",
    } as const;
    bus.publish("usage.counted", payload);
    expect(seen).toEqual([["a", payload], ["b", payload]]);
  });

  test("unsubscribe stops deliveries", () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const stop = bus.subscribe("usage.counted", (payload) => void seen.push(payload));
    stop();
    bus.publish("usage.counted", {
      userId: "u1",
      kind: "vba",
      provider: "builtin",
      fallback: false,
      apiCalls: 1,
      total: 1,
      day: "2026-11-23",
    });
    expect(seen).toEqual([]);
  });

  test("a throwing or rejecting subscriber is logged and the others still run", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.subscribe("usage.counted", () => {
      throw new Error("sync boom");
    });
    bus.subscribe("usage.counted", () => Promise.reject(new Error("async boom")));
    bus.subscribe("usage.counted", (payload) => void seen.push(payload));
    expect(() =>
      bus.publish("usage.counted", {
        userId: "u1",
        kind: "formula",
        provider: "builtin",
        fallback: false,
        apiCalls: 1,
        total: 1,
        day: "2026-11-23",
      })
    ).not.toThrow();
    await Promise.resolve();
    expect(seen).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
