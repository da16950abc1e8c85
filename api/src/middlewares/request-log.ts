import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { AppDeps, AppEnv } from "../lib/app-env.ts";
import { notFound } from "../lib/errors.ts";
import { isoTime } from "../lib/log-lines.ts";

/** The route label of a request no endpoint matched, so that probes of random paths add one series, not one each. */
export const unmatchedRoute = "unmatched";

/** A caller's (or a proxy's) request id is kept only if it cannot break a log line or a header: short and plain. */
const wellFormedId = /^[\w.:-]{1,128}$/;

/** Any other method a client makes up is counted as `other`: each would otherwise add series without end. */
const countedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The endpoint's pattern, such as `/api/forum/topics/:id`: the first matched route that is not a middleware (those
 * are registered for every method). A request that reaches the API's JSON 404 first, or no handler at all, is
 * unmatched; the SPA's pages and files share its catch-all `/*`.
 */
export function routeOf(c: Context): string {
  for (const route of matchedRoutes(c)) {
    if (route.handler === notFound) break;
    if (route.method !== "ALL") return route.path;
  }
  return unmatchedRoute;
}

/**
 * Gives every request an id (the caller's X-Request-Id when well formed), answers it in X-Request-Id, and once the
 * answer's headers are ready counts the request in the metrics and, unless LOG_REQUESTS is off, writes one JSON
 * line: time, id, method, route, status, milliseconds and the signed-in user. The id header is set before the handler
 * runs, so that every answer carries it, errors and streams included, without copying a finished response. A
 * stream's latency ends at its headers: its frames can last minutes.
 */
export function requestLog(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const id = incoming !== undefined && wellFormedId.test(incoming) ? incoming : crypto.randomUUID();
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
    const ms = performance.now() - started;
    const route = routeOf(c);
    const { method } = c.req;
    const { status } = c.res;
    deps.metrics.http.observe(countedMethods.has(method) ? method : "other", route, status, ms / 1000);
    if (!deps.requestLog) return;
    deps.requestLog(JSON.stringify({
      time: isoTime(),
      level: status >= 500 ? "error" : "info",
      requestId: id,
      method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      // c.var would copy every variable into a new object.
      userId: c.get("user")?.id,
    }));
  });
}
