import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { type RedisServer, startRedisServer } from "../../../test/redis-server.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

// Two instances on one Redis, each with its own database: only the limits are shared, as behind a load balancer.
let redis: RedisServer;
let first: TestServer;
let second: TestServer;
beforeEach(async () => {
  redis = await startRedisServer();
  first = await startTestServer({ REDIS_URL: redis.url, TRUST_PROXY: "1" });
  second = await startTestServer({ REDIS_URL: redis.url, TRUST_PROXY: "1" });
});
afterEach(async () => {
  await Promise.all([first.stop(), second.stop()]);
  await redis.stop();
});

const attacker = "203.0.113.66";
const signin = (server: TestServer, email: string, password: string, from = attacker) =>
  server.call("/api/signin", { body: { email, password }, headers: { "x-forwarded-for": from } });

describe("rate limits shared through REDIS_URL", () => {
  test("POST /api/signin refuses an address after its 10 failures for an e-mail spread over two instances", async () => {
    const { account } = await signUpUser(first);
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await signin(instance, account.email, `wrong ${i}`)).status).toBe(401);
    }
    const refused = await signin(first, account.email, account.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignins(15) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await signin(second, account.email, "wrong again")).status).toBe(429);
    // The account is under attack on both instances, yet its owner's right password works from elsewhere.
    expect((await signin(first, account.email, account.password, "198.51.100.30")).status).toBe(200);
  });

  test("POST /api/signin queues one account's checks across instances once it is under attack", async () => {
    const { account } = await signUpUser(first);
    for (let i = 0; i < 10; i++) {
      expect((await signin(i % 2 ? first : second, account.email, "wrong", `203.0.113.${i}`)).status).toBe(401);
    }
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, i) => signin(i % 2 ? first : second, account.email, "burst", `192.0.2.${i}`)),
    );
    const checked = burst.filter((r) => r.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(checked).toBeLessThanOrEqual(6);
  });

  test("POST /api/signin forgets failures counted by the other instance after a successful sign-in", async () => {
    const { account } = await signUpUser(first);
    for (let i = 0; i < 9; i++) await signin(second, account.email, "wrong");
    expect((await signin(first, account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signin(second, account.email, "wrong")).status).toBe(401);
    expect((await signin(first, account.email, account.password)).status).toBe(200);
  });

  test("POST /api/signup allows 20 sign-ups per address per hour across instances", async () => {
    for (let i = 0; i < 20; i++) {
      const instance = i % 2 === 0 ? first : second;
      expect((await instance.call("/api/signup", { body: newAccount() })).status).toBe(201);
    }
    for (const instance of [first, second]) {
      const refused = await instance.call("/api/signup", { body: newAccount() });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignups(60) });
    }
  });

  test("RATE_LIMIT=off turns every limit off even with REDIS_URL", async () => {
    await first.stop();
    first = await startTestServer({ REDIS_URL: redis.url, RATE_LIMIT: "off" });
    const { account } = await signUpUser(first);
    for (let i = 0; i < 12; i++) await signin(first, account.email, "wrong");
    expect((await signin(first, account.email, account.password)).status).toBe(200);
  });
});
