import { afterEach, beforeEach, expect, test } from "vitest";
import { messages } from "../../../contract/messages.ts";
import { newAccount, signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ TRUST_PROXY: "1" });
});
afterEach(() => server.stop());

const owner = "198.51.100.20";
const signinFrom = (address: string, email: string, password: string, cookie?: string) =>
  server.call("/api/signin", {
    body: { email, password },
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });

/** The `name=value` of the device cookie a successful sign-in sets, with its attributes checked. */
function deviceCookieOf(response: Response) {
  const set = response.headers.getSetCookie().find((line) => line.startsWith("sheetsmith_device="));
  expect(set).toBeDefined();
  expect(set).toMatch(/; HttpOnly/i);
  expect(set).toMatch(/; SameSite=Strict/i);
  expect(set).toMatch(/; Path=\/api\/signin/i);
  return set!.split(";")[0];
}

test("POST /api/signin lets the owner in from a known browser, 10 of 10 within a second each, while many addresses guess", async () => {
  const { account } = await signUpUser(server);
  const cookie = deviceCookieOf(await signinFrom(owner, account.email, account.password));

  // The probe's shape: guessers rotating forwarded addresses, many at once, for as long as the owner signs in.
  let guessing = true;
  let guesses = 0;
  const guesser = async (lane: number) => {
    while (guessing) {
      const address = `203.0.${lane}.${guesses++ % 250}`;
      await (await signinFrom(address, account.email, `wrong ${guesses}`)).body?.cancel();
    }
  };
  const guessers = Array.from({ length: 24 }, (_, lane) => guesser(lane));
  while (!server.deps.metrics.refusals.render().includes('limiter="signin-gate"')) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const owners: { status: number; ms: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const response = await signinFrom(owner, account.email, account.password, cookie);
    await response.body?.cancel();
    owners.push({ status: response.status, ms: performance.now() - started });
  }
  // Unknown browsers with the right password still meet the account's gate during the attack: fresh addresses, so
  // a 429 can only be the gate's. One slot a second among two dozen guessers leaves each a small chance to get in.
  const unknowns = await Promise.all(
    Array.from({ length: 5 }, async (_, i) => {
      const response = await signinFrom(`198.51.100.${100 + i}`, account.email, account.password);
      return { status: response.status, body: await response.json() };
    }),
  );
  guessing = false;
  await Promise.all(guessers);

  expect(owners.map((o) => o.status)).toEqual(Array(10).fill(200));
  expect(Math.max(...owners.map((o) => o.ms))).toBeLessThan(1000);
  const refused = unknowns.filter((u) => u.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  for (const { body } of refused) expect(body).toEqual({ success: false, error: messages.tooManySignins(1) });
  expect(unknowns.every((u) => u.status === 200 || u.status === 429)).toBe(true);
});

test("POST /api/signup leaves a device cookie, so the new owner's browser is known from the start", async () => {
  const account = newAccount();
  const signup = await server.call("/api/signup", { body: account, headers: { "x-forwarded-for": owner } });
  expect(signup.status).toBe(201);
  const cookie = deviceCookieOf(signup);
  for (let i = 0; i < 10; i++) {
    await (await signinFrom(owner, account.email, `wrong ${i}`)).body?.cancel();
  }
  const unknown = await signinFrom(owner, account.email, account.password);
  expect(unknown.status).toBe(429);
  await unknown.body?.cancel();
  const known = await signinFrom(owner, account.email, account.password, cookie);
  expect(known.status).toBe(200);
  await known.body?.cancel();
});

test("POST /api/signin limits a known browser by its own failures: 10 wrong passwords, then 429 until the window ends", async () => {
  const { account } = await signUpUser(server);
  const cookie = deviceCookieOf(await signinFrom(owner, account.email, account.password));
  for (let i = 0; i < 10; i++) {
    const response = await signinFrom(owner, account.email, `wrong ${i}`, cookie);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  }
  const refused = await signinFrom(owner, account.email, account.password, cookie);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ success: false, error: messages.tooManySignins(15) });
  expect(server.deps.metrics.refusals.render()).toContain('{limiter="signin-device"} 1\n');
});

test("POST /api/signin treats another account's or a forged device cookie as an unknown browser", async () => {
  const { account } = await signUpUser(server);
  const other = await signUpUser(server);
  const othersCookie = deviceCookieOf(await signinFrom(owner, other.account.email, other.account.password));
  const [name, value] = othersCookie.split("=");
  const forged = `${name}=${value.slice(0, -4)}AAAA`;
  for (let i = 0; i < 10; i++) {
    await (await signinFrom(owner, account.email, `wrong ${i}`, othersCookie)).body?.cancel();
  }
  // Those ten failures counted against the pair (address, e-mail), as for any unknown browser.
  for (const cookie of [othersCookie, forged, undefined]) {
    const response = await signinFrom(owner, account.email, account.password, cookie);
    expect(response.status).toBe(429);
    await response.body?.cancel();
  }
  expect(server.deps.metrics.refusals.render()).not.toContain('limiter="signin-device"');
});
