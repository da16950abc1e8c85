import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.stop());

const signin = (email: string, password: string) => server.call("/api/signin", { body: { email, password } });
const attacker = "203.0.113.66";
/** Signs in as if from `address`: the test server trusts one proxy hop when started with TRUST_PROXY=1. */
const signinFrom = (address: string, email: string, password: string) =>
  server.call("/api/signin", { body: { email, password }, headers: { "x-forwarded-for": address } });

describe("rate limits on sign-in and sign-up", () => {
  test("POST /api/signin refuses an address after its 10 failures for an e-mail, and only that address", async () => {
    await server.stop();
    server = await startTestServer({ TRUST_PROXY: "1" });
    const { account } = await signUpUser(server);
    for (let i = 0; i < 10; i++) {
      expect((await signinFrom(attacker, account.email, `wrong ${i}`)).status).toBe(401);
    }
    const refused = await signinFrom(attacker, account.email, account.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignins(15) });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(server.deps.metrics.refusals.render()).toContain('{limiter="signin-pair"} 1\n');
    // The owner, elsewhere, is not locked out by the attacker's failures.
    const owner = await signinFrom("198.51.100.20", account.email, account.password);
    expect(owner.status).toBe(200);
    // Another account tried from the attacker's address is not affected either.
    const other = await signUpUser(server);
    expect((await signinFrom(attacker, other.account.email, other.account.password)).status).toBe(200);
  });

  test("POST /api/signin refuses an address after 20 failures over any e-mails for 15 minutes", async () => {
    await server.stop();
    server = await startTestServer({ TRUST_PROXY: "1" });
    const { account } = await signUpUser(server);
    for (let i = 0; i < 20; i++) {
      expect((await signinFrom(attacker, `nobody${i}@example.com`, "whatever")).status).toBe(401);
    }
    const refused = await signinFrom(attacker, account.email, account.password);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignins(15) });
    expect(server.deps.metrics.refusals.render()).toContain('{limiter="signin-address"} 1\n');
    expect((await signinFrom("198.51.100.21", account.email, account.password)).status).toBe(200);
  });

  test("POST /api/signin queues guesses at one account from many addresses: one check a second, the rest refused", async () => {
    await server.stop();
    server = await startTestServer({ TRUST_PROXY: "1" });
    const { account } = await signUpUser(server);
    for (let i = 0; i < 10; i++) {
      expect((await signinFrom(`203.0.113.${i}`, account.email, `wrong ${i}`)).status).toBe(401);
    }
    // A botnet's burst: each address is new, so only the account's gate stands in its way.
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, i) => signinFrom(`192.0.2.${i}`, account.email, `burst ${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(4);
    expect(checked).toBeLessThanOrEqual(6);
    for (const refused of burst.filter((r) => r.status === 429)) {
      expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignins(1) });
    }
    const gated = statuses.filter((s) => s === 429).length;
    expect(server.deps.metrics.refusals.render()).toContain(`{limiter="signin-gate"} ${gated}\n`);
    // Once the burst has passed, the owner's right password works from a new address, only slowed to the gate.
    expect((await signinFrom("198.51.100.22", account.email, account.password)).status).toBe(200);
  });

  test("POST /api/signin forgets earlier failures after a successful sign-in", async () => {
    const { account } = await signUpUser(server);
    for (let i = 0; i < 9; i++) await signin(account.email, "wrong");
    expect((await signin(account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signin(account.email, "wrong")).status).toBe(401);
    expect((await signin(account.email, account.password)).status).toBe(200);
  });

  test("POST /api/signin allows 30 attempts per address per minute, successful ones too", async () => {
    const { account } = await signUpUser(server);
    for (let i = 0; i < 30; i++) {
      const expected = i % 3 === 0 ? 401 : 200;
      expect((await signin(account.email, expected === 401 ? "wrong" : account.password)).status).toBe(expected);
    }
    const refused = await signin(account.email, account.password);
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

test("POST /api/signin lets no more than 10 of many parallel guesses from one address at one e-mail reach the password check", async () => {
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
