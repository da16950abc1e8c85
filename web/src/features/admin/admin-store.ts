import { create } from "zustand";
import type {
  AdminUser,
  AdminUserHistory,
  ApiUsage,
  AuditEntry,
  FlagAction,
  FlagView,
  UsageDay,
} from "../../../../api/contract/admin.ts";
import { copy } from "../../copy.ts";
import { ApiError, errorText } from "../../lib/api-client.ts";
import { showToast } from "../../components/toast-store.ts";
import * as api from "./admin-api.ts";

const text = copy.admin;

interface UsersView {
  list: AdminUser[];
  page: number;
  totalPages: number;
  /** How many match the current search. */
  matching: number;
  q: string;
}

interface HistoryView {
  user: AdminUser;
  status: "loading" | "ready" | "failed";
  lists: AdminUserHistory | null;
  error: string | null;
}

interface AdminState {
  status: "idle" | "loading" | "ready" | "failed";
  error: string | null;
  users: UsersView;
  /** Everyone, whatever the search: the spec's Total Users. */
  totalUsers: number;
  usage: ApiUsage | null;
  flags: FlagView[];
  audit: { entries: AuditEntry[]; page: number; totalPages: number };
  history: HistoryView | null;
  /** Ids of users with an action on its way, so their buttons wait. */
  busy: string[];

  load: () => Promise<void>;
  loadUsers: (page: number, q: string) => Promise<void>;
  loadAudit: (page: number) => Promise<void>;
  showHistory: (user: AdminUser) => Promise<void>;
  closeHistory: () => void;
  setBlocked: (user: AdminUser, blocked: boolean) => Promise<void>;
  toggleModerator: (user: AdminUser) => Promise<void>;
  resolveFlag: (flag: FlagView, action: FlagAction) => Promise<void>;

  usageUpdated: (event: { userId: string; apiCalls: number; totalApiCalls: number; day: string }) => void;
  userRegistered: (user: AdminUser) => void;
  userUpdated: (user: AdminUser) => void;
  flagCreated: (flag: FlagView) => void;
  flagResolved: (flag: FlagView) => void;
  auditCreated: (entry: AuditEntry) => void;
}

/** The words for a failed first load: who may not look, a missing session, or what failed. */
function loadError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403) return text.accessDenied;
  if (error instanceof ApiError && error.message === copy.errors.noToken) return text.tokenMissing;
  return errorText(error, fallback);
}

/** One UTC day's date, `offset` days after `date`. */
const dayAfter = (date: string, offset: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Counts `added` calls on `day`; a day after the last one shown (the page stayed open past midnight UTC) moves the
 * window on, days without calls as 0, so the chart keeps its length.
 */
function addCalls(days: UsageDay[], day: string, added: number): UsageDay[] {
  const last = days.at(-1)?.date;
  if (!last || day <= last) {
    return days.map((entry) => entry.date === day ? { ...entry, calls: entry.calls + added } : entry);
  }
  const moved = [...days];
  for (let next = dayAfter(last, 1); next <= day; next = dayAfter(next, 1)) moved.push({ date: next, calls: 0 });
  moved[moved.length - 1] = { date: day, calls: added };
  return moved.slice(-days.length);
}

const emptyUsers: UsersView = { list: [], page: 1, totalPages: 1, matching: 0, q: "" };

/**
 * What the admin dashboard shows, loaded on open and kept live by the `admins` room's pushes; a lost connection
 * loads it all again.
 */
export const useAdminStore = create<AdminState>()((set, get) => {
  const replaceUser = (user: AdminUser) => {
    const { users, history } = get();
    set({
      users: { ...users, list: users.list.map((row) => row.id === user.id ? user : row) },
      history: history?.user.id === user.id ? { ...history, user } : history,
    });
  };
  const withBusy = async (id: string, work: () => Promise<void>) => {
    if (get().busy.includes(id)) return;
    set({ busy: [...get().busy, id] });
    try {
      await work();
    } finally {
      set({ busy: get().busy.filter((busy) => busy !== id) });
    }
  };

  return {
    status: "idle",
    error: null,
    users: emptyUsers,
    totalUsers: 0,
    usage: null,
    flags: [],
    audit: { entries: [], page: 1, totalPages: 1 },
    history: null,
    busy: [],

    load: async () => {
      set({ status: get().status === "ready" ? "ready" : "loading", error: null });
      const { q, page } = get().users;
      try {
        const [users, usage, flags, audit] = await Promise.all([
          api.fetchUsers({ page, q }),
          api.fetchApiUsage(),
          api.fetchOpenFlags(),
          api.fetchAuditLog(get().audit.page),
        ]);
        const everyone = q ? (await api.fetchUsers({ page: 1, q: "" })).total : users.total;
        set({
          status: "ready",
          users: { list: users.data, page: users.page, totalPages: users.totalPages, matching: users.total, q },
          totalUsers: everyone,
          usage,
          flags: flags.data,
          audit: { entries: audit.data, page: audit.page, totalPages: audit.totalPages },
        });
      } catch (error) {
        set({ status: "failed", error: loadError(error, text.usersFailed) });
      }
    },

    loadUsers: async (page, q) => {
      try {
        const users = await api.fetchUsers({ page, q });
        set({
          users: { list: users.data, page: users.page, totalPages: users.totalPages, matching: users.total, q },
          ...(q ? {} : { totalUsers: users.total }),
        });
      } catch (error) {
        showToast("error", loadError(error, text.usersFailed));
      }
    },

    loadAudit: async (page) => {
      try {
        const audit = await api.fetchAuditLog(page);
        set({ audit: { entries: audit.data, page: audit.page, totalPages: audit.totalPages } });
      } catch (error) {
        showToast("error", errorText(error, text.audit.loadFailed));
      }
    },

    showHistory: async (user) => {
      set({ history: { user, status: "loading", lists: null, error: null } });
      try {
        const lists = await api.fetchUserHistory(user.id);
        if (get().history?.user.id === user.id) set({ history: { user, status: "ready", lists, error: null } });
      } catch (error) {
        const detail = errorText(error, text.unknownError);
        const message = error instanceof ApiError && error.status > 0
          ? text.historyFailed(error.status, detail)
          : detail;
        if (get().history?.user.id === user.id) {
          set({ history: { user, status: "failed", lists: null, error: message } });
        }
      }
    },

    closeHistory: () => set({ history: null }),

    setBlocked: (user, blocked) =>
      withBusy(user.id, async () => {
        try {
          replaceUser(await api.setBlocked(user.id, blocked));
          showToast("success", blocked ? text.block.blocked : text.block.unblocked);
        } catch (error) {
          showToast("error", errorText(error, text.block.unknown));
        }
      }),

    toggleModerator: (user) =>
      withBusy(user.id, async () => {
        const removing = user.role === "moderator";
        try {
          replaceUser(await api.toggleModerator(user));
          showToast("success", removing ? text.moderator.removed : text.moderator.made);
        } catch (error) {
          showToast("error", errorText(error, removing ? text.moderator.removeError : text.moderator.makeError));
        }
      }),

    resolveFlag: (flag, action) =>
      withBusy(flag.id, async () => {
        try {
          get().flagResolved(await api.resolveFlag(flag.id, action));
          showToast("success", action === "dismiss" ? text.flags.dismissed : text.flags.suspended);
        } catch (error) {
          showToast("error", errorText(error, text.flags.failed));
        }
      }),

    usageUpdated: ({ userId, apiCalls, totalApiCalls, day }) => {
      const { usage, users } = get();
      const row = users.list.find((user) => user.id === userId);
      // Pushes may overtake one another: a count only grows.
      if (row) replaceUser({ ...row, apiCalls: Math.max(row.apiCalls, apiCalls) });
      if (!usage) return;
      // The new total says how many calls are new; a push the first load already counted adds none.
      const added = totalApiCalls - usage.totalApiCalls;
      if (added <= 0) return;
      set({ usage: { totalApiCalls, days: addCalls(usage.days, day, added) } });
    },

    userRegistered: (user) => {
      const { users, totalUsers } = get();
      const shown = users.page === 1 && !users.q && !users.list.some((row) => row.id === user.id);
      set({
        totalUsers: totalUsers + 1,
        users: shown ? { ...users, list: [user, ...users.list], matching: users.matching + 1 } : users,
      });
    },

    userUpdated: replaceUser,

    flagCreated: (flag) => {
      if (get().flags.some((open) => open.id === flag.id)) return;
      set({ flags: [...get().flags, flag] });
    },

    flagResolved: (flag) => set({ flags: get().flags.filter((open) => open.id !== flag.id) }),

    auditCreated: (entry) => {
      const { audit } = get();
      if (audit.page !== 1 || audit.entries.some((line) => line.id === entry.id)) return;
      set({ audit: { ...audit, entries: [entry, ...audit.entries].slice(0, 20) } });
    },
  };
});
