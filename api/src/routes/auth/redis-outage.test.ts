import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type RedisServer, startRedisServer } from "../../../test/redis-server.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let redis: RedisServer;
let server: TestServer;
let account: Awaited<ReturnType<typeof signUpUser>>["account"];
beforeEach(async () => {
  redis = await startRedisServer();
  server = await startTestServer({ REDIS_URL: redis.url });
  ({ account } = await signUpUser(server));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.stop();
  await redis.stop();
});

const signin = (password: string) => server.call("/api/signin", { body: { email: account.email, password } });

/** Answers the response and how long it took, in milliseconds. */
async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const response = await request();
  await response.body?.cancel();
  return { status: response.status, ms: performance.now() - started };
}

describe("rate limits while Redis is down", () => {
  test("POST /api/signin still answers at once when Redis has died, without locking (fail-open)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await redis.kill();
    for (let i = 0; i < 12; i++) {
      const { status, ms } = await timed(() => signin("wrong"));
      expect(status).toBe(401);
      expect(ms).toBeLessThan(1_000);
    }
    expect((await timed(() => signin(account.password))).status).toBe(200);
    expect(warn.mock.calls.flat().join("\n")).toContain("Redis rate limits are off until Redis answers again");
    // A push while Redis is down still fails quietly: the adapter's publish must not become an unhandled rejection.
    (server.io as unknown as { emit(event: string): unknown }).emit("post:created");
  });

  test("POST /api/signin answers within the command timeout when Redis hangs, and limits resume after", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    redis.pause();
    const { status, ms } = await timed(() => signin(account.password));
    expect(status).toBe(200);
    // Three commands (IP limit, e-mail check, reset) of at most 500 ms each, with some slack for a slow machine.
    expect(ms).toBeLessThan(3_000);
    redis.resume();
    for (let i = 0; i < 10; i++) expect((await signin("wrong")).status).toBe(401);
    expect((await signin(account.password)).status).toBe(429);
  });
});
