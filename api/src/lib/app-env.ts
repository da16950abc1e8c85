import { Hono } from "hono";
import type { Db, ReadDb } from "../../../db/client.ts";
import type { UserRow } from "../../../db/schema/users.ts";
import type { Env } from "../env.ts";
import type { Tokens } from "./tokens.ts";
import type { RateLimiter } from "./rate-limiter.ts";
import type { Mailer } from "./mailer.ts";
import type { GoogleSignIn } from "../services/auth/google-sign-in.ts";
import type { GenerationEngine } from "../generation/engine.ts";
import type { DataTools } from "../generation/data-tools.ts";
import type { EventBus } from "../events/bus.ts";
import type { TopicListCache } from "../services/forum/topic-list-cache.ts";
import type { Reads } from "../services/reads/reads.ts";
import type { Metrics } from "../metrics/app-metrics.ts";
import type { LogLine } from "./log-lines.ts";
import type { RedisConnections } from "./redis.ts";

/** Everything a request handler may use, built once in server.ts and handed to every request. */
export interface AppDeps {
  env: Env;
  db: Db;
  /** The same database through statements kept prepared, for the reads every request makes (its user). */
  hotReads: ReadDb;
  tokens: Tokens;
  limiter: RateLimiter;
  mailer: Mailer | null;
  google: GoogleSignIn | null;
  generation: GenerationEngine;
  /** The data analyzer's and chart generator's workers (file reading, analysis, OCR), off the event loop. */
  dataTools: DataTools;
  /** Domain events: services publish what changed, realtime and counters listen. */
  events: EventBus;
  /** Recent topic pages, dropped when the list changes. */
  topicLists: TopicListCache;
  /** Reads that can run long (topic pages, search, users, history): on a worker when the database is a file. */
  reads: Reads;
  /** The commands connection when REDIS_URL is set, for the health check's PING. */
  redis: RedisConnections["commands"] | null;
  /** Counted in this process, read at /api/metrics. */
  metrics: Metrics;
  /** Where each request's JSON line goes; null when LOG_REQUESTS is off. */
  requestLog: LogLine | null;
  startedAt: number;
  version: string;
}

/** What `Deno.serve` hands the app beside the request; tests that call `app.request()` have none. */
export type ServeBindings = Partial<Deno.ServeHandlerInfo<Deno.NetAddr>>;

export type AppEnv = {
  Bindings: ServeBindings;
  Variables: { deps: AppDeps; user: UserRow; requestId: string };
};

/** A Hono sub-app typed with the app's bindings and variables. */
export const createRouter = () => new Hono<AppEnv>();
