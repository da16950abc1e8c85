import { create } from "zustand";
import type { HistoryItem, HistoryType } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { ApiError, errorText } from "../../lib/api-client.ts";
import { readToken } from "../../lib/session-token.ts";
import { addFavorite, deleteHistoryItem, fetchFavorites, fetchHistoryPage, removeFavorite } from "./history-api.ts";
import { historyTypes } from "./history-items.ts";

/** How many items the dashboard loads at a time; "Load more" asks for the next ones. */
export const historyPageSize = 20;

export interface HistoryList {
  items: HistoryItem[];
  status: "idle" | "loading" | "ready" | "failed";
  /** The spec's text for a failed load, shown instead of the list. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
}

interface HistoryState {
  /** Whose history is loaded: another user signing in must not see the previous user's items. */
  owner: string | null;
  selectedType: HistoryType;
  lists: Record<HistoryType, HistoryList>;
  favorites: HistoryItem[];
  favoritesLoaded: boolean;
  /** Items whose star is being toggled: a second click waits for the first answer. */
  toggling: string[];
  open: (userId: string) => void;
  selectType: (type: HistoryType) => void;
  loadList: (type: HistoryType) => Promise<void>;
  loadMore: (type: HistoryType) => Promise<void>;
  loadFavorites: () => Promise<void>;
  /** Loads again what is shown, after the live connection was lost and pushes may have been missed. */
  refresh: () => Promise<void>;
  /** Answers the text to show when it failed, else null. */
  toggleFavorite: (item: HistoryItem) => Promise<string | null>;
  /** Answers the text to show when it failed, else null. */
  deleteItem: (type: HistoryType, id: string) => Promise<string | null>;
  /** Pushed from another tab or device of the same person. */
  created: (type: HistoryType, item: HistoryItem) => void;
  /** An item changed in place (one of a formula's alternatives was chosen): shown as it is now, where it was. */
  updated: (type: HistoryType, item: HistoryItem) => void;
  deleted: (type: HistoryType, id: string) => void;
  favoriteAdded: (item: HistoryItem) => void;
  favoriteRemoved: (id: string) => void;
}

const emptyList = (): HistoryList => ({ items: [], status: "idle", error: null, hasMore: false, loadingMore: false });
const emptyLists = () =>
  Object.fromEntries(historyTypes.map((type) => [type, emptyList()])) as Record<HistoryType, HistoryList>;

/** The first of each id wins, in order: a pushed item and the same item in a fetched page show once. */
function uniqueById(items: HistoryItem[]): HistoryItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** Items that arrived by push while a load was under way, which the loaded page may not hold yet. */
const arrivedSince = (now: HistoryItem[], before: HistoryItem[]) => now.filter((item) => !before.includes(item));

function loadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return copy.history.fetchFailed(error.message, error.status);
  return copy.history.unexpected(error instanceof Error ? error.message : String(error));
}

/**
 * The dashboard's History and Favorites: lists by type, loaded a page at a time, and the favorites that decide
 * which stars are filled. Pushes from the person's other tabs keep both current without a reload.
 */
export const useHistoryStore = create<HistoryState>()((set, get) => {
  const setList = (type: HistoryType, change: Partial<HistoryList>) =>
    set((state) => ({ lists: { ...state.lists, [type]: { ...state.lists[type], ...change } } }));

  return {
    owner: null,
    selectedType: "formula",
    lists: emptyLists(),
    favorites: [],
    favoritesLoaded: false,
    toggling: [],

    open: (userId) => {
      if (get().owner === userId) return;
      set({ owner: userId, selectedType: "formula", lists: emptyLists(), favorites: [], favoritesLoaded: false });
    },

    selectType: (type) => set({ selectedType: type }),

    loadList: async (type) => {
      const owner = get().owner;
      // The spec: without a token or a user the fetch is skipped silently.
      if (!owner || !readToken()) return;
      const before = get().lists[type].items;
      setList(type, { status: "loading", error: null });
      try {
        const page = await fetchHistoryPage(type, owner, { limit: historyPageSize });
        if (get().owner !== owner) return;
        const pushed = arrivedSince(get().lists[type].items, before);
        setList(type, {
          items: uniqueById([...pushed, ...page]),
          status: "ready",
          hasMore: page.length === historyPageSize,
        });
      } catch (error) {
        if (get().owner === owner) setList(type, { status: "failed", error: loadFailure(error) });
      }
    },

    loadMore: async (type) => {
      const owner = get().owner;
      const list = get().lists[type];
      const last = list.items.at(-1);
      if (!owner || !last || list.loadingMore || !list.hasMore) return;
      setList(type, { loadingMore: true });
      try {
        const page = await fetchHistoryPage(type, owner, { limit: historyPageSize, before: last.id });
        if (get().owner !== owner) return;
        setList(type, {
          items: uniqueById([...get().lists[type].items, ...page]),
          hasMore: page.length === historyPageSize,
          loadingMore: false,
        });
      } catch (error) {
        if (get().owner === owner) setList(type, { loadingMore: false, status: "failed", error: loadFailure(error) });
      }
    },

    loadFavorites: async () => {
      const owner = get().owner;
      if (!owner || !readToken()) return;
      const before = get().favorites;
      const favorites = await fetchFavorites();
      if (get().owner !== owner) return;
      set({ favorites: uniqueById([...arrivedSince(get().favorites, before), ...favorites]), favoritesLoaded: true });
    },

    refresh: async () => {
      const { lists, loadList, loadFavorites } = get();
      const shown = historyTypes.filter((type) => lists[type].status !== "idle");
      await Promise.all([loadFavorites(), ...shown.map(loadList)]);
    },

    toggleFavorite: async (item) => {
      if (!readToken() || !get().owner) return copy.favorites.loginRequired;
      if (get().toggling.includes(item.id)) return null;
      const isFavorite = get().favorites.some((favorite) => favorite.id === item.id);
      set((state) => ({ toggling: [...state.toggling, item.id] }));
      try {
        if (isFavorite) {
          await removeFavorite(item.id);
          get().favoriteRemoved(item.id);
        } else {
          await addFavorite(item);
          get().favoriteAdded(item);
        }
        // The spec reloads the favorites after each toggle: what the server keeps is what is shown.
        void get().loadFavorites();
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.status > 0) return copy.favorites.toggleFailed(error.message);
        return copy.favorites.toggleError;
      } finally {
        set((state) => ({ toggling: state.toggling.filter((id) => id !== item.id) }));
      }
    },

    deleteItem: async (type, id) => {
      try {
        await deleteHistoryItem(type, id);
        get().deleted(type, id);
        return null;
      } catch (error) {
        return errorText(error, copy.history.deleteError);
      }
    },

    created: (type, item) => {
      const list = get().lists[type];
      // A list never opened loads this item with the rest when it is opened.
      if (list.status === "idle") return;
      setList(type, { items: uniqueById([item, ...list.items]) });
    },

    updated: (type, item) => {
      const swap = (items: HistoryItem[]) => items.map((shown) => shown.id === item.id ? item : shown);
      setList(type, { items: swap(get().lists[type].items) });
      set((state) => ({ favorites: swap(state.favorites) }));
    },

    deleted: (type, id) => {
      setList(type, { items: get().lists[type].items.filter((item) => item.id !== id) });
      get().favoriteRemoved(id);
    },

    favoriteAdded: (item) => set((state) => ({ favorites: uniqueById([item, ...state.favorites]) })),

    favoriteRemoved: (id) => set((state) => ({ favorites: state.favorites.filter((item) => item.id !== id) })),
  };
});
