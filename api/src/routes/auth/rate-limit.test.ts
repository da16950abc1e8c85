import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const signin = (email: string, password: string) => server.call("/api/signin", { body: { email, password } });

describe("rate limits on sign-in and sign-up", () => {
  test("POST /api/signin locks an e-mail for 15 minutes after 10 failures, even with the right password", async () => {
    const { account } = await signUpUser(server);
    for (let i = 0; i < 10; i++) expect((await signin(account.email, `wrong ${i}`)).status).toBe(401);
    const locked = await signin(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ success: false, error: messages.tooManySignins(15) });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Another account on the same address is not affected.
    const other = await signUpUser(server);
    expect((await signin(other.account.email, other.account.password)).status).toBe(200);
  });

  test("POST /api/signin forgets earlier failures after a successful sign-in", async () => {
    const { account } = await signUpUser(server);
    for (let i = 0; i < 9; i++) await signin(account.email, "wrong");
    expect((await signin(account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signin(account.email, "wrong")).status).toBe(401);
    expect((await signin(account.email, account.password)).status).toBe(200);
  });

  test("POST /api/signin allows 30 attempts per address per minute", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await signin(`nobody${i}@example.com`, "whatever")).status).toBe(401);
    }
    const refused = await signin("nobody-else@example.com", "whatever");
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toBe(messages.tooManySignins(1));
  });

  test("POST /api/signup allows 20 sign-ups per address per hour", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await server.call("/api/signup", { body: newAccount() })).status).toBe(201);
    }
    const refused = await server.call("/api/signup", { body: newAccount() });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignups(60) });
  });

  test("RATE_LIMIT=off turns every limit off", async () => {
    await server.stop();
    server = await startTestServer({ RATE_LIMIT: "off" });
    const { account } = await signUpUser(server);
    for (let i = 0; i < 12; i++) await signin(account.email, "wrong");
    expect((await signin(account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 25; i++) expect((await server.call("/api/signup", { body: newAccount() })).status).toBe(201);
  });
});

test("POST /api/signin lets no more than 10 of many parallel guesses at one e-mail reach the password check", async () => {
  const { account } = await signUpUser(server);
  const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => signin(account.email, `guess ${i}`)));
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((s) => s === 401)).toHaveLength(10);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect((await signin(account.email, account.password)).status).toBe(429);
});

test("POST /api/signup counts by X-Forwarded-For only behind TRUST_PROXY proxies", async () => {
  const signupFrom = (forwardedFor: string) =>
    server.call("/api/signup", { body: newAccount(), headers: { "x-forwarded-for": forwardedFor } });
  // Not trusted by default: a client cannot dodge the limit by inventing addresses.
  for (let i = 0; i < 20; i++) expect((await signupFrom(`203.0.113.${i}`)).status).toBe(201);
  expect((await signupFrom("203.0.113.99")).status).toBe(429);

  await server.stop();
  server = await startTestServer({ TRUST_PROXY: "1" });
  // Behind one proxy the last entry is the client the proxy saw; what the client wrote before it is ignored.
  for (let i = 0; i < 20; i++) expect((await signupFrom(`spoofed-${i}, 198.51.100.7`)).status).toBe(201);
  expect((await signupFrom("spoofed-x, 198.51.100.7")).status).toBe(429);
  expect((await signupFrom("198.51.100.8")).status).toBe(201);
});
