import { freePort } from "../../api/test/free-port.ts";
import { startDeno } from "./processes.ts";

const main = new URL("../../api/main.ts", import.meta.url).pathname;

/**
 * The real server as its own process on a free loopback port, rate limits off so the load is not refused.
 * `databaseUrl` points it at a seeded file; otherwise it makes a fresh one in `dataDir`. `settings` adds or
 * overrides environment variables.
 */
export async function startAppServer(dataDir: string, databaseUrl?: string, settings: Record<string, string> = {}) {
  const port = freePort();
  const server = await startDeno([main], "ready at", {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT: "off",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...settings,
  });
  return { base: `http://127.0.0.1:${port}`, pid: server.pid, kill: server.kill };
}

/** Signs up an account for the benchmark and answers its bearer token. */
export async function benchToken(base: string, name: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email, password: "benchmark secret" }),
  });
  const { token } = await response.json();
  return token;
}
