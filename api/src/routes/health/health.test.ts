import { afterAll, beforeAll, expect, test } from "vitest";
import packageJson from "../../../../package.json" with { type: "json" };
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test("GET /api/health reports status, database, version and uptime", async () => {
  const response = await server.call("/api/health");
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body).toEqual({
    status: "ok",
    database: "reachable",
    version: packageJson.version,
    uptime: expect.any(Number),
  });
  expect(body.uptime).toBeGreaterThanOrEqual(0);
});

test("GET /api/health reports an unreachable database with 503", async () => {
  const broken = await startTestServer();
  broken.deps.db.$client.close();
  const response = await broken.call("/api/health");
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ status: "degraded", database: "unreachable" });
  await broken.stop().catch(() => undefined);
});
