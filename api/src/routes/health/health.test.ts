import { afterAll, beforeAll, expect, test, vi } from "vitest";
import packageJson from "../../../../package.json" with { type: "json" };
import { startRedisServer } from "../../../test/redis-server.ts";
import { startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test("GET /api/health reports status, database, version and uptime, and no Redis when none is set", async () => {
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

test("GET /api/health reports Redis when REDIS_URL is set; Redis down makes it degraded but keeps 200", async () => {
  const redis = await startRedisServer();
  const withRedis = await startTestServer({ REDIS_URL: redis.url });
  // The lost connection is reported once on the console; the test reads the answer instead.
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const up = await withRedis.call("/api/health");
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: "ok", database: "reachable", redis: "reachable" });

    await redis.kill();
    const down = await withRedis.call("/api/health");
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: "degraded", database: "reachable", redis: "unreachable" });
  } finally {
    warn.mockRestore();
    await withRedis.stop();
    await redis.stop();
  }
});

test("GET /api/health reports a hung Redis as unreachable, still with 200", async () => {
  const redis = await startRedisServer();
  const withRedis = await startTestServer({ REDIS_URL: redis.url });
  try {
    redis.pause();
    const response = await withRedis.call("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "degraded", redis: "unreachable" });
  } finally {
    redis.resume();
    await withRedis.stop();
    await redis.stop();
  }
});
