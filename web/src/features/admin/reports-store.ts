import { create } from "zustand";
import type { ReportAction, ReportedItem, ReportOutcome } from "../../../../api/contract/reports.ts";
import { showToast } from "../../components/toast-store.ts";
import { copy } from "../../copy.ts";
import { errorText } from "../../lib/api-client.ts";
import * as api from "./reports-api.ts";

const text = copy.admin.reports;

interface ReportsState {
  status: "idle" | "loading" | "ready" | "failed";
  error: string | null;
  items: ReportedItem[];
  /** Ids of items with an action on its way, so their buttons wait. */
  busy: string[];

  load: () => Promise<void>;
  resolve: (item: ReportedItem, action: ReportAction) => Promise<void>;
  reported: (item: ReportedItem) => void;
  closed: (event: { kind: ReportedItem["kind"]; id: string; outcome: ReportOutcome }) => void;
}

const done: Record<ReportOutcome, string> = {
  dismissed: text.dismissed,
  deleted: text.deleted,
  suspended: text.suspended,
};

/**
 * The moderators' queue of reported posts: loaded on open, kept live by room `moderators`. An item is listed once,
 * by id: a new report about it replaces it with its longer list of reports.
 */
export const useReportsStore = create<ReportsState>()((set, get) => ({
  status: "idle",
  error: null,
  items: [],
  busy: [],

  load: async () => {
    set({ status: get().status === "ready" ? "ready" : "loading", error: null });
    try {
      set({ status: "ready", items: (await api.fetchReportedItems()).data });
    } catch (error) {
      set({ status: "failed", error: errorText(error, text.loadFailed) });
    }
  },

  resolve: async (item, action) => {
    if (get().busy.includes(item.id)) return;
    set({ busy: [...get().busy, item.id] });
    try {
      const outcome = await api.resolveReports(item.id, action);
      get().closed({ kind: item.kind, id: item.id, outcome });
      showToast("success", done[outcome]);
    } catch (error) {
      showToast("error", errorText(error, text.failed));
    } finally {
      set({ busy: get().busy.filter((id) => id !== item.id) });
    }
  },

  reported: (item) => {
    const items = get().items;
    set({
      items: items.some((shown) => shown.id === item.id)
        ? items.map((shown) => shown.id === item.id ? item : shown)
        : [...items, item],
    });
  },

  // A deleted topic takes the reports about its replies with it.
  closed: ({ kind, id, outcome }) =>
    set({
      items: get().items.filter((item) =>
        item.id !== id && !(kind === "topic" && outcome === "deleted" && item.topicId === id)
      ),
    }),
}));
