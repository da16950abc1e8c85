import type { Role } from "./account.ts";
import type { ChartHistoryItem, DataAnalysisHistoryItem, FormulaHistoryItem, VbaHistoryItem } from "./history.ts";

/** GET /api/admin/users pages: the default and the largest `limit`. */
export const adminUsersDefaultLimit = 50;
export const adminUsersMaxLimit = 100;
/** GET /api/admin/flags and /api/admin/audit-log pages. */
export const adminListDefaultLimit = 50;
/** GET /api/admin/api-usage: how many days of per-day counts the chart shows, today included. */
export const usageDays = 30;

/** A user as a superadmin sees them in the User Management table: never a hash or token version. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  apiCalls: number;
  blocked: boolean;
  createdAt: string;
}

/** `data` stays the plain list the spec's client reads; the page and the total sit beside it. */
export interface AdminUsersAnswer {
  success: true;
  data: AdminUser[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** One UTC day of successful generations, `date` as YYYY-MM-DD. */
export interface UsageDay {
  date: string;
  calls: number;
}

/** `days` holds the last `usageDays` UTC days, oldest first, days without calls as 0. */
export interface ApiUsage {
  totalApiCalls: number;
  days: UsageDay[];
}

/** The spec's admin per-user history: the newest items of each kind. */
export interface AdminUserHistory {
  formulaHistory: FormulaHistoryItem[];
  vbaHistory: VbaHistoryItem[];
  dataAnalyzerHistory: DataAnalysisHistoryItem[];
  chartGeneratorHistory: ChartHistoryItem[];
}

export interface PersonRef {
  id: string;
  name: string;
}

/** How a flag ended: still open, dismissed, or answered by suspending the user. */
export const flagStatuses = ["open", "dismissed", "suspended"] as const;
export type FlagStatus = (typeof flagStatuses)[number];
/** What a superadmin may do with an open flag. */
export const flagActions = ["dismiss", "suspend"] as const;
export type FlagAction = (typeof flagActions)[number];

/** A moderator's flag as the superadmin's queue shows it: who flagged whom, why, about which reply. */
export interface FlagView {
  id: string;
  reason: string;
  createdAt: string;
  status: FlagStatus;
  user: PersonRef & { email: string; role: Role; blocked: boolean };
  flaggedBy: PersonRef;
  /** The reply the flag was raised from, while it exists. */
  post: { id: string; topicId: string; excerpt: string } | null;
  resolvedBy: PersonRef | null;
  resolvedAt: string | null;
}

/** Every admin and moderator action the audit log records. */
export const auditActions = [
  "user.suspended",
  "user.activated",
  "moderator.granted",
  "moderator.removed",
  "category.created",
  "user.flagged",
  "flag.dismissed",
  "topic.deleted",
  "post.deleted",
  "reports.dismissed",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** One audit line: who did what to whom (a person, or `subject` for a category, topic or reply), when and why. */
export interface AuditEntry {
  id: string;
  action: AuditAction;
  actor: PersonRef | null;
  target: PersonRef | null;
  subject: string | null;
  reason: string | null;
  createdAt: string;
}

/** A page of a superadmin list beside its total. */
export interface AdminPage<T> {
  success: true;
  data: T[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/**
 * Pushes to room `admins` (superadmins only), so the admin page never needs a reload. `day` is the UTC date the
 * call counts for in the per-day chart.
 */
export interface AdminServerEvents {
  "usage:updated": (event: { userId: string; apiCalls: number; totalApiCalls: number; day: string }) => void;
  "user:registered": (user: AdminUser) => void;
  /** A user's role or suspension changed (from any superadmin's tab). */
  "user:updated": (user: AdminUser) => void;
  "flag:created": (flag: FlagView) => void;
  "flag:resolved": (flag: FlagView) => void;
  "audit:created": (entry: AuditEntry) => void;
}

/** Pushes to room `user:<id>`: every open tab of the person learns at once that their account changed. */
export interface AccountServerEvents {
  /** The sockets are cut right after; the page signs out and shows `message`. */
  "user:suspended": (event: { message: string }) => void;
  "user:role": (event: { role: Role }) => void;
}
