import { eq } from "drizzle-orm";
import { calculatePKCECodeChallenge } from "openid-client";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { oauthStates } from "../../../../db/schema/auth.ts";
import { users } from "../../../../db/schema/users.ts";
import { messages } from "../../../contract/messages.ts";
import { type Browser, createBrowser } from "../../../test/browser.ts";
import { freePort } from "../../../test/free-port.ts";
import { startOidcProvider, type TestAccount, type TestOidcProvider } from "../../../test/oidc-provider.ts";
import { signUpUser, startTestServer, type TestServer } from "../../../test/test-server.ts";

const client = { clientId: "sheetsmith-test", clientSecret: "test-secret-that-is-long-enough" };

let counter = 0;
function googleAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  return {
    sub: `google-${counter}-${crypto.randomUUID().slice(0, 8)}`,
    email: `google${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    emailVerified: true,
    name: `Google User ${counter}`,
    ...overrides,
  };
}

function expectSigninError(url: URL | string, error: string) {
  const parsed = new URL(url, "http://app.test");
  expect(parsed.pathname).toBe("/signin");
  expect(parsed.searchParams.get("error")).toBe(error);
}

/** Failures are logged for operators; tests that provoke one read the log instead of printing it. */
const captureErrors = () => vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("without Google settings", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  test("GET /api/auth/google answers 404 JSON when Google sign-in is not configured", async () => {
    const response = await server.call("/api/auth/google");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: messages.googleNotConfigured });

    const callback = await server.call("/api/auth/google/callback?code=x&state=y");
    expect(callback.status).toBe(302);
    expectSigninError(callback.headers.get("location")!, messages.googleNotConfigured);
  });
});

describe("with a local OpenID provider", () => {
  let provider: TestOidcProvider;
  let server: TestServer;

  beforeAll(async () => {
    const port = freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({ ...client, redirectUri: `${appUrl}/api/auth/google/callback` });
    server = await startTestServer({
      PORT: String(port),
      PUBLIC_URL: appUrl,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** From the app's Google button through the provider's login form, up to (not into) the app's callback. */
  async function reachCallback(account: TestAccount, action: "login" | "abort" = "login") {
    provider.addAccount(account);
    const browser = createBrowser();
    const login = await browser.navigate(`${server.url}/api/auth/google`);
    expect(login.url.origin).toBe(provider.issuer);
    expect(login.url.pathname).toMatch(/^\/interaction\/[^/]+$/);
    const back = await browser.navigate(
      `${login.url.href}/${action}`,
      { method: "POST", body: new URLSearchParams({ sub: account.sub }) },
      (next) => next.origin === server.url,
    );
    expect(back.url.pathname).toBe("/api/auth/google/callback");
    return { browser, callback: back.url };
  }

  /** Follows the callback to the page of the SPA the app sends the browser to. */
  async function land(browser: Browser, callback: URL) {
    const end = await browser.navigate(
      callback,
      {},
      (next) => next.origin === server.url && !next.pathname.startsWith("/api/"),
    );
    return end.url;
  }

  async function signIn(account: TestAccount) {
    const { browser, callback } = await reachCallback(account);
    return await land(browser, callback);
  }

  async function currentUser(url: URL) {
    expect(url.pathname).toBe("/");
    expect([...url.searchParams.keys()]).toEqual(["token"]);
    const response = await server.call("/api/user", { token: url.searchParams.get("token")! });
    expect(response.status).toBe(200);
    return await response.json() as { id: string; name: string; email: string };
  }

  const findUser = (email: string) => server.deps.db.query.users.findFirst({ where: eq(users.email, email) });

  test("GET /api/auth/google redirects to the provider with state, nonce and an S256 PKCE challenge it stored", async () => {
    const response = await server.call("/api/auth/google");
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get("location")!);
    expect(url.origin).toBe(provider.issuer);
    const params = url.searchParams;
    expect(params.get("response_type")).toBe("code");
    expect(params.get("client_id")).toBe(client.clientId);
    expect(params.get("redirect_uri")).toBe(`${server.url}/api/auth/google/callback`);
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("code_challenge_method")).toBe("S256");

    const state = params.get("state")!;
    const row = await server.deps.db.query.oauthStates.findFirst({ where: eq(oauthStates.state, state) });
    expect(row).toBeDefined();
    expect(row!.nonce).toBe(params.get("nonce"));
    expect(await calculatePKCECodeChallenge(row!.codeVerifier)).toBe(params.get("code_challenge"));
  });

  test("GET /api/auth/google clears pending states older than ten minutes as it stores a new one", async () => {
    const { db } = server.deps;
    const old = { codeVerifier: "v", nonce: "n", createdAt: new Date(Date.now() - 11 * 60_000) };
    const recent = { codeVerifier: "v", nonce: "n", createdAt: new Date(Date.now() - 9 * 60_000) };
    await db.insert(oauthStates).values([{ state: "stale-state", ...old }, { state: "recent-state", ...recent }]);
    expect((await server.call("/api/auth/google")).status).toBe(302);
    expect(await db.query.oauthStates.findFirst({ where: eq(oauthStates.state, "stale-state") })).toBeUndefined();
    expect(await db.query.oauthStates.findFirst({ where: eq(oauthStates.state, "recent-state") })).toBeDefined();
  });

  test("GET /api/auth/google creates an account on first sign-in and lands on /?token= with a working token", async () => {
    const account = googleAccount({ email: `New.Person.${crypto.randomUUID().slice(0, 8)}@Example.COM` });
    const { browser, callback } = await reachCallback(account);
    const state = callback.searchParams.get("state")!;
    expect(await server.deps.db.query.oauthStates.findFirst({ where: eq(oauthStates.state, state) })).toBeDefined();

    const user = await currentUser(await land(browser, callback));
    expect(user).toMatchObject({ name: account.name, email: account.email.toLowerCase() });
    const row = await findUser(account.email.toLowerCase());
    expect(row).toMatchObject({ id: user.id, googleSubject: account.sub, passwordHash: "" });
    expect(await server.deps.db.query.oauthStates.findFirst({ where: eq(oauthStates.state, state) })).toBeUndefined();
  });

  test("GET /api/auth/google names a new account after the e-mail's local part when there is no name claim", async () => {
    const account = googleAccount({ name: undefined, email: `lonely.${crypto.randomUUID().slice(0, 8)}@example.com` });
    const user = await currentUser(await signIn(account));
    expect(user.name).toBe(account.email.split("@")[0]);
  });

  test("GET /api/auth/google signs the same Google subject into the same account, even after an e-mail change", async () => {
    const account = googleAccount();
    const first = await currentUser(await signIn(account));
    const second = await currentUser(await signIn({ ...account, email: `changed.${account.email}` }));
    expect(second.id).toBe(first.id);
    expect(second.email).toBe(account.email);
    expect(await findUser(`changed.${account.email}`)).toBeUndefined();
  });

  test("GET /api/auth/google links an existing e-mail/password account with the same e-mail", async () => {
    const existing = await signUpUser(server);
    const account = googleAccount({ email: existing.account.email.toUpperCase() });
    const user = await currentUser(await signIn(account));
    expect(user.id).toBe(existing.id);
    expect((await findUser(existing.account.email))?.googleSubject).toBe(account.sub);

    const password = await server.call("/api/signin", { body: existing.account });
    expect(password.status).toBe(200);
  });

  test("GET /api/auth/google leaves a device cookie, so the browser's password sign-ins skip the account's refusals", async () => {
    const existing = await signUpUser(server);
    const { browser, callback } = await reachCallback(googleAccount({ email: existing.account.email }));
    await currentUser(await land(browser, callback));
    const signin = (password: string) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: existing.account.email, password }),
    });
    for (let i = 0; i < 10; i++) {
      await (await server.call("/api/signin", { body: { ...existing.account, password: `wrong ${i}` } })).body
        ?.cancel();
    }
    const unknown = await server.call("/api/signin", { body: existing.account });
    expect(unknown.status).toBe(429);
    await unknown.body?.cancel();
    expect((await browser.navigate(`${server.url}/api/signin`, signin(existing.account.password))).status).toBe(200);
  });

  test("GET /api/auth/google refuses an e-mail Google has not verified", async () => {
    const account = googleAccount({ emailVerified: false });
    expectSigninError(await signIn(account), messages.googleEmailUnverified);
    expect(await findUser(account.email)).toBeUndefined();
  });

  test("GET /api/auth/google refuses a suspended account", async () => {
    const account = googleAccount();
    const user = await currentUser(await signIn(account));
    await server.deps.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expectSigninError(await signIn(account), messages.accountSuspended);
  });

  test("GET /api/auth/google refuses an e-mail whose account is linked to another Google account", async () => {
    const first = googleAccount();
    await currentUser(await signIn(first));
    const other = googleAccount({ email: first.email });
    expectSigninError(await signIn(other), messages.googleAccountMismatch);
    expect((await findUser(first.email))?.googleSubject).toBe(first.sub);
  });

  test("GET /api/auth/google refuses a replayed state", async () => {
    const { browser, callback } = await reachCallback(googleAccount());
    await currentUser(await land(browser, callback));
    expectSigninError(await land(browser, callback), messages.googleExpired);
  });

  test("GET /api/auth/google refuses an unknown or missing state", async () => {
    const browser = createBrowser();
    const unknown = new URL(`${server.url}/api/auth/google/callback?code=abc&state=not-a-state`);
    expectSigninError(await land(browser, unknown), messages.googleExpired);
    const missing = new URL(`${server.url}/api/auth/google/callback?code=abc`);
    expectSigninError(await land(browser, missing), messages.googleExpired);
  });

  test("GET /api/auth/google refuses a state older than ten minutes", async () => {
    const { browser, callback } = await reachCallback(googleAccount());
    await server.deps.db.update(oauthStates)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(oauthStates.state, callback.searchParams.get("state")!));
    expectSigninError(await land(browser, callback), messages.googleExpired);
  });

  test("GET /api/auth/google refuses a code the provider did not issue", async () => {
    const { browser, callback } = await reachCallback(googleAccount());
    callback.searchParams.set("code", "forged-code");
    const errors = captureErrors();
    expectSigninError(await land(browser, callback), messages.googleFailed);
    expect(errors).toHaveBeenCalledWith("Google sign-in failed:", expect.objectContaining({ error: "invalid_grant" }));
  });

  test("GET /api/auth/google sends a provider error back to /signin and uses up its state", async () => {
    const { browser, callback } = await reachCallback(googleAccount(), "abort");
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expectSigninError(await land(browser, callback), messages.googleDenied);
    const state = callback.searchParams.get("state")!;
    expect(await server.deps.db.query.oauthStates.findFirst({ where: eq(oauthStates.state, state) })).toBeUndefined();
  });
});

describe("with an unusable issuer", () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  async function startWith(issuer: string) {
    const server = await startTestServer({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      GOOGLE_ISSUER: issuer,
    });
    servers.push(server);
    return server;
  }

  /** Starts a sign-in that must fail, and answers the error the server logged for it. */
  async function failedStart(server: TestServer) {
    const errors = captureErrors();
    const response = await server.call("/api/auth/google");
    expect(response.status).toBe(302);
    expectSigninError(response.headers.get("location")!, messages.googleFailed);
    expect(errors).toHaveBeenCalledOnce();
    const [, error] = errors.mock.calls[0];
    errors.mockRestore();
    return error as { code?: string };
  }

  test("GET /api/auth/google starts without its issuer, sends the browser back while it is down and retries later", async () => {
    const port = freePort();
    const server = await startWith(`http://127.0.0.1:${port}`);
    // Plain http to a loopback issuer is let through: the failure is the refused connection.
    expect((await failedStart(server)).code).not.toBe("OAUTH_HTTP_REQUEST_FORBIDDEN");

    const provider = await startOidcProvider({
      clientId: "id",
      clientSecret: "secret",
      redirectUri: "http://x/",
      port,
    });
    try {
      const response = await server.call("/api/auth/google");
      expect(new URL(response.headers.get("location")!).origin).toBe(provider.issuer);
    } finally {
      await provider.stop();
    }
  });

  test("GET /api/auth/google refuses a plain-http issuer that is not on this machine", async () => {
    const server = await startWith("http://oidc.example.invalid");
    expect((await failedStart(server)).code).toBe("OAUTH_HTTP_REQUEST_FORBIDDEN");
  });
});
