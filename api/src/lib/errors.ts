import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "../../contract/messages.ts";
import { isDatabaseBusy } from "./database-busy.ts";

/** Ends the request with `{ success: false, error }` and the given status. */
export function fail(status: ContentfulStatusCode, error: string, headers?: Record<string, string>): never {
  throw new HTTPException(status, { message: error, res: headers ? new Response(null, { headers }) : undefined });
}

export function errorBody(c: Context, status: ContentfulStatusCode, error: string) {
  return c.json({ success: false as const, error }, status);
}

/** The JSON 404 of an unknown path; the request log knows it by identity, to label such requests unmatched. */
export const notFound = (c: Context) => errorBody(c, 404, messages.notFound);

/** One JSON line on stderr about a request, with its id, so that it can be found beside the request's own line. */
function logAbout(c: Context, level: "warn" | "error", fields: { error: string; stack?: string }) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    ...fields,
  });
  if (level === "error") console.error(line);
  else console.warn(line);
}

/** Logs an unexpected error with its stack, which stays in the log and never reaches an answer. */
export const logUnexpected = (c: Context, err: Error) => logAbout(c, "error", { error: err.message, stack: err.stack });

/**
 * The one error handler: expected failures keep their status and text; a request body that could not be read to its
 * end is the client's 400; a database still locked by another writer after the busy timeout is a 503 the client may
 * retry; anything else is logged by logUnexpected (the request's own line follows with status 500) and answered with
 * a generic 500 body, never a stack trace.
 */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const text = err.message.startsWith("Malformed JSON") ? messages.malformedJson : err.message;
    const response = errorBody(c, status, text || messages.internal);
    err.res?.headers.forEach((value, key) => response.headers.set(key, value));
    return response;
  }
  // The client cut the body off mid-stream (a chunked upload that stopped short): its request is bad, not the server.
  if (err instanceof Deno.errors.BadResource && c.req.raw.bodyUsed) return errorBody(c, 400, messages.bodyUnreadable);
  if (isDatabaseBusy(err)) {
    logAbout(c, "warn", { error: "the database stayed locked past the busy timeout" });
    const response = errorBody(c, 503, messages.busy);
    response.headers.set("retry-after", "1");
    return response;
  }
  logUnexpected(c, err);
  return errorBody(c, 500, messages.internal);
};
