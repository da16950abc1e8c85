import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { createToolStore, type Report } from "./tool-store.ts";

interface Item {
  id: string;
}

/** A tool whose runs the test settles by hand, reporting a count as its progress. */
function makeTool() {
  const runs: { resolve: (id: string) => void; reject: (error: Error) => void; report: Report<{ ticks: number }> }[] =
    [];
  const sendRating = vi.fn();
  const fetchRecent = vi.fn((_userId: string, _limit: number): Promise<Item[] | null> => Promise.resolve([]));
  const store = createToolStore<string, { id: string }, Item, { ticks: number }>({
    idle: { ticks: 0 },
    run: (_request, report) =>
      new Promise((resolve, reject) => runs.push({ resolve: (id) => resolve({ id }), reject, report })),
    toItem: (result) => ({ id: result.id }),
    itemId: (item) => item.id,
    sendRating,
    fetchRecent,
  });
  return { store, runs, sendRating, fetchRecent };
}

describe("createToolStore", () => {
  it("reports progress while busy, then puts the result first in a recent list of at most 5", async () => {
    const { store, runs } = makeTool();
    for (let i = 1; i <= 6; i++) {
      const done = store.getState().generate(`request ${i}`);
      expect(store.getState()).toMatchObject({ status: "busy", ticks: 0, result: null });
      runs[i - 1].report((progress) => ({ ticks: progress.ticks + 2 }));
      expect(store.getState().ticks).toBe(2);
      runs[i - 1].resolve(`r${i}`);
      await done;
    }
    expect(store.getState()).toMatchObject({ status: "done", result: { id: "r6" } });
    expect(store.getState().recent.map((item) => item.id)).toEqual(["r6", "r5", "r4", "r3", "r2"]);
  });

  it("ignores a second request while busy; a failure keeps the server's words, and nothing else's", async () => {
    const { store, runs } = makeTool();
    const first = store.getState().generate("a");
    void store.getState().generate("b");
    expect(runs).toHaveLength(1);
    runs[0].reject(new ApiError("The data took too long to read.", 504));
    await first;
    expect(store.getState()).toMatchObject({ status: "failed", failure: "The data took too long to read." });
    const second = store.getState().generate("c");
    runs[1].reject(new Error("a bug's own words"));
    await second;
    expect(store.getState()).toMatchObject({ status: "failed", failure: null });
  });

  it("a new user's recent list drops the previous user's results and a run still in flight", async () => {
    const { store, runs, fetchRecent } = makeTool();
    fetchRecent.mockResolvedValueOnce([{ id: "old" }]);
    await store.getState().loadRecent("user-1");
    const pending = store.getState().generate("a");
    fetchRecent.mockResolvedValueOnce([{ id: "theirs" }]);
    await store.getState().loadRecent("user-2");
    runs[0].report(() => ({ ticks: 9 }));
    runs[0].resolve("late");
    await pending;
    expect(store.getState()).toMatchObject({ status: "idle", ticks: 0, result: null, recentOwner: "user-2" });
    expect(store.getState().recent).toEqual([{ id: "theirs" }]);
  });

  it("rates the current result once one exists", async () => {
    const { store, runs, sendRating } = makeTool();
    store.getState().rate(4);
    expect(sendRating).not.toHaveBeenCalled();
    const done = store.getState().generate("a");
    runs[0].resolve("r1");
    await done;
    store.getState().rate(4);
    expect(sendRating).toHaveBeenCalledWith({ id: "r1" }, 4);
    expect(store.getState().rating).toBe(4);
  });
});
