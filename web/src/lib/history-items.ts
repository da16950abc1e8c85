import type { HistoryItem, HistoryItemOf, HistoryType } from "../../../api/contract/history.ts";
import { copy } from "../copy.ts";
import { apiRequest } from "./api-client.ts";
import { isText } from "./answer-guards.ts";

/** The spec's classification: formula if it has formula, VBA if code, analyzer if analysis, chart if chartType. */
export function typeOf(item: HistoryItem): HistoryType {
  if ("formula" in item) return "formula";
  if ("code" in item) return "vba";
  if ("analysis" in item) return "dataAnalyzer";
  return "chartGenerator";
}

/** The item's main text: what it is for, and what the copy button copies. */
export function mainText(item: HistoryItem): string {
  if ("formula" in item) return item.formula;
  if ("code" in item) return item.code;
  if ("analysis" in item) return item.analysis;
  return item.chartType;
}

/** Answers from the server are read defensively: an item the page could not show is left out, not a crash. */
export function isHistoryItem(value: unknown): value is HistoryItem {
  const item = value as Record<string, unknown> | null;
  if (!item || !isText(item.id) || !isText(item.timestamp)) return false;
  const main = item.formula ?? item.code ?? item.analysis ?? item.chartType;
  return isText(main) && (item.steps === undefined || Array.isArray(item.steps));
}

/**
 * A generator's recent list: the newest `limit` items of one type, or null when they could not be read. The recent
 * lists are a convenience, not the history, so a failure shows no error and leaves the list as it is.
 */
export async function fetchRecentHistory<Type extends HistoryType>(
  type: Type,
  userId: string,
  limit: number,
): Promise<HistoryItemOf[Type][] | null> {
  try {
    const answer = await apiRequest<{ data?: unknown }>(
      `/api/history/${type}/${encodeURIComponent(userId)}?limit=${limit}`,
      { auth: true, fallbackError: copy.generators.historyFailed },
    );
    if (!Array.isArray(answer.data)) return null;
    return answer.data.filter((item): item is HistoryItemOf[Type] => isHistoryItem(item) && typeOf(item) === type);
  } catch {
    return null;
  }
}
