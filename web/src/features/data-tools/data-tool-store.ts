import { create } from "zustand";
import { errorText } from "../../lib/api-client.ts";
import type { DataRequest, DataStage, DataToolHandlers } from "./data-tools-api.ts";

/** The spec's recent lists hold this many results, newest first. */
const recentLimit = 5;

export type DataToolStatus = "idle" | "busy" | "done" | "failed";

export interface DataToolState<Result, Item> {
  status: DataToolStatus;
  /** Share of the upload sent, 0 to 1; null until the browser tells, or when it cannot. */
  uploaded: number | null;
  /** The server's latest stage; null while the data is still going up. */
  stage: DataStage | null;
  result: Result | null;
  /** Why the last request failed, in the server's words (or the client's cause), under the page's alert. */
  failure: string | null;
  /** 0 until the user picks a star for the current result. */
  rating: number;
  recent: Item[];
  /** Whose history seeded `recent`: another user signing in must not see the previous user's results. */
  recentOwner: string | null;
  submit: (request: DataRequest) => Promise<void>;
  rate: (rating: number) => void;
  loadRecent: (userId: string) => Promise<void>;
  /** An item made or deleted in another tab or device of the same person. */
  pushRecent: (item: Item) => void;
  dropRecent: (id: string) => void;
}

interface DataTool<Result, Item> {
  run: (request: DataRequest, handlers: DataToolHandlers) => Promise<Result>;
  toItem: (result: Result, request: DataRequest) => Item;
  itemId: (item: Item) => string;
  sendRating: (result: Result, rating: number) => void;
  /** The newest `limit` items, or null when they could not be read. */
  fetchRecent: (userId: string, limit: number) => Promise<Item[] | null>;
}

function newestUnique<Item>(items: Item[], itemId: (item: Item) => string): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = itemId(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  }).slice(0, recentLimit);
}

/**
 * The data analyzer and the chart generator share one life cycle (idle → busy with upload and stages → result or
 * failure, recent list of 5, rating); each supplies only its calls. Kept in a store rather than the page so a result
 * still lands if the user navigates away and back.
 */
export function createDataToolStore<Result, Item>(tool: DataTool<Result, Item>) {
  return create<DataToolState<Result, Item>>()((set, get) => {
    // Only the latest request may write its outcome; an older one finishing late is ignored.
    let latestRun = 0;

    return {
      status: "idle",
      uploaded: null,
      stage: null,
      result: null,
      failure: null,
      rating: 0,
      recent: [],
      recentOwner: null,

      submit: async (request) => {
        if (get().status === "busy") return;
        const run = ++latestRun;
        set({ status: "busy", uploaded: null, stage: null, result: null, failure: null, rating: 0 });
        try {
          const result = await tool.run(request, {
            onUpload: (uploaded) => {
              if (run === latestRun) set({ uploaded });
            },
            onStage: (stage) => {
              if (run === latestRun) set({ stage });
            },
          });
          if (run !== latestRun) return;
          const item = tool.toItem(result, request);
          set((state) => ({ status: "done", result, recent: newestUnique([item, ...state.recent], tool.itemId) }));
        } catch (error) {
          if (run !== latestRun) return;
          set({ status: "failed", failure: errorText(error, "") || null });
        }
      },

      rate: (rating) => {
        const result = get().result;
        if (!result) return;
        set({ rating });
        tool.sendRating(result, rating);
      },

      loadRecent: async (userId) => {
        if (get().recentOwner !== userId) {
          latestRun++;
          set({
            recentOwner: userId,
            recent: [],
            status: "idle",
            uploaded: null,
            stage: null,
            result: null,
            failure: null,
            rating: 0,
          });
        }
        // Coming back to the page, the list is read again: items deleted or made elsewhere meanwhile were not followed.
        const before = get().recent;
        const history = await tool.fetchRecent(userId, recentLimit);
        if (history === null || get().recentOwner !== userId) return;
        // Results made while the history loaded are newer than anything in it.
        set((state) => ({
          recent: newestUnique([...state.recent.filter((item) => !before.includes(item)), ...history], tool.itemId),
        }));
      },

      pushRecent: (item) => set((state) => ({ recent: newestUnique([item, ...state.recent], tool.itemId) })),

      dropRecent: (id) => set((state) => ({ recent: state.recent.filter((item) => tool.itemId(item) !== id) })),
    };
  });
}
