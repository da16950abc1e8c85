import { create } from "zustand";
import { errorText } from "./api-client.ts";

/** The spec's recent lists hold this many results, newest first. */
const recentLimit = 5;

export type ToolStatus = "idle" | "busy" | "done" | "failed";

export interface ToolState<Request, Result, Item> {
  status: ToolStatus;
  result: Result | null;
  /** What was asked for the result shown (or being made), so the page can set the two side by side. */
  request: Request | null;
  /** Why the last request failed, in the server's words (or the client's cause), under the page's alert. */
  failure: string | null;
  /** 0 until the user picks a star for the current result. */
  rating: number;
  recent: Item[];
  /** Whose history seeded `recent`: another user signing in must not see the previous user's results. */
  recentOwner: string | null;
  generate: (request: Request) => Promise<void>;
  rate: (rating: number) => void;
  loadRecent: (userId: string) => Promise<void>;
  /** An item made or deleted in another tab or device of the same person. */
  pushRecent: (item: Item) => void;
  dropRecent: (id: string) => void;
  /** An item changed in place (here or in another tab): the recent list shows it as it is now, where it was. */
  replaceRecent: (item: Item) => void;
}

/** Progress reported while a request runs: a change computed from the progress so far. */
export type Report<Progress> = (change: (progress: Progress) => Partial<Progress>) => void;

export interface Tool<Request, Result, Item, Progress> {
  /** The progress of a request that has not started: also what a new request starts from. */
  idle: Progress;
  run: (request: Request, report: Report<Progress>) => Promise<Result>;
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
 * Every generator shares one life cycle (idle → busy with its progress → result or failure, a recent list of 5, a
 * rating); each tool supplies its calls and what its progress is (the streamed explanation, the upload and stages).
 * Kept in a store rather than the page so a result still lands if the user navigates away and back.
 */
export function createToolStore<Request, Result, Item, Progress extends object>(
  tool: Tool<Request, Result, Item, Progress>,
) {
  type State = ToolState<Request, Result, Item> & Progress;
  return create<State>()((set, get) => {
    // Only the latest request may write its outcome; an older one finishing late is ignored.
    let latestRun = 0;
    const cleared = () => ({
      status: "idle" as const,
      ...tool.idle,
      result: null,
      request: null,
      failure: null,
      rating: 0,
    });

    return {
      ...cleared(),
      recent: [],
      recentOwner: null,

      generate: async (request) => {
        if (get().status === "busy") return;
        const run = ++latestRun;
        set({ ...cleared(), status: "busy", request } as Partial<State>);
        try {
          const result = await tool.run(request, (change) => {
            if (run === latestRun) set((state) => change(state) as Partial<State>);
          });
          if (run !== latestRun) return;
          const item = tool.toItem(result, request);
          set((state) =>
            ({
              status: "done",
              result,
              recent: newestUnique([item, ...state.recent], tool.itemId),
            }) as Partial<State>
          );
        } catch (error) {
          if (run !== latestRun) return;
          set({ status: "failed", failure: errorText(error, "") || null } as Partial<State>);
        }
      },

      rate: (rating) => {
        const result = get().result;
        if (!result) return;
        set({ rating } as Partial<State>);
        tool.sendRating(result, rating);
      },

      loadRecent: async (userId) => {
        if (get().recentOwner !== userId) {
          latestRun++;
          set({ ...cleared(), recentOwner: userId, recent: [] } as Partial<State>);
        }
        // Coming back to the page, the list is read again: items deleted or made elsewhere meanwhile were not followed.
        const before = get().recent;
        const history = await tool.fetchRecent(userId, recentLimit);
        if (history === null || get().recentOwner !== userId) return;
        // Results made while the history loaded are newer than anything in it.
        set((state) =>
          ({
            recent: newestUnique([...state.recent.filter((item) => !before.includes(item)), ...history], tool.itemId),
          }) as Partial<State>
        );
      },

      pushRecent: (item) =>
        set((state) => ({ recent: newestUnique([item, ...state.recent], tool.itemId) }) as Partial<State>),

      replaceRecent: (item) =>
        set((state) =>
          ({
            recent: state.recent.map((shown) => tool.itemId(shown) === tool.itemId(item) ? item : shown),
          }) as Partial<State>
        ),

      dropRecent: (id) =>
        set((state) => ({ recent: state.recent.filter((item) => tool.itemId(item) !== id) }) as Partial<State>),
    } as State;
  });
}
