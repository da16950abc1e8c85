import type {
  ChartHistoryItem,
  DataAnalysisHistoryItem,
  FormulaHistoryItem,
  HistoryItem,
  HistoryType,
  VbaHistoryItem,
} from "../../../../api/contract/history.ts";
import { jsonResponse, mockFetch } from "../../test-utils.tsx";

const base = (index: number) => ({
  id: `item-${index}`,
  description: `request ${index}`,
  explanation: `explains ${index}`,
  steps: [`step one of ${index}`, `step two of ${index}`],
  platform: "excel" as const,
  // Newer items have higher indexes, as the server lists them newest first.
  timestamp: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString(),
});

export const makeFormula = (index: number, overrides: Partial<FormulaHistoryItem> = {}): FormulaHistoryItem => ({
  ...base(index),
  formula: `=SUM(A1:A${index})`,
  functions: ["SUM"],
  ...overrides,
});
export const makeMacro = (index: number, overrides: Partial<VbaHistoryItem> = {}): VbaHistoryItem => ({
  ...base(index),
  code: `Sub Macro${index}()\nEnd Sub`,
  ...overrides,
});
export const makeAnalysis = (index: number): DataAnalysisHistoryItem => ({
  ...base(index),
  analysis: `Total ${index}`,
});
export const makeChart = (index: number): ChartHistoryItem => ({ ...base(index), chartType: `Bar Chart ${index}` });

type Failure = () => Response | Promise<Response>;

/**
 * The history and favorites endpoints as the server answers them, over lists the test owns: enough to watch the
 * dashboard page, star, delete and load more. A `fail` entry answers that call instead.
 */
export function fakeHistoryApi(
  history: Partial<Record<HistoryType, HistoryItem[]>>,
  favorites: HistoryItem[] = [],
  fail: Partial<Record<"history" | "favorites" | "add" | "remove" | "delete", Failure>> = {},
) {
  const lists: Record<string, HistoryItem[]> = {
    formula: [],
    vba: [],
    dataAnalyzer: [],
    chartGenerator: [],
    ...history,
  };
  const state = { favorites: [...favorites] };
  const ok = (data: unknown) => jsonResponse(200, { success: true, data });
  const fetchMock = mockFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    const method = init.method ?? "GET";
    const historyPath = /^\/api\/history\/(\w+)\/([^/]+)$/.exec(pathname);
    if (historyPath && method === "GET") {
      if (fail.history) return fail.history();
      const list = lists[historyPath[1]] ?? [];
      const before = searchParams.get("before");
      const start = before ? list.findIndex((item) => item.id === before) + 1 : 0;
      return ok(list.slice(start, start + Number(searchParams.get("limit") ?? 100)));
    }
    if (historyPath && method === "DELETE") {
      if (fail.delete) return fail.delete();
      const id = decodeURIComponent(historyPath[2]);
      lists[historyPath[1]] = lists[historyPath[1]].filter((item) => item.id !== id);
      state.favorites = state.favorites.filter((item) => item.id !== id);
      return ok({ id });
    }
    if (pathname === "/api/favorites") return fail.favorites ? fail.favorites() : ok(state.favorites);
    if (pathname === "/api/addFavorite") {
      if (fail.add) return fail.add();
      const { item } = JSON.parse(String(init.body));
      state.favorites = [item, ...state.favorites.filter((favorite) => favorite.id !== item.id)];
      return ok(item);
    }
    const removal = /^\/api\/removeFavorite\/(.+)$/.exec(pathname);
    if (removal) {
      if (fail.remove) return fail.remove();
      const id = decodeURIComponent(removal[1]);
      state.favorites = state.favorites.filter((item) => item.id !== id);
      return ok({ id, removed: true });
    }
    throw new Error(`unexpected call ${method} ${url}`);
  });
  return { fetchMock, lists, state };
}
