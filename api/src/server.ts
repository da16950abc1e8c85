import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createDb } from "../../db/client.ts";
import type { Env } from "./env.ts";
import { createApp } from "./app.ts";
import { createMemoryRateLimiter } from "./lib/rate-limiter.ts";
import { createTokens, loadSigningKey } from "./lib/tokens.ts";
import { createMailer } from "./lib/mailer.ts";
import { attachRealtime } from "./realtime/socket-server.ts";
import { createGoogleSignIn } from "./services/auth/google-oidc.ts";
import packageJson from "../../package.json" with { type: "json" };

export interface StartOptions {
  /** The built SPA; defaults to the repository's dist/web. */
  webDir?: string;
}

const defaultWebDir = new URL("../../dist/web", import.meta.url).pathname;

/**
 * Opens and migrates the database, builds the app and starts listening: one node:http server carries Hono (through
 * @hono/node-server) and Socket.IO. Answers the URL and a close() that stops both and the database.
 */
export async function startServer(env: Env, options: StartOptions = {}) {
  const database = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  await database.migrate();

  const limiter = createMemoryRateLimiter(env.rateLimit);
  const tokens = createTokens(loadSigningKey(env.JWT_SECRET, env.DATA_DIR));
  const mailer = env.SMTP_URL
    ? createMailer(env.SMTP_URL, `Sheetsmith <no-reply@${new URL(env.PUBLIC_URL).hostname}>`)
    : null;
  const deps = {
    env,
    db: database.db,
    tokens,
    limiter,
    mailer,
    google: createGoogleSignIn(env),
    startedAt: Date.now(),
    version: packageJson.version,
  };

  const app = createApp(deps, options.webDir ?? defaultWebDir);
  const httpServer = createServer(getRequestListener(app.fetch));
  const io = attachRealtime(httpServer, deps);

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(env.PORT, env.HOST, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;

  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
        httpServer.closeAllConnections();
      });
      limiter.stop();
      mailer?.close();
      database.close();
    },
  };
}
