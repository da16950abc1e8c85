import type { HistoryItem, HistoryType } from "../../../../api/contract/history.ts";
import { copy } from "../../copy.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { isHistoryItem } from "./history-items.ts";

interface ListAnswer {
  data?: unknown;
}

/** A page of one history type, newest first; `before` is the id of the last item already shown. */
export async function fetchHistoryPage(
  type: HistoryType,
  userId: string,
  page: { limit: number; before?: string },
): Promise<HistoryItem[]> {
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.before) query.set("before", page.before);
  const answer = await apiRequest<ListAnswer>(
    `/api/history/${type}/${encodeURIComponent(userId)}?${query}`,
    { auth: true, fallbackError: copy.errors.unknown, networkError: copy.history.unreachable, statusTextFirst: true },
  );
  if (!Array.isArray(answer.data)) throw new TypeError(copy.generators.invalidResponse);
  return answer.data.filter(isHistoryItem);
}

/** The spec: a failed favorites load or an answer of the wrong form reads as an empty list. */
export async function fetchFavorites(): Promise<HistoryItem[]> {
  try {
    const answer = await apiRequest<ListAnswer>("/api/favorites", { auth: true, fallbackError: copy.errors.unknown });
    return Array.isArray(answer.data) ? answer.data.filter(isHistoryItem) : [];
  } catch {
    return [];
  }
}

const toggleOptions = {
  auth: true,
  fallbackError: copy.errors.unknown,
  networkError: copy.favorites.toggleError,
  statusTextFirst: true,
} as const;

/** The spec's client sends the whole item; the server reads its id. */
export function addFavorite(item: HistoryItem): Promise<unknown> {
  return apiRequest("/api/addFavorite", { ...toggleOptions, method: "POST", body: { item } });
}

export function removeFavorite(id: string): Promise<unknown> {
  return apiRequest(`/api/removeFavorite/${encodeURIComponent(id)}`, { ...toggleOptions, method: "DELETE" });
}

export function deleteHistoryItem(type: HistoryType, id: string): Promise<unknown> {
  return apiRequest(`/api/history/${type}/${encodeURIComponent(id)}`, {
    method: "DELETE",
    auth: true,
    fallbackError: copy.history.deleteFailed,
    networkError: copy.history.deleteError,
  });
}
