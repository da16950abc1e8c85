import { createAdapter } from "@socket.io/redis-adapter";
import { createDb } from "../../db/client.ts";
import type { Env } from "./env.ts";
import { createApp } from "./app.ts";
import { createMemoryRateLimiter, type RateLimiter } from "./lib/rate-limiter.ts";
import { connectRedis } from "./lib/redis.ts";
import { createRedisRateLimiter } from "./lib/redis-rate-limiter.ts";
import { createTokens, loadSigningKey } from "./lib/tokens.ts";
import { makeHeadersIterationLinear } from "./lib/headers-iteration.ts";
import { limitBodyStall } from "./lib/body-stall.ts";
import { createMailer, senderAddress } from "./lib/mailer.ts";
import { attachRealtime } from "./realtime/socket-server.ts";
import { DenoEngine } from "./realtime/engine/deno-engine.ts";
import { pushForumEvents } from "./realtime/forum-pushes.ts";
import { pushHistoryEvents } from "./realtime/history-pushes.ts";
import { pushAdminEvents } from "./realtime/admin-pushes.ts";
import { pushAccountEvents } from "./realtime/account-pushes.ts";
import { pushReportEvents } from "./realtime/report-pushes.ts";
import { listenForMentions } from "./services/forum/mentions.ts";
import { createGoogleSignIn } from "./services/auth/google-oidc.ts";
import { createEventBus } from "./events/bus.ts";
import { ensureDefaultCategories } from "./services/forum/default-categories.ts";
import { createTopicListCache } from "./services/forum/topic-list-cache.ts";
import { createReads } from "./services/reads/reads.ts";
import { createGenerationEngine } from "./generation/create-engine.ts";
import { createDataTools } from "./generation/data-tools.ts";
import { warmUp } from "./warm-up.ts";
import { countGenerations, createMetrics } from "./metrics/app-metrics.ts";
import { createLineWriter, type LogLine } from "./lib/log-lines.ts";
import packageJson from "../../package.json" with { type: "json" };
import { messages } from "../contract/messages.ts";

export interface StartOptions {
  /** The built SPA; defaults to the repository's dist/web. */
  webDir?: string;
  /** How long a configured model may take for one generation, repair round included; tests shorten it. */
  modelTimeoutMs?: number;
  /** Where the request log's lines go (with LOG_REQUESTS on); stdout by default. Tests capture or drop them. */
  logLine?: LogLine;
}

const defaultWebDir = new URL("../../dist/web", import.meta.url).pathname;

/**
 * Opens and migrates the database, builds the app and starts listening: one `Deno.serve` listener hands
 * `/socket.io/` to Socket.IO's engine and everything else to the Hono app. With REDIS_URL, rate limits and Socket.IO
 * pushes go through Redis so that several instances act as one. Answers the URL, `io`, and a close() that stops the server, Redis and the database.
 */
export async function startServer(env: Env, options: StartOptions = {}) {
  makeHeadersIterationLinear();
  const database = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  await database.migrate();
  await ensureDefaultCategories(database.db);

  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL) : null;
  // With RATE_LIMIT=off there is nothing to share: the disabled memory limiter allows everything.
  const limiter: RateLimiter & { stop?(): void } = redis && env.rateLimit
    ? createRedisRateLimiter(redis.commands)
    : createMemoryRateLimiter(env.rateLimit);
  const tokens = createTokens(loadSigningKey(env.JWT_SECRET, env.DATA_DIR));
  const mailer = env.SMTP_URL ? createMailer(env.SMTP_URL, senderAddress(env.SMTP_URL, env.PUBLIC_URL)) : null;
  if (mailer && !(env.CONTACT_TO ?? env.ADMIN_EMAIL)) {
    console.warn("SMTP_URL is set but CONTACT_TO and ADMIN_EMAIL are not: contact messages are stored, not mailed.");
  }
  const events = createEventBus();
  const lines = options.logLine ? { line: options.logLine, flush: () => Promise.resolve() } : createLineWriter();
  const deps = {
    env,
    db: database.db,
    hotReads: database.hotReads,
    tokens,
    limiter,
    mailer,
    google: createGoogleSignIn(env),
    generation: createGenerationEngine(env, options.modelTimeoutMs),
    dataTools: createDataTools(env),
    events,
    topicLists: createTopicListCache(events, { ttlMs: env.FORUM_LIST_CACHE_SECONDS * 1000 }),
    reads: createReads(database.db, env.DATABASE_URL, env.DATABASE_AUTH_TOKEN),
    redis: redis?.commands ?? null,
    metrics: createMetrics(),
    requestLog: env.logRequests ? lines.line : null,
    startedAt: Date.now(),
    version: packageJson.version,
  };

  const app = createApp(deps, options.webDir ?? defaultWebDir);
  const engine = new DenoEngine({ maxHttpBufferSize: 64 * 1024 });
  const io = attachRealtime(engine, deps, redis ? createAdapter(redis.commands, redis.subscriber) : undefined);
  const stopPushes = [
    pushForumEvents(io, deps.events),
    pushHistoryEvents(io, deps.events),
    pushAdminEvents(io, deps.events),
    pushAccountEvents(io, deps.events),
    pushReportEvents(io, deps.events),
  ];
  const stopMentions = listenForMentions(deps);
  const stopCounting = countGenerations(events, deps.metrics);
  deps.metrics.countSockets(() => io.of("/").sockets.size);

  await warmUp(deps, app);
  const enginePath = engine.options.path;
  const listening = Promise.withResolvers<void>();
  const route = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => {
    // The path starts after "http://host"; checking it in place spares every app request a URL parse.
    const url = request.url;
    if (!url.startsWith(enginePath, url.indexOf("/", 8))) return app.fetch(request, info);
    return engine.handleRequest(request, new URL(url), info.remoteAddr.hostname);
  };
  const httpServer = Deno.serve({ port: env.PORT, hostname: env.HOST, onListen: () => listening.resolve() }, (
    request,
    info,
  ) => {
    const guarded = limitBodyStall(request, env.BODY_STALL_SECONDS * 1000);
    const answer = route(guarded.request, info);
    if (!guarded.stalled) return answer;
    // Whatever the handler makes of its failed read, the stalled client hears 408 and the handler is let go.
    const cut = guarded.stalled.then(() => {
      deps.metrics.slowClients.inc("body");
      return stalledBodyAnswer(env.BODY_STALL_SECONDS);
    });
    return Promise.race([answer, cut]);
  });
  await listening.promise;
  const { port } = httpServer.addr;
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;

  return {
    url: `http://${host}:${port}`,
    port,
    deps,
    io,
    /**
     * Disconnects the sockets first (a long-poll would otherwise hold the drain for its whole interval), stops taking
     * connections, lets the requests under way finish, SSE streams included, for up to SHUTDOWN_TIMEOUT_SECONDS, then
     * closes the rest. Whatever is still running after the deadline is cut when the process exits.
     */
    async close() {
      stopPushes.forEach((stop) => stop());
      stopMentions();
      stopCounting();
      deps.topicLists.stop();
      await io.close();
      const drained = httpServer.shutdown();
      if (!(await settlesWithin(drained, env.SHUTDOWN_TIMEOUT_SECONDS * 1000))) {
        console.warn(`Requests still running after ${env.SHUTDOWN_TIMEOUT_SECONDS} s are cut off`);
      }
      await deps.dataTools.stop();
      limiter.stop?.();
      redis?.close();
      mailer?.close();
      await deps.reads.close();
      database.close();
      await lines.flush();
    },
  };
}

function stalledBodyAnswer(seconds: number) {
  return Response.json({ success: false, error: messages.bodyStalled(seconds) }, {
    status: 408,
    headers: { connection: "close" },
  });
}

/** Whether `promise` settles within `ms`; the timer does not outlive it. */
async function settlesWithin(promise: Promise<unknown>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
