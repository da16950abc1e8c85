import type { AdminUser, AdminUserHistory, ApiUsage, FlagView } from "../../../../api/contract/admin.ts";
import { jsonResponse, mockFetch } from "../../test-utils.tsx";

export const makeAdminUser = (index: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: `user-${index}`,
  name: `Person ${index}`,
  email: `person${index}@example.com`,
  role: "user",
  apiCalls: index,
  blocked: false,
  createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
  ...overrides,
});

export const usageOf = (totalApiCalls: number): ApiUsage => ({
  totalApiCalls,
  days: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 25) + index * 86_400_000).toISOString().slice(0, 10),
    calls: index === 29 ? 2 : 0,
  })),
});

export const makeFlag = (index: number, user: AdminUser, overrides: Partial<FlagView> = {}): FlagView => ({
  id: `flag-${index}`,
  reason: `reason ${index}`,
  createdAt: new Date(Date.UTC(2026, 10, 20)).toISOString(),
  status: "open",
  user: { id: user.id, name: user.name, email: user.email, role: user.role, blocked: user.blocked },
  flaggedBy: { id: "mod-1", name: "Mo Derator" },
  post: { id: "post-1", topicId: "topic-1", excerpt: "Buy cheap licences" },
  resolvedBy: null,
  resolvedAt: null,
  ...overrides,
});

const emptyHistory: AdminUserHistory = {
  formulaHistory: [],
  vbaHistory: [],
  dataAnalyzerHistory: [],
  chartGeneratorHistory: [],
};

/**
 * The admin endpoints as the API answers them, over a list of users the test can read back; `override` answers a
 * request first when it returns a Response (a failure, a slow answer).
 */
export function fakeAdminApi(
  options: {
    users?: AdminUser[];
    usage?: ApiUsage;
    flags?: FlagView[];
    history?: Partial<AdminUserHistory>;
    override?: (url: string, init: RequestInit) => Response | Promise<Response> | undefined;
  } = {},
) {
  const users = [...(options.users ?? [])];
  const page = <T>(data: T[]) => ({ success: true, data, page: 1, limit: 50, total: data.length, totalPages: 1 });
  const fetchMock = mockFetch((url, init) => {
    const answer = options.override?.(url, init);
    if (answer) return answer;
    const method = init.method ?? "GET";
    const path = url.split("?")[0];
    if (path === "/api/admin/users") return jsonResponse(200, page(users));
    if (path === "/api/admin/api-usage") return jsonResponse(200, { success: true, data: options.usage ?? usageOf(7) });
    if (path === "/api/admin/flags") return jsonResponse(200, page(options.flags ?? []));
    if (path === "/api/admin/audit-log") return jsonResponse(200, page([]));
    if (path === "/api/admin/reports") return jsonResponse(200, page([]));
    if (path.startsWith("/api/admin/user-history/")) {
      return jsonResponse(200, { success: true, data: { ...emptyHistory, ...options.history } });
    }
    const id = decodeURIComponent(path.split("/").pop() ?? "");
    const index = users.findIndex((user) => user.id === id);
    if (method === "PUT" && path.startsWith("/api/admin/block-user/") && index >= 0) {
      users[index] = { ...users[index], blocked: JSON.parse(String(init.body)).blocked };
      return jsonResponse(200, { success: true, data: users[index] });
    }
    if (method === "PUT" && path.startsWith("/api/admin/make-moderator/") && index >= 0) {
      users[index] = { ...users[index], role: users[index].role === "moderator" ? "user" : "moderator" };
      return jsonResponse(200, { success: true, data: users[index] });
    }
    if (method === "POST" && path === "/api/admin/forum-categories") {
      return jsonResponse(201, { success: true, data: { _id: "c-1", ...JSON.parse(String(init.body)) } });
    }
    return jsonResponse(404, { success: false, error: `no fake for ${method} ${url}` });
  });
  return { fetchMock, users };
}
