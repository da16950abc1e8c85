import { create } from "zustand";
import { errorText } from "../../lib/api-client.ts";
import type { StreamHandlers } from "./generation-api.ts";

/** The spec's recent lists hold this many results, newest first. */
const recentLimit = 5;

export type GenerationStatus = "idle" | "busy" | "done" | "failed";

interface GenerationState<Request, Result, Item> {
  status: GenerationStatus;
  /** The explanation as streamed so far, shown while the result is still being built. */
  streamed: string;
  result: Result | null;
  /** Why the last generation failed, in the server's words (or the client's cause), under the page's alert. */
  failure: string | null;
  /** 0 until the user picks a star for the current result. */
  rating: number;
  recent: Item[];
  /** Whose history seeded `recent`: another user signing in must not see the previous user's results. */
  recentOwner: string | null;
  generate: (request: Request) => Promise<void>;
  rate: (rating: number) => void;
  loadRecent: (userId: string) => Promise<void>;
  /** An item generated or deleted in another tab or device of the same person. */
  pushRecent: (item: Item) => void;
  dropRecent: (id: string) => void;
}

interface GenerationTool<Request, Result, Item> {
  run: (request: Request, handlers: StreamHandlers) => Promise<Result>;
  toItem: (result: Result, request: Request) => Item;
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
 * The generators share one life cycle (idle → busy → result or failure, recent list of 5, rating); each tool
 * supplies only its calls. Kept in a store rather than the page so a result still lands if the user navigates away.
 */
export function createGenerationStore<Request, Result, Item>(tool: GenerationTool<Request, Result, Item>) {
  return create<GenerationState<Request, Result, Item>>()((set, get) => {
    // Only the latest request may write its outcome; an older one finishing late is ignored.
    let latestRun = 0;

    return {
      status: "idle",
      streamed: "",
      result: null,
      failure: null,
      rating: 0,
      recent: [],
      recentOwner: null,

      generate: async (request) => {
        if (get().status === "busy") return;
        const run = ++latestRun;
        set({ status: "busy", streamed: "", result: null, failure: null, rating: 0 });
        try {
          const result = await tool.run(request, {
            onDelta: (text) => {
              if (run === latestRun) set((state) => ({ streamed: state.streamed + text }));
            },
            onRestart: () => {
              if (run === latestRun) set({ streamed: "" });
            },
          });
          if (run !== latestRun) return;
          const item = tool.toItem(result, request);
          set((state) => ({
            status: "done",
            result,
            recent: newestUnique([item, ...state.recent], tool.itemId),
          }));
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
            streamed: "",
            result: null,
            failure: null,
            rating: 0,
          });
        }
        // Coming back to the page, the list is read again: items deleted or made elsewhere meanwhile were not followed.
        const before = get().recent;
        const history = await tool.fetchRecent(userId, recentLimit);
        if (history === null || get().recentOwner !== userId) return;
        // Results generated while the history loaded are newer than anything in it.
        set((state) => ({
          recent: newestUnique([...state.recent.filter((item) => !before.includes(item)), ...history], tool.itemId),
        }));
      },

      pushRecent: (item) => set((state) => ({ recent: newestUnique([item, ...state.recent], tool.itemId) })),

      dropRecent: (id) => set((state) => ({ recent: state.recent.filter((item) => tool.itemId(item) !== id) })),
    };
  });
}
