import { afterAll, beforeAll, expect, test } from "vitest";
import { usageDays } from "../../../../db/schema/admin.ts";
import type { ApiUsage } from "../../../contract/admin.ts";
import { signUpWithRole } from "../../../test/forum-sockets.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT: "off" });
});
afterAll(() => server.stop());

const dayMs = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString().slice(0, 10);

test("GET /api/admin/api-usage answers the total and the last 30 days' calls, oldest first, gaps as 0", async () => {
  const admin = await signUpWithRole(server, "superadmin");
  const member = await signUpWithRole(server);
  await server.deps.db.insert(usageDays).values([
    { day: daysAgo(40), calls: 7 },
    { day: daysAgo(29), calls: 3 },
    { day: daysAgo(2), calls: 5 },
  ]);
  for (const description of ["sum B2:B50", "average of C2:C9"]) {
    const response = await server.call("/api/generate-formula", {
      token: member.token,
      body: { description, platform: "excel" },
    });
    expect(response.status).toBe(200);
  }

  for (const path of ["/api/admin/api-usage", "/admin/api-usage"]) {
    const response = await server.call(path, { token: admin.token });
    expect(response.status).toBe(200);
    const { success, data } = await response.json() as { success: boolean; data: ApiUsage };
    expect(success).toBe(true);
    // The total counts generations made through the API; the seeded days are older history of the chart alone.
    expect(data.totalApiCalls).toBe(2);
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({ date: daysAgo(29), calls: 3 });
    expect(data.days[27]).toEqual({ date: daysAgo(2), calls: 5 });
    expect(data.days[28]).toEqual({ date: daysAgo(1), calls: 0 });
    expect(data.days[29]).toEqual({ date: daysAgo(0), calls: 2 });
    expect(data.days.reduce((sum, day) => sum + day.calls, 0)).toBe(10);
  }
});
