import type {
  AdminPage,
  AdminUser,
  AdminUserHistory,
  AdminUsersAnswer,
  ApiUsage,
  AuditEntry,
  FlagAction,
  FlagView,
} from "../../../../api/contract/admin.ts";
import type { CategoryBody, ForumCategory } from "../../../../api/contract/forum.ts";
import { ApiError, apiRequest } from "../../lib/api-client.ts";
import { copy } from "../../copy.ts";

const text = copy.admin;
type Envelope<T> = { success: true; data: T };

export function fetchUsers(query: { page: number; q: string }): Promise<AdminUsersAnswer> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.q) params.set("q", query.q);
  return apiRequest<AdminUsersAnswer>(`/api/admin/users?${params}`, { auth: true, fallbackError: text.usersFailed });
}

export async function fetchApiUsage(): Promise<ApiUsage> {
  return (await apiRequest<Envelope<ApiUsage>>("/api/admin/api-usage", { auth: true, fallbackError: text.usageFailed }))
    .data;
}

/** Fails with an ApiError whose status the panel shows beside the server's words, as the spec asks. */
export async function fetchUserHistory(userId: string): Promise<AdminUserHistory> {
  const path = `/api/admin/user-history/${encodeURIComponent(userId)}`;
  return (await apiRequest<Envelope<AdminUserHistory>>(path, { auth: true, fallbackError: text.unknownError })).data;
}

export async function setBlocked(userId: string, blocked: boolean): Promise<AdminUser> {
  const path = `/api/admin/block-user/${encodeURIComponent(userId)}`;
  const failed = blocked ? text.block.blockFailed : text.block.unblockFailed;
  return (await apiRequest<Envelope<AdminUser>>(path, {
    method: "PUT",
    body: { blocked },
    auth: true,
    fallbackError: failed,
    networkError: text.block.unknown,
  })).data;
}

/** The spec reads only ok or not ok from this call: a refusal says its own fixed text, never the server's words. */
export async function toggleModerator(user: AdminUser): Promise<AdminUser> {
  const removing = user.role === "moderator";
  const failed = removing ? text.moderator.removeFailed : text.moderator.makeFailed;
  const path = `/api/admin/make-moderator/${encodeURIComponent(user.id)}`;
  try {
    return (await apiRequest<Envelope<AdminUser>>(path, {
      method: "PUT",
      auth: true,
      fallbackError: failed,
      networkError: removing ? text.moderator.removeError : text.moderator.makeError,
    })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new ApiError(failed, error.status);
    throw error;
  }
}

export async function createCategory(body: CategoryBody): Promise<ForumCategory> {
  return (await apiRequest<Envelope<ForumCategory>>("/api/admin/forum-categories", {
    method: "POST",
    body,
    auth: true,
    fallbackError: text.category.failed,
    networkError: text.category.error,
  })).data;
}

export function fetchOpenFlags(): Promise<AdminPage<FlagView>> {
  return apiRequest<AdminPage<FlagView>>("/api/admin/flags?limit=100", {
    auth: true,
    fallbackError: text.flags.loadFailed,
  });
}

export async function resolveFlag(id: string, action: FlagAction): Promise<FlagView> {
  return (await apiRequest<Envelope<FlagView>>(`/api/admin/flags/${encodeURIComponent(id)}/resolve`, {
    method: "POST",
    body: { action },
    auth: true,
    fallbackError: text.flags.failed,
  })).data;
}

export function fetchAuditLog(page: number): Promise<AdminPage<AuditEntry>> {
  return apiRequest<AdminPage<AuditEntry>>(`/api/admin/audit-log?page=${page}&limit=20`, {
    auth: true,
    fallbackError: text.audit.loadFailed,
  });
}
