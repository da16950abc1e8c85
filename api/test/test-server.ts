import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "../src/env.ts";
import { type StartOptions, startServer } from "../src/server.ts";

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Starts the real server on a free loopback port with a fresh libSQL file in a temp folder, and a tiny built SPA
 * so static serving can be checked without a Vite build. `stop()` closes it and removes the folder. The request log's
 * lines go to `options.logLine`, or nowhere.
 */
export async function startTestServer(
  settings: Record<string, string> = {},
  options: Omit<StartOptions, "webDir"> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "sheetsmith-test-"));
  const webDir = join(dir, "web");
  Deno.mkdirSync(join(webDir, "assets"), { recursive: true });
  writeFileSync(join(webDir, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(join(webDir, "assets", "app.js"), "console.log('app');");
  const env = loadEnv({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    DATABASE_URL: `file:${join(dir, "test.db")}`,
    ...settings,
  });
  // Request lines are dropped unless a test asks for them: a run makes thousands of requests.
  const server = await startServer(env, { logLine: () => {}, ...options, webDir });
  return {
    ...server,
    dir,
    /** fetch against the server with a JSON body and an optional bearer token. */
    call(
      path: string,
      init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.body !== undefined) headers["content-type"] ??= "application/json";
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      return fetch(`${server.url}${path}`, {
        method: init.method ?? (init.body === undefined ? "GET" : "POST"),
        headers,
        body: init.body === undefined
          ? undefined
          : typeof init.body === "string"
          ? init.body
          : JSON.stringify(init.body),
        redirect: "manual",
      });
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A distinct, valid sign-up body for each call. */
export function newAccount(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  counter += 1;
  return {
    name: `Tester ${counter}`,
    email: `tester${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: "correct horse battery",
    ...overrides,
  };
}

/** Signs up a fresh account and answers its sign-up body and the server's answer (token included). */
export async function signUpUser(server: TestServer, overrides: Parameters<typeof newAccount>[0] = {}) {
  const account = newAccount(overrides);
  const response = await server.call("/api/signup", { body: account });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const answer = await response.json() as { token: string; id: string };
  return { account, token: answer.token, id: answer.id };
}
