import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv } from "../lib/app-env.ts";
import { recordRequest, requestIdOf } from "./request-log.ts";
import { addAnswerHeaders } from "./security-headers.ts";

/**
 * What every request gets, in one layer because each layer of Hono's chain costs a closure and a promise on the
 * cheapest answers: the app's deps and a request id for the handlers, then on the finished answer its id
 * (X-Request-Id) and security headers, a count in the metrics and a log line. The headers go onto the answer in
 * place, so errors, files and streams carry them without a copy; only an answer whose headers are immutable (one
 * built by `Response.redirect`, say) is copied first.
 */
export function everyRequest(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c);
    c.set("deps", deps);
    c.set("requestId", id);
    await next();
    try {
      finish(c.res.headers, id);
    } catch {
      c.res = new Response(c.res.body, c.res);
      finish(c.res.headers, id);
    }
    recordRequest(deps, c, id, started);
  });
}

function finish(headers: Headers, id: string) {
  headers.set("X-Request-Id", id);
  addAnswerHeaders(headers);
}
